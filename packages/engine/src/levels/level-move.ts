import { legalMoves, type Direction, type Move, type Position, type RuleSet } from '@kalaha/rules';
import { analyze, type ExactValue } from '../analysis/analyze.ts';
import type { MoveAnalysis } from '../analysis/types.ts';
import type { OpeningBook } from '../book/book.ts';
import { bundledBook } from '../book/books.ts';
import { Searcher } from '../searcher.ts';
import type { WariEgdb } from '../wari/egdb.ts';
import { ExactSources } from './exact-sources.ts';
import { createPrng, type Prng } from '@kalaha/rules';
import { levelSpec, type LevelMethod } from './table.ts';

/** How a level's move was chosen. */
export type ChoiceKind =
  /** The only legal move: nothing to choose. */
  | 'only'
  /** A uniformly random legal move, on purpose (the level's `blunder` probability). */
  | 'blunder'
  /** Drawn from the softmax over the analysed moves' values. */
  | 'softmax'
  /** The search's best move within the level's budget. */
  | 'search'
  /** Proven best (the search proved the value, or a solver or database did). */
  | 'exact'
  /** The opening book's move (`book/book.ts`; levels with `book` in the table). */
  | 'book';

/** A level's move and how it came about (plain data). */
export interface LevelMove {
  /** The move: a house number 1..m of the player to move. */
  readonly move: number;
  /** Giuthi (docs/RULES.md 4) only: the sowing direction of the move; absent in other games. */
  readonly direction?: Direction;
  /** The level that chose it. */
  readonly level: number;
  /** How the level chooses (`levels/table.ts`). */
  readonly method: LevelMethod;
  /** How this move was chosen. */
  readonly chosenBy: ChoiceKind;
  /**
   * The engine's value of the chosen move in seeds, for the player to move (see
   * `SearchResult.score`); 0 for `only` and `blunder`.
   */
  readonly score: number;
  /** True when {@link LevelMove.score} is proven. */
  readonly exact: boolean;
  /** Depth searched, in plies (0 when nothing was searched). */
  readonly depth: number;
  /** Nodes searched. */
  readonly nodes: number;
  /** Milliseconds taken. */
  readonly elapsedMs: number;
}

/** What a level move runs with. */
export interface LevelMoveOptions {
  /** Seeds the level's random choices (any number; its low 32 bits are used). */
  readonly seed: number;
  /** The searcher to use (keep one per player: its table carries over from move to move). */
  readonly searcher?: Searcher;
  /** Level 10's thinking time in milliseconds, instead of the table's. */
  readonly timeMs?: number;
  /** Stops the thinking early (an Int32Array on a SharedArrayBuffer; element 0 non-zero). */
  readonly stopFlag?: Int32Array;
  /** Stops the thinking early when aborted. */
  readonly signal?: AbortSignal;
  /**
   * Proven values of positions (endgame databases, see `databaseValues`), used by level 10: when
   * every move's value is known, it plays the best at once.
   */
  readonly exactValue?: ExactValue;
  /**
   * An exact solver (the engine's `Solver`, best with the rules' endgame databases), tried by
   * level 10 first in positions with few seeds left (`solveSeeds`, `solveShare` of the table).
   */
  readonly solver?: ExactSolver;
  /**
   * Level 10's Wari database for the rules (`wari/egdb.ts`): its exact entries are proven scores in
   * the search of Wari and Oware positions. It is attached to the searcher for level 10's search
   * only, and detached after; levels 1-9 never use it.
   */
  readonly wariEgdb?: WariEgdb;
  /**
   * The opening book for levels with `book` in the table (8-10): the engine's own for the rules
   * when absent (`book/books.ts`), none with `false` (to measure what a book gains).
   */
  readonly book?: OpeningBook | false;
}

/** The parts of the engine's exact solver (`solve/solver.ts`, `Solver`) that level 10 uses. */
export interface ExactSolver {
  /**
   * Proves the value of `position` within the limits: `reason` `solved` with the value (final
   * seed margin for the player to move) and a move that achieves it, or another reason when it
   * stopped first.
   */
  solve(
    position: Position,
    limits: {
      readonly timeMs?: number;
      readonly stopFlag?: Int32Array;
      readonly signal?: AbortSignal;
      readonly pv?: boolean;
    },
  ): {
    readonly value: number | undefined;
    readonly bestMove: number | undefined;
    readonly nodes: number;
    readonly reason: string;
  };
}

