import { SIDES, type PerSide, type Side } from '@kalaha/rules';
import type { SeatInfo } from '../game/view.ts';
import type { Storage, StoredGame, StoredRating } from '../storage/storage.ts';

/**
 * The seated players' display names and ratings in the game's family (`null` for an empty seat;
 * rating `null` for a player without a rated game in the family).
 */
export async function seatInfoOf(
  storage: Storage,
  game: StoredGame,
): Promise<PerSide<SeatInfo | null>> {
  const info = async (side: Side): Promise<SeatInfo | null> => {
    const seat = game.seats[side];
    if (!seat) return null;
    const [player, ratings] = await Promise.all([
      storage.findPlayer(seat.playerId),
      storage.ratingsOf(seat.playerId),
    ]);
    return {
      name: player?.name ?? '',
      rating: ratings.find((r) => r.family === game.family)?.rating ?? null,
    };
  };
  const [south, north] = await Promise.all(SIDES.map(info));
  return { south: south ?? null, north: north ?? null };
}

/** The seat info with the ratings of `ratings` (just stored) in place of the old ones. */
export function withRatings(
  seats: PerSide<SeatInfo | null>,
  game: StoredGame,
  ratings: readonly StoredRating[],
): PerSide<SeatInfo | null> {
  const rated = (side: Side): SeatInfo | null => {
    const info = seats[side];
    const rating = ratings.find(
      (r) => r.playerId === game.seats[side]?.playerId && r.family === game.family,
    );
    return info && rating ? { ...info, rating: rating.rating } : info;
  };
  return { south: rated('south'), north: rated('north') };
}
