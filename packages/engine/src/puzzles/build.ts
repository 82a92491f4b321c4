import {
  capabilities,
  deriveSeed,
  legalMoves,
  makePosition,
  opponent,
  parsePosition,
  play,
  Position,
  unwrap,
  type RuleSet,
} from '@kalaha/rules';
import { kalahaRulesOf } from '../kalaha/board.ts';
import { buildRepetitionBounds, repetitionBoundsRefusal } from '../relatives/repetition-bounds.ts';
import { LevelPlayer, seedsInHouses } from '../levels/level-move.ts';
import { Solver } from '../solve/solver.ts';
import type { Egdb } from '../egdb/egdb.ts';
import { wariEgdbRules, wariEgdbRulesKey, type WariEgdb } from '../wari/egdb.ts';
import { solutionLine, type PuzzleTheme } from './line.ts';
import { solverProver, type MoveProver } from './prove.ts';
import { repetitionBoundsProver, wariEgdbProver } from './repetition-prove.ts';

/**
 * Seeds on the board of the Obridjie positions puzzles are taken from, by default (docs/RULES.md
 * 3: its board holds a multiple of 4, its captures being fours): their bounds take 2.4 s here.
 */
export const REPETITION_BOUNDS_SEEDS = 8;

/** A position where one move is proven best by a margin, with its solution. */
export interface Puzzle {
  /** The position, South to move, in the rules library's position notation (`makePosition`). */
  readonly position: string;
  /** The best move: a house 1..m of the player to move. */
  readonly best: number;
  /**
   * The proven value of each house 1..m for the player to move (final seed margin under perfect
   * play; `null` for a house that is no legal move).
   */
  readonly values: readonly (number | null)[];
  /** The solution's turns, the solver's first (see `SolutionLine.turns`). */
  readonly line: readonly (readonly number[])[];
  /** What the solution shows. */
  readonly themes: readonly PuzzleTheme[];
  /**
   * The puzzle's starting rating on the Glicko-2 scale of players (1500 an average player):
   * 1100, plus 200 for each turn of the solver after the first, plus 300 when a one-move look
   * (the move that leaves the best store difference at once) does not find the best move.
   */
  readonly rating: number;
}

/** How puzzles are looked for. */
export interface PuzzleBuildOptions {
  /** Puzzles wanted. */
  readonly count: number;
  /** Seeds the games' players: the same seed and options give the same puzzles. */
  readonly seed: number;
  /** The level (1..9) of both players of the games that puzzles are taken from (default 5). */
  readonly level?: number;
  /** Most nodes (moves made) to prove one move's value (default 2 000 000). */
  readonly nodes?: number;
  /** Seeds by which the best move must beat every other, at least (default 4). */
  readonly margin?: number;
  /** Turns of the solver in which the solution must bank the margin, at most (default 3). */
  readonly maxTurns?: number;
  /**
   * Positions with more seeds in the houses are skipped (default: half of the seeds in play,
   * so that the solver proves each move quickly; under Wari and Oware the database's seeds; under
   * Obridjie {@link REPETITION_BOUNDS_SEEDS}, the bounds then worked out for as many).
   */
  readonly maxBoardSeeds?: number;
  /** Games to play at most: fewer puzzles come back when they run out (default 100 · count). */
  readonly maxGames?: number;
  /** Endgame databases for the solver. */
  readonly egdb?: Egdb | readonly Egdb[];
  /**
   * The endgame database that proves Wari and Oware puzzles (docs/RULES.md 2): of the rules' key
   * (`wariEgdbRulesKey`); needed for those games, whose puzzles are endgames it holds.
   */
  readonly wariEgdb?: WariEgdb;
  /** Called after each game with how far the build is. */
  readonly onProgress?: (progress: PuzzleBuildProgress) => void;
}

/** How far a puzzle build is. */
export interface PuzzleBuildProgress {
  readonly games: number;
  /** Positions whose every move was proven or given up. */
  readonly tried: number;
  readonly found: number;
}

/**
 * Why puzzles cannot be built under `rules`, or `undefined` when they can: the exact solver proves
 * the Kalaha family's (not under the pie rule, `swap`, docs/RULES.md 5), an endgame database
 * Wari's and Oware's (docs/RULES.md 2) and the bounds of `relatives/repetition-bounds.ts`
 * Obridjie's (docs/RULES.md 3); Giuthi (4) has none of them.
 */
export function puzzleRefusal(rules: RuleSet): string | undefined {
  if (wariEgdbRules(rules)) return undefined;
  if (!capabilities(rules).hasStores) {
    if (repetitionBoundsRefusal(rules) === undefined) return undefined;
    // Giuthi (docs/RULES.md 4): its rounds and further choices are proven by none of them.
    return 'puzzles are proven for the Kalaha family (by the exact solver), Wari and Oware (by their endgame database) and Obridjie (by its repetition bounds) only';
  }
  return kalahaRulesOf(rules).swap ? 'puzzles are not built under the pie rule (swap)' : undefined;
}

/**
 * Builds `count` puzzles for `rules` (docs/RULES.md 1, 2, 3): plays games between two computer
 * players of `level` from the start, and in each position of them with few enough seeds in the
 * houses proves every move's value (with the exact solver, under Wari and Oware with the
 * endgame database `wariEgdb`, under Obridjie with its repetition bounds: those puzzles are
 * endgames); a position is kept when one move beats every
 * other by `margin` seeds or more and the best line banks that margin within `maxTurns` turns
 * of the player to move ({@link solutionLine}). A game gives one puzzle at most (its first), with
 * South to move ({@link southToMove}). Fewer than `count` come back when `maxGames` games did not
 * give them.
 *
 * @throws RangeError for rules no puzzle serves ({@link puzzleRefusal}), Wari or Oware without a
 *   database of their rules, or a count below 1.
 */
