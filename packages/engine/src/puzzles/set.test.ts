import { parsePosition, ruleSet, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { bundledPuzzles, PUZZLE_PRESETS } from './bundled.ts';
import { lineThemes } from './line.ts';
import { PUZZLES_FORMAT, puzzlesFor, readPuzzleSet } from './set.ts';

const kalah = unwrap(ruleSet('kalah'));

describe('the puzzle sets that come with the engine', () => {
  it('hold at least 500 puzzles for kalah, kalaha-felt and oware, 1,000 for kalaha and 300 for obridjie, each once', async () => {
    for (const [preset, least] of [
      ['kalah', 500],
      ['kalaha-felt', 500],
      ['kalaha', 1000],
      ['oware', 500],
      ['obridjie', 300],
    ] as const) {
      const set = (await bundledPuzzles(unwrap(ruleSet(preset))))!;
      expect([preset, set.puzzles.length >= least]).toEqual([preset, true]);
      expect(new Set(set.puzzles.map((p) => p.position)).size).toBe(set.puzzles.length);
      expect(set.command).toMatch(new RegExp(`^kalaha puzzles build --rules ${preset} `));
    }
    expect(await bundledPuzzles(unwrap(ruleSet('kalah', { seeds: 5 })))).toBeUndefined();
    expect(PUZZLE_PRESETS).toEqual(['kalah', 'kalaha-felt', 'kalaha', 'oware', 'obridjie']);
  });

  it('name the themes their lines show, grand slams avoided in Oware and relays in Obridjie among them', async () => {
    for (const preset of ['kalah', 'kalaha-felt', 'kalaha', 'oware', 'obridjie']) {
      const set = (await bundledPuzzles(unwrap(ruleSet(preset))))!;
      for (const [i, puzzle] of set.puzzles.entries()) {
        const position = unwrap(parsePosition(set.rules, puzzle.position));
        expect([preset, i + 1, puzzle.themes]).toEqual([
          preset,
          i + 1,
          lineThemes(position, puzzle.line),
        ]);
      }
    }
    const oware = (await bundledPuzzles(unwrap(ruleSet('oware'))))!;
    expect(oware.puzzles.some((p) => p.themes.includes('grandSlamAvoided'))).toBe(true);
    const obridjie = (await bundledPuzzles(unwrap(ruleSet('obridjie'))))!;
    expect(obridjie.puzzles.filter((p) => p.themes.includes('relay')).length).toBeGreaterThan(100);
  });
});

const set = (await bundledPuzzles(kalah))!;

describe('readPuzzleSet', () => {
  const one = (change: object) => ({ ...set, puzzles: [{ ...set.puzzles[0]!, ...change }] });

  it('reads a set back as it was written', () => {
    const read = unwrap(readPuzzleSet(JSON.parse(JSON.stringify(set))));
    expect(read).toEqual(set);
    expect(puzzlesFor(read, kalah)).toBe(true);
  });

  it('refuses what is not a puzzle set, another format, bad rules and each kind of bad puzzle', () => {
    const refusals: [unknown, RegExp][] = [
      [[], /not a puzzle set/],
      [{ ...set, format: 'kalaha-puzzles 0' }, /format 'kalaha-puzzles 0', not 'kalaha-puzzles 1'/],
      [{ ...set, rules: { game: 'chess' } }, /puzzle set rules:/],
      [one({ position: 'garbage' }), /puzzle 1: /],
      [one({ position: '4,4,4,4,4,4|0 4,4,4,4,4,4|0 north' }), /puzzle 1: North is to move/],
      [one({ best: 0 }), /not a puzzle set/],
      [one({ values: [1, 2] }), /puzzle 1: 2 values for 6 houses/],
      [one({ line: [[(set.puzzles[0]!.best % 6) + 1]] }), /does not begin with the best move/],
      [one({ themes: ['luck'] }), /not a puzzle set/],
      [one({ line: [[set.puzzles[0]!.best], []] }), /puzzle 1: turn 2 of the line is empty/],
      [
        one({ line: [[set.puzzles[0]!.best], [1, 1, 1, 1, 1, 1, 1]] }),
        /puzzle 1: turn 2 of the line: north cannot play house 1/,
      ],
    ];
    expect(PUZZLES_FORMAT).toBe('kalaha-puzzles 1');
    for (const [data, message] of refusals) {
      const read = readPuzzleSet(data);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error.message).toMatch(message);
    }
  });
});
