import type { BotChallenge, BotListing } from '@kalaha/protocol';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { OnlineApi, type Fetch } from '../online/api.ts';
import type { OnlineError } from '../online/errors.ts';
import { ADA, ZED } from '../test-support/bots.ts';
import { testI18n } from '../test-support/i18n.ts';
import { buttonByText, click, flush, press, renderWith } from '../test-support/render.tsx';
import { BotList } from './BotList.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => vi.useRealTimers());

const BUSY: BotListing = { ...ADA, playerId: 'bot3', name: 'Max', status: 'playing' };

const LOCATION = { protocol: 'http:', host: 'kalaha.test:8080', hostname: 'kalaha.test' };

/**
 * The bot list over an API whose `GET /api/bots` answers the lists of `answers` in turn (the
 * last one again and again), with what was asked, and a challenge answered by `refusal`.
 */
async function draw(
  answers: readonly (readonly BotListing[] | 'offline')[],
  refusal: OnlineError | undefined = undefined,
  tcpPort: number | null = 2671,
) {
  let asked = 0;
  const fetcher: Fetch = async (url) => {
    if (!url.endsWith('/api/bots')) throw new Error(`unexpected ${url}`);
    const answer = answers[Math.min(asked, answers.length - 1)]!;
    asked += 1;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ bots: answer, tcpPort }), { status: 200 });
  };
  const navigate = vi.fn();
  const onChallenge = vi.fn(async (_botId: string, _challenge: BotChallenge) => refusal);
  const view = renderWith(
    i18n,
    <BotList
      api={new OnlineApi('', fetcher)}
      navigate={navigate}
      location={LOCATION}
      refreshMs={5_000}
      disabled={false}
      onChallenge={onChallenge}
    />,
  );
  await flush();
  return { ...view, navigate, onChallenge, asked: () => asked };
}

const row = (container: Element, botId: string) =>
  container.querySelector<HTMLTableRowElement>(`tr[data-bot="${botId}"]`)!;
const cells = (container: Element, botId: string) =>
  [...row(container, botId).querySelectorAll('td')].map((td) => td.textContent);

