import { existsSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUNDLES, ensureBundle, freshBundle } from '../../../scripts/node-bundles.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** What `main` of the `kalaha` command (`src/main.ts` or a bundle's) prints for `args`. */
async function output(
  main: (
    args: readonly string[],
    io: { stdin: PassThrough; stdout: PassThrough; stderr: PassThrough },
  ) => Promise<number>,
  args: readonly string[],
): Promise<{ code: number; stdout: string }> {
  const stdout = new PassThrough();
  let text = '';
  stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  const code = await main(args, { stdin: new PassThrough(), stdout, stderr: new PassThrough() });
  return { code, stdout: text };
}

describe('the bundles of the server and the kalaha command (scripts/node-bundles.mjs)', () => {
  it('are built by the global setup, fresh, with main and every worker entry', () => {
    for (const name of ['server', 'cli'] as const) {
      const main = freshBundle(name);
      expect(main).toBe(`file://${join(ROOT, BUNDLES[name].dir, 'main.mjs')}`);
      for (const entry of Object.keys(BUNDLES[name].entries)) {
        expect(existsSync(join(ROOT, BUNDLES[name].dir, `${entry}.mjs`)), entry).toBe(true);
      }
    }
  });

  it('runs the kalaha command as its sources do', async () => {
    const bundled = (await import(freshBundle('cli')!)) as { main: Parameters<typeof output>[0] };
    const sources = await import('../src/main.ts');
    for (const args of [['rules'], ['rules', 'oware'], ['rules', 'giuthi']]) {
      const fromBundle = await output(bundled.main, args);
      expect(fromBundle.code, args.join(' ')).toBe(0);
      expect(fromBundle).toEqual(await output(sources.main, args));
    }
  });

  it('is stale once a source is newer than its build, and fresh again when rebuilt', async () => {
    const stamp = join(ROOT, BUNDLES.cli.dir, '.bundle-stamp');
    const built = statSync(stamp).mtime;
    const source = join(ROOT, 'packages/rules/src/index.ts');
    const { atime, mtime } = statSync(source);
    try {
      // The build as if it were made before the source was last changed.
      utimesSync(stamp, built, new Date(mtime.getTime() - 1000));
      expect(freshBundle('cli')).toBeUndefined();
      expect(await ensureBundle('cli')).toBe(true);
      expect(freshBundle('cli')).toBeDefined();
      expect(await ensureBundle('cli')).toBe(false);
    } finally {
      utimesSync(source, atime, mtime);
    }
  });
});
