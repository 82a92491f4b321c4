import type { BotChallenge, BotListing } from '@kalaha/protocol';
import type { Side } from '@kalaha/rules';
import type { KeyValueStore } from '../game/persist.ts';
import type { Translate } from '../i18n/translate.ts';
import type { OnlineApi } from './api.ts';
import { socketUrl } from './connection.ts';
import { errorText, type OnlineError } from './errors.ts';
import type { Navigate } from './Link.tsx';
import type { AsPlayer } from './OnlineApp.tsx';
import { routePath } from './routes.ts';
import { keepGrant } from './seats.ts';

/**
 * Challenging a bot (issue 7, section 2): the bots connected to the server over the Kalah Game
 * Protocol (`GET /api/bots`) are listed in the lobby, and a person may challenge an idle one
 * (`POST /api/bots/:id/challenge`). The game then opens as any online game the person created.
 */

/** The path of the server's KGP WebSocket endpoint (`packages/server/src/kgp/websocket.ts`). */
export const KGP_SOCKET_PATH = '/kgp';

/**
 * The choices of the challenge form. A challenge always has a clock: a bot cannot wait for
 * ever, and a person who leaves loses on time and frees it (`BotChallengeSchema`).
 */
export interface ChallengeForm {
  /** Minutes on each clock at the start, one of `CLOCK_MINUTES` (`game/new-game.ts`). */
  readonly minutes: number;
  /** Seconds added to a clock after each move of its side, one of `CLOCK_INCREMENTS`. */
  readonly increment: number;
  /** True when the result changes the ratings; only a registered bot plays rated games. */
  readonly rated: boolean;
  /** The challenger's side, or drawn by the server. South moves first. */
  readonly side: Side | 'random';
}

/**
 * The form as it first opens: 5 minutes plus 3 seconds a move (as a new online game's clock),
 * casual, the side drawn.
 */
export function defaultChallengeForm(): ChallengeForm {
  return { minutes: 5, increment: 3, rated: false, side: 'random' };
}

/** True when `bot` can be challenged now (it waits for a game). */
export function canChallenge(bot: BotListing): boolean {
  return bot.status === 'idle';
}

/**
 * The request of a challenge of `bot`: the clock in milliseconds, rated only when the bot is
 * registered (the server refuses a rated game against an anonymous bot), the side.
 */
export function challengeRequest(form: ChallengeForm, bot: BotListing): BotChallenge {
  return {
    timeControl: { initialMs: form.minutes * 60_000, incrementMs: form.increment * 1000 },
    rated: form.rated && bot.registered,
    side: form.side,
  };
}

/**
 * Challenges the bot `botId` as the player (asking for a name first if needed), keeps the seat's
 * secret as after creating a game, and opens the game.
 *
 * @returns the server's refusal (`game/full`: the bot is playing; `game/not_found`: it left;
 *   `game/bad_settings`; `client/offline`…), or `undefined` when the game opened or the user
 *   declined to choose a name.
 */
export async function challengeAndOpen(
  context: {
    readonly api: OnlineApi;
    readonly store: KeyValueStore;
    readonly asPlayer: AsPlayer;
    readonly navigate: Navigate;
  },
  botId: string,
  challenge: BotChallenge,
): Promise<OnlineError | undefined> {
  const answer = await context.asPlayer((me) => context.api.challengeBot(me, botId, challenge));
  if (!answer) return undefined;
  if (!answer.ok) return answer.error;
  keepGrant(context.store, answer.value);
  context.navigate(routePath({ kind: 'play', gameId: answer.value.game.id }));
  return undefined;
}

/**
 * A refused challenge in the user's language, about the bot: it is playing (`game/full`), gone
 * (`game/not_found`), or plays casual games only (`game/bad_settings` of a rated challenge);
 * any other error as everywhere in online play.
 */
export function challengeErrorText(
  t: Translate,
  error: Pick<OnlineError, 'code'>,
  bot: Pick<BotListing, 'name'>,
  challenge: Pick<BotChallenge, 'rated'>,
): string {
  const name = bot.name;
  if (error.code === 'game/full') return t('online.bots.errors.busy', { name });
  if (error.code === 'game/not_found') return t('online.bots.errors.gone', { name });
  if (error.code === 'game/bad_settings' && challenge.rated) {
    return t('online.bots.errors.casualOnly', { name });
  }
  return errorText(t, error);
}

/** A bot's rating, rounded, or "not rated yet" before its first rated game. */
export function botRatingText(t: Translate, rating: number | null): string {
  return rating === null ? t('online.bots.noRating') : String(Math.round(rating));
}

/**
 * The address of the server's KGP WebSocket for the page at `location`: beside the app's own
 * WebSocket ({@link socketUrl}: `ws://` or `wss://` as the page is served, the same host).
 */
export function kgpSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return new URL(KGP_SOCKET_PATH, socketUrl(location)).href;
}
