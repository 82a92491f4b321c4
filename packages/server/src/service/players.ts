import { GAMES, ok } from '@kalaha/rules';
import {
  IdSchema,
  NameSchema,
  SecretSchema,
  type Leaderboard,
  type PlayerCredentials,
  type PlayerPage,
} from '@kalaha/protocol';
import { refuse } from '../game/errors.ts';
import { gameSummary } from '../game/view.ts';
import { nameKey, type Storage, type StoredPlayer } from '../storage/storage.ts';
import type { PlayerAuth, ServiceError, ServiceResult } from './service.ts';
import { hashSecret, newId, newSecret, secretMatches } from './secrets.ts';

/** Games listed on a player's page, newest first. */
export const PLAYER_PAGE_GAMES = 50;
/** Entries of a leaderboard. */
export const LEADERBOARD_SIZE = 100;
/**
 * The rule families there are ratings for, one per game of the rules library played online (a
 * game's family is its rule set's `game`, see `newGame`): `kalaha` (the Kalaha family, docs/RULES.md 1),
 * `wari` (Wari and Oware alike: one game with another grand slam option, docs/RULES.md 2), `obridjie`
 * (docs/RULES.md 3), `giuthi` (docs/RULES.md 4: a whole match of rounds is one rated game).
 */
export const FAMILIES: readonly string[] = GAMES;

/**
 * A person's display name, checked: `NameSchema` (trimmed; 1-32 characters, no control or
 * invisible characters), and not a name reserved for the engine (`Engine level 5`) or held by a
 * registered bot, so that nobody passes for either.
 *
 * @returns the name as stored, or `player/bad_name` saying why.
 */
async function personName(storage: Storage, name: string): Promise<ServiceResult<string>> {
  const checked = displayName(name);
  if (checked.ok && (await storage.findRegisteredPlayer(checked.value))) {
    return refuse('player/bad_name', `the name '${checked.value}' is a registered bot's`);
  }
  return checked;
}

/**
 * Anyone's display name (a person's or a bot's), checked: `NameSchema`, and not a name reserved
 * for the engine (`Engine level 5`).
 *
 * @returns the name as stored, or `player/bad_name` saying why.
 */
function displayName(name: string): ServiceResult<string> {
  const parsed = NameSchema.safeParse(name);
  if (!parsed.success) return refuse('player/bad_name', badName(parsed.error.issues[0]?.message));
  if (ENGINE_NAME.test(nameKey(parsed.data))) {
    return refuse('player/bad_name', `the name '${parsed.data}' is reserved for the engine`);
  }
  return ok(parsed.data);
}

/**
 * A new player with display name `name` (see {@link personName}), a fresh id and secret; only the
 * secret's hash is stored.
 *
 * @returns his credentials (the only time the secret is told), or `player/bad_name`.
 */
