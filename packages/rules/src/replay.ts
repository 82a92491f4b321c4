import type { MoveEvent } from './events.ts';
import { makeMove, type Move } from './move.ts';
import { agreeToEnd, play } from './play.ts';
import type { Position } from './position.ts';
import {
  isStoppedEnd,
  makeRecordEnd,
  recordResult,
  stoppedResult,
  type GameRecord,
  type RecordResult,
} from './record.ts';
import { err, ok, type Result } from './result.ts';

/** One replayed move: its number (1-based), the position before and after it, and its events. */
export interface ReplayStep {
  readonly number: number;
  readonly move: Move;
  readonly before: Position;
  readonly position: Position;
  readonly events: readonly MoveEvent[];
}

/** A record replayed: every step, and the final position. */
export interface Replay {
  readonly steps: readonly ReplayStep[];
  readonly final: Position;
}

/**
 * Why a record does not replay. `moveNumber` is 1-based: the first move that is illegal
 * (`ERR_ILLEGAL_MOVE`), or the last move when the recorded result disagrees with the moves
 * (`ERR_RESULT_MISMATCH`; 0 when there are no moves).
 */
export interface ReplayError {
  readonly code: 'ERR_ILLEGAL_MOVE' | 'ERR_RESULT_MISMATCH';
  readonly moveNumber: number;
  readonly message: string;
}

/**
 * Plays every move of `record` from its start position under its rules, checking each, and checks
 * the recorded result (if any) against the final position. A Wari or Obridjie game whose recorded
 * end is `agreement` and whose moves leave it in play is then ended by agreement (`agreeToEnd`,
 * docs/RULES.md 2), which gives the final position.
 */
export function replay(record: GameRecord): Result<Replay, ReplayError> {
  const steps: ReplayStep[] = [];
  let position = record.start;
  for (const [i, move] of record.moves.entries()) {
    const played = play(position, move);
    if (!played.ok) {
      return err({
        code: 'ERR_ILLEGAL_MOVE',
        moveNumber: i + 1,
        message: `move ${i + 1} (${makeMove(move)}) is illegal: ${played.error.message}`,
      });
    }
    steps.push({ number: i + 1, move, before: position, ...played.value });
    position = played.value.position;
  }
  if (record.result?.end.reason === 'agreement' && !position.isOver) {
    const agreed = agreeToEnd(position);
    if (!agreed.ok) {
      return err({
        code: 'ERR_RESULT_MISMATCH',
        moveNumber: record.moves.length,
        message: `the recorded result is an agreed end, but ${agreed.error.message}`,
      });
    }
    position = agreed.value.position;
  }
  const recorded = record.result && resultText(record.result);
  const stopped = record.result && isStoppedEnd(record.result.end) ? record.result.end : undefined;
  // A stopped game (resignation, time) ends in a position still in play, with the stores as the result.
  const actual =
    stopped && !position.isOver ? stoppedResult(position, stopped) : recordResult(position);
  if (recorded !== undefined && recorded !== (actual && resultText(actual))) {
    const what = actual
      ? `the moves end ${resultText(actual)}`
      : 'the moves do not finish the game';
    return err({
      code: 'ERR_RESULT_MISMATCH',
      moveNumber: record.moves.length,
      message: `the recorded result (${recorded}) does not match the moves: ${what}`,
    });
  }
  return ok({ steps, final: position });
}

/** A result in words for comparison and messages: `south 40-32 sideEmpty:north`. */
export function resultText(r: RecordResult): string {
  return `${r.winner} ${r.scores.south}-${r.scores.north} ${makeRecordEnd(r.end)}`;
}
