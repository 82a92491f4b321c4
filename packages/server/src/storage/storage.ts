import type { Clocks, GameResult, GameStatus, TimeControl } from '@kalaha/protocol';
import type { Side } from '@kalaha/rules';

/**
 * What online play keeps, behind one interface with two implementations over one schema and one
 * set of migrations: embedded PGlite (a directory such as `./data`, the default) and PostgreSQL
 * (`DATABASE_URL`). Every write that acknowledges an action is one transaction, and resolves only
 * once committed (durable), so an acknowledged move survives a killed server.
 */
export interface Storage {
  /** Brings the schema up to date (idempotent; safe when several instances start at once). */
  migrate(): Promise<void>;
  /** Closes the database; later calls fail. */
  close(): Promise<void>;

  /**
   * Stores a new player. A registered player (a bot with a token, an engine level) holds his name
   * alone among registered players, compared by {@link nameKey}, and a bot his token hash.
   *
   * @throws the database's unique violation for an id, a registered name or a token hash stored
   *   already.
   */
  insertPlayer(player: StoredPlayer): Promise<void>;
  findPlayer(playerId: string): Promise<StoredPlayer | undefined>;
  /** Renames a player (a registered player's name stays his alone, by {@link nameKey}). */
  renamePlayer(playerId: string, name: string): Promise<void>;
  /** The bot registered with the token whose hash is `tokenHash`, if any. */
  findPlayerByToken(tokenHash: string): Promise<StoredPlayer | undefined>;
  /**
   * The registered player (bot with a token, engine level) named `name`, compared by
   * {@link nameKey} (so `Nimbus` finds `NIMBUS`); humans' and anonymous bots' names are not
   * registered and never found here.
   */
  findRegisteredPlayer(name: string): Promise<StoredPlayer | undefined>;

  /** Stores a new game (version 0 or more, with its first actions such as the creator's join). */
  insertGame(game: StoredGame): Promise<void>;
  /** A game and all its actions in version order; undefined when there is none. */
  loadGame(gameId: string): Promise<LoadedGame | undefined>;
  /** The action of a game with this client action id (for retries), if stored. */
  findAction(gameId: string, actionId: string): Promise<StoredAction | undefined>;
  /**
   * Atomically appends `action` and replaces the game's row with `next`, provided the stored
   * game's version is still `expectedVersion` and no action of the game has `action.actionId`;
   * in the same transaction stores `ratings` (rated game ended) and inserts `newGame` (rematch).
   *
   * @returns `ok` when committed; `conflict` when the version moved on (another instance or a
   *   racing action won); `duplicate` when the action id is already stored (a retry).
   */
  commit(commit: Commit): Promise<'ok' | 'conflict' | 'duplicate'>;
  /** Games, newest first: by status (the lobby: `open`), by player (his page), at most `limit`. */
  listGames(query: {
    readonly status?: GameStatus;
    readonly playerId?: string;
    readonly limit: number;
  }): Promise<GameListing[]>;

  /** A player's ratings in every family he has played rated games in. */
  ratingsOf(playerId: string): Promise<StoredRating[]>;
  /** The best `limit` ratings of a family with the players' names, best first. */
  leaderboard(family: string, limit: number): Promise<(StoredRating & { readonly name: string })[]>;

  /** A player's puzzle rating; `undefined` before his first attempt. */
  puzzleRatingOf(playerId: string): Promise<StoredPuzzleRating | undefined>;
  /**
   * A player's puzzle rating and a puzzle's (`undefined` before the first attempt of each), and
   * whether the player has tried the puzzle.
   */
  puzzleStanding(
    playerId: string,
    puzzleKey: string,
  ): Promise<{
    readonly player: StoredPuzzleRating | undefined;
    readonly puzzle: StoredPuzzleRating | undefined;
    readonly tried: boolean;
  }>;
  /**
   * Stores a player's first attempt at a puzzle and both ratings after it, in one transaction,
   * provided each rating it replaces is still the one it was computed from (its `attempts` one
   * fewer, or none stored for a first attempt).
   *
   * @returns `ok` when stored; `tried` when the player's attempt at the puzzle is stored already;
   *   `moved` when a rating changed since it was read (another attempt meanwhile: read again).
   */
  recordPuzzleAttempt(attempt: PuzzleAttemptRecord): Promise<'ok' | 'tried' | 'moved'>;
}

/**
 * Who a player is: a person (`human`, from the web app or the API), a program speaking the Kalah
 * Game Protocol (`bot`, see `src/kgp/`), or one of the engine's strength levels (`engine`).
 */
export type PlayerKind = 'human' | 'bot' | 'engine';

/**
 * A player: `secretHash` is a hash of his secret (the secret itself is never stored). A bot that
 * registered with a token keeps only its hash (`tokenHash`); anonymous bots and humans have none.
 */
