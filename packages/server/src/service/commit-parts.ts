/**
 * What goes into the same commit as an action besides the game row: the ratings of a rated game
 * the action ends, and the next game of a rematch it agrees.
 */
import type { Side } from '@kalaha/rules';
import { rematchGame } from '../game/new-game.ts';
import { ratingsAfterGame } from '../ratings/game-ratings.ts';
import type { Storage, StoredGame, StoredRating, StoredSeat } from '../storage/storage.ts';
import { hashSecret, seatSecret } from './secrets.ts';

/**
 * The new Glicko-2 ratings of both players of `game` (the row after the action that ended it),
 * from their stored ratings in its family; empty for a casual game (see `ratingsAfterGame`).
 */
export async function ratingsToStore(storage: Storage, game: StoredGame): Promise<StoredRating[]> {
  const { south, north } = game.seats;
  if (!game.rated || !south || !north) return [];
  const of = async (playerId: string) =>
    (await storage.ratingsOf(playerId)).find((r) => r.family === game.family);
  const [before, after] = await Promise.all([of(south.playerId), of(north.playerId)]);
  return ratingsAfterGame(game, { south: before, north: after });
}

/**
 * The next game of the rematch `game` (the row after the agreeing action, `nextGameId` set) at
 * `now` (ms): sides swapped, each seat's secret hash derived anew from its player's stored
 * secret hash, so both players can get their seats with `seatOf`.
 *
 * @throws Error when a seated player is missing from storage (a broken database).
 */
export async function rematchToInsert(
  storage: Storage,
  game: StoredGame,
  now: number,
): Promise<StoredGame | undefined> {
  const gameId = game.nextGameId;
  const { south: oldSouth, north: oldNorth } = game.seats;
  if (!gameId || !oldSouth || !oldNorth) return undefined;
  const [south, north] = await Promise.all([
    storage.findPlayer(oldNorth.playerId),
    storage.findPlayer(oldSouth.playerId),
  ]);
  if (!south || !north) throw new Error(`rematch of ${game.gameId}: a seated player is missing`);
  const seat = (player: { playerId: string; secretHash: string }, side: Side): StoredSeat => ({
    playerId: player.playerId,
    secretHash: hashSecret(seatSecret(player.secretHash, gameId, side)),
  });
  return rematchGame(
    game,
    gameId,
    { south: seat(south, 'south'), north: seat(north, 'north') },
    now,
  );
}
