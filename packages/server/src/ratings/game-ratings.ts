import type { PerSide, Side } from '@kalaha/rules';
import type { StoredGame, StoredRating } from '../storage/storage.ts';
import { NEWCOMER, rateGame, type Glicko2Rating } from '@kalaha/protocol/ratings';

/**
 * The ratings to store when a game ends: for a rated game finished with a result (by the rules,
 * resign or timeout) both players' new Glicko-2 ratings in the game's family (`game.family`), the
 * game being one rating period for each, and each one's rated-game count up by one. A casual game,
 * an aborted one, or one not finished changes no rating: the list is empty.
 *
 * @param current each seated player's rating in the family before the game (`undefined` for a
 *   newcomer, who starts at 1500 / 350 / 0.06).
 */
export function ratingsAfterGame(
  game: StoredGame,
  current: PerSide<StoredRating | undefined>,
): StoredRating[] {
  const { seats, result } = game;
  if (!game.rated || game.status !== 'finished' || !result || result.reason === 'aborted')
    return [];
  if (!seats.south || !seats.north || result.winner === null) return [];
  const southScore = result.winner === 'draw' ? 0.5 : result.winner === 'south' ? 1 : 0;
  const before = (side: Side): Glicko2Rating => current[side] ?? NEWCOMER;
  const after = rateGame(before('south'), before('north'), southScore);
  const stored = (side: Side, playerId: string): StoredRating => ({
    playerId,
    family: game.family,
    ...after[side],
    games: (current[side]?.games ?? 0) + 1,
  });
  return [stored('south', seats.south.playerId), stored('north', seats.north.playerId)];
}
