/**
 * @kalaha/engine: computer play for the Kalaha family. A compact board of its own (a fast second
 * implementation of docs/RULES.md 1.1-1.3, checked against `@kalaha/rules`), and a search on it:
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
} from './searcher.ts';
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
} from './kalaha/board.ts';
export { evaluate, finalScore, weightsFor, type EvalWeights } from './kalaha/evaluate.ts';
export { MoveOrdering } from './kalaha/ordering.ts';
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
} from './search/tt.ts';
export {
  BENCH_POSITIONS,
  BENCH_SIGNATURE,
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
export {
  analyze,
  databaseValues,
  ANALYSIS_NEW_ITERATION_FRACTION,
  DEFAULT_ANALYSIS_TIME_MS,
  type AnalysisLimits,
  type AnalysisOptions,
  type EndgameProbe,
  type ExactValue,
} from './analysis/analyze.ts';
export type { Analysis, AnalysisStopReason, MoveAnalysis, Verdict } from './analysis/types.ts';
export {
  LEVELS,
  MIN_LEVEL,
  MAX_LEVEL,
  DEFAULT_LEVEL,
  isLevel,
  levelSpec,
  type LevelMethod,
  type LevelSpec,
} from './levels/table.ts';
export {
  levelMove,
  moveOf,
  softmaxChoice,
  LevelPlayer,
  type ChoiceKind,
  type ExactSolver,
  type LevelMove,
  type LevelMoveOptions,
  type LevelPlayerOptions,
} from './levels/level-move.ts';
export { ExactSources, type ExactKit } from './levels/exact-sources.ts';
export {
  BOOK_FORMAT,
  bookKey,
  bookRefusal,
  bookRulesKey,
  OpeningBook,
  type BookData,
  type BookEntry,
} from './book/book.ts';
export { buildBook, type BookBuildOptions, type BookBuildProgress } from './book/build.ts';
export { bundledBook } from './book/books.ts';
export {
  buildPuzzles,
  puzzleAt,
  puzzleRefusal,
  REPETITION_BOUNDS_SEEDS,
  southToMove,
  type Puzzle,
  type PuzzleBuildOptions,
  type PuzzleBuildProgress,
} from './puzzles/build.ts';
export {
  PUZZLE_THEMES,
  solutionLine,
  type PuzzleTheme,
  type SolutionLine,
} from './puzzles/line.ts';
export { proveMoves, solverProver, type MoveProver, type MoveValues } from './puzzles/prove.ts';
export { repetitionBoundsProver, wariEgdbProver } from './puzzles/repetition-prove.ts';
export {
  buildRepetitionBounds,
  repetitionBoundsRefusal,
  RepetitionBounds,
} from './relatives/repetition-bounds.ts';
export { PUZZLES_FORMAT, puzzlesFor, readPuzzleSet, type PuzzleSet } from './puzzles/set.ts';
export { dailyPuzzleNumber, puzzleNumbers, puzzleOfTheDay } from './puzzles/choose.ts';
export { chooseArrangement, type ArrangementOptions } from './levels/arrangement.ts';
export { endOfferAnswer, type EndOfferAnswer } from './relatives/end-offer.ts';
export {
  playGame,
  randomOpenings,
  type GameResult,
  type GameSide,
  type GameSpec,
} from './match/game.ts';
export { eloOf, matchStats, Z_95, type GamePoints, type MatchStats } from './match/stats.ts';
export {
  matchGames,
  runMatch,
  type MatchGame,
  type MatchOptions,
  type MatchPlayer,
  type MatchReport,
} from './match/runner.ts';
/**
 * The engine's message API (`worker/protocol.ts`), its transport-agnostic handler and client; the
 * Node worker-thread client is `@kalaha/engine/worker/node` and the browser Web Worker entry
 * `@kalaha/engine/worker/browser`.
 */
export * from './worker/protocol.ts';
export { toWireMatch, type WireMatch } from './worker/wire-match.ts';
export { readMatch } from './worker/read-match.ts';
export { createEngineHandler, inProcessPort, type EngineHandlerOptions } from './worker/handler.ts';
export {
  EngineClient,
  EngineError,
  webWorkerPort,
  type EngineJob,
  type EnginePort,
  type WebWorkerLike,
} from './worker/client.ts';
/**
 * Endgame databases (`egdb/`): the exact value of every position with at most N seeds in the
 * houses, for one rule set (every option but `seeds`; never used under other rules). Built in
 * this thread by `buildEgdb`; files, the parallel builder and the parallel solver on worker
 * threads are Node-only, in `@kalaha/engine/node`.
 */
export { Egdb, EgdbError, EGDB_MAX_ENTRIES, egdbKeyFor } from './egdb/egdb.ts';
export { WariEgdb, wariEgdbRules, wariEgdbRulesKey } from './wari/egdb.ts';
export { buildWariEgdb } from './wari/egdb-build.ts';
export {
  decodeWariEgdb,
  encodeWariEgdb,
  wariEgdbFileName,
  type WariEgdbHeader,
} from './wari/egdb-format.ts';
export {
  BROWSER_WARI_EGDB_PRESETS,
  BROWSER_WARI_EGDB_SEEDS,
  browserWariEgdbFiles,
  EGDB_CACHE,
  FetchedWariShelf,
  type FetchedWariShelfOptions,
  type ResponseCache,
} from './wari/egdb-fetch.ts';
export { egdbRulesKey, egdbRefusal } from './egdb/rules-key.ts';
export { SeedIndex, binomial } from './egdb/seed-index.ts';
export { buildEgdb, type EgdbBuildOptions, type EgdbBuildProgress } from './egdb/build.ts';
export {
  decodeEgdb,
  encodeEgdb,
  readEgdbHeader,
  egdbChecksum,
  EGDB_FORMAT_VERSION,
  type EgdbHeader,
} from './egdb/format.ts';
/**
 * The exact solver (`solve/`): proves the final seed margin under perfect play by
 * iterative-deepening MTD(f) with endgame databases, as Irving, Donkers & Uiterwijk (2000).
 */
export {
  solve,
  Solver,
  type SolverOptions,
  type SolveLimits,
  type SolveProgress,
  type SolveReason,
  type SolveResult,
} from './solve/solver.ts';
export { PlainMinimax } from './solve/minimax.ts';
export { SolverTable } from './solve/table.ts';
export {
  buildLesson,
  stepPosition,
  TRIES_BEFORE_HELP,
  tryStep,
  type Lesson,
  type LessonOptions,
  type LessonStep,
} from './lessons/build.ts';
export { endingsOf, type Ending, type EndRule } from './lessons/endings.ts';
export {
  LESSON_TOPICS,
  refusesAHouse,
  shows,
  topicsOf,
  type LessonTopic,
  type PlayedMove,
} from './lessons/topics.ts';