/**
 * Chooses the move of strength `level` in `position` (a game in progress), as `levels/table.ts`
 * describes: deterministic for a given seed, searcher history and (for levels 1-9) on any machine.
 * A stopped level still returns a legal move (the best found so far).
 *
 * @throws RangeError for a finished game or a level outside 1..10 (a bug in the caller).
 */
export function levelMove(position: Position, level: number, options: LevelMoveOptions): LevelMove {
  const spec = levelSpec(level);
  const started = performance.now();
  // The pie rule's swap (docs/RULES.md 5) is the caller's decision.
  const moves = legalMoves(position).filter((m) => !m.swap);
  if (moves.length === 0) throw new RangeError('levelMove: the game is over');
  const random = createPrng(options.seed);
  const base = { level, method: spec.method } as const;
  const done = (
    move: Move,
    chosenBy: ChoiceKind,
    score = 0,
    exact = false,
    depth = 0,
    nodes = 0,
  ): LevelMove => ({
    ...base,
    move: move.house,
    ...(move.direction === undefined ? {} : { direction: move.direction }),
    chosenBy,
    score,
    exact,
    depth,
    nodes,
    elapsedMs: performance.now() - started,
  });

  if (moves.length === 1) return done(moves[0]!, 'only');
  if (spec.blunder > 0 && random.next() < spec.blunder) {
    return done(moves[random.below(moves.length)]!, 'blunder');
  }
  if (spec.book && options.book !== false && position.occurrence === 1) {
    const book = options.book ?? bundledBook(position.rules);
    const entry = book?.lookup(
      position,
      moves.map((m) => m.house),
    );
    if (entry !== undefined) return done({ house: entry.move }, 'book', entry.score);
  }
  const searcher = options.searcher ?? new Searcher();
  const stops = {
    ...(options.stopFlag ? { stopFlag: options.stopFlag } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };

  if (spec.method === 'softmax') {
    const analysis = analyze(
      position,
      { depth: spec.depth, nodes: spec.nodes, ...stops },
      { searcher },
    );
    const chosen = softmaxChoice(analysis.moves, spec.temperature, random);
    if (chosen === undefined) return done(moves[0]!, 'search', 0, false, 0, analysis.nodes);
    return done(
      moveOf(chosen.move, chosen.direction),
      'softmax',
      chosen.score,
      chosen.exact,
      chosen.depth,
      analysis.nodes,
    );
  }

  let timeMs = spec.method === 'perfect' ? (options.timeMs ?? spec.timeMs) : undefined;
  let solverNodes = 0;
  if (spec.method === 'perfect' && options.exactValue) {
    const analysis = analyze(position, { depth: 1 }, { searcher, exactValue: options.exactValue });
    const best = analysis.moves[0];
    if (analysis.exact && best !== undefined) {
      return done(
        moveOf(best.move, best.direction),
        'exact',
        analysis.score,
        true,
        1,
        analysis.nodes,
      );
    }
  }
  if (
    spec.method === 'perfect' &&
    options.solver &&
    // The exact solver plays the Kalaha family on the engine's board; Wari and Obridjie are searched.
    position.rules.game === 'kalaha' &&
    timeMs !== undefined &&
    seedsInHouses(position) <= spec.solveSeeds
  ) {
    const solved = options.solver.solve(position, {
      timeMs: timeMs * spec.solveShare,
      pv: false,
      ...stops,
    });
    if (solved.reason === 'solved' && solved.bestMove !== undefined) {
      return done({ house: solved.bestMove }, 'exact', solved.value ?? 0, true, 0, solved.nodes);
    }
    solverNodes = solved.nodes;
    timeMs = Math.max(0, timeMs - (performance.now() - started));
  }

  const result = withWariEgdb(
    searcher,
    spec.method === 'perfect' && position.rules.game === 'wari' ? options.wariEgdb : undefined,
    () =>
      searcher.search(position, {
        depth: spec.depth,
        ...(spec.nodes === Infinity ? {} : { nodes: spec.nodes }),
        ...(timeMs === undefined ? {} : { timeMs }),
        ...stops,
      }),
  );
  return done(
    result.move === undefined ? moves[0]! : moveOf(result.move, result.direction),
    result.exact ? 'exact' : 'search',
    result.score,
    result.exact,
    result.depth,
    result.nodes + solverNodes,
  );
}

/**
 * Runs `search` with the Wari database `wariEgdb` attached to `searcher`, and detaches it after,
 * also when the search is stopped or throws: the database changes the tree (and so the node
 * counts), so that level 10's move leaves the searcher searching every later job (levels 1-9,
 * analyses) as a fresh one would. Without a database, `search` runs as it is.
 */
function withWariEgdb<T>(searcher: Searcher, wariEgdb: WariEgdb | undefined, search: () => T): T {
  if (wariEgdb === undefined) return search();
  searcher.setWariEgdb(wariEgdb);
  try {
    return search();
  } finally {
    searcher.setWariEgdb(undefined);
  }
}

/** A move of a house, with its direction where it has one (Giuthi, docs/RULES.md 4). */
export function moveOf(house: number, direction: Direction | undefined): Move {
  return direction === undefined ? { house } : { house, direction };
}

/** Seeds in the houses of both sides (the seeds still in play). */
export function seedsInHouses(position: Position): number {
  let seeds = 0;
  for (const side of ['south', 'north'] as const) for (const s of position.houses(side)) seeds += s;
  return seeds;
}

/**
 * Draws a move (or any choice with a score in seeds, such as a Giuthi layout) with probability
 * ∝ exp(score / temperature) (scores in seeds, shifted by the best so that nothing overflows);
 * with temperature 0 the best-valued move (the first of equals). `undefined` only for an empty
 * list.
 */
export function softmaxChoice<T extends Pick<MoveAnalysis, 'score'>>(
  moves: readonly T[],
  temperature: number,
  random: Prng,
): T | undefined {
  if (moves.length === 0) return undefined;
  const best = Math.max(...moves.map((m) => m.score));
  if (!(temperature > 0)) return moves.find((m) => m.score === best);
  const weights = moves.map((m) => Math.exp((m.score - best) / temperature));
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random.next() * total;
  for (const [i, w] of weights.entries()) {
    r -= w;
    if (r < 0) return moves[i];
  }
  return moves.at(-1);
}

/** Options of a {@link LevelPlayer}. */
export interface LevelPlayerOptions {
  /** Level 10's time per move in milliseconds (the table's when absent). */
  readonly timeMs?: number;
  /** The searcher's transposition-table size in MiB (default 16). */
  readonly ttMiB?: number;
  /**
   * Level 10's exact solver and endgame databases (`ExactSources`); by default a solver without
   * databases, made when level 10 first moves.
   */
  readonly exact?: {
    for(rules: RuleSet): Pick<LevelMoveOptions, 'exactValue' | 'solver' | 'wariEgdb'>;
  };
}

/**
 * A computer player of one strength level: a searcher of its own (its table carries over from
 * move to move, as a player's memory of the game) and a seeded generator from which each move's
 * seed is drawn, so that a player built with the same seed plays the same game again.
 */
export class LevelPlayer {
  readonly #random: Prng;
  readonly #searcher: Searcher;
  #exact: LevelPlayerOptions['exact'];

  /**
   * @param level 1..10.
   * @param seed seeds the player's choices (low 32 bits).
   * @throws RangeError for a level outside 1..10.
   */
  constructor(
    readonly level: number,
    seed: number,
    readonly options: LevelPlayerOptions = {},
  ) {
    levelSpec(level);
    this.#random = createPrng(seed);
    this.#searcher = new Searcher(options.ttMiB === undefined ? {} : { ttMiB: options.ttMiB });
  }

  /**
   * The player's move in `position` (a game in progress with this player to move).
   *
   * @param stops a shared stop flag or an AbortSignal to cut the thinking short.
   */
  move(position: Position, stops: Pick<LevelMoveOptions, 'stopFlag' | 'signal'> = {}): LevelMove {
    const { timeMs } = this.options;
    const perfect = levelSpec(this.level).method === 'perfect';
    if (perfect) this.#exact ??= this.options.exact ?? new ExactSources();
    return levelMove(position, this.level, {
      seed: this.#random.nextUint32(),
      searcher: this.#searcher,
      ...(timeMs === undefined ? {} : { timeMs }),
      ...(this.#exact === undefined ? {} : this.#exact.for(position.rules)),
      ...stops,
    });
  }

  /** Forgets the searcher's table (a new game, for reproducible games). */
  newGame(): void {
    this.#searcher.clear();
  }
}
