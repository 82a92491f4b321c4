import {
  checkMove,
  legalMoves,
  parsePosition,
  play,
  Position,
  KALAHA_PRESETS,
  type RuleSet,
  unwrap,
} from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import type { MoveAnalysis } from '../analysis/types.ts';
import { playGame } from '../match/game.ts';
import { Searcher } from '../searcher.ts';
import { levelMove, LevelPlayer, softmaxChoice } from './level-move.ts';
import { createPrng, deriveSeed } from '@kalaha/rules';
import { DEFAULT_LEVEL, isLevel, LEVELS, levelSpec, MAX_LEVEL, MIN_LEVEL } from './table.ts';
import { rulesOf } from '../../test/rules-of.ts';

const KALAHA = rulesOf('kalaha');

/** Positions in play from seeded random walks. */
function randomPositions(rules: RuleSet, count: number, seed: number): Position[] {
  const random = createPrng(seed);
  const positions: Position[] = [];
  while (positions.length < count) {
    let position = Position.initial(rules);
    const plies = random.below(3 * rules.houses);
    for (let i = 0; i < plies && !position.isOver; i++) {
      const moves = legalMoves(position);
      const played = unwrap(play(position, moves[random.below(moves.length)]!));
      position = played.position;
    }
    if (!position.isOver) positions.push(position);
  }
  return positions;
}

