import { BotChallengeSchema } from '@kalaha/protocol';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOCK_INCREMENTS, CLOCK_MINUTES } from '../game/new-game.ts';
import { createI18n, type I18n } from '../i18n/i18n.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { ADA, ZED } from '../test-support/bots.ts';
import { ALL_MESSAGES, testI18n } from '../test-support/i18n.ts';
import { memoryStore } from '../test-support/memory-store.ts';
import { gameView } from '../test-support/online.ts';
import { OnlineApi, type ApiResult, type Fetch } from './api.ts';
import {
  botRatingText,
  canChallenge,
  challengeAndOpen,
  challengeErrorText,
  challengeRequest,
  defaultChallengeForm,
  kgpSocketUrl,
} from './bots.ts';
import { errorText } from './errors.ts';
import { loadSeat, type Identity } from './identity.ts';
import type { AsPlayer } from './OnlineApp.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

const ANN: Identity = { playerId: 'ann', secret: 'a'.repeat(24), name: 'Ann' };
const SECRET = 's'.repeat(24);

/** The API answering every request with `status` and `body`, recording what was asked. */
function apiAnswering(status: number, body: unknown) {
  const asked: string[] = [];
  const fetcher: Fetch = async (url, init) => {
    asked.push(`${init?.method ?? 'GET'} ${url}`);
    return new Response(JSON.stringify(body), { status });
  };
  return { api: new OnlineApi('', fetcher), asked };
}

/** Acts as Ann at once (a browser that knows its player). */
const asAnn: AsPlayer = (act) => act(ANN);

describe('the challenge of a bot', () => {
  it('asks for a clock the protocol accepts, in milliseconds, from every choice of the form', () => {
    expect(challengeRequest(defaultChallengeForm(), ADA)).toEqual({
      timeControl: { initialMs: 300_000, incrementMs: 3_000 },
      rated: false,
      side: 'random',
    });
    for (const minutes of CLOCK_MINUTES) {
      for (const increment of CLOCK_INCREMENTS) {
        const request = challengeRequest({ minutes, increment, rated: true, side: 'north' }, ADA);
        expect(BotChallengeSchema.safeParse(request).success, `${minutes}+${increment}`).toBe(true);
        expect(request.timeControl).toEqual({
          initialMs: minutes * 60_000,
          incrementMs: increment * 1000,
        });
      }
    }
  });

  it('is rated only against a registered bot', () => {
    const form = { ...defaultChallengeForm(), rated: true };
    expect(challengeRequest(form, ADA).rated).toBe(true);
    expect(challengeRequest(form, { ...ADA, registered: false }).rated).toBe(false);
    expect(challengeRequest({ ...form, rated: false }, ADA).rated).toBe(false);
  });

  it('is offered for an idle bot only', () => {
    expect(canChallenge(ADA)).toBe(true);
    expect(canChallenge({ ...ADA, status: 'playing' })).toBe(false);
  });

  it('keeps the seat’s secret as after creating a game, then opens the game', async () => {
    const game = gameView({ id: 'g7' });
    const { api, asked } = apiAnswering(201, { game, seat: 'north', seatSecret: SECRET });
    const store = memoryStore();
    const navigate = vi.fn();
    const challenge = challengeRequest(defaultChallengeForm(), ADA);
    await expect(
      challengeAndOpen({ api, store, asPlayer: asAnn, navigate }, 'bot1', challenge),
    ).resolves.toBeUndefined();
    expect(asked).toEqual(['POST /api/bots/bot1/challenge']);
    expect(loadSeat(store, 'g7')).toEqual({ side: 'north', seatSecret: SECRET });
    expect(navigate).toHaveBeenCalledWith('/play/g7');
  });

  it('gives the refusal back and keeps nothing when the bot is busy', async () => {
    const { api } = apiAnswering(409, { error: { code: 'game/full', message: 'Ada is playing' } });
    const store = memoryStore();
    const navigate = vi.fn();
    const challenge = challengeRequest(defaultChallengeForm(), ADA);
    await expect(
      challengeAndOpen({ api, store, asPlayer: asAnn, navigate }, 'bot1', challenge),
    ).resolves.toEqual({ code: 'game/full', message: 'Ada is playing' });
    expect(store.data.size).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing when the user declines to choose a name', async () => {
    const { api, asked } = apiAnswering(201, {});
    const navigate = vi.fn();
    const declined: AsPlayer = async <T>(): Promise<ApiResult<T> | undefined> => undefined;
    const challenge = challengeRequest(defaultChallengeForm(), ADA);
    await expect(
      challengeAndOpen(
        { api, store: memoryStore(), asPlayer: declined, navigate },
        'bot1',
        challenge,
      ),
    ).resolves.toBeUndefined();
    expect(asked).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a refused challenge in words', () => {
  const casual = { rated: false };
  const rated = { rated: true };

  it('says the bot is playing, gone, or plays casual games only, by its name', () => {
    const t = i18n.t;
    expect(challengeErrorText(t, { code: 'game/full' }, ADA, casual)).toBe(
      'Ada has just started another game. Challenge it again when it is idle.',
    );
    expect(challengeErrorText(t, { code: 'game/not_found' }, ADA, casual)).toBe(
      'Ada is no longer connected.',
    );
    expect(challengeErrorText(t, { code: 'game/bad_settings' }, ZED, rated)).toBe(
      'Zed is not registered, so it plays casual games only. Challenge it to a casual game.',
    );
  });

  it('tells other refusals as everywhere in online play', () => {
    const t = i18n.t;
    for (const code of ['game/bad_settings', 'client/offline', 'rate/limited'] as const) {
      expect(challengeErrorText(t, { code }, ADA, casual), code).toBe(errorText(t, { code }));
    }
  });

  it.each(LANGUAGES)('is in the user’s language, with the bot’s name, in %s', async (language) => {
    const t = (await createI18n(language, async (l) => ALL_MESSAGES[l])).t;
    const texts = [
      challengeErrorText(t, { code: 'game/full' }, ADA, casual),
      challengeErrorText(t, { code: 'game/not_found' }, ADA, casual),
      challengeErrorText(t, { code: 'game/bad_settings' }, ADA, rated),
    ];
    for (const text of texts) expect(text).toContain('Ada');
    expect(new Set(texts).size).toBe(3);
    if (language !== 'en') {
      const english = [
        challengeErrorText(i18n.t, { code: 'game/full' }, ADA, casual),
        challengeErrorText(i18n.t, { code: 'game/not_found' }, ADA, casual),
      ];
      expect(texts.slice(0, 2)).not.toEqual(english);
    }
  });
});

describe('the words and addresses of the bot list', () => {
  it('shows a rating rounded, or that there is none yet', () => {
    expect(botRatingText(i18n.t, 1523.6)).toBe('1524');
    expect(botRatingText(i18n.t, null)).toBe('Not rated yet');
  });

  it('finds the KGP WebSocket beside the app’s own, wss under https', () => {
    expect(kgpSocketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe(
      'ws://localhost:8080/kgp',
    );
    expect(kgpSocketUrl({ protocol: 'https:', host: 'kalaha.example' })).toBe(
      'wss://kalaha.example/kgp',
    );
  });
});
