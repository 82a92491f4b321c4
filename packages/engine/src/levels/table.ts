/**
 * The strength levels 1..10, every number that makes them in one table (docs/ARCHITECTURE.md
 * "Conventions": "Numbers that tune the engine live in one named place, each with a comment on
 * how it was chosen").
 *
 * Three ways of choosing a move (see `level-move.ts`):
 *
 * - `softmax` (levels 1-5): every legal move is valued by an analysis to `depth` plies (the move
 *   itself counted, so depth 1 looks at the position right after the move), then a move is drawn
 *   with probability ∝ exp(value / temperature), values in seeds: at a temperature of 2 seeds a
 *   move 2 seeds worse than the best is e ≈ 2.7 times less likely, one 6 seeds worse 20 times. With
 *   probability `blunder` a uniformly random legal move is played instead. All draws come from the
 *   seeded generator of the rules library (`createPrng`), so a seed repeats a game.
 * - `search` (levels 6-9): the engine's search with a node budget, deterministic: the same
 *   position and history give the same move on every machine, at any speed. Budgets rather than
 *   times, so that a level is equally strong on a slow phone and in a match on a busy machine.
 * - `perfect` (level 10): exact play where it can be had (a proven search result; a solver or
 *   endgame databases for the rules when the engine has them), else the strongest search for
 *   `timeMs` milliseconds.
 *
 * Levels 8-10 (`book`) first play the opening book's move where the engine has a book for the
 * rules and the position is in it (`book/books.ts`: Oware and Wari).
 *
 * How they were chosen: a ladder from where a child wins (level 1: one ply, hot and often random)
 * to full strength, each step checked with the match runner (`bench/match.ts`: pairs of games with
 * sides swapped from random 4-move openings, `kalaha` preset) to beat the level below; the final
 * ladder is in the engine's README (every step 62-93%, level 10 against 9: 71% over 200 games).
 * The first table (softmax depths 1, 2, 3, 4, 6; budgets 50 000 to 2 million nodes) had uneven
 * steps (level 5 scored 2-6% against level 6) and level 10 at 1 s only 50-58% against level 9:
 * level 10 spends about 4 million nodes a move on average (it starts no iteration it cannot
 * finish), too close to 2 million. So levels 4 and 5 look deeper (5 and 7 plies) and cooler, and
 * the budgets of levels 6-9 were cut to 4 000 · 15 000 · 50 000 · 150 000 nodes (about ×3.3 a
 * level, a ply or so each), leaving level 10 some 25 times level 9's budget. Temperatures and
 * blunder rates are round numbers, not tuned beyond the ladder. Level 6 (the default) answers in
 * a few milliseconds on the 6×6 `kalaha` board (at most 27 ms over 1 030 positions; budget 1 s).
 */

/** How a level chooses its move. */
export type LevelMethod = 'softmax' | 'search' | 'perfect';

/** One strength level. */
export interface LevelSpec {
  /** 1 (weakest) .. 10 (strongest). */
  readonly level: number;
  /** A short name for menus. */
  readonly name: string;
  /** How the move is chosen (see above). */
  readonly method: LevelMethod;
  /**
   * `softmax`: the analysis depth in plies, the move itself counted. `search`: the deepest
   * iteration (127: no limit beyond the node budget).
   */
  readonly depth: number;
  /** `search`: most nodes (moves made) per move; `softmax`: a cap on the analysis. */
  readonly nodes: number;
  /** `perfect`: thinking time per move in milliseconds (overridable per call). */
  readonly timeMs: number;
  /** `softmax`: temperature in seeds; 0 plays the best-valued move. */
  readonly temperature: number;
  /** Probability of playing a uniformly random legal move instead (0..1). */
  readonly blunder: number;
  /**
   * `perfect`: when an exact solver is at hand (with the endgame databases of the rules), it is
   * tried first in positions with at most this many seeds left in the houses; 0: never.
   */
  readonly solveSeeds: number;
  /** `perfect`: the share of the thinking time the solver may take before the search (0..1). */
  readonly solveShare: number;
  /**
   * Plays the opening book's move where the book of the rules has the position (`book/book.ts`):
   * deep searches made once, stronger than the level's own search in the first moves.
   */
  readonly book: boolean;
}