export function buildPuzzles(rules: RuleSet, options: PuzzleBuildOptions): Puzzle[] {
  const refused = puzzleRefusal(rules);
  if (refused !== undefined) throw new RangeError(refused);
  if (!(options.count >= 1)) throw new RangeError('buildPuzzles needs a count of 1 or more');
  const level = options.level ?? 5;
  const margin = options.margin ?? 4;
  const maxTurns = options.maxTurns ?? 3;
  const start = Position.initial(rules);
  const { prover, maxSeeds } = proverFor(rules, options);
  const maxBoardSeeds = options.maxBoardSeeds ?? maxSeeds ?? Math.floor(seedsInHouses(start) / 2);
  const limits = { margin, maxTurns, maxBoardSeeds };
  const maxGames = options.maxGames ?? 100 * options.count;
  const puzzles: Puzzle[] = [];
  const seen = new Set<string>();
  const counts = { tried: 0 };
  for (let game = 0; puzzles.length < options.count && game < maxGames; game++) {
    const players = [0, 1].map(
      (side) => new LevelPlayer(level, deriveSeed(options.seed, 2 * game + side)),
    );
    const puzzle = firstPuzzle(start, players, prover, limits, seen, counts);
    if (puzzle) puzzles.push(puzzle);
    options.onProgress?.({ games: game + 1, tried: counts.tried, found: puzzles.length });
  }
  return puzzles;
}

/**
 * What proves the puzzles of `rules`, and the most seeds on the board it proves (a database's).
 *
 * @throws RangeError for Wari or Oware without a database of their rules.
 */
function proverFor(
  rules: RuleSet,
  options: PuzzleBuildOptions,
): { prover: MoveProver; maxSeeds?: number } {
  const wari = wariEgdbRules(rules);
  if (repetitionBoundsRefusal(rules) === undefined) {
    // Obridjie: endgames of few seeds on the board, proven by bounds worked out here.
    const seeds = options.maxBoardSeeds ?? REPETITION_BOUNDS_SEEDS;
    return { prover: repetitionBoundsProver(buildRepetitionBounds(rules, seeds)), maxSeeds: seeds };
  }
  if (!wari) {
    const solver = new Solver(options.egdb === undefined ? {} : { egdb: options.egdb });
    return { prover: solverProver(solver, options.nodes ?? 2_000_000) };
  }
  const egdb = options.wariEgdb;
  if (!egdb || egdb.rulesKey !== wariEgdbRulesKey(wari)) {
    throw new RangeError(
      'Wari and Oware puzzles are proven by an endgame database of their rules (kalaha egdb build)',
    );
  }
  return { prover: wariEgdbProver(egdb), maxSeeds: egdb.maxSeeds };
}

/**
 * Plays a game from `start` between `players` (South's first) and returns the first puzzle of
 * it: the next positions of a game mostly ask the same question again. Positions already in
 * `seen` are passed over; `counts.tried` counts those tried.
 */
function firstPuzzle(
  start: Position,
  players: readonly LevelPlayer[],
  prover: MoveProver,
  limits: { margin: number; maxTurns: number; maxBoardSeeds: number },
  seen: Set<string>,
  counts: { tried: number },
): Puzzle | undefined {
  for (let p = start; !p.isOver;) {
    const asSouth = southToMove(p);
    const text = makePosition(asSouth);
    if (seedsInHouses(p) <= limits.maxBoardSeeds && !seen.has(text)) {
      seen.add(text);
      counts.tried += 1;
      const puzzle = puzzleAt(asSouth, prover, limits);
      if (puzzle) return puzzle;
    }
    const player = players[p.turn === 'south' ? 0 : 1]!;
    p = unwrap(play(p, { house: player.move(p).move })).position;
  }
  return undefined;
}

/** The puzzle at `position`, or `undefined` when it is none (see {@link buildPuzzles}). */
export function puzzleAt(
  position: Position,
  prover: MoveProver,
  limits: { readonly margin: number; readonly maxTurns: number },
): Puzzle | undefined {
  const proven = prover.values(position);
  if (!proven || proven.gap < limits.margin) return undefined;
  const best = unwrap(play(position, { house: proven.best })).position;
  const rest = best.isOver ? [] : prover.line(best);
  const line = solutionLine(position, [proven.best, ...rest], limits.margin, limits.maxTurns);
  if (!line) return undefined;
  const solverTurns = Math.ceil(line.turns.length / 2);
  return {
    position: makePosition(position),
    best: proven.best,
    values: proven.values,
    line: line.turns,
    themes: line.themes,
    rating: 1100 + 200 * (solverTurns - 1) + (greedyMove(position) === proven.best ? 0 : 300),
  };
}

/** The move that leaves the mover's best store difference at once (the lowest house of equals). */
function greedyMove(position: Position): number {
  const mover = position.turn;
  let best = 0;
  let bestLead = -Infinity;
  for (const { house } of legalMoves(position)) {
    const next = unwrap(play(position, { house })).position;
    const lead = next.store(mover) - next.store(opponent(mover));
    if (lead > bestLead) {
      best = house;
      bestLead = lead;
    }
  }
  return best;
}

/**
 * `position` with South to move: as it is, or with the sides exchanged when North is to move (the
 * rules are the same for both sides without the pie rule, so it is the same puzzle, and every
 * puzzle asks for South's move).
 */
export function southToMove(position: Position): Position {
  if (position.turn === 'south') return position;
  const side = (s: 'south' | 'north') => `${position.houses(s).join(',')}|${position.store(s)}`;
  return unwrap(parsePosition(position.rules, `${side('north')} ${side('south')} south`));
}