export interface StoredPlayer {
  readonly playerId: string;
  readonly secretHash: string;
  readonly name: string;
  readonly created: Date;
  readonly kind: PlayerKind;
  readonly tokenHash: string | null;
}

/**
 * Whether a player's name is registered (unique among registered players): a bot with a token
 * and an engine level. Humans share names freely; so do anonymous bots, which play casual games
 * only.
 */
export function isRegistered(player: Pick<StoredPlayer, 'kind' | 'tokenHash'>): boolean {
  return player.kind === 'engine' || (player.kind === 'bot' && player.tokenHash !== null);
}

/**
 * The key a registered name is unique by: Unicode NFKC, then lower case, so that names differing
 * only in case or in the form of a character (`Ｎimbus`, `nimbus`) are one name.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}

/** A seat: its player and a hash of the seat secret. */
export interface StoredSeat {
  readonly playerId: string;
  readonly secretHash: string;
}

/** A game's row: everything but its actions. `rules` is a rule set of `@kalaha/rules` as JSON. */
export interface StoredGame {
  readonly gameId: string;
  readonly rules: Readonly<Record<string, unknown>>;
  /** The rule family (`rules.game`: `kalaha`), for ratings. */
  readonly family: string;
  /** The preset the rules equal, if any (for lists). */
  readonly preset: string | null;
  readonly rated: boolean;
  readonly timeControl: TimeControl | null;
  readonly status: GameStatus;
  readonly seats: { readonly south: StoredSeat | null; readonly north: StoredSeat | null };
  /** The start position in the rules library's notation. */
  readonly start: string;
  /** Number of actions stored for the game. */
  readonly version: number;
  readonly clocks: Clocks | null;
  readonly result: GameResult | null;
  readonly rematchOfferedBy: Side | null;
  readonly nextGameId: string | null;
  /** The game this one is a rematch of. */
  readonly previousGameId: string | null;
  readonly created: Date;
  readonly ended: Date | null;
}

/**
 * What changed a game, one row each; `version` is the game's version after it (1, 2, …).
 * `offerEnd`, `acceptEnd` and `declineEnd` are the offer to end a Wari or Obridjie game by
 * agreement (docs/RULES.md 2) and its answers; an accepted offer ends the game (`agreeToEnd`).
 * `arrange` is the loser's lay-out between the rounds of a Giuthi match (docs/RULES.md 4 "Rounds").
 */
export interface StoredAction {
  readonly gameId: string;
  readonly version: number;
  /** The client's action id (server-made for joins and timeouts). */
  readonly actionId: string;
  readonly kind: ActionKind;
  readonly side: Side;
  /**
   * The move in notation, for `move`; the lay-out, for `arrange`, as comma-separated seeds a
   * house, house 1 first (`1,2,3,4,10`: `game/arrangement.ts`); `null` for the other kinds.
   */
  readonly move: string | null;
  readonly at: Date;
}

/** The kinds of {@link StoredAction}, as the `actions.kind` column allows them. */
export const ACTION_KINDS = [
  'join',
  'move',
  'resign',
  'abort',
  'timeout',
  'rematch',
  'offerEnd',
  'acceptEnd',
  'declineEnd',
  'arrange',
] as const;
/** One of {@link ACTION_KINDS}. */
export type ActionKind = (typeof ACTION_KINDS)[number];

/** A game with its actions in version order. */
export interface LoadedGame {
  readonly game: StoredGame;
  readonly actions: readonly StoredAction[];
}

/** A line of a game list: the row, the seated players' names and the number of moves. */
export interface GameListing {
  readonly game: StoredGame;
  readonly names: { readonly south: string | null; readonly north: string | null };
  readonly moves: number;
}

/** A Glicko-2 rating (Glickman's scale: rating 1500, rd 350, volatility 0.06 for a newcomer). */
export interface StoredRating {
  readonly playerId: string;
  readonly family: string;
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
  readonly games: number;
}

/**
 * A Glicko-2 puzzle rating, a player's or a puzzle's: puzzles tried (attempts at the puzzle), and
 * of them solved at the first try.
 */
export interface StoredPuzzleRating {
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
  readonly attempts: number;
  readonly solved: number;
}

/** A first attempt at a puzzle and the ratings after it ({@link Storage.recordPuzzleAttempt}). */
export interface PuzzleAttemptRecord {
  readonly playerId: string;
  readonly puzzleKey: string;
  readonly solved: boolean;
  readonly at: Date;
  readonly player: StoredPuzzleRating;
  readonly puzzle: StoredPuzzleRating;
}

/** One atomic write of {@link Storage.commit}. */
export interface Commit {
  readonly expectedVersion: number;
  readonly action: StoredAction;
  readonly next: StoredGame;
  readonly ratings?: readonly StoredRating[];
  readonly newGame?: StoredGame;
}