describe('prng', () => {
  it('repeats its sequence for a seed, and differs between seeds', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const c = createPrng(43);
    const xs = Array.from({ length: 100 }, () => a.next());
    expect(Array.from({ length: 100 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 100 }, () => c.next())).not.toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('draws whole numbers below n roughly evenly, and refuses n < 1', () => {
    const random = createPrng(7);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[random.below(6)]!++;
    for (const count of counts) expect(count).toBeGreaterThan(850);
    expect(() => random.below(0)).toThrow(RangeError);
    expect(createPrng(1).nextUint32()).toBe(createPrng(1).nextUint32());
  });

  it('derives distinct seeds for distinct streams', () => {
    const seeds = new Set(Array.from({ length: 1000 }, (_, i) => deriveSeed(1, i)));
    expect(seeds.size).toBe(1000);
    expect(deriveSeed(5, 3)).toBe(deriveSeed(5, 3));
    expect(deriveSeed(5, 3)).not.toBe(deriveSeed(6, 3));
  });
});

describe('the level table', () => {
  it('has levels 1..10 in order, default 6, with sane parameters', () => {
    expect(LEVELS.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([MIN_LEVEL, MAX_LEVEL, DEFAULT_LEVEL]).toEqual([1, 10, 6]);
    for (const spec of LEVELS) {
      expect(spec.blunder).toBeGreaterThanOrEqual(0);
      expect(spec.blunder).toBeLessThan(1);
      expect(spec.temperature).toBeGreaterThanOrEqual(0);
      expect(spec.depth).toBeGreaterThanOrEqual(1);
    }
    // Randomness only in the low levels; more search at each level up.
    expect(LEVELS.filter((l) => l.temperature > 0 || l.blunder > 0).map((l) => l.level)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    const searchNodes = LEVELS.filter((l) => l.method === 'search').map((l) => l.nodes);
    expect(searchNodes).toEqual([...searchNodes].sort((x, y) => x - y));
    expect(levelSpec(10).method).toBe('perfect');
    expect(isLevel(0) || isLevel(11) || isLevel(2.5) || isLevel('3')).toBe(false);
    expect(() => levelSpec(11)).toThrow(RangeError);
  });
});

describe('softmaxChoice', () => {
  const moves: MoveAnalysis[] = [4, 2, 0, -3].map((score, i) => ({
    move: i + 1,
    score,
    exact: false,
    depth: 3,
    pv: [i + 1],
    extraTurn: false,
  }));

  it('takes the best move at temperature 0', () => {
    expect(softmaxChoice(moves, 0, createPrng(1))!.move).toBe(1);
    expect(softmaxChoice([], 1, createPrng(1))).toBeUndefined();
  });

  it('draws moves in proportion to exp(score / temperature)', () => {
    const random = createPrng(9);
    const counts = new Map<number, number>();
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const m = softmaxChoice(moves, 2, random)!.move;
      counts.set(m, (counts.get(m) ?? 0) + 1);
    }
    const weights = [4, 2, 0, -3].map((s) => Math.exp(s / 2));
    const total = weights.reduce((a, b) => a + b, 0);
    for (const [i, w] of weights.entries()) {
      expect((counts.get(i + 1) ?? 0) / n).toBeCloseTo(w / total, 1);
    }
  });
});

describe('levelMove', () => {
  it('plays a legal move at every level under every preset', () => {
    const searcher = new Searcher({ ttMiB: 1 });
    for (const [i, { id: preset }] of KALAHA_PRESETS.entries()) {
      const rules = rulesOf(preset, { houses: 4, seeds: 3 });
      for (const position of randomPositions(rules, 3, i)) {
        for (let level = 1; level <= 10; level++) {
          const chosen = levelMove(position, level, { seed: level, searcher, timeMs: 20 });
          expect(checkMove(position, { house: chosen.move })).toBeUndefined();
          expect(chosen.level).toBe(level);
          expect(chosen.method).toBe(levelSpec(level).method);
        }
      }
    }
  });

  it('is deterministic for a seed, and random across seeds in the low levels', () => {
    const position = Position.initial(KALAHA);
    for (const level of [1, 2, 3, 4, 5, 6, 7]) {
      const a = levelMove(position, level, { seed: 123, searcher: new Searcher({ ttMiB: 1 }) });
      const b = levelMove(position, level, { seed: 123, searcher: new Searcher({ ttMiB: 1 }) });
      expect(b.move).toBe(a.move);
      expect(b.nodes).toBe(a.nodes);
    }
    const searcher = new Searcher({ ttMiB: 1 });
    const picks = (level: number): Set<number> =>
      new Set(
        Array.from({ length: 40 }, (_, seed) => {
          searcher.clear();
          return levelMove(position, level, { seed, searcher }).move;
        }),
      );
    expect(picks(1).size).toBeGreaterThan(2);
    expect(picks(2).size).toBeGreaterThan(1);
    expect(picks(6).size).toBe(1);
  });

  it('blunders on purpose at level 1, never at level 6', () => {
    // South house 1 captures North house 5's 8 seeds (docs/RULES.md 1.2).
    const position = unwrap(parsePosition(KALAHA, '1,0,1,1,1,2|30 2,2,2,2,8,2|18 south'));
    const kinds = new Map<string, number>();
    const searcher = new Searcher({ ttMiB: 1 });
    let captures = 0;
    for (let seed = 0; seed < 60; seed++) {
      const chosen = levelMove(position, 1, { seed, searcher });
      kinds.set(chosen.chosenBy, (kinds.get(chosen.chosenBy) ?? 0) + 1);
      if (chosen.move === 1) captures++;
    }
    expect(kinds.get('blunder')).toBeGreaterThan(5);
    expect(kinds.get('softmax')).toBeGreaterThan(30);
    expect(captures).toBeGreaterThan(30);
    expect(captures).toBeLessThan(60);
    for (let seed = 0; seed < 5; seed++) {
      expect(levelMove(position, 6, { seed, searcher }).move).toBe(1);
    }
  });

  it('plays the only legal move without searching', () => {
    const position = unwrap(parsePosition(KALAHA, '0,0,0,0,3,0|30 2,2,2,2,8,3|20 south'));
    expect(levelMove(position, 9, { seed: 1 })).toMatchObject({
      move: 5,
      chosenBy: 'only',
      nodes: 0,
    });
  });

  it('plays perfectly at level 10 where the search proves the value', () => {
    const rules = rulesOf('kalah', { houses: 3, seeds: 2 });
    const chosen = levelMove(Position.initial(rules), 10, { seed: 1 });
    expect(chosen.chosenBy).toBe('exact');
    expect(chosen.exact).toBe(true);
  });

  it('lets a solver choose at level 10 in endgames, and searches when it fails', () => {
    const endgame = unwrap(parsePosition(KALAHA, '2,0,3,4,1,2|20 1,3,0,2,2,4|28 south'));
    const asked: number[] = [];
    const solver = (reason: string, bestMove: number | undefined) => ({
      solve: (_p: Position, limits: { timeMs?: number }) => {
        asked.push(limits.timeMs ?? -1);
        return { value: 3, bestMove, nodes: 10, reason };
      },
    });
    const solved = levelMove(endgame, 10, {
      seed: 1,
      timeMs: 200,
      solver: solver('solved', 3),
    });
    expect(solved).toMatchObject({ move: 3, chosenBy: 'exact', score: 3, exact: true });
    expect(asked).toEqual([100]); // half the time (`solveShare`)
    const failed = levelMove(endgame, 10, {
      seed: 1,
      timeMs: 50,
      solver: solver('time', undefined),
    });
    expect(legalMoves(endgame).map((m) => m.house)).toContain(failed.move);
    expect(failed.chosenBy === 'search' || failed.chosenBy === 'exact').toBe(true);
    // Too many seeds left (72 at the start): the solver is not asked.
    asked.length = 0;
    levelMove(Position.initial(KALAHA), 10, { seed: 1, timeMs: 20, solver: solver('solved', 1) });
    expect(asked).toEqual([]);
  });

  it('plays proven values from databases at level 10 at once', () => {
    const position = unwrap(parsePosition(KALAHA, '0,2,3,1,0,4|30 1,0,2,3,5,1|20 north'));
    // A database that knows every position: the true value, worked out by the search.
    const searcher = new Searcher({ ttMiB: 1 });
    const exactValue = (p: Position): number | undefined => {
      const r = searcher.search(p, {});
      return r.exact ? r.score : undefined;
    };
    const chosen = levelMove(position, 10, { seed: 1, exactValue });
    expect(chosen).toMatchObject({ chosenBy: 'exact', exact: true, score: -8 });
  });

  it('refuses a finished game and a level outside 1..10', () => {
    const over = unwrap(
      parsePosition(KALAHA, '0,0,0,0,0,0|44 0,0,0,0,0,0|28 north end:sideEmpty:south'),
    );
    expect(() => levelMove(over, 5, { seed: 1 })).toThrow(RangeError);
    expect(() => levelMove(Position.initial(KALAHA), 0, { seed: 1 })).toThrow(RangeError);
  });
});

describe('levels against each other', () => {
  it('a higher level beats level 1 in seeded games, both colours', () => {
    const searchers = { south: new Searcher({ ttMiB: 1 }), north: new Searcher({ ttMiB: 1 }) };
    let points = 0;
    for (let g = 0; g < 6; g++) {
      const strongSouth = g % 2 === 0;
      const strong = { level: 5, seed: deriveSeed(3, g) };
      const weak = { level: 1, seed: deriveSeed(4, g) };
      const result = playGame(
        {
          rules: KALAHA,
          opening: [],
          players: strongSouth ? { south: strong, north: weak } : { south: weak, north: strong },
        },
        searchers,
      );
      const strongSide = strongSouth ? 'south' : 'north';
      points += result.winner === 'draw' ? 0.5 : result.winner === strongSide ? 1 : 0;
    }
    expect(points).toBeGreaterThanOrEqual(5.5);
  });

  it('a LevelPlayer replays the same game from the same seed', () => {
    const game = (seed: number): number[] => {
      const south = new LevelPlayer(3, seed);
      const north = new LevelPlayer(2, seed + 1);
      let position = Position.initial(KALAHA);
      const moves: number[] = [];
      while (!position.isOver) {
        const move = (position.turn === 'south' ? south : north).move(position).move;
        moves.push(move);
        const played = unwrap(play(position, { house: move }));
        position = played.position;
      }
      return moves;
    };
    expect(game(8)).toEqual(game(8));
    expect(game(8)).not.toEqual(game(9));
  });
});
