import type { ActionInput, ActResult, GameView, WatchMessage } from '@kalaha/protocol';
import { makePosition, Position } from '@kalaha/rules';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { OnlineApi, type ApiResult, type Fetch } from '../online/api.ts';
import { loadSeat, saveSeat, type Identity } from '../online/identity.ts';
import type { AsPlayer } from '../online/OnlineApp.tsx';
import { testI18n } from '../test-support/i18n.ts';
import { gameView } from '../test-support/online.ts';
import { anyRulesOf } from '../test-support/positions.ts';
import { buttonByText, byLabel, click, renderWith } from '../test-support/render.tsx';
import { finishedMatchView, giuthiView, PATTERN, ROUND_1 } from '../test-support/giuthi.ts';
import { OnlineGame, type GameClient } from './OnlineGame.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => window.localStorage.clear());

const ANN: Identity = { playerId: 'ann', secret: 'a'.repeat(24), name: 'Ann' };
const BOB: Identity = { playerId: 'bob', secret: 'b'.repeat(24), name: 'Bob' };
const SECRET = 's'.repeat(24);

const flush = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** The online client's part, played by the test: it tells the game and records the actions. */
class TestClient implements GameClient {
  listener: ((message: WatchMessage) => void) | undefined;
  readonly acts: ActionInput[] = [];
  answer: ActResult = { ok: true, value: { version: 1 } };
  serverOffsetMs = 0;
  watch(_gameId: string, listener: (message: WatchMessage) => void) {
    this.listener = listener;
    return () => (this.listener = undefined);
  }
  act(action: ActionInput): Promise<ActResult> {
    this.acts.push(action);
    return Promise.resolve(this.answer);
  }
  tell(message: WatchMessage) {
    act(() => this.listener?.(message));
  }
}

/** The HTTP API answering from `routes` (`GET /api/games/g1`…), 404 for anything else. */
function apiWith(routes: Record<string, unknown>) {
  const asked: string[] = [];
  const fetcher: Fetch = async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    asked.push(key);
    const body = routes[key];
    return body === undefined
      ? new Response(JSON.stringify({ error: { code: 'game/not_found', message: key } }), {
          status: 404,
        })
      : new Response(JSON.stringify(body), { status: 200 });
  };
  return { api: new OnlineApi('', fetcher), asked };
}

function draw(options: {
  game: GameView;
  identity?: Identity;
  routes?: Record<string, unknown>;
  asPlayer?: AsPlayer;
}) {
  const client = new TestClient();
  const { api, asked } = apiWith({
    'GET /api/games/g1': { game: options.game },
    ...options.routes,
  });
  const navigate = vi.fn();
  const onOpenRecord = vi.fn();
  const identity = options.identity;
  const asPlayer: AsPlayer =
    options.asPlayer ??
    (async <T,>(run: (me: Identity) => Promise<ApiResult<T>>) => run(identity ?? BOB));
  const view = renderWith(
    i18n,
    <OnlineGame
      gameId="g1"
      api={api}
      client={client}
      connection="open"
      identity={identity}
      asPlayer={asPlayer}
      storage={window.localStorage}
      navigate={navigate}
      onOpenRecord={onOpenRecord}
      origin="https://kalaha.test"
      speed={() => 1}
      reducedMotion={() => true}
    />,
  );
  return { ...view, client, asked, navigate, onOpenRecord };
}

