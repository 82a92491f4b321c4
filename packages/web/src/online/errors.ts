import type { ErrorCode } from '@kalaha/protocol';
import type { MessageKey } from '../i18n/keys.ts';
import type { Translate } from '../i18n/translate.ts';

/**
 * The errors online play shows: every code of the protocol (the server's refusals) and the few
 * the app finds itself, each with a message in every language.
 */

/** The app's own error codes, beside the protocol's. */
export const CLIENT_ERROR_CODES = [
  /** The server could not be reached (offline, server down); nothing was changed. */
  'client/offline',
  /** The server answered something the app cannot read (another version of the server?). */
  'client/bad_answer',
  /** The game the server sent cannot be replayed with the rules library. */
  'client/bad_game',
  /** The page closed the connection before the server answered (the online client's code). */
  'client/closed',
] as const;

/** One of {@link CLIENT_ERROR_CODES}. */
export type ClientOnlyErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** An error code online play can show. */
export type OnlineErrorCode = ErrorCode | ClientOnlyErrorCode;

/** An error of online play: a stable code and a message for the log (the screen translates). */
export interface OnlineError {
  readonly code: OnlineErrorCode;
  readonly message: string;
}

/** The message of each code (a code without one does not compile). */
const MESSAGE_KEYS: Readonly<Record<OnlineErrorCode, MessageKey>> = {
  'message/malformed': 'errors.message.malformed',
  'message/invalid': 'errors.message.invalid',
  'message/too_large': 'errors.message.tooLarge',
  'rate/limited': 'errors.rate.limited',
  'rate/too_many_connections': 'errors.rate.tooManyConnections',
  'auth/unknown_player': 'errors.auth.unknownPlayer',
  'auth/bad_seat_secret': 'errors.auth.badSeatSecret',
  'game/not_found': 'errors.game.notFound',
  'game/full': 'errors.game.full',
  'game/already_joined': 'errors.game.alreadyJoined',
  'game/bad_settings': 'errors.game.badSettings',
  'action/game_not_active': 'errors.action.gameNotActive',
  'action/not_your_turn': 'errors.action.notYourTurn',
  'action/stale': 'errors.action.stale',
  'action/illegal_move': 'errors.action.illegalMove',
  'action/too_late_to_abort': 'errors.action.tooLateToAbort',
  'action/no_rematch_offer': 'errors.action.noRematchOffer',
  'action/cannot_offer_end': 'errors.action.cannotOfferEnd',
  'action/no_end_offer': 'errors.action.noEndOffer',
  'action/cannot_arrange': 'errors.action.cannotArrange',
  'action/bad_arrangement': 'errors.action.badArrangement',
  'player/bad_name': 'errors.player.badName',
  'puzzle/not_found': 'errors.puzzle.notFound',
  'server/internal': 'errors.server.internal',
  'client/offline': 'errors.client.offline',
  'client/bad_answer': 'errors.client.badAnswer',
  'client/bad_game': 'errors.client.badGame',
  'client/closed': 'errors.client.closed',
};

/** An error in the user's language (the server's own message is for the log, in English). */
export function errorText(t: Translate, error: Pick<OnlineError, 'code'>): string {
  return t(MESSAGE_KEYS[error.code] ?? 'errors.client.badAnswer');
}
