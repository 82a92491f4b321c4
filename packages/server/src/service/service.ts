import type {
  PlayerPuzzles,
  PuzzleAttempt,
  PuzzleAttemptResult,
  ActionMessage,
  Change,
  ErrorCode,
  GameDelta,
  GameSummary,
  GameView,
  Leaderboard,
  NewGame,
  PlayerCredentials,
  PlayerPage,
  SeatGrant,
} from '@kalaha/protocol';
import { type PerSide, type Result } from '@kalaha/rules';

/** A player's credentials as a request carries them. */
export interface PlayerAuth {
  readonly playerId: string;
  readonly secret: string;
}

/** A refusal with a stable code of `@kalaha/protocol` and a message for people. */
export interface ServiceError {
  readonly code: ErrorCode;
  readonly message: string;
}

/** The outcome of a service call: a value, or a typed refusal (never a thrown exception). */
export type ServiceResult<T> = Result<T, ServiceError>;

/**
 * What a watcher of a game hears: the game after a change, and the change; the delta from the
 * game told before, where one gives it exactly; and the `actionId` of the seat action that made
 * the change, if one did (so that the connection that sent it answers it in the same frame).
 */
export interface GameUpdate {
  readonly game: GameView;
  readonly change: Change;
  readonly delta?: GameDelta;
  readonly actionId?: string;
}

/**
 * Online play without its transport: the HTTP routes and the WebSocket handler call this, and it
 * owns the game masters, storage, the bus between instances, clocks and ratings.
 *
 * Every method validates what it is given (seat and player secrets included) and answers with a
 * {@link ServiceResult}; an unexpected failure (storage down) becomes `server/internal` and leaves
 * the game as it was.
 */
export interface GameService {
  createPlayer(name: string): Promise<ServiceResult<PlayerCredentials>>;
  renamePlayer(auth: PlayerAuth, name: string): Promise<ServiceResult<PlayerPage>>;
  /** True when the id and secret belong together. */
  authenticate(auth: PlayerAuth): Promise<boolean>;
  playerPage(playerId: string): Promise<ServiceResult<PlayerPage>>;

  createGame(auth: PlayerAuth, settings: NewGame): Promise<ServiceResult<SeatGrant>>;
  joinGame(auth: PlayerAuth, gameId: string): Promise<ServiceResult<SeatGrant>>;
  /** The caller's seat in a game (to act from another device). */
  seatOf(auth: PlayerAuth, gameId: string): Promise<ServiceResult<SeatGrant>>;
  /**
   * A game the server itself sets up between two stored players, both seated at once (KGP bots
   * paired with each other or with an engine level, a person's challenge of a bot): `settings` as
   * for {@link createGame}, its `side` unused since `players` says who sits where. The players'
   * seat secrets derive from their stored secret hashes as usual (`secrets.ts`), so the server can
   * act for a bot's or an engine's seat.
   *
   * @returns the game, active, or `auth/unknown_player` (a player not stored),
   *   `game/already_joined` (the same player twice), `game/bad_settings`, `server/internal`.
   */
  seatPlayers(players: PerSide<string>, settings: NewGame): Promise<ServiceResult<GameView>>;
  /** Open games waiting for an opponent, newest first. */
  lobby(): Promise<GameSummary[]>;
  game(gameId: string): Promise<ServiceResult<GameView>>;
  /**
   * The game record (`kalaha-record` JSON text) of a game; of a Giuthi game, the rules library's
   * match record (`makeMatchRecord`, docs/RULES.md 4 "Rounds").
   */
  record(gameId: string): Promise<ServiceResult<string>>;
  leaderboard(family: string): Promise<ServiceResult<Leaderboard>>;
  /**
   * Rates a player's answer to a puzzle of the engine's sets (`puzzles.ts`: the first attempt
   * only): `auth/unknown_player`, `puzzle/not_found`, `server/internal`.
   */
  answerPuzzle(
    auth: PlayerAuth,
    attempt: PuzzleAttempt,
  ): Promise<ServiceResult<PuzzleAttemptResult>>;
  /** A player's puzzle rating: `auth/unknown_player` for nobody. */
  playerPuzzles(playerId: string): Promise<ServiceResult<PlayerPuzzles>>;

  /**
   * Applies a seat's action (move, the loser's lay-out between two rounds of a Giuthi match
   * (`arrange`), resign, abort, rematch, the offer to end a Wari or Obridjie game and its
   * answers). Resolves once the action is durably
   * stored, before any watcher hears of it. A retry of a stored action (same `actionId`) resolves
   * with the same version and changes nothing.
   *
   * @returns the game's version after the action, or `auth/bad_seat_secret`, `game/not_found`,
   *   `action/stale`, `action/not_your_turn`, `action/illegal_move`, `action/game_not_active`,
   *   `action/too_late_to_abort`, `action/no_rematch_offer`, `action/cannot_offer_end`,
   *   `action/no_end_offer`, `action/cannot_arrange`, `action/bad_arrangement`,
   *   `server/internal`.
   */
  act(action: ActionMessage): Promise<ServiceResult<{ readonly version: number }>>;
  /**
   * Hears every change of a game from now on, made on any instance. `connectionPlayerId` (a
   * `hello`ed connection) marks that player's seat as connected while subscribed; without it the
   * subscriber counts as a spectator.
   *
   * @returns the game as it is now and a function that ends the subscription.
   */
  watch(
    gameId: string,
    listener: (update: GameUpdate) => void,
    connectionPlayerId?: string,
  ): Promise<ServiceResult<{ readonly game: GameView; readonly unwatch: () => void }>>;
  /** Stops clocks' timers, closes the bus and storage. */
  close(): Promise<void>;
}
