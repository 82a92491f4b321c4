import { unwrap } from '@kalaha/rules';
import {
  BotListSchema,
  HttpErrorSchema,
  SeatGrantSchema,
  type GameView,
  type PlayerCredentials,
} from '@kalaha/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KgpBot } from '../../test/kgp-bot.ts';
import { HOOK_TIMEOUT_MS } from '../../test/timeouts.ts';
import { buildApp } from '../app.ts';
import { openBus } from '../bus/open.ts';
import { authorizationHeader } from '../http/auth.ts';
import { createGameService } from '../service/game-service.ts';
import { engineName } from '../service/players.ts';
import { hashSecret } from '../service/secrets.ts';
import type { GameService } from '../service/service.ts';
import { waitFor } from '../service/test-helpers.ts';
import { openStorage } from '../storage/open.ts';
import type { Storage } from '../storage/storage.ts';
import { DEFAULT_KGP_OPTIONS, type KgpOptions } from './config.ts';
import { WRONG_TOKENS_PER_NAME } from './token-lockout.ts';
import { KgpGateway } from './gateway.ts';
import { ManualClock } from './test-clock.ts';

/** Long enough for a whole game against the engine on a busy machine, in ms. */
const GAME_MS = 45_000;
const OPTIONS: KgpOptions = { ...DEFAULT_KGP_OPTIONS, pairWaitMs: 10_000, abandonMs: 60_000 };

let storage: Storage;
let service: GameService;
let clock: ManualClock;
const errors: unknown[] = [];
const gateways: KgpGateway[] = [];

beforeAll(async () => {
  storage = await openStorage({});
  clock = new ManualClock(Date.now());
  service = createGameService({ storage, bus: await openBus({}), now: () => clock.now() });
}, HOOK_TIMEOUT_MS);
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((gateway) => gateway.close()));
  expect(errors.splice(0)).toEqual([]);
}, HOOK_TIMEOUT_MS);
afterAll(() => service.close(), HOOK_TIMEOUT_MS);

/** A gateway on the shared service and clock, closed after the test. */
function gateway(options: Partial<KgpOptions> = {}): KgpGateway {
  const made = new KgpGateway({
    service,
    storage,
    options: { ...OPTIONS, ...options },
    connectionsPerAddress: 50,
    clock,
    onError: (error) => errors.push(error),
  });
  gateways.push(made);
  return made;
}

/** A bot connected to `to` in this process; `drop()` ends its connection from its side. */
function connect(to: KgpGateway, bot: KgpBot) {
  let dropped = false;
  const session = to.open(
    bot.transport(() => (dropped = true)),
    '127.0.0.1',
    'test',
  )!;
  bot.attach((line) =>
    setImmediate(() => {
      if (!dropped) session.receive(line);
    }),
  );
  return {
    bot,
    session,
    drop() {
      dropped = true;
      session.transportClosed();
      bot.closedByServer();
    },
  };
}

/**
 * Moves the shared clock on by `ms` a second at a time, letting the bots answer in between (a
 * ping they could not answer would drop them).
 */