function choose(select: HTMLSelectElement, value: string) {
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

function check(container: Element, name: string, label: string) {
  const radio = [...container.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].find(
    (input) => input.parentElement?.textContent === label,
  );
  if (!radio) throw new Error(`no radio ${label}`);
  click(radio);
  return radio;
}

describe('BotList', () => {
  it('lists each bot: its page, rating, registration, status; Challenge only when idle', async () => {
    const { container, navigate, unmount } = await draw([[ADA, ZED, BUSY]]);
    expect(container.querySelector('h2')?.textContent).toBe('Bots');
    expect(cells(container, 'bot1')).toEqual([
      'Ada',
      '1524',
      'Yes: rated and casual games',
      'Idle: can be challenged',
      'Challenge',
    ]);
    expect(cells(container, 'bot2').slice(0, 4)).toEqual([
      'Zed',
      'Not rated yet',
      'No: casual games only',
      'Idle: can be challenged',
    ]);
    expect(cells(container, 'bot3')[3]).toBe('Playing a game');
    expect(buttonByText(row(container, 'bot1'), 'Challenge')?.disabled).toBe(false);
    expect(buttonByText(row(container, 'bot3'), 'Challenge')?.disabled).toBe(true);
    const link = row(container, 'bot1').querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/player/bot1');
    click(link);
    expect(navigate).toHaveBeenCalledWith('/player/bot1');
    unmount();
  });

  it('says how to connect a bot when none is connected', async () => {
    const { container, unmount } = await draw([[]]);
    expect(container.textContent).toContain('No bots are connected right now.');
    const how = container.querySelector('.bots-how')!.textContent!;
    expect(how).toContain('port 2671');
    expect(how).toContain('ws://kalaha.test:8080/kgp');
    expect(how).toContain('npx kalaha kgp-client kalaha.test:2671 --name NAME --token SECRET');
    expect(container.querySelector('table')).toBeNull();
    unmount();
  });

  it('tells the port the server really takes bots on, and only the WebSocket where it has none', async () => {
    const other = await draw([[]], undefined, 40123);
    expect(other.container.querySelector('.bots-how')!.textContent).toContain(
      'on port 40123, or through ws://kalaha.test:8080/kgp',
    );
    other.unmount();
    const none = await draw([[]], undefined, null);
    const how = none.container.querySelector('.bots-how')!.textContent!;
    expect(how).toContain('through ws://kalaha.test:8080/kgp');
    expect(how).not.toContain('port');
    expect(how).not.toContain('kgp-client');
    none.unmount();
  });

  it('reads the list again as the lobby does, and at once with Refresh', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { container, asked, unmount } = await draw([[ADA], [{ ...ADA, status: 'playing' }]]);
    expect(asked()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    await flush();
    expect(asked()).toBe(2);
    expect(cells(container, 'bot1')[3]).toBe('Playing a game');
    click(buttonByText(container, 'Refresh'));
    await flush();
    expect(asked()).toBe(3);
    unmount();
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(asked()).toBe(3);
  });

  it('shows why the list cannot be read, and the list once it can', async () => {
    const { container, unmount } = await draw(['offline', [ADA]]);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'The server cannot be reached. Check your connection and try again.',
    );
    click(buttonByText(container, 'Refresh'));
    await flush();
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(row(container, 'bot1')).not.toBeNull();
    unmount();
  });

  it('challenges a registered bot with the clock, rating and side chosen', async () => {
    const { container, onChallenge, unmount } = await draw([[ADA, ZED]]);
    expect(container.querySelector('form')).toBeNull();
    click(buttonByText(row(container, 'bot1'), 'Challenge'));
    const form = container.querySelector<HTMLFormElement>('form.bot-challenge')!;
    const title = form.querySelector('h3')!;
    expect(title.textContent).toBe('Challenge Ada');
    expect(document.activeElement).toBe(title);
    const [minutes, increment] = [...form.querySelectorAll('select')];
    choose(minutes!, '10');
    choose(increment!, '5');
    expect(check(form, 'bot-rated', 'Rated: the result changes both ratings').disabled).toBe(false);
    check(form, 'bot-side', 'South');
    click(buttonByText(form, 'Start the game'));
    await flush();
    expect(onChallenge).toHaveBeenCalledWith('bot1', {
      timeControl: { initialMs: 600_000, incrementMs: 5_000 },
      rated: true,
      side: 'south',
    });
    expect(form.querySelector('[role="alert"]')).toBeNull();
    unmount();
  });

  it('offers an anonymous bot a casual game only', async () => {
    const { container, onChallenge, unmount } = await draw([[ADA, ZED]]);
    click(buttonByText(row(container, 'bot2'), 'Challenge'));
    const form = container.querySelector<HTMLFormElement>('form.bot-challenge')!;
    expect(form.textContent).toContain('Zed is not registered: it plays casual games only.');
    const rated = [...form.querySelectorAll<HTMLInputElement>('input[name="bot-rated"]')];
    expect(rated.map((r) => [r.disabled, r.checked])).toEqual([
      [true, false],
      [false, true],
    ]);
    click(buttonByText(form, 'Start the game'));
    await flush();
    expect(onChallenge).toHaveBeenCalledWith('bot2', {
      timeControl: { initialMs: 300_000, incrementMs: 3_000 },
      rated: false,
      side: 'random',
    });
    unmount();
  });

  it('shows a refusal about the bot in words, and the bot as it now is', async () => {
    const { container, asked, unmount } = await draw([[ADA], [{ ...ADA, status: 'playing' }]], {
      code: 'game/full',
      message: 'Ada is playing a game',
    });
    click(buttonByText(row(container, 'bot1'), 'Challenge'));
    click(buttonByText(container, 'Start the game'));
    await flush();
    expect(container.querySelector('form [role="alert"]')?.textContent).toBe(
      'Ada has just started another game. Challenge it again when it is idle.',
    );
    expect(asked()).toBe(2);
    expect(cells(container, 'bot1')[3]).toBe('Playing a game');
    unmount();
  });

  it('keeps the form of a bot that left, to say it is gone', async () => {
    const { container, unmount } = await draw([[ADA], []], {
      code: 'game/not_found',
      message: 'no bot bot1 is connected',
    });
    click(buttonByText(row(container, 'bot1'), 'Challenge'));
    click(buttonByText(container, 'Start the game'));
    await flush();
    expect(container.querySelector('table')).toBeNull();
    expect(container.querySelector('form [role="alert"]')?.textContent).toBe(
      'Ada is no longer connected.',
    );
    unmount();
  });

  it('closes the form with Cancel or Escape, challenging nobody', async () => {
    const { container, onChallenge, unmount } = await draw([[ADA]]);
    click(buttonByText(row(container, 'bot1'), 'Challenge'));
    click(buttonByText(container, 'Cancel'));
    expect(container.querySelector('form')).toBeNull();
    click(buttonByText(row(container, 'bot1'), 'Challenge'));
    press(container.querySelector('form select')!, 'Escape');
    expect(container.querySelector('form')).toBeNull();
    expect(onChallenge).not.toHaveBeenCalled();
    unmount();
  });
});