/** The levels, weakest first: `LEVELS[level - 1]`. */
export const LEVELS: readonly LevelSpec[] = [
  // 1: looks only at the position right after its own move and plays hot: takes a big capture
  // most of the time, but often plays a random move; a child who captures wins.
  {
    level: 1,
    name: 'beginner',
    method: 'softmax',
    depth: 1,
    nodes: Infinity,
    timeMs: 0,
    temperature: 3,
    blunder: 0.3,
    solveSeeds: 0,
    solveShare: 0,
    book: false,
  },
  // 2: sees the opponent's direct reply.
  {
    level: 2,
    name: 'novice',
    method: 'softmax',
    depth: 2,
    nodes: Infinity,
    timeMs: 0,
    temperature: 2,
    blunder: 0.15,
    solveSeeds: 0,
    solveShare: 0,
    book: false,
  },
  // 3-5: deeper and cooler; level 3 still plays a random move now and then, 4 and 5 never.
  {
    level: 3,
    name: 'casual',
    method: 'softmax',
    depth: 3,
    nodes: Infinity,
    timeMs: 0,
    temperature: 1.5,
    blunder: 0.05,
    solveSeeds: 0,
    solveShare: 0,
    book: false,
  },
  {
    level: 4,
    name: 'club',
    method: 'softmax',
    depth: 5,
    nodes: Infinity,
    timeMs: 0,
    temperature: 0.8,
    blunder: 0,
    solveSeeds: 0,
    solveShare: 0,
    book: false,
  },
  {
    level: 5,
    name: 'strong club',
    method: 'softmax',
    depth: 7,
    nodes: Infinity,
    timeMs: 0,
    temperature: 0.4,
    blunder: 0,
    solveSeeds: 0,
    solveShare: 0,
    book: false,
  },
  // 6-9: the search with node budgets growing about ×3.3 a level (a ply or so each).
  {
    level: 6,
    name: 'expert',
    method: 'search',
    depth: 127,
    nodes: 4_000,
    timeMs: 0,
    temperature: 0,
    blunder: 0,
    solveSeeds: 0,
    solveShare: 0,
    book: false,
  },
  {
    level: 7,
    name: 'master',
    method: 'search',
    depth: 127,
    nodes: 15_000,
    timeMs: 0,
    temperature: 0,
    blunder: 0,
    solveSeeds: 0,
    solveShare: 0,
    book: false,
  },
  {
    level: 8,
    name: 'grandmaster',
    method: 'search',
    depth: 127,
    nodes: 50_000,
    timeMs: 0,
    temperature: 0,
    blunder: 0,
    solveSeeds: 0,
    solveShare: 0,
    book: true,
  },
  {
    level: 9,
    name: 'champion',
    method: 'search',
    depth: 127,
    nodes: 150_000,
    timeMs: 0,
    temperature: 0,
    blunder: 0,
    solveSeeds: 0,
    solveShare: 0,
    book: true,
  },
  // 10: perfect play where solvable, else the full search for a second. When a solver is given
  // (the caller's choice, with the rules' endgame databases), it gets half the time in positions
  // of at most 30 seeds left; neither number is tuned. Without databases the search proves
  // endgames about as fast as the solver (measured: 35 against 90 ms and 230 against 276 ms on two
  // 6×6 endgames), so no solver is needed then.
  {
    level: 10,
    name: 'perfect',
    method: 'perfect',
    depth: 127,
    nodes: Infinity,
    timeMs: 1000,
    temperature: 0,
    blunder: 0,
    solveSeeds: 30,
    solveShare: 0.5,
    book: true,
  },
];

/** The weakest level. */
export const MIN_LEVEL = 1;

/** The strongest level. */
export const MAX_LEVEL = LEVELS.length;

/** The level a computer opponent gets when none is chosen (the web app's and the CLI's). */
export const DEFAULT_LEVEL = 6;

/** True when `level` is a whole number in {@link MIN_LEVEL}..{@link MAX_LEVEL}. */
export function isLevel(level: unknown): level is number {
  return (
    Number.isInteger(level) && (level as number) >= MIN_LEVEL && (level as number) <= MAX_LEVEL
  );
}

/**
 * The spec of `level`.
 *
 * @throws RangeError when `level` is not a level (see {@link isLevel}): a bug in the caller,
 *   whose input should have been checked.
 */
export function levelSpec(level: number): LevelSpec {
  if (!isLevel(level))
    throw new RangeError(`no level ${level}: levels are ${MIN_LEVEL}-${MAX_LEVEL}`);
  return LEVELS[level - 1]!;
}
