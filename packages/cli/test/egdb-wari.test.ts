import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWariEgdb, decodeWariEgdb } from '@kalaha/engine';
import { ruleSet, type WariRuleSet, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { runCommand } from './cli-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'kalaha-egdb-wari-'));

describe('kalaha egdb build --rules wari (docs/RULES.md 2)', () => {
  it('writes the Wari database with its two bounds, readable under any cycle rule', async () => {
    const out = join(dir, 'db');
    const run = await runCommand([
      'egdb',
      'build',
      '--rules',
      'oware',
      '--houses',
      '3',
      '--set',
      'cycleRule=split',
      '--seeds',
      '6',
      '--out',
      out,
    ]);
    // Not a terminal: one plain progress line a level (issue 17).
    expect(run.stderr.trimEnd().split('\n')).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((level) =>
        expect.stringMatching(new RegExp(`^building level ${level}/6 · [\\d.]+ s$`)),
      ),
    );
    expect(run.code).toBe(0);
    const file = join(out, 'oware-m3-n6.egdb');
    expect(run.stdout).toContain(`Wrote: ${file}`);
    expect(run.stdout).toMatch(/^Exact: [\d,]+ \([\d.]+%; the rest are bounds\)$/m);
    expect(run.stdout).toContain(`(${statSync(file).size.toLocaleString('en-US')} bytes)`);
    const rules = unwrap(ruleSet('oware', { houses: 3 }));
    const db = decodeWariEgdb(new Uint8Array(readFileSync(file)), rules);
    expect(db.data).toEqual(buildWariEgdb(rules as WariRuleSet, 6).data);
    expect(run.stdout).toContain(`Positions: ${db.entries.toLocaleString('en-US')} (at most 6`);

    const info = await runCommand(['egdb', 'info', file]);
    expect(info.code).toBe(0);
    expect(info.stdout).toContain(
      'Rules: wari;houses=3;grandSlam=noCapture (any seeds and cycleRule)',
    );
    expect(info.stdout).toContain('Seeds: at most 6 on the board');
    expect(info.stdout).toContain('Encoding: bounds-u8x2, two bounds a position');
  });
});
