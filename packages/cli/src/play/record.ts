import { recordResult, type GameRecord, type PerSide, type PlayerInfo } from '@kalaha/rules';
import type { GameHistory } from './history.ts';

/**
 * The record of a game so far (the library's `GameRecord`): its rules, players, start and moves,
 * and, once it is over, its result and the time it ended.
 *
 * @param started ISO 8601 date-time the game started.
 * @param now the time to write as the end, when the game is over.
 */
export function gameRecord(
  history: GameHistory,
  players: PerSide<PlayerInfo>,
  started: string,
  now: Date = new Date(),
): GameRecord {
  const result = recordResult(history.position);
  return {
    rules: history.start.rules,
    players,
    start: history.start,
    moves: history.moves,
    started,
    ...(result ? { result, ended: now.toISOString() } : {}),
  };
}
