import { err, ok, type Result } from '@kalaha/rules';
import * as z from 'zod/mini';
import { ERROR_CODES, MAX_MESSAGE_BYTES, type ErrorCode } from './errors.ts';
import {
  GameViewSchema,
  IdSchema,
  LivePartsSchema,
  SecretSchema,
  SideSchema,
} from './game-view.ts';

/**
 * Messages over the WebSocket at `/ws`, one JSON object a frame, each with a `type`.
 *
 * A client says `hello` with its player credentials (optional: spectators need none), `watch`es
 * the games it shows (the server answers with `state`, the whole game, then one message after
 * every change: a `delta`, or an `update` with the whole game where a delta would not do), and
 * acts for a seat with `move`, `arrange` (Giuthi), `resign`, `abort`, `rematch`, `offerEnd`,
 * `acceptEnd` or `declineEnd`, each carrying the seat's secret and a fresh `actionId`. The server
 * acknowledges an applied action only after it is durably stored: in the `delta` of its change
 * when the socket that sent it watches the game (one frame a move), else with `ack`; a retried
 * action (same `actionId`) gets an `ack` again and changes nothing. A refused one gets an `error`
 * with the `actionId`.
 */

const action = {
  /** Chosen by the client, unique per action; a retry reuses it. */
  actionId: IdSchema,
  gameId: IdSchema,
  seatSecret: SecretSchema,
};

/** Identifies the connection as a player (for seat presence); optional. */
export const HelloSchema = z.strictObject({
  type: z.literal('hello'),
  playerId: IdSchema,
  secret: SecretSchema,
});
/** Subscribes to a game: `state` now, `update`s after. Players and spectators alike. */
export const WatchSchema = z.strictObject({ type: z.literal('watch'), gameId: IdSchema });
/** Ends a subscription. */
export const UnwatchSchema = z.strictObject({ type: z.literal('unwatch'), gameId: IdSchema });
/**
 * Sows a house: `move` in the rules library's move notation (`"3"`), made on game `version`
 * (the server refuses it as `action/stale` when the game has moved on).
 */
export const MoveSchema = z.strictObject({
  type: z.literal('move'),
  ...action,
  version: z.number().check(z.int(), z.minimum(0)),
  move: z.string().check(z.maxLength(8)),
});
/**
 * Lays out the loser's seeds for the next round of a Giuthi match (docs/RULES.md 4 "Rounds"): his row,
 * house 1 (his left) first, every seed he holds, at least 1 a house; the winner's row mirrors it
 * (the rules library's `arrange`). Made on game `version` like a move; refused with
 * `action/cannot_arrange` unless the game is a Giuthi match waiting for a lay-out,
 * `action/not_your_turn` when it waits for the other side's, `action/stale` on an older version,
 * and `action/bad_arrangement` when the rules refuse the pattern.
 */
export const ArrangeSchema = z.strictObject({
  type: z.literal('arrange'),
  ...action,
  version: z.number().check(z.int(), z.minimum(0)),
  arrangement: z
    .array(z.number().check(z.int(), z.minimum(0), z.maximum(10_000)))
    .check(z.minLength(1), z.maxLength(16)),
});
/** Gives up the game. */
export const ResignSchema = z.strictObject({ type: z.literal('resign'), ...action });
/** Calls off the game before both sides have moved (no result, no rating change). */
export const AbortSchema = z.strictObject({ type: z.literal('abort'), ...action });
/**
 * Offers a rematch after the game, or accepts the other side's offer; when both have, the server
 * creates the next game with sides swapped and tells it as `rematch.nextGameId`.
 */
export const RematchSchema = z.strictObject({ type: z.literal('rematch'), ...action });
/**
 * Offers to end a Wari or Obridjie game in progress by agreement (docs/RULES.md 2: the game ends "when
 * both players agree to end it", the way out of a cycling game; docs/RULES.md 3 as in Wari). The offer
 * stands until the other side accepts or declines it, or makes a move; a side offers at most once
 * between two moves. Refused with `action/cannot_offer_end` in the Kalaha family.
 */
export const OfferEndSchema = z.strictObject({ type: z.literal('offerEnd'), ...action });
/**
 * Accepts the other side's open offer to end: the game ends by agreement (the seeds left go as
 * after a repetition, `agreeToEnd` of the rules library; the result's `end` is `agreement`).
 */
export const AcceptEndSchema = z.strictObject({ type: z.literal('acceptEnd'), ...action });
/** Declines the other side's open offer to end: the game goes on. */
export const DeclineEndSchema = z.strictObject({ type: z.literal('declineEnd'), ...action });
/** Asks for a `pong` (connection status and clock offset); `t` is echoed back. */
export const PingSchema = z.strictObject({ type: z.literal('ping'), t: z.number() });

