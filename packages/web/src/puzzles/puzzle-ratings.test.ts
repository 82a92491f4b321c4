import { puzzleKey } from '@kalaha/protocol';
import { describe, expect, it } from 'vitest';
import {
  loadPuzzleRatings,
  NO_PUZZLE_RATINGS,
  PUZZLE_RATINGS_KEY,
  puzzleRating,
  rateAttempt,
  savePuzzleRatings,
  triedBefore,
  withServerRatings,
} from './puzzle-ratings.ts';

/** A Storage of a Map. */
function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const key = puzzleKey('kalah', 'S 6/3 0 4 1 0 2 7');

describe('puzzle ratings (Glicko-2, kept in the browser)', () => {
  it('raises the player and lowers the puzzle on a solve, the other way on a miss', () => {
    const solved = rateAttempt(NO_PUZZLE_RATINGS, key, 1500, true);
    expect(solved.player.rating).toBeGreaterThan(1500);
    expect(solved.player.rd).toBeLessThan(350);
    expect(solved.puzzles[key]!.rating).toBeLessThan(1500);
    expect([solved.tried, solved.solved]).toEqual([1, 1]);
    const missed = rateAttempt(NO_PUZZLE_RATINGS, key, 1500, false);
    expect(missed.player.rating).toBeLessThan(1500);
    expect(missed.puzzles[key]!.rating).toBeGreaterThan(1500);
    expect([missed.tried, missed.solved]).toEqual([1, 0]);
  });

  it('gains more for a harder puzzle solved and loses more for an easier one missed', () => {
    const hard = rateAttempt(NO_PUZZLE_RATINGS, key, 1900, true).player.rating;
    const easy = rateAttempt(NO_PUZZLE_RATINGS, key, 1100, true).player.rating;
    expect(hard).toBeGreaterThan(easy);
    const missEasy = rateAttempt(NO_PUZZLE_RATINGS, key, 1100, false).player.rating;
    const missHard = rateAttempt(NO_PUZZLE_RATINGS, key, 1900, false).player.rating;
    expect(missEasy).toBeLessThan(missHard);
  });

  it('rates a puzzle once: an attempt at a puzzle tried before changes nothing', () => {
    const once = rateAttempt(NO_PUZZLE_RATINGS, key, 1300, false);
    expect(triedBefore(once, key)).toBe(true);
    expect(rateAttempt(once, key, 1300, true)).toBe(once);
    // The puzzle keeps the rating it earned here, not the set's.
    expect(puzzleRating(once, key, 1300)).toEqual(once.puzzles[key]);
    expect(puzzleRating(once, puzzleKey('kalah', 'other'), 1300).rating).toBe(1300);
  });

  it('keeps the ratings across visits and reads anything damaged as nothing tried', () => {
    const store = memoryStore();
    const rated = rateAttempt(NO_PUZZLE_RATINGS, key, 1500, true);
    savePuzzleRatings(store, rated);
    expect(loadPuzzleRatings(store)).toEqual(rated);
    for (const damaged of [
      '{',
      'null',
      JSON.stringify({ ...rated, tried: -1 }),
      JSON.stringify({ ...rated, player: { rating: 1500, rd: 0, volatility: 0.06 } }),
      JSON.stringify({ ...rated, puzzles: { [key]: 'strong' } }),
    ]) {
      store.map.set(PUZZLE_RATINGS_KEY, damaged);
      expect(loadPuzzleRatings(store), damaged).toEqual(NO_PUZZLE_RATINGS);
    }
  });

  it("takes the server's ratings for a player who plays online", () => {
    const local = rateAttempt(NO_PUZZLE_RATINGS, key, 1500, true);
    const server = { rating: 1580, rd: 200, volatility: 0.06, attempts: 7, solved: 5 };
    const puzzle = { rating: 1450, rd: 120, volatility: 0.06, attempts: 30, solved: 21 };
    const merged = withServerRatings(local, server, { key, rating: puzzle });
    expect(merged.player).toEqual({ rating: 1580, rd: 200, volatility: 0.06 });
    expect([merged.tried, merged.solved]).toEqual([7, 5]);
    expect(merged.puzzles[key]).toEqual({ rating: 1450, rd: 120, volatility: 0.06 });
    // Without a puzzle, the puzzles tried here stay as they are.
    expect(withServerRatings(local, server).puzzles).toBe(local.puzzles);
  });
});
