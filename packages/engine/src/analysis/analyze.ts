import {
  legalMoves,
  makePosition,
  opponent,
  outcome,
  play,
  type Direction,
  type Position,
  type RuleSet,
} from '@kalaha/rules';
import { Searcher, type SearchResult } from '../searcher.ts';
import type { Analysis, AnalysisStopReason, MoveAnalysis, Verdict } from './types.ts';

/**
 * Limits of one analysis; the first one reached ends it. A limit given as NaN counts as not
 * given. With no depth, time or node limit at all, {@link DEFAULT_ANALYSIS_TIME_MS} applies.
 */
export interface AnalysisLimits {
  /**
   * Deepest iteration, in plies counting the move itself (1 = each move's resulting position
   * evaluated statically): 1..128.
   */
  readonly depth?: number;
  /** Wall-clock time in milliseconds. */
  readonly timeMs?: number;
  /** Most nodes (moves made by the search) in all; never exceeded. */
  readonly nodes?: number;
  /** Stops the analysis when aborted. */
  readonly signal?: AbortSignal;
  /**
   * Stops the analysis when element 0 is non-zero (an Int32Array on a SharedArrayBuffer that
   * another thread sets with `Atomics.store(flag, 0, 1)`; see {@link Searcher.search}).
   */
  readonly stopFlag?: Int32Array;
}

/**
 * A source of proven values other than the search (an exact solver or endgame databases): the
 * final store difference under perfect play from the view of the player to move in `position`,
 * or `undefined` when it does not know it (quickly: it is asked once per move and iteration).
 */
export type ExactValue = (position: Position) => number | undefined;

/**
 * The parts of an endgame database (`egdb/egdb.ts`) that {@link databaseValues} uses: whether it
 * was built for a rule set, and its probe.
 */
export interface EndgameProbe {
  /** True when the database was built for `rules` (and may be probed with its positions). */
  matches(rules: RuleSet): boolean;
  /**
   * The seeds still to be gained by the player to move under perfect play (the final margin less
   * the present store difference), or `undefined` when the position is not in the database.
   */
  probe(position: Position): number | undefined;
}

/**
 * An {@link ExactValue} from endgame databases: the first database built for the position's rules
 * that holds it gives its final margin (the probe plus the store difference). A database is never
 * asked about positions of other rules.
 */
export function databaseValues(databases: readonly EndgameProbe[]): ExactValue {
  return (position) => {
    for (const db of databases) {
      if (!db.matches(position.rules)) continue;
      const gain = db.probe(position);
      if (gain === undefined) continue;
      return gain + position.store(position.turn) - position.store(opponent(position.turn)) + 0;
    }
    return undefined;
  };
}

/** What an analysis runs on (not data: these stay in the thread that analyses). */
export interface AnalysisOptions {
  /**
   * The searcher to use; its transposition table carries over from one analysis to the next, so
   * reuse one per thread. A new one with the default table size when absent.
   */
  readonly searcher?: Searcher;
  /** Proven values from a solver or databases, consulted before searching a move. */
  readonly exactValue?: ExactValue;
}

/** Time of an analysis given no limit at all, in milliseconds: the web app's "about a second". */
export const DEFAULT_ANALYSIS_TIME_MS = 1000;

/**
 * With a time limit, a new iteration (every unproven move one ply deeper) is started only while
 * less than this fraction of the time has passed: as in the search, an iteration costs about as
 * much as all before it together, so one started later would most likely be cut short. Not tuned;
 * a cut-short iteration is not lost, as each move keeps the deepest value searched.
 */
export const ANALYSIS_NEW_ITERATION_FRACTION = 0.5;

/** The deepest iteration: the searcher's deepest (127 plies) below the move itself. */
const MAX_ANALYSIS_DEPTH = 128;

interface Entry {
  readonly house: number;
  /** Giuthi (docs/RULES.md 4): the move's sowing direction; absent in other games. */
  readonly direction: Direction | undefined;
  readonly child: Position;
  /** The move keeps the same player to move: the child's scores are taken as they are. */
  readonly same: boolean;
  value: MoveAnalysis | undefined;
}

/**
 * Analyses `position`: every legal move valued by a search of the position after it, one ply
 * deeper each iteration (all moves at the same depth, best first), until the limits are reached
 * or every value is proven. A move's value is proven (exact) when its search is (every leaf a
 * finished game) or `options.exactValue` knows it; proven values are not searched again.
 *
 * The first iteration (each move's resulting position evaluated statically) always completes, so
 * every legal move has a value whatever the limits. Moves searched in a later iteration that is
 * cut short keep that deeper value, so moves may differ in depth (each says its own);
 * {@link Analysis.depth} is the iteration completed for all.
 *
 * @param onProgress called with the analysis so far after every completed iteration (`reason`
 *   `depth`).
 * @returns the analysis (see {@link Analysis}); for a finished game, no moves and the final store
 *   difference as a proven score.
 */
