import {
  ASPIRATION_DELTA,
  ASPIRATION_GROWTH,
  ASPIRATION_MIN_DEPTH,
  TIME_NEW_ITERATION_FRACTION,
} from '../params.ts';
import {
  nodesPerSecond,
  toSeeds,
  type SearchProgress,
  type SearchResult,
  type StopReason,
} from './types.ts';

/** Larger than any score (internal units, 1/SCORE_SCALE seed): a window bound, never a result. */
export const INF = 30_000;

/**
 * What {@link deepen} needs from a searcher: its limits, its counters and its root search. The
 * Kalaha searcher (`search.ts`, on the engine's board), the Wari searcher (`wari/search.ts`, on
 * the engine's Wari board) and the generic searcher of the relatives (`relatives/search.ts`, on
 * the rules library's positions) each pass their own.
 */
export interface DeepeningRoot {
  /** Deepest iteration, in plies (1..MAX_PLY). */
  readonly maxDepth: number;
  /** When the search started, in milliseconds of `performance.now()`. */
  readonly startTime: number;
  /** When the time limit runs out, in milliseconds of `performance.now()`; Infinity for none. */
  readonly deadline: number;
  /**
   * Checks the limits now: true when the search must stop (then {@link DeepeningRoot.stopped}
   * is true and {@link DeepeningRoot.reason} says why).
   */
  check(): boolean;
  /** True once a limit stopped the search (a root search then returned an unusable score). */
  stopped(): boolean;
  /** Marks the search stopped for time: the next iteration would most likely not finish. */
  stopForTime(): void;
  /** Why the search was stopped (read only when {@link DeepeningRoot.stopped}). */
  reason(): StopReason;
  /** Nodes (moves made) since the search started. */
  nodes(): number;
  /**
   * A count the root search raises at each heuristic score (a horizon evaluation or a table
   * entry that is not proven): unchanged across a root search means its score is proven.
   */
  heuristic(): number;
  /**
   * Fail-soft search of the root to `depth` plies with the window (`alpha`, `beta`), in internal
   * units from the view of the player to move.
   */
  searchRoot(depth: number, alpha: number, beta: number): number;
  /**
   * The principal variation (house numbers) after a completed root search of `depth` plies, whose
   * score is proven when `exact`.
   */
  principalVariation(depth: number, exact: boolean): number[];
  /**
   * The result when no iteration completed, stopped for `reason`: a move scored statically,
   * depth 0.
   */
  fallback(reason: StopReason): SearchResult;
}

/**
 * Iterative deepening with aspiration windows over `root`'s search: iterations of depth 1, 2, …
 * up to `root.maxDepth`, from ASPIRATION_MIN_DEPTH on with a window of ±ASPIRATION_DELTA around
 * the previous score, widened by the factor ASPIRATION_GROWTH on the failing side until the score
 * falls inside (`params.ts`). After each completed iteration reports progress to `onProgress` and
 * keeps its result as the best so far; stops when the score is proven, when a limit stops the
 * search (an unfinished iteration is discarded), or when more than TIME_NEW_ITERATION_FRACTION of
 * the time is spent (a new iteration would most likely not finish).
 *
 * @returns the last completed iteration's move, score in seeds, proof, depth and principal
 *   variation, with the nodes and milliseconds of the whole search and why it ended; when no
 *   iteration completed, `root.fallback` for that reason.
 */
export function deepen(
  root: DeepeningRoot,
  onProgress?: (progress: SearchProgress) => void,
): SearchResult {
  const elapsed = (): number => performance.now() - root.startTime;
  let best: SearchResult | undefined;
  let previous = 0;
  for (let depth = 1; depth <= root.maxDepth; depth++) {
    if (root.check()) break;
    let alpha = -INF;
    let beta = INF;
    let delta = ASPIRATION_DELTA;
    if (depth >= ASPIRATION_MIN_DEPTH) {
      alpha = Math.max(-INF, previous - delta);
      beta = Math.min(INF, previous + delta);
    }
    let heuristicBefore = root.heuristic();
    let score = root.searchRoot(depth, alpha, beta);
    // Aspiration: a score outside the window is only a bound; widen that side and search again.
    while (!root.stopped() && (score <= alpha || score >= beta)) {
      delta *= ASPIRATION_GROWTH;
      if (score <= alpha) alpha = Math.max(-INF, score - delta);
      else beta = Math.min(INF, score + delta);
      heuristicBefore = root.heuristic();
      score = root.searchRoot(depth, alpha, beta);
    }
    if (root.stopped()) break;
    previous = score;
    const exact = root.heuristic() === heuristicBefore;
    const pv = root.principalVariation(depth, exact);
    const elapsedMs = elapsed();
    const nodes = root.nodes();
    best = {
      move: pv[0],
      score: toSeeds(score),
      exact,
      depth,
      pv,
      nodes,
      elapsedMs,
      reason: exact ? 'exact' : 'depth',
    };
    onProgress?.({
      depth,
      score: toSeeds(score),
      exact,
      pv,
      nodes,
      nps: nodesPerSecond(nodes, elapsedMs),
      elapsedMs,
    });
    if (exact) break;
    if (
      root.deadline !== Infinity &&
      performance.now() - root.startTime >
        (root.deadline - root.startTime) * TIME_NEW_ITERATION_FRACTION
    ) {
      root.stopForTime();
      break;
    }
  }
  const reason = root.stopped() ? root.reason() : (best?.reason ?? 'depth');
  if (best) return { ...best, nodes: root.nodes(), elapsedMs: elapsed(), reason };
  return root.fallback(reason);
}