/** Every message a client may send. */
export const ClientMessageSchema = z.discriminatedUnion('type', [
  HelloSchema,
  WatchSchema,
  UnwatchSchema,
  MoveSchema,
  ArrangeSchema,
  ResignSchema,
  AbortSchema,
  RematchSchema,
  OfferEndSchema,
  AcceptEndSchema,
  DeclineEndSchema,
  PingSchema,
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;
/** The client messages that act for a seat. */
export type ActionMessage = Extract<ClientMessage, { seatSecret: string }>;

/** What changed a game, as told in an `update`. */
export const ChangeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('join'), side: SideSchema }),
  z.strictObject({ kind: z.literal('move'), side: SideSchema, move: z.string() }),
  z.strictObject({
    kind: z.literal('arrange'),
    side: SideSchema,
    arrangement: z.array(z.number().check(z.int())),
  }),
  z.strictObject({ kind: z.literal('resign'), side: SideSchema }),
  z.strictObject({ kind: z.literal('abort'), side: SideSchema }),
  z.strictObject({ kind: z.literal('timeout'), side: SideSchema }),
  z.strictObject({ kind: z.literal('rematch'), side: SideSchema }),
  z.strictObject({ kind: z.literal('offerEnd'), side: SideSchema }),
  z.strictObject({ kind: z.literal('acceptEnd'), side: SideSchema }),
  z.strictObject({ kind: z.literal('declineEnd'), side: SideSchema }),
  z.strictObject({ kind: z.literal('presence') }),
]);
export type Change = z.infer<typeof ChangeSchema>;

/** Every message the server sends. */
export const ServerMessageSchema = z.discriminatedUnion('type', [
  /** First message on a connection: the server's clock (ms since the epoch). */
  z.strictObject({ type: z.literal('welcome'), serverTime: z.number() }),
  /** The whole game, in answer to `watch` (and after a reconnect). */
  z.strictObject({ type: z.literal('state'), game: GameViewSchema }),
  /** The game after a change, and the change (a client animates a `move` with the rules library). */
  z.strictObject({ type: z.literal('update'), game: GameViewSchema, change: ChangeSchema }),
  /**
   * A change of a watched game, as a delta: the watcher's view of version `base` with `change`
   * applied (a move added to `moves`, a lay-out to `arrangements`) and `live` in place of its live
   * parts is the game now (`applyDelta`). The server sends it instead of `update` whenever that
   * holds; a watcher whose view is not of version `base` has missed a change and watches again
   * for the whole view. `actionId`, on the socket that sent the action, answers it as an `ack`
   * of version `live.version` would: applied and stored.
   */
  z.strictObject({
    type: z.literal('delta'),
    gameId: IdSchema,
    base: z.number().check(z.int(), z.minimum(0)),
    change: ChangeSchema,
    live: LivePartsSchema,
    actionId: z.optional(IdSchema),
  }),
  /** An action was applied and stored; `version` is the game's version after it. */
  z.strictObject({
    type: z.literal('ack'),
    actionId: IdSchema,
    gameId: IdSchema,
    version: z.number().check(z.int()),
  }),
  /** A message or action was refused. */
  z.strictObject({
    type: z.literal('error'),
    code: z.enum(ERROR_CODES),
    message: z.string(),
    actionId: z.optional(IdSchema),
    gameId: z.optional(IdSchema),
  }),
  z.strictObject({ type: z.literal('pong'), t: z.number(), serverTime: z.number() }),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;
/** A server `error` message. */
export type ErrorMessage = Extract<ServerMessage, { type: 'error' }>;

/** Why {@link parseClientMessage} refused a frame. */
export interface ClientMessageError {
  readonly code: Extract<ErrorCode, 'message/malformed' | 'message/invalid' | 'message/too_large'>;
  readonly message: string;
}

/**
 * Reads one WebSocket frame from a client: at most {@link MAX_MESSAGE_BYTES} bytes of JSON that is
 * one of the {@link ClientMessageSchema} messages.
 *
 * @returns the message, or `message/too_large`, `message/malformed` (not JSON) or
 *   `message/invalid` (naming the first wrong field).
 */
export function parseClientMessage(
  frame: string | Uint8Array,
): Result<ClientMessage, ClientMessageError> {
  const bytes = (typeof frame === 'string' ? new TextEncoder().encode(frame) : frame).byteLength;
  if (bytes > MAX_MESSAGE_BYTES) {
    return err({
      code: 'message/too_large',
      message: `a message may hold at most ${MAX_MESSAGE_BYTES} bytes (got ${bytes})`,
    });
  }
  let data: unknown;
  try {
    data = JSON.parse(typeof frame === 'string' ? frame : new TextDecoder().decode(frame));
  } catch {
    return err({ code: 'message/malformed', message: 'a message must be JSON' });
  }
  const parsed = ClientMessageSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    return err({
      code: 'message/invalid',
      message: `not a client message${where}: ${issue?.message ?? 'invalid'}`,
    });
  }
  return ok(parsed.data);
}
