import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Puzzle } from '@kalaha/engine';
import { parsePosition, ruleSet, unwrap } from '@kalaha/rules';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from './cli-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'kalaha-puzzles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('kalaha puzzles build', () => {
  it('writes the puzzles it found as JSON, with the command and the rules that made them', async () => {
    const out = join(dir, 'kalah-4.json');
    const args = ['--rules', 'kalah', '--set', 'houses=4', '--set', 'seeds=3', '--count', '3'];
    const run = await runCommand([
      'puzzles',
      'build',
      ...args,
      '--margin',
      '3',
      '--no-egdb',
      '--out',
      out,
    ]);
    expect(run.code).toBe(0);
    // Not a terminal: a plain progress line each tenth of the count (here each puzzle).
    expect(run.stderr.trimEnd().split('\n')).toEqual(
      [1, 2, 3].map((n) => expect.stringMatching(new RegExp(`^${n}/3 puzzles · \\d+ games · `))),
    );
    const data = JSON.parse(readFileSync(out, 'utf8')) as {
      command: string;
      rules: unknown;
      puzzles: Puzzle[];
    };
    expect(data.command).toBe(
      `kalaha puzzles build ${args.join(' ')} --seed 1 --nodes 2000000 --margin 3`,
    );
    const rules = unwrap(ruleSet('kalah', { houses: 4, seeds: 3 }));
    expect(data.rules).toEqual(rules);
    expect(data.puzzles).toHaveLength(3);
    for (const puzzle of data.puzzles) {
      expect(unwrap(parsePosition(rules, puzzle.position)).turn).toBe('south');
      expect(puzzle.line[0]![0]).toBe(puzzle.best);
    }
    expect(run.stdout).toMatch(/^Puzzles: 3 of 3 \(from \d+ games, \d+ positions tried\)$/m);
    expect(run.stdout).toContain(`(${statSync(out).size.toLocaleString('en-US')} bytes)`);
  });

  it('refuses a game nothing proves, the pie rule, and Oware without its database', async () => {
    const empty = join(dir, 'no-databases');
    for (const [rules, message] of [
      [['--rules', 'giuthi'], /Kalaha family/],
      [['--rules', 'kalah', '--set', 'swap=true'], /pie rule/],
      [
        ['--rules', 'oware', '--egdb', empty],
        /proven by an endgame database: build one with kalaha egdb build --rules oware/,
      ],
      [['--rules', 'oware', '--no-egdb'], /proven by an endgame database/],
    ] as const) {
      const run = await runCommand(['puzzles', 'build', ...rules, '--out', join(dir, 'x.json')]);
      expect([rules, run.code]).toEqual([rules, 2]);
      expect(run.stderr).toMatch(message);
    }
  });

  it('builds Oware endgame puzzles with the database in --egdb', async () => {
    const egdb = join(dir, 'egdb');
    const built = await runCommand([
      'egdb',
      'build',
      '--rules',
      'oware',
      '--seeds',
      '6',
      '--out',
      egdb,
    ]);
    expect(built.code).toBe(0);
    const out = join(dir, 'oware.json');
    const run = await runCommand([
      'puzzles',
      'build',
      '--rules',
      'oware',
      '--count',
      '2',
      '--margin',
      '2',
      '--egdb',
      egdb,
      '--out',
      out,
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Puzzles: 2 of 2');
    const data = JSON.parse(readFileSync(out, 'utf8')) as { command: string; puzzles: Puzzle[] };
    expect(data.command).toMatch(/--rules oware .*\(endgame database of 6 seeds\)$/);
    expect(data.puzzles).toHaveLength(2);
  });

  it('builds Obridjie endgame puzzles proven by its repetition bounds (docs/RULES.md 3)', async () => {
    const out = join(dir, 'obridjie.json');
    const run = await runCommand([
      'puzzles',
      'build',
      '--rules',
      'obridjie',
      '--count',
      '2',
      '--out',
      out,
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Puzzles: 2 of 2');
    const data = JSON.parse(readFileSync(out, 'utf8')) as { command: string; puzzles: Puzzle[] };
    expect(data.command).toMatch(
      /--rules obridjie .*\(repetition bounds of 8 seeds on the board\)$/,
    );
    const rules = unwrap(ruleSet('obridjie'));
    for (const puzzle of data.puzzles) {
      const position = unwrap(parsePosition(rules, puzzle.position));
      const onBoard = [...position.houses('south'), ...position.houses('north')];
      expect(onBoard.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(8);
    }
  });
});
