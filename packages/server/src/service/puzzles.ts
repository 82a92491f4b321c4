import type { Puzzle } from '@kalaha/engine';
import {
  puzzleKey,
  type PlayerPuzzles,
  type PuzzleAttempt,
  type PuzzleAttemptResult,
} from '@kalaha/protocol';
import { NEWCOMER, ratePuzzleAttempt } from '@kalaha/protocol/ratings';
import { ok, ruleSet } from '@kalaha/rules';
import { refuse } from '../game/errors.ts';
import type { Storage, StoredPuzzleRating } from '../storage/storage.ts';
import { authenticate, unknownPlayer } from './players.ts';
import type { PlayerAuth, ServiceResult } from './service.ts';

/**
 * How often an attempt is rated again after another attempt moved a rating it was computed from
 * (two players answering the same puzzle at the same moment) before the server gives up.
 */
const RATE_TRIES = 5;

/** The puzzles of each preset that has a set, by position; read on first use. */
const byPreset = new Map<string, ReadonlyMap<string, Puzzle> | undefined>();

/**
 * The puzzle of the engine's sets with this preset and position (the sets the web app offers),
 * or `undefined`: an unknown preset, a preset without puzzles, a position of none. The sets are
 * loaded on the first attempt, not when the server starts.
 */
async function findPuzzle(presetId: string, position: string): Promise<Puzzle | undefined> {
  if (!byPreset.has(presetId)) {
    const { bundledPuzzles } = await import('@kalaha/engine/puzzles');
    const rules = ruleSet(presetId);
    const set = rules.ok ? await bundledPuzzles(rules.value) : undefined;
    byPreset.set(presetId, set && new Map(set.puzzles.map((p) => [p.position, p])));
  }
  return byPreset.get(presetId)?.get(position);
}

/** A rating before any attempt: a newcomer's, at `rating`. */
function fresh(rating: number): StoredPuzzleRating {
  return { ...NEWCOMER, rating, attempts: 0, solved: 0 };
}

/**
 * Rates a player's answer to a puzzle (issue 19): whether `attempt.house` is the puzzle's proven
 * best move is decided here, from the server's own copy of the puzzle, never taken from the
 * client; a player's first attempt at a puzzle rates him and the puzzle against each other
 * (`ratePuzzleAttempt`, Glicko-2 as online games), a later one is answered unrated.
 *
 * @returns the outcome and both ratings, or `auth/unknown_player`, or `puzzle/not_found` for a
 *   puzzle the server does not have or a house that is no legal move in it.
 * @throws Error when the ratings kept moving for {@link RATE_TRIES} tries (storage failures too).
 */
export async function answerPuzzle(
  storage: Storage,
  auth: PlayerAuth,
  attempt: PuzzleAttempt,
  now: number,
): Promise<ServiceResult<PuzzleAttemptResult>> {
  const player = await authenticate(storage, auth);
  if (!player) return unknownPlayer();
  const puzzle = await findPuzzle(attempt.presetId, attempt.position);
  if (!puzzle) {
    return refuse('puzzle/not_found', `no puzzle of ${attempt.presetId} has this position`);
  }
  if (!Number.isInteger(attempt.house) || (puzzle.values[attempt.house - 1] ?? null) === null) {
    return refuse('puzzle/not_found', `house ${attempt.house} is no move of this puzzle`);
  }
  const solved = attempt.house === puzzle.best;
  const key = puzzleKey(attempt.presetId, attempt.position);
  for (let i = 0; i < RATE_TRIES; i++) {
    const standing = await storage.puzzleStanding(player.playerId, key);
    const before = {
      player: standing.player ?? fresh(NEWCOMER.rating),
      puzzle: standing.puzzle ?? fresh(puzzle.rating),
    };
    if (standing.tried) {
      return ok({ solved, rated: false, best: puzzle.best, ...before });
    }
    const rated = ratePuzzleAttempt(before.player, before.puzzle, solved);
    const counted = (was: StoredPuzzleRating, won: boolean) => ({
      attempts: was.attempts + 1,
      solved: was.solved + (won ? 1 : 0),
    });
    const after = {
      player: { ...rated.player, ...counted(before.player, solved) },
      puzzle: { ...rated.puzzle, ...counted(before.puzzle, solved) },
    };
    const stored = await storage.recordPuzzleAttempt({
      playerId: player.playerId,
      puzzleKey: key,
      solved,
      at: new Date(now),
      ...after,
    });
    if (stored === 'ok') return ok({ solved, rated: true, best: puzzle.best, ...after });
    // `tried`: the same player's other attempt won the race; the next read answers it unrated.
  }
  throw new Error(`the puzzle ratings of ${player.playerId} kept moving`);
}

/** A player's puzzle rating (`null` before his first puzzle). */
export async function playerPuzzles(
  storage: Storage,
  playerId: string,
): Promise<ServiceResult<PlayerPuzzles>> {
  if (!(await storage.findPlayer(playerId))) return unknownPlayer();
  return ok({ rating: (await storage.puzzleRatingOf(playerId)) ?? null });
}
