import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { puzzleNumbers, puzzleOfTheDay } from '@kalaha/engine';
import { bundledPuzzles } from '@kalaha/engine/puzzles';
import { ruleSet, unwrap } from '@kalaha/rules';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from './cli-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'kalaha-puzzles-play-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const set = (await bundledPuzzles(unwrap(ruleSet('kalah'))))!;

describe('kalaha puzzle', () => {
  it('says a right answer is right, plays the solution out turn by turn, and values every move', async () => {
    const puzzle = set.puzzles[0]!;
    const run = await runCommand(
      ['puzzle', '--rules', 'kalah', '--number', '1'],
      `${puzzle.best}\n`,
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Puzzle 1 of ${set.puzzles.length} (rating ${puzzle.rating})`);
    expect(run.stdout).toContain('Find the best move for South (house 1-6): ');
    expect(run.stdout).toContain(`Right: house ${puzzle.best} is the best move`);
    // Each turn of the line, then the board after it.
    const turns = puzzle.line.map(
      (turn, i) => `${i % 2 === 0 ? 'South' : 'North'} plays ${turn.join(' ')}`,
    );
    let at = run.stdout.indexOf('The solution:');
    for (const turn of turns) {
      const next = run.stdout.indexOf(`\n${turn}\n`, at);
      expect(next, turn).toBeGreaterThan(at);
      at = next;
    }
    const values = puzzle.values
      .map((v, i) => (v === null ? undefined : `house ${i + 1}: ${v > 0 ? '+' : ''}${v}`))
      .filter((v) => v !== undefined);
    expect(run.stdout).toContain(
      `Every move, proven (South's final store lead with perfect play): ${values.join(' · ')}`,
    );
    expect(run.stdout).toContain(`Themes: ${puzzle.themes.join(', ')}`);
  });

  it('asks again after what is no move, and tells a legal move that is not the best what it gives', async () => {
    const index = set.puzzles.findIndex((p) => p.values.filter((v) => v !== null).length >= 2);
    const puzzle = set.puzzles[index]!;
    const other = puzzle.values.findIndex((v, i) => v !== null && i + 1 !== puzzle.best) + 1;
    const empty = puzzle.values.findIndex((v) => v === null) + 1;
    const typed = `${empty > 0 ? empty : 9}\nseven\n${other}\n`;
    const run = await runCommand(
      ['puzzle', '--rules', 'kalah', '--number', String(index + 1)],
      typed,
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("'seven' is no move here: a house 1-6 with seeds: ");
    expect(run.stdout).toMatch(
      new RegExp(
        `Not the best\\. House ${other}: .*; house ${puzzle.best}: (South ends \\d+ seeds? (ahead|behind)|a draw|equal stores)`,
      ),
    );
  });

  it('plays an Obridjie puzzle whose solution relays (docs/RULES.md 3)', async () => {
    const obridjie = (await bundledPuzzles(unwrap(ruleSet('obridjie'))))!;
    const number = puzzleNumbers(obridjie, 'relay')[0]!;
    const puzzle = obridjie.puzzles[number - 1]!;
    const run = await runCommand(
      ['puzzle', '--rules', 'obridjie', '--theme', 'relay', '--number', String(number)],
      `${puzzle.best}\n`,
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Right: house ${puzzle.best} is the best move`);
    expect(run.stdout).toMatch(/^Themes: .*relay/m);
  });

  it("plays the day's puzzle: each day the next one", async () => {
    const day = puzzleOfTheDay(new Date('2026-11-28T00:00:00Z'), set.puzzles.length);
    expect(puzzleOfTheDay(new Date('2026-11-29T12:00:00Z'), set.puzzles.length)).toBe(
      (day + 1) % set.puzzles.length,
    );
    const run = await runCommand(['puzzle', '--rules', 'kalah', '--date', '2026-11-28'], '');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Puzzle ${day + 1} of ${set.puzzles.length} `);
  });

  it("plays the day's puzzle among those of a theme", async () => {
    const captures = puzzleNumbers(set, 'capture');
    const n = captures[puzzleOfTheDay(new Date('2026-11-28T00:00:00Z'), captures.length)]!;
    const run = await runCommand(
      ['puzzle', '--rules', 'kalah', '--theme', 'capture', '--date', '2026-11-28'],
      '',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Puzzle ${n} of ${set.puzzles.length} `);
    expect(set.puzzles[n - 1]!.themes).toContain('capture');
  });

  it('refuses rules without a set, a number past the end or not of the theme, a bad date or theme and a damaged file', async () => {
    const noCapture = set.puzzles.findIndex((p) => !p.themes.includes('capture')) + 1;
    const cases: [string[], RegExp][] = [
      [['--rules', 'kalah', '--set', 'seeds=5'], /no puzzles come with these rules/],
      [['--rules', 'kalah', '--number', '100000'], /the set has \d+ puzzles, not 100000/],
      [['--rules', 'kalah', '--date', 'someday'], /not a date: 'someday'/],
      [['--rules', 'kalah', '--theme', 'luck'], /argument 'luck' is invalid. Allowed choices are/],
      [
        ['--rules', 'kalah', '--theme', 'capture', '--number', String(noCapture)],
        new RegExp(`puzzle ${noCapture} does not show capture`),
      ],
    ];
    const damaged = join(dir, 'damaged.json');
    writeFileSync(damaged, JSON.stringify({ ...set, puzzles: [{ ...set.puzzles[0]!, best: 7 }] }));
    cases.push([['--file', damaged], /puzzle 1: house 7 is no legal move/]);
    for (const [args, message] of cases) {
      const run = await runCommand(['puzzle', ...args], '');
      expect([args, run.code]).toEqual([args, 2]);
      expect(run.stderr).toMatch(message);
    }
  });
});