export function analyze(
  position: Position,
  limits: AnalysisLimits = {},
  options: AnalysisOptions = {},
  onProgress?: (analysis: Analysis) => void,
): Analysis {
  const started = performance.now();
  const elapsed = (): number => performance.now() - started;
  const searcher = options.searcher ?? new Searcher();
  const notation = makePosition(position);

  if (position.isOver) {
    const result = searcher.search(position, { depth: 1 });
    const over = outcome(position)!;
    const verdict: Verdict =
      over.winner === undefined ? 'drawn' : over.winner === position.turn ? 'won' : 'lost';
    return {
      position: notation,
      turn: position.turn,
      moves: [],
      bestMove: undefined,
      score: result.score,
      exact: true,
      verdict,
      verdictProven: true,
      pv: [],
      depth: 0,
      nodes: 0,
      elapsedMs: elapsed(),
      reason: 'gameOver',
    };
  }

  const given = (x: number | undefined): x is number => typeof x === 'number' && !Number.isNaN(x);
  const noLimit = !given(limits.depth) && !given(limits.timeMs) && !given(limits.nodes);
  const timeMs = given(limits.timeMs)
    ? Math.max(0, limits.timeMs)
    : noLimit
      ? DEFAULT_ANALYSIS_TIME_MS
      : Infinity;
  const maxNodes = given(limits.nodes) ? Math.max(0, Math.floor(limits.nodes)) : Infinity;
  const maxDepth = given(limits.depth)
    ? Math.max(1, Math.min(MAX_ANALYSIS_DEPTH, Math.floor(limits.depth)))
    : MAX_ANALYSIS_DEPTH;

  // The pie rule's swap (docs/RULES.md 5) sows nothing and is not analysed as a move.
  const sowings = legalMoves(position).filter((m) => !m.swap);
  const entries: Entry[] = sowings.map((move) => {
    const played = play(position, move);
    if (!played.ok) throw new Error(`legal move refused: ${played.error.message}`);
    const child = played.value.position;
    return {
      house: move.house,
      direction: move.direction,
      child,
      same: !child.isOver && child.turn === position.turn,
      value: undefined,
    };
  });

  let nodes = 0;
  let completed = 0;
  let reason: AnalysisStopReason | undefined;

  /** Why the analysis must stop now, if it must. */
  const limitReached = (): AnalysisStopReason | undefined => {
    if (limits.stopFlag !== undefined && Atomics.load(limits.stopFlag, 0) !== 0) return 'stop';
    if (limits.signal?.aborted) return 'abort';
    if (nodes >= maxNodes) return 'nodes';
    if (elapsed() >= timeMs) return 'time';
    return undefined;
  };

  const snapshot = (why: AnalysisStopReason): Analysis =>
    summarize(position, notation, entries, completed, nodes, elapsed(), why);

  for (let depth = 1; depth <= maxDepth && reason === undefined; depth++) {
    if (depth > 1 && timeMs !== Infinity && elapsed() > timeMs * ANALYSIS_NEW_ITERATION_FRACTION) {
      reason = 'time';
      break;
    }
    // Best first, by the previous iteration's values: the likely best move gets the time first.
    const order = [...entries].sort(byValue);
    for (const entry of order) {
      if (entry.value?.exact) continue;
      // The first iteration (a static evaluation per move, a few microseconds) always completes,
      // so that every legal move has a value whatever the limits.
      if (depth > 1) {
        reason = limitReached();
        if (reason !== undefined) break;
      }
      const known = options.exactValue?.(entry.child);
      if (known !== undefined) {
        const score = entry.same || entry.child.isOver ? known : -known + 0;
        entry.value = moveValue(entry, score, true, depth);
        continue;
      }
      const childDepth = depth - 1;
      let result: SearchResult;
      if (entry.child.isOver) {
        result = searcher.search(entry.child, { depth: 1 });
      } else if (childDepth === 0) {
        // No iteration at all: the searcher's static evaluation of the position after the move.
        result = searcher.search(entry.child, { nodes: 0 });
      } else {
        result = searcher.search(entry.child, {
          depth: childDepth,
          nodes: maxNodes - nodes,
          ...(timeMs === Infinity ? {} : { timeMs: timeMs - elapsed() }),
          ...(limits.signal ? { signal: limits.signal } : {}),
          ...(limits.stopFlag ? { stopFlag: limits.stopFlag } : {}),
        });
      }
      nodes += result.nodes;
      const finished = result.reason === 'gameOver';
      if (!finished && !result.exact && result.depth < childDepth) {
        // Cut short by a limit: keep the value of the previous iteration.
        reason = stopReason(result) ?? limitReached() ?? 'time';
        break;
      }
      // A finished game is scored from the view of the player who would have moved.
      const sameView = finished ? entry.child.turn === position.turn : entry.same;
      const score = sameView ? result.score : -result.score + 0;
      // A static evaluation (no iteration) has no line beyond the move.
      const line = childDepth === 0 ? undefined : result;
      entry.value = moveValue(entry, score, result.exact, depth, line);
    }
    if (reason !== undefined) break;
    completed = depth;
    if (entries.every((e) => e.value?.exact)) {
      reason = 'exact';
      break;
    }
    if (depth === maxDepth) {
      reason = 'depth';
      break;
    }
    onProgress?.(snapshot('depth'));
  }
  return snapshot(reason ?? 'depth');
}