async function advance(ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 1_000) {
    clock.advance(Math.min(1_000, left));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/** A unique bot name (names are registered for good in the shared database). */
let names = 0;
function unique(name: string): string {
  names += 1;
  return `${name} ${names}`;
}

/** The `ok` or `error` that answered the bot's `mode`. */
async function welcome(bot: KgpBot) {
  return bot.next(
    (r) => (r.command.name === 'ok' || r.command.name === 'error') && r.command.ref !== undefined,
  );
}

/** The id of the game the bot was told of last (`set game:id`). */
async function gameOf(bot: KgpBot, from = 0): Promise<string> {
  const set = await bot.next(
    (r) => r.command.name === 'set' && r.command.args[0] === 'game:id',
    from,
  );
  return String(set.command.args[1]);
}

/** Waits for the game to be over; the game. */
async function ended(gameId: string): Promise<GameView> {
  let game: GameView | undefined;
  await waitFor(() => {
    void service.game(gameId).then((got) => (game = unwrap(got)));
    return game?.status === 'finished' || game?.status === 'aborted';
  }, GAME_MS);
  return game!;
}

describe('the KGP gateway: bots and their names', () => {
  it('registers a bot by name and token, keeping only a hash of the token', async () => {
    const kgp = gateway();
    const name = unique('Nimbus');
    const { bot } = connect(kgp, new KgpBot({ name, token: 'nimbus-secret-1' }));
    const ok = await welcome(bot);
    expect(ok.line).toMatch(new RegExp(`ok "freeplay as ${name} \\(registered: rated games\\)"$`));
    const player = await storage.findRegisteredPlayer(name);
    expect(player).toMatchObject({ kind: 'bot', tokenHash: hashSecret('nimbus-secret-1') });
    expect(JSON.stringify(player)).not.toContain('nimbus-secret-1');
  });

  it('locks a name after five wrong tokens: the right one too is refused then (issue 13, finding 8)', async () => {
    const kgp = gateway();
    const name = unique('Vault');
    const owner = connect(kgp, new KgpBot({ name, token: 'vault-token-right' }));
    await welcome(owner.bot);
    for (let guess = 0; guess < WRONG_TOKENS_PER_NAME; guess++) {
      const guesser = connect(kgp, new KgpBot({ name, token: `vault-guess-${guess}` }));
      expect((await welcome(guesser.bot)).command.args[0]).toContain(
        'registered with another token',
      );
    }
    const locked = connect(kgp, new KgpBot({ name, token: 'vault-token-right' }));
    expect((await welcome(locked.bot)).command).toMatchObject({
      name: 'error',
      args: [
        expect.stringMatching(/^too many wrong tokens for the name '.*': try again in 15 min$/),
      ],
    });
  });

  it('refuses the same name with another token, clearly, and closes', async () => {
    const kgp = gateway();
    const name = unique('Orca');
    const first = connect(kgp, new KgpBot({ name, token: 'orca-token-1' }));
    await welcome(first.bot);
    const impostor = connect(kgp, new KgpBot({ name: name.toUpperCase(), token: 'other-token' }));
    const refused = await welcome(impostor.bot);
    expect(refused.command).toMatchObject({
      name: 'error',
      args: [`the name '${name.toUpperCase()}' is registered with another token`],
    });
    await impostor.bot.next((r) => r.command.name === 'goodbye');
    // The same name and token again: the same player.
    first.drop();
    const again = connect(kgp, new KgpBot({ name, token: 'orca-token-1' }));
    expect((await welcome(again.bot)).command.name).toBe('ok');
  });

  it("refuses a token too short and the engine's names", async () => {
    const kgp = gateway();
    const short = connect(kgp, new KgpBot({ name: unique('Short'), token: 'abc' }));
    expect((await welcome(short.bot)).command.args[0]).toBe('a token has 8 to 256 characters');
    const fake = connect(kgp, new KgpBot({ name: 'engine LEVEL 5', token: 'impostor-1' }));
    expect((await welcome(fake.bot)).command.args[0]).toBe(
      "the name 'engine LEVEL 5' is reserved for the engine",
    );
  });

  it('replaces the first connection of a registered bot by a second one', async () => {
    const kgp = gateway();
    const name = unique('Twin');
    const first = connect(kgp, new KgpBot({ name, token: 'twin-token-1' }));
    await welcome(first.bot);
    const second = connect(kgp, new KgpBot({ name, token: 'twin-token-1' }));
    await welcome(second.bot);
    const gone = await first.bot.next((r) => r.command.name === 'error');
    expect(gone.command.args[0]).toBe(`another connection signed in as ${name}`);
    expect((await kgp.list()).filter((b) => b.name === name)).toHaveLength(1);
  });
});

describe('the KGP gateway: games', () => {
  it('pairs two idle registered bots into a rated game they play to the end', async () => {
    const kgp = gateway();
    const a = connect(kgp, new KgpBot({ name: unique('Alpha'), token: 'alpha-token-1' }));
    const b = connect(kgp, new KgpBot({ name: unique('Beta'), token: 'beta-token-1' }));
    const gameId = await gameOf(a.bot);
    expect(await gameOf(b.bot)).toBe(gameId);
    const game = await ended(gameId);
    expect(game).toMatchObject({ status: 'finished', rated: true, result: { reason: 'end' } });
    // Every move of the game answered one state: the bots were asked for each, extra turns too.
    expect(a.bot.all('state').length + b.bot.all('state').length).toBe(game.moves.length);
    const ratings = await Promise.all(
      [game.seats.south!, game.seats.north!].map((seat) => storage.ratingsOf(seat.playerId)),
    );
    // Rated once the game ended (the bots, idle again, may be playing their next game by now).
    for (const rated of ratings) {
      expect(rated.find((r) => r.family === 'kalaha')?.games).toBeGreaterThanOrEqual(1);
    }
    a.drop();
    b.drop();
    expect(unwrap(await service.record(gameId))).toContain('"moves"');
  });

  it('plays a lone bot against the engine once the wait is over, rated', async () => {
    const kgp = gateway();
    const lone = connect(kgp, new KgpBot({ name: unique('Lone'), token: 'lone-token-1' }));
    await welcome(lone.bot);
    await advance(OPTIONS.pairWaitMs - 1);
    expect((await kgp.list()).find((b) => b.playerId)?.status).toBe('idle');
    await advance(1);
    const gameId = await gameOf(lone.bot);
    const opponent = await lone.bot.next(
      (r) => r.command.name === 'set' && r.command.args[0] === 'game:opponent',
    );
    expect(opponent.command.args[1]).toBe(engineName(OPTIONS.engineLevel));
    const game = await ended(gameId);
    expect(game).toMatchObject({ status: 'finished', rated: true });
    const engine = await storage.findRegisteredPlayer(engineName(OPTIONS.engineLevel));
    expect(engine?.kind).toBe('engine');
    expect([game.seats.south?.playerId, game.seats.north?.playerId]).toContain(engine?.playerId);
  });

  it('pairs anonymous bots for casual games only', async () => {
    const kgp = gateway();
    const a = connect(kgp, new KgpBot({ name: 'Guest' }));
    const b = connect(kgp, new KgpBot({}));
    expect((await welcome(a.bot)).command.args[0]).toBe(
      'freeplay as Guest (anonymous: casual games)',
    );
    const gameId = await gameOf(b.bot);
    const game = await ended(gameId);
    expect(game.rated).toBe(false);
    expect([game.seats.south?.name, game.seats.north?.name].sort()).toEqual([
      'Anonymous bot',
      'Guest',
    ]);
  });

  it('gives a bot that comes back a fresh state of its game; meanwhile its seat is disconnected', async () => {
    const kgp = gateway();
    const name = unique('Phoenix');
    // It plays three moves, then vanishes on its fourth state without a word.
    const first = connect(kgp, new KgpBot({ name, token: 'phoenix-token', answers: 3 }));
    await welcome(first.bot);
    await advance(OPTIONS.pairWaitMs);
    const gameId = await gameOf(first.bot);
    await waitFor(() => first.bot.all('state').length === 4, GAME_MS);
    const fourth = first.bot.all('state')[3]!;
    first.drop();
    let game: GameView | undefined;
    await waitFor(() => {
      void service.game(gameId).then((got) => (game = unwrap(got)));
      const seat = game && (game.seats.south?.name === name ? game.seats.south : game?.seats.north);
      return seat?.connected === false;
    }, GAME_MS);
    expect(game!.status).toBe('active');
    const back = connect(kgp, new KgpBot({ name, token: 'phoenix-token' }));
    expect(await gameOf(back.bot)).toBe(gameId);
    const state = await back.bot.next((r) => r.command.name === 'state');
    // The fresh state is the position the bot left, as it was sent before.
    expect(state.line.replace(/^\d+ /, '')).toBe(fourth.line.replace(/^\d+ /, ''));
    expect((await ended(gameId)).status).toBe('finished');
  });

  it('plays on with the engine after a restart of the gateway, and the bot resumes', async () => {
    const level = 3;
    const first = gateway({ engineLevel: level });
    const name = unique('Comeback');
    const bot = connect(first, new KgpBot({ name, token: 'comeback-token' }));
    await welcome(bot.bot);
    await advance(OPTIONS.pairWaitMs);
    const gameId = await gameOf(bot.bot);
    await bot.bot.next((r) => r.command.name === 'state');
    await first.close();
    const second = gateway({ engineLevel: level });
    await second.start();
    const again = connect(second, new KgpBot({ name, token: 'comeback-token' }));
    expect(await gameOf(again.bot)).toBe(gameId);
    expect((await ended(gameId)).status).toBe('finished');
  });
});

describe('the KGP gateway: people challenge bots over the HTTP API', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let person: PlayerCredentials;
  let kgp: KgpGateway;
  beforeAll(async () => {
    kgp = new KgpGateway({
      service,
      storage,
      options: OPTIONS,
      connectionsPerAddress: 50,
      clock,
      onError: (error) => errors.push(error),
    });
    app = await buildApp({ service, kgp });
    person = unwrap(await service.createPlayer('Astrid'));
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    await kgp.close();
  });

  const auth = () => ({ authorization: authorizationHeader(person) });
  const challenge = (
    botId: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = auth(),
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/bots/${botId}/challenge`,
      headers,
      payload: body,
    });
  const clock3 = { initialMs: 180_000, incrementMs: 2_000 };
  let listedAgain: Awaited<ReturnType<KgpGateway['list']>> = [];

  it('lists the connected bots and lets a person challenge an idle one; a playing one is busy', async () => {
    const name = unique('Target');
    const target = connect(kgp, new KgpBot({ name, token: 'target-token' }));
    await welcome(target.bot);
    const listed = BotListSchema.parse((await app.inject({ url: '/api/bots' })).json());
    const entry = listed.bots.find((b) => b.name === name)!;
    expect(entry).toMatchObject({ registered: true, rating: null, status: 'idle' });

    const res = await challenge(entry.playerId, {
      timeControl: clock3,
      rated: true,
      side: 'south',
    });
    expect(res.statusCode).toBe(201);
    const grant = SeatGrantSchema.parse(res.json());
    expect(grant).toMatchObject({ seat: 'south', game: { status: 'active', rated: true } });
    expect(grant.game.seats.north?.name).toBe(name);
    expect(grant.game.rules).toMatchObject({ houses: 6, seeds: 4, emptyCapture: false });
    const busy = await challenge(entry.playerId, {
      timeControl: clock3,
      rated: false,
      side: 'north',
    });
    expect([busy.statusCode, HttpErrorSchema.parse(busy.json()).error.code]).toEqual([
      409,
      'game/full',
    ]);
    const after = BotListSchema.parse((await app.inject({ url: '/api/bots' })).json());
    expect(after.bots.find((b) => b.name === name)?.status).toBe('playing');

    // Astrid (South) sows house 1; the bot answers through KGP; then she resigns and the bot is free.
    const gameId = grant.game.id;
    unwrap(
      await service.act({
        type: 'move',
        actionId: 'astrid-1',
        gameId,
        seatSecret: grant.seatSecret,
        version: grant.game.version,
        move: '1',
      }),
    );
    const state = await target.bot.next((r) => r.command.name === 'state');
    // North sees the board from its side: its own houses first, Astrid's sown house 1 last row.
    expect(state.line).toMatch(/ state <6,0,0,4,4,4,4,4,4,0,5,5,5,5,4>$/);
    let game: GameView | undefined;
    await waitFor(() => {
      void service.game(gameId).then((got) => (game = unwrap(got)));
      return (game?.moves.length ?? 0) >= 2;
    }, GAME_MS);
    unwrap(
      await service.act({
        type: 'resign',
        actionId: 'astrid-2',
        gameId,
        seatSecret: grant.seatSecret,
      }),
    );
    await waitFor(() => {
      void kgp.list().then((bots) => (listedAgain = bots));
      return listedAgain.find((b) => b.name === name)?.status === 'idle';
    }, GAME_MS);
    target.drop();
  });

  it('refuses unknown bots, rated games against anonymous ones, bad bodies and strangers', async () => {
    const guest = connect(kgp, new KgpBot({ name: 'Guest' }));
    await welcome(guest.bot);
    const guestId = (await kgp.list()).find((b) => !b.registered && b.status === 'idle')!.playerId;
    const cases: [Awaited<ReturnType<typeof challenge>>, number, string][] = [
      [
        await challenge('no-such-bot', { timeControl: clock3, rated: false, side: 'south' }),
        404,
        'game/not_found',
      ],
      [
        await challenge(guestId, { timeControl: clock3, rated: true, side: 'south' }),
        400,
        'game/bad_settings',
      ],
      [
        await challenge(guestId, { timeControl: null, rated: false, side: 'south' }),
        400,
        'game/bad_settings',
      ],
      [await challenge(guestId, { rated: false, side: 'up' }), 400, 'game/bad_settings'],
      [
        await challenge(guestId, { timeControl: clock3, rated: false, side: 'south' }, {}),
        401,
        'auth/unknown_player',
      ],
      [
        await challenge(
          guestId,
          { timeControl: clock3, rated: false, side: 'south' },
          {
            authorization: authorizationHeader({
              playerId: person.playerId,
              secret: 'x'.repeat(32),
            }),
          },
        ),
        401,
        'auth/unknown_player',
      ],
    ];
    for (const [res, status, code] of cases) {
      expect([res.statusCode, HttpErrorSchema.parse(res.json()).error.code]).toEqual([
        status,
        code,
      ]);
    }
    // None of that took the bot out of the pairing.
    expect((await kgp.list()).find((b) => b.playerId === guestId)?.status).toBe('idle');
    guest.drop();
  });

  it('aborts a game whose first mover never moves, and frees the bot', async () => {
    const name = unique('Patient');
    const target = connect(kgp, new KgpBot({ name, token: 'patient-token' }));
    await welcome(target.bot);
    const botId = (await kgp.list()).find((b) => b.name === name)!.playerId;
    const res = await challenge(botId, { timeControl: clock3, rated: false, side: 'south' });
    const grant = SeatGrantSchema.parse(res.json());
    await advance(OPTIONS.abandonMs);
    const game = await ended(grant.game.id);
    expect(game).toMatchObject({ status: 'aborted', moves: [] });
    await waitFor(() => {
      void kgp.list().then((bots) => (listedAgain = bots));
      return listedAgain.find((b) => b.name === name)?.status === 'idle';
    }, GAME_MS);
    target.drop();
  });
});
