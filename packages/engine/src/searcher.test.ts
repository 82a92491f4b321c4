import { makePosition, play, Position, type RuleSet, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { Searcher } from './searcher.ts';
import { PlainMinimax } from './solve/minimax.ts';
import { rulesOf } from '../test/rules-of.ts';

/**
 * docs/ARCHITECTURE.md "Conventions": "search result = plain minimax on small boards". The
 * reference is {@link PlainMinimax}, a plain minimax over the rules library's public API
 * (legalMoves, play, outcome); after valuing the start it holds every position reachable from it.
 */
function minimaxFrom(rules: RuleSet): PlainMinimax {
  const minimax = new PlainMinimax();
  minimax.value(Position.initial(rules));
  return minimax;
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
      const wrong: object[] = [];
      for (const houses of [2, 3]) {
        for (const seeds of [1, 2, 3]) {
          const rules = rulesOf(preset, { ...options, houses, seeds });
          const minimax = minimaxFrom(rules);
          // A small table shared by all positions: exercises replacement and reuse across searches.
          const searcher = new Searcher({ ttMiB: 1 });
          for (const { position, value: expected } of minimax.valued()) {
            if (position.isOver) continue;
            const result = searcher.search(position, {});
            // The move found must achieve the score: its child's value, from the mover's view.
            const child = unwrap(play(position, { house: result.move! })).position;
            const c = minimax.valueOf(makePosition(child))!;
            const moveValue = (child.turn === position.turn ? c : -c) + 0;
            // One assertion for the whole table (tens of thousands of positions): the mismatches.
            if (!result.exact || result.score !== expected || moveValue !== expected) {
              wrong.push({
                position: makePosition(position),
                exact: result.exact,
                score: result.score,
                move: result.move,
                moveValue,
                expected,
              });
            }
            checked++;
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThan(100);
    });
  }

  it('a depth-limited search that reports exact has the minimax score', () => {
    const rules = rulesOf('kalah', { houses: 3, seeds: 3 });
    const minimax = minimaxFrom(rules);
    const searcher = new Searcher({ ttMiB: 1 });
    let exact = 0;
    let inexact = 0;
    const wrong: object[] = [];
    for (const { position, value } of minimax.valued()) {
      if (position.isOver) continue;
      for (const depth of [2, 5]) {
        const result = searcher.search(position, { depth });
        if (result.exact) exact++;
        else inexact++;
        // Exact: the minimax score within the depth; else: searched to the depth asked.
        const right = result.exact
          ? result.score === value && result.depth <= depth
          : result.depth === depth;
        if (!right) wrong.push({ position: makePosition(position), depth, result, value });
      }
    }
    expect(wrong).toEqual([]);
    expect(exact).toBeGreaterThan(0);
    expect(inexact).toBeGreaterThan(0);
  });
});
