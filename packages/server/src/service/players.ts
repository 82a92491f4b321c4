import {
  IdSchema,
  NameSchema,
  SecretSchema,
  type Leaderboard,
  type PlayerCredentials,
  type PlayerPage,
} from '@kalaha/protocol';
import { done, refuse } from '../game/errors.ts';
import { gameSummary } from '../game/view.ts';
import type { Storage, StoredPlayer } from '../storage/storage.ts';
import type { PlayerAuth, ServiceError, ServiceResult } from './service.ts';
import { hashSecret, newId, newSecret, secretMatches } from './secrets.ts';

/** Games listed on a player's page, newest first. */
export const PLAYER_PAGE_GAMES = 50;
/** Entries of a leaderboard. */
export const LEADERBOARD_SIZE = 100;
/**
 * The rule families there are ratings for: the games played online, the Kalaha family only so far
 * (the rules library's Wari and Obridjie are not played online yet, see `newGame`).
 */
export const FAMILIES: readonly string[] = ['kalaha'];

/**
 * A new player with display name `name` (trimmed; 1-32 characters, no control characters), a
 * fresh id and secret; only the secret's hash is stored.
 *
 * @returns his credentials (the only time the secret is told), or `player/bad_name`.
 */
export async function createPlayer(
  storage: Storage,
  name: string,
  now: number,
): Promise<ServiceResult<PlayerCredentials>> {
  const parsed = NameSchema.safeParse(name);
  if (!parsed.success) return refuse('player/bad_name', badName(parsed.error.issues[0]?.message));
  const playerId = newId();
  const secret = newSecret();
  await storage.insertPlayer({
    playerId,
    secretHash: hashSecret(secret),
    name: parsed.data,
    created: new Date(now),
  });
  return done({ playerId, secret, name: parsed.data });
}

/** The stored player when `auth` holds his id and secret; `undefined` otherwise. */
export async function authenticate(
  storage: Storage,
  auth: PlayerAuth,
): Promise<StoredPlayer | undefined> {
  if (!IdSchema.safeParse(auth?.playerId).success) return undefined;
  if (!SecretSchema.safeParse(auth.secret).success) return undefined;
  const player = await storage.findPlayer(auth.playerId);
  return player && secretMatches(auth.secret, player.secretHash) ? player : undefined;
}

/** The refusal of a request whose player credentials are wrong. */
export function unknownPlayer(): { readonly ok: false; readonly error: ServiceError } {
  return refuse('auth/unknown_player', 'no player with this id and secret');
}

/**
 * Changes a player's display name.
 *
 * @returns his page, or `auth/unknown_player`, `player/bad_name`.
 */
export async function renamePlayer(
  storage: Storage,
  auth: PlayerAuth,
  name: string,
): Promise<ServiceResult<PlayerPage>> {
  const player = await authenticate(storage, auth);
  if (!player) return unknownPlayer();
  const parsed = NameSchema.safeParse(name);
  if (!parsed.success) return refuse('player/bad_name', badName(parsed.error.issues[0]?.message));
  await storage.renamePlayer(player.playerId, parsed.data);
  return playerPage(storage, player.playerId);
}

/**
 * A player's page: name, Glicko-2 ratings by family, his last {@link PLAYER_PAGE_GAMES} games.
 *
 * @returns the page, or `auth/unknown_player` for an unknown id.
 */
export async function playerPage(
  storage: Storage,
  playerId: string,
): Promise<ServiceResult<PlayerPage>> {
  if (!IdSchema.safeParse(playerId).success) return refuse('auth/unknown_player', 'no such player');
  const player = await storage.findPlayer(playerId);
  if (!player) return refuse('auth/unknown_player', `no player ${playerId}`);
  const [ratings, games] = await Promise.all([
    storage.ratingsOf(playerId),
    storage.listGames({ playerId, limit: PLAYER_PAGE_GAMES }),
  ]);
  return done({
    playerId,
    name: player.name,
    ratings: ratings.map(({ family, rating, rd, volatility, games }) => ({
      family,
      rating,
      rd,
      volatility,
      games,
    })),
    games: games.map(gameSummary),
  });
}

/**
 * The best {@link LEADERBOARD_SIZE} players of a rule family (`kalaha`), by Glicko-2 rating.
 *
 * @returns the leaderboard, or `game/bad_settings` for a family the rules library does not know.
 */
export async function leaderboard(
  storage: Storage,
  family: string,
): Promise<ServiceResult<Leaderboard>> {
  if (!FAMILIES.includes(family)) {
    return refuse(
      'game/bad_settings',
      `unknown rule family '${String(family).slice(0, 40)}' (families: ${FAMILIES.join(', ')})`,
    );
  }
  const rows = await storage.leaderboard(family, LEADERBOARD_SIZE);
  return done({
    family,
    entries: rows.map((row, i) => ({
      rank: i + 1,
      playerId: row.playerId,
      name: row.name,
      rating: row.rating,
      rd: row.rd,
      games: row.games,
    })),
  });
}

function badName(why: string | undefined): string {
  return `a display name has 1 to 32 characters and no control characters (${why ?? 'invalid'})`;
}
