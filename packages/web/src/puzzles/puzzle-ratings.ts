import type { PuzzleRating } from '@kalaha/protocol';
import { NEWCOMER, ratePuzzleAttempt, type Glicko2Rating } from '@kalaha/protocol/ratings';
import * as z from 'zod/mini';
import type { KeyValueStore } from '../game/persist.ts';
import { readStored } from '../app/stored.ts';

/**
 * The puzzle ratings kept in the browser (issue 19): the player's, and each puzzle's once the
 * player has tried it. An attempt is a rated game between the player and the puzzle, Glicko-2 as
 * online play rates players (`@kalaha/protocol/ratings`): a puzzle solved is a win for the player
 * and a loss for the puzzle. Only the first attempt at a puzzle counts (a puzzle tried again is
 * played unrated, its answer known).
 */
export interface PuzzleRatings {
  /** The player's puzzle rating (a newcomer's until the first attempt). */
  readonly player: Glicko2Rating;
  /** The ratings of the puzzles tried, by {@link puzzleKey}. */
  readonly puzzles: Readonly<Record<string, Glicko2Rating>>;
  /** Puzzles tried, and of them solved at the first attempt. */
  readonly tried: number;
  readonly solved: number;
}

/** The localStorage key of the puzzle ratings. */
export const PUZZLE_RATINGS_KEY = 'kalaha.puzzleRatings.v1';

/** No puzzle tried yet. */
export const NO_PUZZLE_RATINGS: PuzzleRatings = {
  player: NEWCOMER,
  puzzles: {},
  tried: 0,
  solved: 0,
};

const RatingSchema = z.object({
  rating: z.number().check(z.gte(-10_000), z.lte(10_000)),
  rd: z.number().check(z.gt(0), z.lte(1_000)),
  volatility: z.number().check(z.gt(0), z.lte(1)),
});
const Count = z.number().check(z.int(), z.gte(0));
const StoredSchema = z.object({
  player: RatingSchema,
  puzzles: z.record(z.string(), RatingSchema),
  tried: Count,
  solved: Count,
});

/**
 * A puzzle's rating: its own once tried here, else the rating the puzzle set gives it (the
 * builder's estimate) with a newcomer's deviation and volatility.
 */
export function puzzleRating(
  ratings: PuzzleRatings,
  key: string,
  setRating: number,
): Glicko2Rating {
  return ratings.puzzles[key] ?? { ...NEWCOMER, rating: setRating };
}

/** True when the puzzle was tried here before (a new attempt is not rated). */
export function triedBefore(ratings: PuzzleRatings, key: string): boolean {
  return key in ratings.puzzles;
}

/**
 * The ratings after the first attempt at puzzle `key` (set rating `setRating`), solved or not:
 * the player and the puzzle each rated against the other's rating from before; unchanged for a
 * puzzle tried before.
 */
export function rateAttempt(
  ratings: PuzzleRatings,
  key: string,
  setRating: number,
  solved: boolean,
): PuzzleRatings {
  if (triedBefore(ratings, key)) return ratings;
  const after = ratePuzzleAttempt(ratings.player, puzzleRating(ratings, key, setRating), solved);
  return {
    player: after.player,
    puzzles: { ...ratings.puzzles, [key]: after.puzzle },
    tried: ratings.tried + 1,
    solved: ratings.solved + (solved ? 1 : 0),
  };
}

/**
 * The ratings with the server's word for a player who plays online: his rating and the puzzles he
 * tried and solved (on every device), and, after an attempt, the rating of puzzle `key` over
 * every player who tried it.
 */
export function withServerRatings(
  ratings: PuzzleRatings,
  player: PuzzleRating,
  puzzle?: { readonly key: string; readonly rating: PuzzleRating },
): PuzzleRatings {
  const glicko = ({ rating, rd, volatility }: PuzzleRating) => ({ rating, rd, volatility });
  return {
    player: glicko(player),
    puzzles: puzzle ? { ...ratings.puzzles, [puzzle.key]: glicko(puzzle.rating) } : ratings.puzzles,
    tried: player.attempts,
    solved: player.solved,
  };
}

/** The stored puzzle ratings; none tried when nothing (or nothing readable) is stored. */
export function loadPuzzleRatings(store: KeyValueStore): PuzzleRatings {
  return readStored(store, PUZZLE_RATINGS_KEY, StoredSchema) ?? NO_PUZZLE_RATINGS;
}

/** Stores the puzzle ratings (errors ignored: they then last until the page closes). */
export function savePuzzleRatings(store: KeyValueStore, ratings: PuzzleRatings): void {
  try {
    store.setItem(PUZZLE_RATINGS_KEY, JSON.stringify(ratings));
  } catch {
    // Not kept.
  }
}