export async function createPlayer(
  storage: Storage,
  name: string,
  now: number,
): Promise<ServiceResult<PlayerCredentials>> {
  const checked = await personName(storage, name);
  if (!checked.ok) return checked;
  const playerId = newId();
  const secret = newSecret();
  await storage.insertPlayer({
    playerId,
    secretHash: hashSecret(secret),
    name: checked.value,
    created: new Date(now),
    kind: 'human',
    tokenHash: null,
  });
  return ok({ playerId, secret, name: checked.value });
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
  const checked = await personName(storage, name);
  if (!checked.ok) return checked;
  await storage.renamePlayer(player.playerId, checked.value);
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
  return ok({
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
  return ok({
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
  return `a display name has 1 to 32 characters, some visible, and no control or invisible characters (${why ?? 'invalid'})`;
}

/** What a bot of the Kalah Game Protocol says it is (`set info:name`, `set auth:token`). */
export interface BotCredentials {
  /** Its display name, if it gave one. */
  readonly name?: string;
  /** Its token (spec 043 `auth:token`), if it gave one: then the bot is registered. */
  readonly token?: string;
}

/**
 * The shortest and longest bot token accepted. KGP asks only for a non-empty string and lets the
 * server refuse tokens too weak (spec 043); eight characters keep out the trivially guessed, and
 * 256 is far beyond any sensible secret.
 */
export const BOT_TOKEN_LENGTH = { min: 8, max: 256 } as const;
/** The name of an anonymous bot that gave none. */
export const ANONYMOUS_BOT_NAME = 'Anonymous bot';
/** The names of the engine's players, reserved for them: `Engine level 1` … `Engine level 10`. */
const ENGINE_NAME = /^engine level (\d+)$/;

/** The name of the engine's player at strength `level` (1-10). */
export function engineName(level: number): string {
  return `Engine level ${level}`;
}

/** The level of an engine player, read from his reserved name; `undefined` for anyone else. */
export function engineLevelOf(player: Pick<StoredPlayer, 'kind' | 'name'>): number | undefined {
  if (player.kind !== 'engine') return undefined;
  const match = ENGINE_NAME.exec(nameKey(player.name));
  return match ? Number(match[1]) : undefined;
}

/**
 * The player of a KGP bot, found or made from what it said about itself:
 *
 * - with a token (spec 043: the token names the bot over connections): the bot registered with it,
 *   renamed when it now gives another name that is free; a new registered bot when the token is
 *   new (named `name`, or `Bot` and a random tag without one). A name registered to another token
 *   (or reserved for the engine) is refused;
 * - without a token: a new anonymous bot (casual games only), named `name` or
 *   {@link ANONYMOUS_BOT_NAME}.
 *
 * Only the token's SHA-256 hash is stored, as with player secrets.
 *
 * @returns the player, or `player/bad_name` (see `NameSchema`; engine names are reserved),
 *   `auth/unknown_player` (a token outside {@link BOT_TOKEN_LENGTH}, or a name registered with
 *   another token).
 */
export async function registerBot(
  storage: Storage,
  credentials: BotCredentials,
  now: number,
): Promise<ServiceResult<StoredPlayer>> {
  let name: string | undefined;
  if (credentials.name !== undefined) {
    const checked = displayName(credentials.name);
    if (!checked.ok) return checked;
    name = checked.value;
  }
  const { token } = credentials;
  if (token === undefined) {
    return ok(await insertBot(storage, name ?? ANONYMOUS_BOT_NAME, null, now));
  }
  if (token.length < BOT_TOKEN_LENGTH.min || token.length > BOT_TOKEN_LENGTH.max) {
    return refuse(
      'auth/unknown_player',
      `a token has ${BOT_TOKEN_LENGTH.min} to ${BOT_TOKEN_LENGTH.max} characters`,
    );
  }
  const tokenHash = hashSecret(token);
  // Twice at most: a bot registering the same token or name at the same moment wins the insert.
  for (let attempt = 0; ; attempt++) {
    const known = await storage.findPlayerByToken(tokenHash);
    const holder = name === undefined ? undefined : await storage.findRegisteredPlayer(name);
    if (holder && holder.playerId !== known?.playerId) {
      return refuse('auth/unknown_player', `the name '${name}' is registered with another token`);
    }
    try {
      if (!known)
        return ok(await insertBot(storage, name ?? `Bot ${newId().slice(0, 6)}`, tokenHash, now));
      if (name === undefined || name === known.name) return ok(known);
      await storage.renamePlayer(known.playerId, name);
      return ok({ ...known, name });
    } catch (error) {
      if (attempt > 0) throw error;
    }
  }
}

/**
 * The engine's player at strength `level` (1-10), named {@link engineName}, made the first time.
 *
 * @throws Error when another registered player holds the engine's name (the names are reserved,
 *   so only a database from elsewhere can do that).
 */
export async function enginePlayer(
  storage: Storage,
  level: number,
  now: number,
): Promise<StoredPlayer> {
  const name = engineName(level);
  for (let attempt = 0; ; attempt++) {
    const found = await storage.findRegisteredPlayer(name);
    if (found && engineLevelOf(found) === level) return found;
    if (found) throw new Error(`the engine's name '${name}' is held by player ${found.playerId}`);
    const player: StoredPlayer = {
      playerId: newId(),
      secretHash: hashSecret(newSecret()),
      name,
      created: new Date(now),
      kind: 'engine',
      tokenHash: null,
    };
    try {
      await storage.insertPlayer(player);
      return player;
    } catch (error) {
      // Another instance made it at the same moment: found on the next round.
      if (attempt > 0) throw error;
    }
  }
}

/** Stores a new bot: registered with `tokenHash`, anonymous with `null`. */
async function insertBot(
  storage: Storage,
  name: string,
  tokenHash: string | null,
  now: number,
): Promise<StoredPlayer> {
  const player: StoredPlayer = {
    playerId: newId(),
    // Nobody is told this secret: a bot acts through its KGP connection, never as a web player.
    secretHash: hashSecret(newSecret()),
    name,
    created: new Date(now),
    kind: 'bot',
    tokenHash,
  };
  await storage.insertPlayer(player);
  return player;
}
