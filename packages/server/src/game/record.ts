import {
  capabilities,
  makeMatchRecord,
  makeRecord,
  matchRecordOf,
  opponent,
  parseMove,
  recordResult,
  stoppedResult,
  type Move,
  type PerSide,
  type RecordResult,
  type StoppedEnd,
} from '@kalaha/rules';
import { movesOf, type MasterState } from './state.ts';

/**
 * The game record of a game: the rules library's `kalaha-record` JSON text (`makeRecord`), with
 * the players' display names (`''` for an empty seat), every move, and the result: the rules'
 * end, or `resign:SIDE` / `timeout:SIDE` with the stores as they stood (`stoppedResult`). An
 * aborted game has no result (nobody won).
 *
 * A Giuthi game is recorded as the rules library's match record (`matchRecordOf`,
 * `makeMatchRecord`; docs/RULES.md 4 "Rounds"): every round begun with its lay-out, moves and result,
 * and the match result once the rules have decided it. A match given up (resign, timeout), in a
 * round or between rounds, has the stopped match result `resign:SIDE` / `timeout:SIDE` with the
 * stores of the match's position as they stood (the round in play, or the last round between
 * rounds), the scores of the game's result (`forfeitResult`). An aborted match has none.
 */
export function gameRecord(state: MasterState, names: PerSide<string | null>): string {
  const { game } = state;
  const players = {
    south: { name: names.south ?? '', kind: 'human' as const },
    north: { name: names.north ?? '', kind: 'human' as const },
  };
  if (capabilities(state.rules).hasRounds) {
    return makeMatchRecord(
      matchRecordOf(state.match, {
        players,
        started: game.created.toISOString(),
        ended: game.ended?.toISOString(),
        stopped: stoppedEndOf(state),
      }),
    );
  }
  const moves: Move[] = movesOf(state).flatMap((text) => {
    const move = parseMove(text);
    return move.ok ? [move.value] : [];
  });
  return makeRecord({
    rules: state.rules,
    players,
    start: state.start,
    moves,
    result: resultOf(state),
    started: game.created.toISOString(),
    ended: game.ended?.toISOString(),
  });
}

/** The record result of a finished game (`undefined` while it goes on, and for an aborted one). */
function resultOf(state: MasterState): RecordResult | undefined {
  if (state.game.result?.reason === 'end') return recordResult(state.position);
  const stopped = stoppedEndOf(state);
  return stopped && stoppedResult(state.position, stopped);
}

/** Who gave the game up and how (resign, timeout); `undefined` for any other game. */
function stoppedEndOf(state: MasterState): StoppedEnd | undefined {
  const result = state.game.result;
  if (result === null || result.reason === 'end' || result.reason === 'aborted') return undefined;
  if (result.winner === null || result.winner === 'draw') return undefined;
  return { reason: result.reason, side: opponent(result.winner) };
}
