import {
  legalMoves,
  makePosition,
  outcome,
  play,
  Position,
  type RuleSet,
  unwrap,
} from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { Searcher } from './searcher.ts';
import { rulesOf } from '../test/rules-of.ts';

/**
 * docs/ARCHITECTURE.md "Conventions": "search result = plain minimax on small boards". The
 * reference is a plain recursive minimax over the rules library's public API (legalMoves, play, outcome), memoized by position
 * text only to keep the test fast: the final store difference (South − North) from the view of
 * the player to move; an extra turn keeps the same player, so no sign change then. The memo ends
 * up holding every position reachable from the start.
 */
function minimaxTable(rules: RuleSet): Map<string, { position: Position; value: number }> {
  const memo = new Map<string, { position: Position; value: number }>();
  const value = (position: Position): number => {
    const key = makePosition(position);
    const known = memo.get(key);
    if (known !== undefined) return known.value;
    let v: number;
    const done = outcome(position);
    if (done) {
      const south = done.scores.south - done.scores.north;
      v = position.turn === 'south' ? south : -south;
    } else {
      v = -Infinity;
      for (const move of legalMoves(position)) {
        const played = unwrap(play(position, move));
        const child = played.position;
        const c = value(child);
        v = Math.max(v, child.turn === position.turn ? c : -c);
      }
    }
    v += 0; // no negative zero
    memo.set(key, { position, value: v });
    return v;
  };
  value(Position.initial(rules));
  return memo;
}

/** Rule sets covering every option value at least once. */
const RULE_SETS: readonly [string, Record<string, unknown>][] = [
  ['kalaha', {}],
  ['kalah', {}],
  ['kalaha-ownside', {}],
  ['kalaha-de', {}],
  ['kalaha-de', { captureNeedsLap: true, captureTwoThree: true, skipOrigin: true }],
  ['kalaha', { endRule: 'playOn' }],
  ['kalaha', { endRule: 'playOn', majorityEnd: true, extraTurn: 'ownSide', skipOrigin: true }],
  ['kalah', { extraTurn: 'none', capture: 'none', captureTwoThree: true }],
  ['kalaha', { emptyCapture: false, captureNeedsLap: true, majorityEnd: true }],
];

describe('full-depth search equals plain minimax on small boards', () => {
  for (const [preset, options] of RULE_SETS) {
    const name = `${preset} ${JSON.stringify(options)}`;
    it(`every reachable position, houses 2..3, seeds 1..3: ${name}`, () => {
      let checked = 0;
      for (const houses of [2, 3]) {
        for (const seeds of [1, 2, 3]) {
          const rules = rulesOf(preset, { ...options, houses, seeds });
          const table = minimaxTable(rules);
          // A small table shared by all positions: exercises replacement and reuse across searches.
          const searcher = new Searcher({ ttMiB: 1 });
          for (const { position, value: expected } of table.values()) {
            if (position.isOver) continue;
            const result = searcher.search(position, {});
            expect(result.exact, makePosition(position)).toBe(true);
            expect(result.score, makePosition(position)).toBe(expected);
            // The move found is one that achieves the score.
            const played = unwrap(play(position, { house: result.move! }));
            const child = played.position;
            const c = table.get(makePosition(child))!.value;
            expect((child.turn === position.turn ? c : -c) + 0).toBe(expected);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  }

  it('a depth-limited search that reports exact has the minimax score', () => {
    const rules = rulesOf('kalah', { houses: 3, seeds: 3 });
    const table = minimaxTable(rules);
    const searcher = new Searcher({ ttMiB: 1 });
    let exact = 0;
    let inexact = 0;
    for (const { position, value } of table.values()) {
      if (position.isOver) continue;
      for (const depth of [2, 5]) {
        const result = searcher.search(position, { depth });
        expect(result.depth).toBeLessThanOrEqual(depth);
        if (result.exact) {
          exact++;
          expect(result.score, makePosition(position)).toBe(value);
        } else {
          inexact++;
          expect(result.depth).toBe(depth);
        }
      }
    }
    expect(exact).toBeGreaterThan(0);
    expect(inexact).toBeGreaterThan(0);
  });
});
