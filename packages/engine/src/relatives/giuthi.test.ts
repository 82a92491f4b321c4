import {
  legalMoves,
  play,
  Position,
  sameMove,
  type Move,
  type RuleSet,
  unwrap,
} from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { plainMinimax, randomGame } from '../../test/plain-minimax.ts';
import { rulesOf } from '../../test/rules-of.ts';
import { analyze } from '../analysis/analyze.ts';
import { levelMove } from '../levels/level-move.ts';
import { createPrng } from '@kalaha/rules';
import { Searcher } from '../searcher.ts';

/** Giuthi on 5 houses of 4 seeds (docs/RULES.md 4: the smallest board the options allow). */
const small = rulesOf('giuthi', { houses: 5, seeds: 4, rounds: false });

/**
 * A random Giuthi position of `rules` with only `onBoard` seeds in the houses (the rest in the
 * stores), the player to move at random: small enough for plain minimax.
 */
function endgame(rules: RuleSet, onBoard: number, seed: number): Position {
  const random = createPrng(seed);
  const m = rules.houses;
  const houses = { south: new Array<number>(m).fill(0), north: new Array<number>(m).fill(0) };
  for (let i = 0; i < onBoard; i++) {
    const row = random.below(2) === 0 ? houses.south : houses.north;
    row[random.below(m)]!++;
  }
  const rest = 2 * m * rules.seeds - onBoard;
  const south = random.below(rest + 1);
  const position = unwrap(
    Position.fromSetup(rules, {
      houses,
      stores: { south, north: rest - south },
      turn: random.below(2) === 0 ? 'south' : 'north',
    }),
  );
  return position;
}

/** The move a search result names, with its direction. */
function resultMove(result: { move: number | undefined; direction?: Move['direction'] }): Move {
  return { house: result.move!, ...(result.direction ? { direction: result.direction } : {}) };
}

/** A score with -0 read as 0: a draw is worth 0 from either side. */
const plus = (score: number): number => score + 0;

/** True when `move` is one of the legal moves of `position`. */
function isLegal(position: Position, move: Move): boolean {
  return legalMoves(position).some((m) => sameMove(m, move));
}

describe('the search of Giuthi (docs/RULES.md 4) equals plain minimax on small positions', () => {
  // Each reading of docs/RULES.md 4's further choice and second capture. Plain minimax grows fast
  // with the seeds on the board (7 seeds took minutes); under furtherChoice anyHouse a single seed
  // may be sown again and again until a position's third occurrence, so 6 seeds can take minutes
  // too: 4-6 seeds under twoOrMore, 4-5 under anyHouse.
  it.each([
    ['anyHouse', 'eitherNeighbour', 2],
    ['twoOrMore', 'next', 3],
  ] as const)(
    'furtherChoice %s, secondCapture %s: proves the minimax score of random 5-house positions with few seeds, and its move achieves it',
    (furtherChoice, secondCapture, sizes) => {
      const rules = rulesOf('giuthi', {
        houses: 5,
        seeds: 4,
        rounds: false,
        furtherChoice,
        secondCapture,
      });
      // One searcher for all: its table must never carry a score to a position with another
      // repetition history or another pending choice (both are in the table key).
      const searcher = new Searcher({ ttMiB: 1 });
      let choices = 0;
      for (let seed = 1; seed <= 40; seed++) {
        const position = endgame(rules, 4 + (seed % sizes), seed);
        // Every position along the way to the end, so that further choices (docs/RULES.md 4) and
        // the repetition history are searched from too.
        let at = position;
        while (!at.isOver) {
          if (at.choice) choices++;
          const result = searcher.search(at);
          expect(result.exact).toBe(true);
          expect(plus(result.score)).toBe(plus(plainMinimax(at)));
          const move = resultMove(result);
          expect(isLegal(at, move)).toBe(true);
          const played = unwrap(play(at, move));
          const child = played.position;
          const value = plainMinimax(child);
          expect(plus(child.turn === at.turn ? value : -value)).toBe(plus(result.score));
          at = child;
        }
      }
      // The positions searched include further choices inside a turn.
      expect(choices).toBeGreaterThan(0);
    },
  );
});

describe('the engine plays Giuthi through its usual interfaces', () => {
  it('names the direction of its move, a legal one (docs/RULES.md 4: 3ccw, 3cw)', () => {
    const position = Position.initial(rulesOf('giuthi'));
    const result = new Searcher({ ttMiB: 1 }).search(position, { depth: 3 });
    expect(result.direction).toMatch(/^(ccw|cw)$/);
    expect(isLegal(position, resultMove(result))).toBe(true);
    expect(result.pv[0]).toBe(result.move);
    // The line names every move's direction, and is legal move by move.
    expect(result.pvDirections).toHaveLength(result.pv.length);
    let at = position;
    for (const [i, house] of result.pv.entries()) {
      const played = unwrap(play(at, { house, direction: result.pvDirections![i]! }));
      at = played.position;
    }
  });

  it('gives no direction in other games', () => {
    const result = new Searcher({ ttMiB: 1 }).search(Position.initial(rulesOf('wari')), {
      depth: 2,
    });
    expect(result.direction).toBeUndefined();
  });

  it('a level move is always legal, also with a further choice pending', () => {
    const searcher = new Searcher({ ttMiB: 1 });
    const positions = [1, 2, 3].flatMap((seed) =>
      randomGame(rulesOf('giuthi', { rounds: false }), seed),
    );
    // Ten positions with a further choice pending and ten without, each level once in both.
    const pending = positions.filter((p) => p.choice).slice(0, 10);
    const free = positions.filter((p, i) => !p.choice && i % 7 === 0).slice(0, 10);
    expect(pending).toHaveLength(10);
    for (const [i, position] of [...pending, ...free].entries()) {
      const chosen = levelMove(position, 1 + (i % 10), { seed: i, searcher, timeMs: 20 });
      expect(chosen.direction).toBeDefined();
      // A pending choice fixes the direction (docs/RULES.md 4: the reverse of the lap just made).
      if (position.choice) expect(chosen.direction).toBe(position.choice);
      expect(isLegal(position, resultMove(chosen))).toBe(true);
    }
  });

  it('the analysis values every house once per legal direction', () => {
    const position = Position.initial(small);
    const analysis = analyze(position, { depth: 2 }, { searcher: new Searcher({ ttMiB: 1 }) });
    const key = (m: { move: number; direction?: string }) => `${m.move}${m.direction}`;
    expect(analysis.moves.map(key).sort()).toEqual(
      legalMoves(position)
        .map((m) => key({ move: m.house, direction: m.direction! }))
        .sort(),
    );
    expect(analysis.moves[0]!.direction).toBeDefined();
    expect(analysis.pvDirections?.[0]).toBe(analysis.moves[0]!.direction);
    expect(analysis.pvDirections).toHaveLength(analysis.pv.length);
    expect(analysis.bestMove).toBe(analysis.moves[0]!.move);
  });
});
