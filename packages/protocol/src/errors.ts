/**
 * The error codes of online play, namespaced by what went wrong (`'action/not_your_turn'`). The
 * server answers every refused request or message with one of these, in an {@link ErrorMessage}
 * over the WebSocket or as `{ error: { code, message } }` over HTTP; clients switch on the code
 * and show the message. Codes are stable: clients and tests rely on them.
 */
export const ERROR_CODES = [
  /** The message is not JSON. */
  'message/malformed',
  /** The message is JSON but not one of the client messages (unknown `type`, missing field…). */
  'message/invalid',
  /** The message is larger than {@link MAX_MESSAGE_BYTES}; the connection is closed. */
  'message/too_large',
  /** Too many messages or requests in a short time; the message was dropped. */
  'rate/limited',
  /** Too many connections from one address; the connection is closed. */
  'rate/too_many_connections',
  /** No player with this id, or the player secret is wrong. */
  'auth/unknown_player',
  /** The seat secret is missing or wrong: only the holder of a seat may act for it. */
  'auth/bad_seat_secret',
  /** No game with this id. */
  'game/not_found',
  /** The game has no free seat to join. */
  'game/full',
  /** The player already holds the other seat of this game. */
  'game/already_joined',
  /** The rule set or time control of a new game is invalid (the message says which option). */
  'game/bad_settings',
  /** The action needs a game in progress, and this one is open, finished or aborted. */
  'action/game_not_active',
  /** It is the other side's turn. */
  'action/not_your_turn',
  /** The action was made on an older version of the game than the current one. */
  'action/stale',
  /** The move is not legal in the position (empty house, no such house). */
  'action/illegal_move',
  /** Abort is allowed only before both sides have moved. */
  'action/too_late_to_abort',
  /** No rematch offer to accept, or one already made. */
  'action/no_rematch_offer',
  /**
   * An offer to end the game by agreement is not allowed: the rules have no agreed end (the Kalaha
   * family; Wari and Obridjie have, docs/RULES.md 2 and 3), an offer is already open, or this side has
   * offered since the last move.
   */
  'action/cannot_offer_end',
  /** No offer to end the game from the other side to accept or decline. */
  'action/no_end_offer',
  /**
   * A lay-out is not asked for now: the game is not a Giuthi match, or its match is in a round (or
   * over) rather than waiting for the loser's arrangement (docs/RULES.md 4 "Rounds").
   */
  'action/cannot_arrange',
  /**
   * The rules refuse the lay-out: not every seed the loser holds, not the next round's number of
   * houses, or a house with no seed (docs/RULES.md 4: "at least one in every house").
   */
  'action/bad_arrangement',
  /** The player's display name is empty, too long or holds control characters. */
  'player/bad_name',
  /** No puzzle of the server's sets has this preset and position, or the house is no legal move. */
  'puzzle/not_found',
  /** Something failed inside the server (storage down…); the action was not applied. */
  'server/internal',
] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The largest client message the server reads, in bytes (UTF-8); larger ones close the socket. */
export const MAX_MESSAGE_BYTES = 4096;
