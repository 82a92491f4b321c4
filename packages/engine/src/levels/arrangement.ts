import { arrange, arrangementsAllowed, opponent, type Match } from '@kalaha/rules';
import { EngineBoardError } from '../kalaha/board.ts';
import {
  ARRANGE_CANDIDATE_NODES,
  ARRANGE_DEPTHS,
  ARRANGE_ENUMERATE_MAX,
  ARRANGE_SAMPLES,
} from '../params.ts';
import { Searcher } from '../searcher.ts';
import { softmaxChoice } from './level-move.ts';
import { createPrng, type Prng } from '@kalaha/rules';
import { levelSpec } from './table.ts';

/** What {@link chooseArrangement} runs with. */
export interface ArrangementOptions {
  /** Seeds the level's random choices (any number; its low 32 bits are used). */
  readonly seed: number;
  /** The searcher that weighs the layouts (a new one with a 1 MiB table when absent). */
  readonly searcher?: Searcher;
}

/**
 * The computer's layout of its seeds after it lost a Giuthi round (docs/RULES.md 4 "Rounds": the loser
 * arranges all his seeds in his row, at least one in every house; the winner mirrors the pattern
 * and the loser moves first), at strength `level`: a pattern that `arrange(match, pattern)`
 * accepts, house 1 (the arranger's left) first.
 *
 * Level 1 lays out at random (a composition drawn uniformly). Higher levels weigh candidate
 * layouts: every layout when there are at most ARRANGE_ENUMERATE_MAX, else the even spread, each
 * house heaped (the others 1), both ends heaped and ARRANGE_SAMPLES random layouts. Each is
 * weighed by a search of the next round's start position ARRANGE_DEPTHS[level − 1] plies deep (at
 * most ARRANGE_CANDIDATE_NODES nodes; `params.ts`), in seeds of the round's store difference from
 * the arranger's view (a layout that leaves nobody a move ends the round at once and is weighed by
 * its result). Levels 2-5 draw from the softmax of those values at the level's temperature, as
 * they do for moves; levels 6-10 take the best (the first of equals). Deterministic for a seed.
 *
 * @throws EngineBoardError `ERR_MATCH_PHASE` when the match is not waiting for an arrangement
 *   (`match.phase !== 'arranging'`); RangeError for a level outside 1..10.
 */
export function chooseArrangement(
  match: Match,
  level: number,
  options: ArrangementOptions,
): number[] {
  const spec = levelSpec(level);
  const allowed = arrangementsAllowed(match);
  if (!allowed) {
    throw new EngineBoardError(
      'ERR_MATCH_PHASE',
      `there is nothing to arrange: the match is ${match.phase === 'over' ? 'over' : 'in a round'}`,
    );
  }
  const { houses, seeds, side } = allowed;
  const random = createPrng(options.seed);
  const depth = ARRANGE_DEPTHS[level - 1]!;
  if (depth === 0) return randomLayout(houses, seeds, random);

  const searcher = options.searcher ?? new Searcher({ ttMiB: 1 });
  const candidates = layoutCandidates(houses, seeds, random).map((pattern) => ({
    pattern,
    score: weigh(match, pattern, side, depth, searcher),
  }));
  const temperature = spec.method === 'softmax' ? spec.temperature : 0;
  return [...softmaxChoice(candidates, temperature, random)!.pattern];
}

/** The value of `pattern` for `side` (seeds, see {@link chooseArrangement}). */
function weigh(
  match: Match,
  pattern: readonly number[],
  side: 'south' | 'north',
  depth: number,
  searcher: Searcher,
): number {
  const next = arrange(match, pattern);
  if (!next.ok) throw new Error(`valid layout refused: ${next.error.message}`);
  const { position, phase, rounds } = next.value;
  if (phase !== 'playing') {
    const seeds = rounds.at(-1)!.seeds;
    return seeds[side] - seeds[opponent(side)];
  }
  const result = searcher.search(position, { depth, nodes: ARRANGE_CANDIDATE_NODES });
  return position.turn === side ? result.score : -result.score + 0;
}

/**
 * The layouts weighed: all compositions of `seeds` into `houses` parts of at least 1 when there
 * are at most ARRANGE_ENUMERATE_MAX, else the fixed shapes and random samples (no duplicates).
 */
export function layoutCandidates(houses: number, seeds: number, random: Prng): number[][] {
  if (compositions(seeds, houses) <= ARRANGE_ENUMERATE_MAX) return allLayouts(houses, seeds);
  const found = new Map<string, number[]>();
  const add = (pattern: number[]): void => void found.set(pattern.join(','), pattern);
  const extra = seeds - houses;
  add(
    Array.from(
      { length: houses },
      (_, h) => 1 + Math.floor(extra / houses) + (h < extra % houses ? 1 : 0),
    ),
  );
  for (let h = 0; h < houses; h++) {
    add(Array.from({ length: houses }, (_, k) => (k === h ? 1 + extra : 1)));
  }
  if (houses >= 2) {
    add(
      Array.from({ length: houses }, (_, k) =>
        k === 0 ? 1 + Math.ceil(extra / 2) : k === houses - 1 ? 1 + Math.floor(extra / 2) : 1,
      ),
    );
  }
  for (let i = 0; i < ARRANGE_SAMPLES; i++) add(randomLayout(houses, seeds, random));
  return [...found.values()];
}

/**
 * A layout of `seeds` over `houses` houses, at least 1 each, drawn uniformly from all of them:
 * `houses − 1` distinct cuts among the `seeds − 1` gaps between seeds in a row.
 */
export function randomLayout(houses: number, seeds: number, random: Prng): number[] {
  const gaps = Array.from({ length: seeds - 1 }, (_, i) => i + 1);
  for (let i = 0; i < houses - 1; i++) {
    const j = i + random.below(gaps.length - i);
    [gaps[i], gaps[j]] = [gaps[j]!, gaps[i]!];
  }
  const cuts = [0, ...gaps.slice(0, houses - 1).sort((a, b) => a - b), seeds];
  return cuts.slice(1).map((cut, i) => cut - cuts[i]!);
}

/** Every layout of `seeds` over `houses` houses, at least 1 each (lexicographic order). */
function allLayouts(houses: number, seeds: number): number[][] {
  if (houses === 1) return [[seeds]];
  const layouts: number[][] = [];
  for (let first = 1; first <= seeds - (houses - 1); first++) {
    for (const rest of allLayouts(houses - 1, seeds - first)) layouts.push([first, ...rest]);
  }
  return layouts;
}

/**
 * The number of layouts of `seeds` over `houses` houses, at least 1 each: C(seeds − 1, houses − 1),
 * stopped once past ARRANGE_ENUMERATE_MAX (only the comparison with it matters).
 */
function compositions(seeds: number, houses: number): number {
  let count = 1;
  for (let i = 1; i < houses; i++) {
    count = (count * (seeds - houses + i)) / i;
    if (count > ARRANGE_ENUMERATE_MAX) return count;
  }
  return count;
}
