import type { ErrorCode, HttpError } from '@kalaha/protocol';
import type { FastifyReply } from 'fastify';

/**
 * The HTTP status of each error code: 4xx for what the client can fix or must stop doing, 5xx
 * for the server's own failures.
 */
export const HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  'message/malformed': 400,
  'message/invalid': 400,
  'message/too_large': 413,
  'rate/limited': 429,
  'rate/too_many_connections': 429,
  'auth/unknown_player': 401,
  'auth/bad_seat_secret': 403,
  'game/not_found': 404,
  'game/full': 409,
  'game/already_joined': 409,
  'game/bad_settings': 400,
  'action/game_not_active': 409,
  'action/not_your_turn': 409,
  'action/stale': 409,
  'action/illegal_move': 409,
  'action/too_late_to_abort': 409,
  'action/no_rematch_offer': 409,
  'action/cannot_offer_end': 409,
  'action/no_end_offer': 409,
  'action/cannot_arrange': 409,
  'action/bad_arrangement': 409,
  'player/bad_name': 400,
  'puzzle/not_found': 404,
  'server/internal': 500,
};

/** The body of an error answer. */
export function errorBody(code: ErrorCode, message: string): HttpError {
  return { error: { code, message } };
}

/**
 * Answers with `{ error: { code, message } }` and `status` (by default the code's
 * {@link HTTP_STATUS}).
 */
export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  status: number = HTTP_STATUS[code],
): FastifyReply {
  return reply.code(status).send(errorBody(code, message));
}
