import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInputs, STAMP, staleReason } from './ensure-build.ts';

/** A fake monorepo: packages/web with one source file, rules, engine and protocol sources. */
function fakeRepo() {
  const repo = mkdtempSync(join(tmpdir(), 'kalaha-build-'));
  const web = join(repo, 'packages', 'web');
  for (const dir of ['src', 'dist', '../rules/src', '../engine/src', '../protocol/src'])
    mkdirSync(join(web, dir), { recursive: true });
  writeFileSync(join(web, 'index.html'), '');
  writeFileSync(join(web, 'src', 'main.tsx'), '');
  writeFileSync(join(web, 'src', 'main.test.tsx'), '');
  writeFileSync(join(web, '..', 'rules', 'src', 'index.ts'), '');
  writeFileSync(join(web, '..', 'protocol', 'src', 'client.ts'), '');
  return web;
}

const past = new Date('2020-01-01T00:00:00Z');

describe('staleReason', () => {
  it('wants a build when there is none', () => {
    expect(staleReason(fakeRepo())).toBe('no build yet');
  });

  it('is satisfied by a build newer than every input', () => {
    const web = fakeRepo();
    for (const f of buildInputs(web)) utimesSync(f, past, past);
    writeFileSync(join(web, 'dist', 'index.html'), '');
    writeFileSync(join(web, 'dist', STAMP), '');
    expect(staleReason(web)).toBeUndefined();
  });

  it('wants a build when a source, or a library it bundles, changed after it', () => {
    const web = fakeRepo();
    for (const f of buildInputs(web)) utimesSync(f, past, past);
    writeFileSync(join(web, 'dist', 'index.html'), '');
    writeFileSync(join(web, 'dist', STAMP), '');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(web, '..', 'rules', 'src', 'index.ts'), later, later);
    expect(staleReason(web)).toMatch(/rules.*index\.ts changed/);
    // The online client (the protocol's) is bundled too: a server speaking a newer protocol
    // than a stale build's client is how the browser tests once failed.
    utimesSync(join(web, '..', 'rules', 'src', 'index.ts'), past, past);
    utimesSync(join(web, '..', 'protocol', 'src', 'client.ts'), later, later);
    expect(staleReason(web)).toMatch(/protocol.*client\.ts changed/);
  });

  it('does not count test files as inputs', () => {
    expect(buildInputs(fakeRepo()).some((f) => f.endsWith('.test.tsx'))).toBe(false);
  });
});