describe('OnlineGame', () => {
  it('lets a player sow only his own houses on his turn, with clocks and the spectators', async () => {
    saveSeat(window.localStorage, 'g1', { side: 'south', seatSecret: SECRET });
    const game = gameView({
      spectators: 2,
      timeControl: { initialMs: 300_000, incrementMs: 2_000 },
      clocks: { south: 300_000, north: 295_000, running: null, at: 0 },
    });
    const { container, client, unmount } = draw({ game, identity: ANN });
    client.tell({ type: 'state', game });
    await flush();
    expect(container.querySelector('.online-role')?.textContent).toBe('You play South.');
    expect(container.querySelector('.spectators')?.textContent).toBe('2 watching');
    expect(container.querySelector('[data-clock="south"]')?.textContent).toBe('5:00');
    expect(container.querySelector('[data-clock="north"]')?.textContent).toBe('4:55');
    expect(container.querySelectorAll('.house.south.legal')).toHaveLength(3);
    expect(container.querySelectorAll('.house.north.legal')).toHaveLength(0);
    expect(container.querySelector('.connection')?.textContent).toContain('Connected');

    click(container.querySelector('[data-pit="north-1"]'));
    expect(client.acts).toEqual([]);
    click(container.querySelector('[data-pit="south-1"]'));
    expect(client.acts).toEqual([
      { type: 'move', gameId: 'g1', seatSecret: SECRET, version: 2, move: '1' },
    ]);
    unmount();
  });

  it('shows the invite link while the game waits, and lets a visitor join from it', async () => {
    // The join is the game's next version (the server's join action).
    const open = gameView({
      status: 'open',
      seats: {
        south: { playerId: 'ann', name: 'Ann', rating: null, connected: true },
        north: null,
      },
      version: 1,
    });
    const joined = gameView();
    const { container, client, asked, unmount } = draw({
      game: open,
      identity: BOB,
      routes: {
        'POST /api/games/g1/join': { game: joined, seat: 'north', seatSecret: SECRET },
      },
    });
    client.tell({ type: 'state', game: open });
    await flush();
    expect(container.querySelector<HTMLInputElement>('#invite-link')?.value).toBe(
      'https://kalaha.test/play/g1',
    );
    expect(container.querySelector('.online-role')?.textContent).toBe(
      'You are watching this game. Waiting for an opponent to join…',
    );
    click(buttonByText(container, 'Join and play North'));
    await flush();
    expect(asked).toContain('POST /api/games/g1/join');
    expect(loadSeat(window.localStorage, 'g1')).toEqual({ side: 'north', seatSecret: SECRET });
    expect(container.querySelector('.online-role')?.textContent).toBe('You play North.');
    expect(container.querySelector('#invite-link')).toBeNull();
    unmount();
  });

  it('fetches the seat of a player who plays the game on another device', async () => {
    const game = gameView();
    const { container, client, asked, unmount } = draw({
      game,
      identity: BOB,
      routes: { 'GET /api/games/g1/seat': { game, seat: 'north', seatSecret: SECRET } },
    });
    client.tell({ type: 'state', game });
    await flush();
    expect(asked).toContain('GET /api/games/g1/seat');
    expect(loadSeat(window.localStorage, 'g1')).toEqual({ side: 'north', seatSecret: SECRET });
    expect(container.querySelector('.online-role')?.textContent).toBe('You play North.');
    unmount();
  });

  it('asks before resigning, and resigns on yes', async () => {
    saveSeat(window.localStorage, 'g1', { side: 'north', seatSecret: SECRET });
    const game = gameView({ moves: ['1', '1'] });
    const { container, client, unmount } = draw({ game, identity: BOB });
    client.tell({ type: 'state', game });
    await flush();
    expect(buttonByText(container, 'Abort the game')).toBeUndefined();
    click(buttonByText(container, 'Resign'));
    const question = container.querySelector('.confirm');
    expect(question?.textContent).toContain('Do you really want to resign this game?');
    expect(document.activeElement?.textContent).toBe('No, play on');
    click(buttonByText(container, 'No, play on'));
    expect(client.acts).toEqual([]);
    click(buttonByText(container, 'Resign'));
    click(buttonByText(container, 'Yes, resign'));
    await flush();
    expect(client.acts).toEqual([{ type: 'resign', gameId: 'g1', seatSecret: SECRET }]);
    unmount();
  });

  it('shows the result with its reason, the rematch, and goes to the rematch when it begins', async () => {
    saveSeat(window.localStorage, 'g1', { side: 'south', seatSecret: SECRET });
    const over = gameView({
      moves: ['1'],
      version: 4,
      status: 'finished',
      result: { winner: 'south', scores: { south: 0, north: 0 }, reason: 'resign', end: null },
    });
    const { container, client, navigate, unmount } = draw({ game: over, identity: ANN });
    client.tell({ type: 'state', game: over });
    await flush();
    const result = container.querySelector('.panel.result');
    expect(result?.querySelector('h2')?.textContent).toBe('South wins');
    expect(result?.textContent).toContain('North resigned.');
    expect(container.querySelector('a[download]')?.getAttribute('href')).toBe(
      '/api/games/g1/record',
    );
    click(buttonByText(container, 'Offer a rematch'));
    await flush();
    expect(client.acts).toEqual([{ type: 'rematch', gameId: 'g1', seatSecret: SECRET }]);
    client.tell({
      type: 'update',
      game: { ...over, version: 5, rematch: { offeredBy: 'south', nextGameId: null } },
      change: { kind: 'rematch', side: 'south' },
    });
    expect(container.textContent).toContain('You offered a rematch.');
    client.tell({
      type: 'update',
      game: { ...over, version: 6, rematch: { offeredBy: 'south', nextGameId: 'g2' } },
      change: { kind: 'rematch', side: 'north' },
    });
    await flush();
    expect(navigate).toHaveBeenCalledWith('/play/g2');
    unmount();
  });

  it('lets a spectator accept nothing, but watch the rematch', async () => {
    const over = gameView({
      moves: ['1'],
      status: 'finished',
      result: { winner: 'north', scores: { south: 0, north: 0 }, reason: 'timeout', end: null },
      rematch: { offeredBy: 'north', nextGameId: null },
    });
    const { container, client, unmount } = draw({ game: over });
    client.tell({ type: 'state', game: over });
    await flush();
    expect(container.textContent).toContain("South's time ran out.");
    expect(container.textContent).toContain('North offers a rematch.');
    expect(buttonByText(container, 'Accept the rematch')).toBeUndefined();
    client.tell({
      type: 'update',
      game: { ...over, version: 9, rematch: { offeredBy: 'north', nextGameId: 'g2' } },
      change: { kind: 'rematch', side: 'south' },
    });
    const link = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Watch the rematch',
    );
    expect(link?.getAttribute('href')).toBe('/play/g2');
    unmount();
  });

  it('says so when the link names no game', async () => {
    const { container, unmount } = draw({
      game: gameView(),
      routes: { 'GET /api/games/g1': undefined },
    });
    await flush();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'There is no such game. Check the link.',
    );
    unmount();
  });

  describe('Wari online (docs/RULES.md 2)', () => {
    const rules = anyRulesOf('wari');
    const wari = (overrides: Partial<GameView> = {}) =>
      gameView({
        rules: { ...rules },
        start: makePosition(Position.initial(rules)),
        ...overrides,
      });

    it('plays on the board with banks, and offers to end for the own seat', async () => {
      saveSeat(window.localStorage, 'g1', { side: 'south', seatSecret: SECRET });
      const game = wari();
      const { container, client, unmount } = draw({ game, identity: ANN });
      client.tell({ type: 'state', game });
      await flush();
      expect(container.querySelectorAll('.store.bank')).toHaveLength(2);
      expect(container.querySelectorAll('.house.south.legal')).toHaveLength(6);
      click(buttonByText(container, 'Offer to end'));
      await flush();
      expect(client.acts).toEqual([{ type: 'offerEnd', gameId: 'g1', seatSecret: SECRET }]);
      client.tell({
        type: 'update',
        game: wari({ version: 3, endOffer: 'south' }),
        change: { kind: 'offerEnd', side: 'south' },
      });
      expect(container.querySelector('.end-offer')?.textContent).toBe(
        'You offered to end the game. Waiting for your opponent…',
      );
      expect(buttonByText(container, 'Offer to end')).toBeUndefined();
      expect(container.querySelector('[role="alertdialog"]')).toBeNull();
      unmount();
    });

    it('asks the other player in the offer-to-end dialog and sends the answer', async () => {
      saveSeat(window.localStorage, 'g1', { side: 'north', seatSecret: SECRET });
      const game = wari({ endOffer: 'south' });
      const { container, client, unmount } = draw({ game, identity: BOB });
      client.tell({ type: 'state', game });
      await flush();
      const dialog = container.querySelector('[role="alertdialog"]');
      expect(dialog?.textContent).toContain('South offers to end the game. North, do you agree?');
      click(buttonByText(container, 'Yes, end the game'));
      await flush();
      expect(client.acts).toEqual([{ type: 'acceptEnd', gameId: 'g1', seatSecret: SECRET }]);
      unmount();
    });

    it('shows a spectator the open offer without answers', async () => {
      const game = wari({ endOffer: 'north' });
      const { container, client, unmount } = draw({ game });
      client.tell({ type: 'state', game });
      await flush();
      expect(container.querySelector('.end-offer')?.textContent).toBe(
        'North offers to end the game. South, do you agree?',
      );
      expect(container.querySelector('[role="alertdialog"]')).toBeNull();
      expect(buttonByText(container, 'Offer to end')).toBeUndefined();
      unmount();
    });
  });
});

