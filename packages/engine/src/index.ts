/**
 * @kalaha/engine: computer play for the Kalaha family. A compact board of its own (a fast second
 * implementation of RULES.md 1.1-1.3, checked against `@kalaha/rules`), and a search on it:
 * negamax alpha-beta with iterative deepening, aspiration windows, a transposition table and move
 * ordering, scored in seeds, telling proven scores from heuristic ones.
 *
 * Typical use:
 *
 * ```ts
 * const searcher = new Searcher({ ttMiB: 16 });
 * const result = searcher.search(position, { timeMs: 1000 }, (p) => console.log(p.depth, p.pv));
 * play(position, { house: result.move! });
 * ```
 *
 * Units: scores in seeds (store difference from the view of the player to move), depths in plies
 * (moves; an extra turn is a ply of its own), times in milliseconds, table sizes in MiB, nodes =
 * moves made by the search.
 */
export {
  Searcher,
  type SearcherOptions,
  type SearchLimits,
  type SearchProgress,
  type SearchResult,
  type StopReason,
} from './search.ts';
export {
  EngineBoard,
  EngineBoardError,
  gameEndOf,
  SOUTH,
  NORTH,
  IN_PLAY,
  END_EMPTY_SOUTH,
  END_EMPTY_NORTH,
  END_EMPTY_BOTH,
  END_MAJORITY_SOUTH,
  END_MAJORITY_NORTH,
  END_ALL_EMPTY,
  EXTRA_NONE,
  EXTRA_STORE,
  EXTRA_OWN_SIDE,
} from './board.ts';
export { evaluate, finalScore, weightsFor, type EvalWeights } from './evaluate.ts';
export { MoveOrdering } from './ordering.ts';
export {
  TranspositionTable,
  packEntry,
  entryMove,
  entryBound,
  entryProven,
  entryDepth,
  entryScore,
  BOUND_UPPER,
  BOUND_LOWER,
  BOUND_EXACT,
} from './tt.ts';
export {
  BENCH_POSITIONS,
  BENCH_TT_MIB,
  benchPosition,
  runBench,
  type BenchPosition,
  type BenchReport,
} from './bench.ts';
/**
 * The engine's tuning constants (`params.ts`): score scale, table sizes, aspiration windows,
 * evaluation weights, move-ordering keys, each documented with how it was chosen.
 */
export * as params from './params.ts';