/** The value of `entry`'s move, its line the move and then `rest`'s principal variation. */
function moveValue(
  entry: Entry,
  score: number,
  exact: boolean,
  depth: number,
  rest: Pick<SearchResult, 'pv' | 'pvDirections'> = { pv: [] },
): MoveAnalysis {
  const pv = [entry.house, ...rest.pv];
  const move = { move: entry.house, score, exact, depth, pv, extraTurn: entry.same };
  if (entry.direction === undefined) return move;
  const pvDirections = [entry.direction, ...(rest.pvDirections ?? [])];
  return { ...move, direction: entry.direction, pvDirections };
}

/**
 * Higher score first; an unvalued move after valued ones; ties in house order, in Giuthi `ccw`
 * before `cw` (the order of `legalMoves`).
 */
function byValue(a: Entry, b: Entry): number {
  const va = a.value?.score ?? -Infinity;
  const vb = b.value?.score ?? -Infinity;
  return (
    vb - va || a.house - b.house || Number(a.direction === 'cw') - Number(b.direction === 'cw')
  );
}

/** The stop reason of a search cut short by a limit, as an analysis reason. */
function stopReason(result: SearchResult): AnalysisStopReason | undefined {
  switch (result.reason) {
    case 'time':
    case 'nodes':
    case 'stop':
    case 'abort':
      return result.reason;
    default:
      return undefined;
  }
}

/** The analysis from the moves' values so far. */
function summarize(
  position: Position,
  notation: string,
  entries: readonly Entry[],
  completed: number,
  nodes: number,
  elapsedMs: number,
  reason: AnalysisStopReason,
): Analysis {
  const moves = entries
    .filter((e) => e.value !== undefined)
    .sort(byValue)
    .map((e) => e.value!);
  const best = moves[0];
  const allExact = moves.length === entries.length && moves.every((m) => m.exact);
  const score = best?.score ?? 0;
  const { verdict, proven } = verdictOf(position, moves, allExact, score);
  return {
    position: notation,
    turn: position.turn,
    moves,
    bestMove: best?.move,
    score,
    exact: allExact,
    verdict,
    verdictProven: proven,
    pv: best?.pv ?? [],
    ...(best?.pvDirections ? { pvDirections: best.pvDirections } : {}),
    depth: completed,
    nodes,
    elapsedMs,
    reason,
  };
}

/**
 * Won, lost or drawn, by the sign of the score. A win is proven by one move proven to win; a loss
 * or a draw only when every move is proven. Under `tieBreak: emptierWins` equal stores may still
 * be a win or a loss, so a proven margin of 0 there proves nothing about who wins.
 */
function verdictOf(
  position: Position,
  moves: readonly MoveAnalysis[],
  allExact: boolean,
  score: number,
): { verdict: Verdict; proven: boolean } {
  const verdict: Verdict = score > 0 ? 'won' : score < 0 ? 'lost' : 'drawn';
  const tieUnclear = position.rules.game === 'kalaha' && position.rules.tieBreak === 'emptierWins';
  if (moves.some((m) => m.exact && m.score > 0)) return { verdict: 'won', proven: true };
  if (!allExact) return { verdict, proven: false };
  return { verdict, proven: !(verdict === 'drawn' && tieUnclear) };
}
