import type { MoveEvent } from '../events.ts';
import { makeMove, type Move } from '../move.ts';
import { stoppedResult, type StoppedResult } from '../record.ts';
import { resultText } from '../replay.ts';
import { err, ok, type Result } from '../result.ts';
import { arrange, playInMatch, startMatch, type Match, type MatchResult } from '../match.ts';
import { roundRecordResult, type MatchRecord } from './match-record.ts';

/**
 * One step of a replayed match, with the match before and after it: the loser's `arrangement`
 * that sets up round `round` (2, 3, …), or `move` number `number` (1-based within its round) with
 * its events. After the move that ends a round, `match.position` is that round's final position.
 */
export type MatchReplayStep =
  | {
      readonly kind: 'arrangement';
      readonly round: number;
      readonly pattern: readonly number[];
      readonly before: Match;
      readonly match: Match;
    }
  | {
      readonly kind: 'move';
      readonly round: number;
      readonly number: number;
      readonly move: Move;
      readonly before: Match;
      readonly match: Match;
      readonly events: readonly MoveEvent[];
    };

/**
 * A match record replayed: every step, the match at the end, and, for a match given up before its
 * rules decided it, its stopped result (`final` is then not `over`).
 */
export interface MatchReplay {
  readonly steps: readonly MatchReplayStep[];
  readonly final: Match;
  readonly stopped?: StoppedResult | undefined;
}

/**
 * Why a match record does not replay, with the round (1-based) and the move in it (1-based; 0 for
 * the arrangement before its first move):
 * - `ERR_ARRANGEMENT`: `arrange` refuses the round's arrangement (not every seed of the loser over
 *   the round's board, at least 1 a house; docs/RULES.md 4);
 * - `ERR_MATCH_OVER`: a round follows the end of the match;
 * - `ERR_ILLEGAL_MOVE`: a move is illegal in its round, or follows the end of the round;
 * - `ERR_RESULT_MISMATCH`: a round's recorded result is not what its moves give, its moves do not
 *   finish it while another round follows, the recorded match result is not the replay's, or the
 *   match is recorded as given up (resign, timeout) when the rules had decided it or with other
 *   scores than the stores as they stood (`moveNumber`: the last move of the last round).
 */
export interface MatchReplayError {
  readonly code: 'ERR_ARRANGEMENT' | 'ERR_MATCH_OVER' | 'ERR_ILLEGAL_MOVE' | 'ERR_RESULT_MISMATCH';
  readonly round: number;
  readonly moveNumber: number;
  readonly message: string;
}

/**
 * Plays a match record again from `startMatch(rules, first)`: each round's arrangement through
 * `arrange` and its moves through `playInMatch` (docs/RULES.md 4), checking every round result and the
 * match result against the replay. A match given up (`record.stopped`) must still be undecided by
 * the rules, its scores the stores of the final position (the round in play, or the last round
 * between rounds: `stoppedResult`); the replay reports it as `stopped`. Nothing is returned but
 * the error when any step fails.
 */
export function replayMatch(record: MatchRecord): Result<MatchReplay, MatchReplayError> {
  const steps: MatchReplayStep[] = [];
  let match = startMatch(record.rules, record.first);
  const fail = (
    code: MatchReplayError['code'],
    round: number,
    moveNumber: number,
    message: string,
  ) => err({ code, round, moveNumber, message });
  for (const [i, round] of record.rounds.entries()) {
    const n = i + 1;
    if (i > 0) {
      if (match.phase === 'over') {
        return fail(
          'ERR_MATCH_OVER',
          n,
          0,
          `round ${n} follows the end of the match (${matchText(match.result!)})`,
        );
      }
      const before = match;
      const pattern = round.arrangement ?? [];
      const arranged = arrange(match, pattern);
      if (!arranged.ok) {
        return fail(
          'ERR_ARRANGEMENT',
          n,
          0,
          `round ${n}: the arrangement ${JSON.stringify(pattern)} is refused: ${arranged.error.message}`,
        );
      }
      match = arranged.value;
      steps.push({ kind: 'arrangement', round: n, pattern, before, match });
    }
    for (const [j, move] of round.moves.entries()) {
      const what = `round ${n}, move ${j + 1} (${makeMove(move)})`;
      if (match.rounds.length >= n) {
        // Every round starts with a move to make (one seed a house ends the match instead).
        return fail(
          'ERR_ILLEGAL_MOVE',
          n,
          j + 1,
          `${what} is illegal: the round ended with move ${j}`,
        );
      }
      const played = playInMatch(match, move);
      if (!played.ok) {
        return fail('ERR_ILLEGAL_MOVE', n, j + 1, `${what} is illegal: ${played.error.message}`);
      }
      const before = match;
      match = played.value.match;
      steps.push({
        kind: 'move',
        round: n,
        number: j + 1,
        move,
        before,
        match,
        events: played.value.events,
      });
    }
    const moves = round.moves.length;
    const actual = match.rounds[i];
    const recorded = round.result && resultText(round.result);
    if (recorded !== undefined && recorded !== (actual && resultText(roundRecordResult(actual)))) {
      const what = actual
        ? `the moves end it ${resultText(roundRecordResult(actual))}`
        : 'the moves do not finish it';
      return fail(
        'ERR_RESULT_MISMATCH',
        n,
        moves,
        `round ${n}: the recorded result (${recorded}) does not match the moves: ${what}`,
      );
    }
    if (!actual && i < record.rounds.length - 1) {
      return fail(
        'ERR_RESULT_MISMATCH',
        n,
        moves,
        `round ${n}: the moves do not finish it, yet round ${n + 1} follows`,
      );
    }
  }
  const n = record.rounds.length;
  const last = record.rounds[n - 1]!.moves.length;
  if (record.stopped) {
    const recorded = resultText(record.stopped);
    const actual = match.result ? undefined : stoppedResult(match.position, record.stopped.end);
    if (!actual || resultText(actual) !== recorded) {
      const what = actual
        ? `as the match stood it reads ${resultText(actual)}`
        : `the rules had decided the match (${matchText(match.result!)})`;
      return fail(
        'ERR_RESULT_MISMATCH',
        n,
        last,
        `the match is recorded as given up (${recorded}), but ${what}`,
      );
    }
    return ok({ steps, final: match, stopped: actual });
  }
  if (record.result) {
    const recorded = matchText(record.result);
    if (!match.result || matchText(match.result) !== recorded) {
      const what = match.result
        ? `the match ends ${matchText(match.result)}`
        : 'the match is not over';
      return fail(
        'ERR_RESULT_MISMATCH',
        n,
        last,
        `the recorded match result (${recorded}) does not match the rounds: ${what}`,
      );
    }
  }
  return ok({ steps, final: match });
}

/** A match result in words for comparison and messages: `north 2-70 cannotFill`. */
function matchText(r: MatchResult): string {
  return `${r.winner ?? 'draw'} ${r.seeds.south}-${r.seeds.north} ${r.reason}`;
}
