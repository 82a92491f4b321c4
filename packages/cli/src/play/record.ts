import {
  makeMatchRecord,
  makeRecord,
  matchRecordOf,
  recordResult,
  type Match,
  type PerSide,
  type PlayerInfo,
  type Position,
} from '@kalaha/rules';
import { quantity } from '../names.ts';

/** A record to save: its JSON text and what it holds in words (`the game (3 moves)`). */
export interface SavedRecord {
  readonly text: string;
  readonly what: string;
}

/**
 * The record of a match so far: for a game played in rounds the match record (`matchRecordOf`,
 * every round's lay-out and moves), else the game record of its one round (`GameRecord`: rules,
 * players, `start` and the moves), with the result and the end time once it is over.
 *
 * @param started ISO 8601 date-time the game started.
 * @param now the time to write as the end, when the game is over.
 */
export function recordOf(
  match: Match,
  start: Position,
  hasRounds: boolean,
  players: PerSide<PlayerInfo>,
  started: string,
  now: Date = new Date(),
): SavedRecord {
  const ended = match.phase === 'over' ? { ended: now.toISOString() } : {};
  if (hasRounds) {
    const moves = match.history.reduce((sum, round) => sum + round.moves.length, 0);
    return {
      text: makeMatchRecord(matchRecordOf(match, { players, started, ...ended })),
      what: `the match (${quantity(match.history.length, 'round')}, ${quantity(moves, 'move')})`,
    };
  }
  const moves = match.history[0]!.moves;
  const result = recordResult(match.position);
  const record = {
    rules: match.rules,
    players,
    start,
    moves,
    started,
    ...(result ? { result, ...ended } : {}),
  };
  return { text: makeRecord(record), what: `the game (${quantity(moves.length, 'move')})` };
}
