import { parsePosition, play, unwrap, type WariRuleSet } from '@kalaha/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { minimaxValues } from '../../test/minimax-values.ts';
import { Solver } from '../solve/solver.ts';
import { rulesOf } from '../../test/rules-of.ts';
import {
  buildPuzzles,
  puzzleRefusal,
  southToMove,
  type Puzzle,
  type PuzzleBuildProgress,
} from './build.ts';
import { proveMoves } from './prove.ts';
import { puzzleProblems } from './verify.ts';
import { wariEgdbProver } from './repetition-prove.ts';
import { buildWariEgdb } from '../wari/egdb-build.ts';

describe('buildPuzzles', () => {
  const rules = rulesOf('kalah', { houses: 4, seeds: 3 });
  const progress: PuzzleBuildProgress[] = [];
  let puzzles: Puzzle[];
  beforeAll(() => {
    puzzles = buildPuzzles(rules, {
      count: 4,
      seed: 11,
      margin: 3,
      onProgress: (p) => progress.push(p),
    });
  });

  it('keeps positions, South to move, whose best move beats every other by the margin, proven', () => {
    expect(puzzles).toHaveLength(4);
    for (const puzzle of puzzles) {
      const position = unwrap(parsePosition(rules, puzzle.position));
      expect(position.turn).toBe('south');
      expect([puzzle.position, puzzle.values]).toEqual([puzzle.position, minimaxValues(position)]);
      const best = puzzle.values[puzzle.best - 1]!;
      for (const [i, value] of puzzle.values.entries()) {
        if (value !== null && i !== puzzle.best - 1) expect(best - value).toBeGreaterThanOrEqual(3);
      }
    }
    expect(new Set(puzzles.map((p) => p.position)).size).toBe(4);
  });

  it('gives each a line of whole turns, South first, that banks the margin or ends the game', () => {
    for (const puzzle of puzzles) {
      let p = unwrap(parsePosition(rules, puzzle.position));
      const before = p.store('south') - p.store('north');
      expect(puzzle.line[0]![0]).toBe(puzzle.best);
      for (const [i, turn] of puzzle.line.entries()) {
        const side = i % 2 === 0 ? 'south' : 'north';
        for (const house of turn) {
          expect(p.turn).toBe(side);
          p = unwrap(play(p, { house })).position;
        }
        expect(p.isOver || p.turn !== side).toBe(true);
      }
      expect(puzzle.line.length % 2).toBe(1);
      expect(p.isOver || p.store('south') - p.store('north') - before >= 3).toBe(true);
      expect(puzzle.rating).toBeGreaterThanOrEqual(1100);
    }
  });

  it('is the same again from the same seed (the first two of the four), and reports each game', () => {
    expect(buildPuzzles(rules, { count: 2, seed: 11, margin: 3 })).toEqual(puzzles.slice(0, 2));
    expect(progress.at(-1)!.found).toBe(4);
    expect(progress.map((p) => p.games)).toEqual(progress.map((_, i) => i + 1));
  });

  it('refuses the games nothing proves, the pie rule, Oware without its database and no count', () => {
    expect(puzzleRefusal(rulesOf('obridjie'))).toBeUndefined();
    expect(puzzleRefusal(rulesOf('giuthi'))).toMatch(/Kalaha family/);
    expect(puzzleRefusal(rulesOf('kalah', { swap: true }))).toMatch(/pie rule/);
    expect(puzzleRefusal(rules)).toBeUndefined();
    expect(puzzleRefusal(rulesOf('oware'))).toBeUndefined();
    expect(() => buildPuzzles(rulesOf('oware'), { count: 1, seed: 1 })).toThrow(/database/);
    // A database of other rules (Wari's grand slam) proves nothing of Oware's.
    const wari = buildWariEgdb(rulesOf('wari') as WariRuleSet, 2);
    expect(() => buildPuzzles(rulesOf('oware'), { count: 1, seed: 1, wariEgdb: wari })).toThrow(
      RangeError,
    );
    expect(() => buildPuzzles(rules, { count: 0, seed: 1 })).toThrow(RangeError);
  });

  it('builds Oware endgame puzzles proven by the database, South to move, with legal lines', () => {
    const oware = rulesOf('oware') as WariRuleSet;
    const egdb = buildWariEgdb(oware, 6);
    const found = buildPuzzles(oware, { count: 3, seed: 5, margin: 2, wariEgdb: egdb });
    expect(found).toHaveLength(3);
    const prover = wariEgdbProver(egdb);
    for (const puzzle of found) {
      expect(puzzleProblems(oware, puzzle, prover)).toEqual([]);
      const start = unwrap(parsePosition(oware, puzzle.position));
      expect(start.turn).toBe('south');
      expect(
        start
          .houses('south')
          .concat(start.houses('north'))
          .reduce((a, b) => a + b),
      ).toBeLessThanOrEqual(6);
      let p = start;
      for (const turn of puzzle.line)
        for (const house of turn) p = unwrap(play(p, { house })).position;
      expect(puzzle.themes).toContain('capture');
    }
  });

  it('returns fewer when its games run out', () => {
    expect(buildPuzzles(rules, { count: 3, seed: 1, margin: 50, maxGames: 2 })).toEqual([]);
  });
});

describe('southToMove', () => {
  it('exchanges the sides of a position with North to move: the same choice for South', () => {
    const rules = rulesOf('kalaha', { houses: 4, seeds: 3 });
    const north = unwrap(parsePosition(rules, '2,0,3,0|6 1,4,0,1|7 north'));
    const south = southToMove(north);
    expect([south.houses('south'), south.store('south'), south.turn]).toEqual([
      [1, 4, 0, 1],
      7,
      'south',
    ]);
    expect(south.houses('north')).toEqual([2, 0, 3, 0]);
    const solver = new Solver({ ttMiB: 1 });
    expect(proveMoves(south, solver, 1e6)!.values).toEqual(proveMoves(north, solver, 1e6)!.values);
    expect(southToMove(south)).toBe(south);
  });
});