describe('OnlineGame, a Giuthi match (docs/RULES.md 4)', () => {
  it('shows the Giuthi board and its rounds, no offer to end, and sends a move with its direction', async () => {
    saveSeat(window.localStorage, 'g1', { side: 'south', seatSecret: SECRET });
    const game = giuthiView();
    const { container, client, unmount } = draw({ game, identity: ANN });
    client.tell({ type: 'state', game });
    await flush();
    expect(container.querySelector('.round-line')?.textContent).toBe('Round 1 · 5 houses a side');
    expect(container.querySelector('.rounds')?.textContent).toContain('No round finished yet.');
    expect(container.querySelector('.keyboard-help')?.textContent).toContain('Keys for Giuthi');
    expect(container.querySelectorAll('.house.south.legal')).toHaveLength(5);
    expect(buttonByText(container, 'Offer to end')).toBeUndefined();
    click(container.querySelector('[data-pit="south-3"]'));
    click(byLabel(container, 'Sow house 3 clockwise'));
    expect(client.acts).toEqual([
      { type: 'move', gameId: 'g1', seatSecret: SECRET, version: 2, move: '3cw' },
    ]);
    unmount();
  });

  it("gives the round's loser the set-up, sends his lay-out, and shows the server's refusal", async () => {
    saveSeat(window.localStorage, 'g1', { side: 'south', seatSecret: SECRET });
    const game = giuthiView(ROUND_1);
    const { container, client, unmount } = draw({ game, identity: ANN });
    client.answer = { ok: false, error: { code: 'action/bad_arrangement', message: 'no' } };
    client.tell({ type: 'state', game });
    await flush();
    expect(container.querySelector('.round-line')?.textContent).toBe(
      'Setting up round 2 · 4 houses a side',
    );
    expect(container.querySelectorAll('.rounds-table tbody tr')).toHaveLength(1);
    PATTERN.forEach((seeds, i) => {
      const more = byLabel(container, `One seed more in house ${i + 1}`);
      for (let n = 0; n < seeds; n++) click(more);
    });
    click(buttonByText(container, 'Start the round'));
    expect(client.acts).toEqual([
      {
        type: 'arrange',
        gameId: 'g1',
        seatSecret: SECRET,
        version: 2 + ROUND_1.length,
        arrangement: PATTERN,
      },
    ]);
    await flush();
    expect(container.querySelector('.error')?.textContent).toBe(
      i18n.t('errors.action.badArrangement'),
    );
    expect(container.querySelector('.giuthi-setup')).not.toBeNull();
    unmount();
  });

  it('tells the other player and the spectators whom the match waits for between rounds', async () => {
    const game = giuthiView(ROUND_1);
    const { container, client, unmount } = draw({ game });
    client.tell({ type: 'state', game });
    await flush();
    expect(container.querySelector('.online-role')?.textContent).toBe(
      'You are watching this game. Waiting for Ann to lay out his seeds for the next round…',
    );
    expect(container.querySelector('.giuthi-setup')).toBeNull();
    expect(container.querySelectorAll('.house.south')).toHaveLength(5);
    expect(container.querySelector('.online-player.to-move')?.getAttribute('data-player')).toBe(
      'south',
    );
    // Her lay-out comes: the next round's board, with the lay-out above it.
    const laid = giuthiView(ROUND_1, [PATTERN]);
    client.tell({
      type: 'update',
      game: laid,
      change: { kind: 'arrange', side: 'south', arrangement: PATTERN },
    });
    await flush();
    expect(container.querySelectorAll('.house.south')).toHaveLength(4);
    expect(container.querySelector('.layout-line')?.textContent).toBe(
      'South lays out 1, 1, 1, 11 from house 1; North mirrors it.',
    );
    expect(container.querySelector('.online-role')?.textContent).toBe(
      'You are watching this game.',
    );
    unmount();
  });

  it('shows the match result with why it ended, and the rounds', async () => {
    const game = finishedMatchView();
    const { container, client, unmount } = draw({ game, identity: ANN });
    client.tell({ type: 'state', game });
    await flush();
    const result = container.querySelector('.panel.result');
    expect(result?.querySelector('h2')?.textContent).toBe('The match is a draw, 20 seeds to 20');
    expect(result?.textContent).toContain('The last round left both players with equal seeds.');
    expect(result?.textContent).toContain('2 rounds played: South won 0, North 1.');
    expect(container.querySelectorAll('.rounds-table tbody tr')).toHaveLength(2);
    expect(container.querySelector('.online-details')?.textContent).toContain(
      'Draw, 20–20 · equal seeds',
    );
    unmount();
  });
});
