import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPreset } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runCommand } from './cli-process.ts';

/** An entry of the rules library's perft tables: perft[d-1] counts the sequences of d plies. */
interface PerftEntry {
  readonly id: string;
  readonly preset: string;
  readonly overrides: Readonly<Record<string, number | boolean | string>>;
  readonly start?: string;
  readonly perft: readonly number[];
}

/** The entries of a table file of `packages/rules/test`. */
function table(file: string): readonly PerftEntry[] {
  const path = join(REPO_ROOT, 'packages/rules/test', file);
  return (JSON.parse(readFileSync(path, 'utf8')) as { entries: PerftEntry[] }).entries;
}

/**
 * The entries of Kalaha's relatives: Wari and Oware (docs/RULES.md 2), Obridjie (3) and Giuthi (4), each
 * counted with the naive implementations of the rules package's tests.
 */
const RELATIVES = [...table('perft-tables.json'), ...table('giuthi-perft-table.json')].filter(
  (entry) => findPreset(entry.preset)?.game !== 'kalaha',
);

/** Plies counted through the terminal: enough to reach relays, captures and ends, yet quick. */
const MAX_DEPTH = 5;

describe.concurrent('kalaha perft under the relatives, as the rules package tables count', () => {
  it('has entries of every relative', () => {
    const games = new Set(RELATIVES.map((entry) => findPreset(entry.preset)!.game));
    expect([...games].sort()).toEqual(['giuthi', 'obridjie', 'wari']);
  });

  it.each(RELATIVES.map((entry) => [entry.id, entry] as const))(
    '%s: --rules, --set and --position give the table counts',
    async (_, entry) => {
      const depth = Math.min(entry.perft.length, MAX_DEPTH);
      const args = ['perft', '--rules', entry.preset, '--depth', String(depth)];
      for (const [name, value] of Object.entries(entry.overrides))
        args.push('--set', `${name}=${String(value)}`);
      if (entry.start !== undefined) args.push('--position', entry.start);
      const run = await runCommand(args);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      if (entry.start !== undefined) expect(run.stdout).toContain(`, from ${entry.start}\n`);
      const counts = [...run.stdout.matchAll(/^depth (\d+): (\d+) \(\d+\.\d ms\)$/gm)].map((m) => [
        Number(m[1]),
        Number(m[2]),
      ]);
      expect(counts).toEqual(entry.perft.slice(0, depth).map((count, i) => [i + 1, count]));
    },
  );

  it('divides the count of a Giuthi position with a pending further choice by first move', async () => {
    const entry = RELATIVES.find((e) => e.start?.includes('choice:'))!;
    const run = await runCommand([
      'perft',
      '--rules',
      entry.preset,
      '--position',
      entry.start!,
      '--depth',
      '3',
      '--divide',
    ]);
    expect(run.code).toBe(0);
    // docs/RULES.md 4: the further choice sows in the one direction the turn left open.
    const direction = /choice:(\w+)/.exec(entry.start!)![1]!;
    const moves = [...run.stdout.matchAll(/^(\d+)(\w+): \d+$/gm)];
    expect(moves.length).toBe(entry.perft[0]);
    for (const move of moves) expect(move[2]).toBe(direction);
    expect(run.stdout).toContain(`total at depth 3: ${entry.perft[2]}`);
  });
});
