import { MAX_LEVEL, MIN_LEVEL } from '@kalaha/engine';
import {
  kgpRules,
  writeKgpCommand,
  type BotChallenge,
  type BotListing,
  type SeatGrant,
} from '@kalaha/protocol';
import { ok, SIDES, type PerSide } from '@kalaha/rules';
import { randomInt } from 'node:crypto';
import { refuse } from '../game/errors.ts';
import * as players from '../service/players.ts';
import type { GameService, PlayerAuth, ServiceResult } from '../service/service.ts';
import { isRegistered, type Storage, type StoredPlayer } from '../storage/storage.ts';
import { AddressCap } from '../ws/address-cap.ts';
import { systemClock, type KgpClock } from './clock.ts';
import type { KgpOptions } from './config.ts';
import type { BotDirectory } from './directory.ts';
import { WorkerEngine, type EngineMover } from './engine.ts';
import { Pairing } from './pairing.ts';
import { KgpSession, type KgpTransport } from './session.ts';
import { kgpGameSettings, kgpTimeControl } from './settings.ts';
import { KgpTable, type TableContext } from './table.ts';
import { TokenLockout } from './token-lockout.ts';

/** Active games of one player looked at when he comes back (a bot has one or two at a time). */
const RESUME_GAMES = 100;
/** How long two bots whose game could not be set up wait before they are paired again, in ms. */
const RETRY_PAIRING_MS = 1_000;

/** What the gateway works with. */
export interface KgpGatewayOptions {
  readonly service: GameService;
  /** The storage under the service: bots and engine levels are players of it. */
  readonly storage: Storage;
  readonly options: KgpOptions;
  /** Open KGP connections allowed per client address (TCP and WebSocket together). */
  readonly connectionsPerAddress: number;
  /** The system clock unless a test gives another. */
  readonly clock?: KgpClock;
  /** The engine in a worker thread unless a test gives another. */
  readonly engine?: EngineMover;
  /** Told of failures nobody is answered about; `console.error` by default. */
  readonly onError?: (error: unknown) => void;
}

/** A bot accepted for freeplay: its connection and its player. */
interface Bot {
  readonly session: KgpSession;
  readonly player: StoredPlayer;
  readonly playerId: string;
}

/**
 * The Kalah Game Protocol endpoint of one server instance, behind its transports (TCP `tcp.ts`,
 * WebSocket `websocket.ts`): it opens a {@link KgpSession} per connection, identifies each bot
 * when it asks for freeplay (`registerBot`: a registered bot by name and token, else an anonymous
 * one), and finds it games:
 *
 * 1. two idle bots are paired at once (sides drawn), rated when both are registered;
 * 2. a bot with no bot to play for `pairWaitMs` plays the engine at `engineLevel` (the engine's
 *    player `Engine level N`), rated when the bot is registered;
 * 3. a person challenges an idle bot through the HTTP API ({@link BotDirectory}).
 *
 * Every game is an ordinary game of the game service (stored, archived, rated per rule family),
 * under the Kalah rules of KGP, driven by a {@link KgpTable}. A bot that comes back (same name and
 * token) takes over its games where they stand, and a second connection of a registered bot
 * replaces the first. Bots are known to the instance they are connected to: the list, the
 * pairing and the challenges are per instance.
 */
export class KgpGateway implements BotDirectory {
  readonly #o: KgpGatewayOptions;
  readonly #clock: KgpClock;
  readonly #engine: EngineMover;
  readonly #onError: (error: unknown) => void;
  readonly #cap: AddressCap;
  readonly #addresses = new Map<KgpSession, string>();
  readonly #bots = new Map<KgpSession, Bot>();
  readonly #byPlayer = new Map<string, Bot>();
  readonly #tables = new Map<string, KgpTable>();
  readonly #pairing: Pairing<Bot>;
  readonly #table: TableContext;
  readonly #lockout = new TokenLockout();
  #next = 0;
  #closed = false;
  #tcpPort: number | null = null;

  constructor(options: KgpGatewayOptions) {
    this.#o = options;
    this.#clock = options.clock ?? systemClock;
    this.#engine = options.engine ?? new WorkerEngine();
    this.#onError = options.onError ?? ((error: unknown) => console.error('kgp:', error));
    this.#cap = new AddressCap(options.connectionsPerAddress);
    this.#pairing = new Pairing<Bot>({
      waitMs: options.options.pairWaitMs,
      clock: this.#clock,
      paired: (a, b) => void this.#pairBots(a, b),
      alone: (bot) => void this.#playEngine(bot),
    });
    this.#table = {
      service: options.service,
      engine: this.#engine,
      clock: this.#clock,
      options: options.options,
      sessionOf: (playerId) => this.#byPlayer.get(playerId)?.session,
      ended: (table) => this.#ended(table),
      onError: this.#onError,
    };
  }

  /**
   * A new connection from `address` over `transport` (named `kind` in labels): its session, or
   * `undefined` when the address has its share of connections already (the bot is told so and
   * the transport closed).
   */
  open(transport: KgpTransport, address: string, kind: string): KgpSession | undefined {
    if (this.#closed || !this.#cap.take(address)) {
      const why = this.#closed
        ? 'the server is stopping'
        : `at most ${this.#cap.perAddress} KGP connections from one address`;
      transport.send(writeKgpCommand({ name: 'error', args: [why] }));
      transport.send(writeKgpCommand({ name: 'goodbye', args: [] }));
      transport.close();
      return undefined;
    }
    this.#next += 1;
    const session = new KgpSession({
      transport,
      clock: this.#clock,
      pingMs: this.#o.options.pingMs,
      linesPerSecond: this.#o.options.linesPerSecond,
      label: `${kind}${this.#next}`,
      events: {
        freeplay: (s) => void this.#identify(s),
        closed: (s) => this.#closedSession(s),
        failed: (s, error) =>
          this.#onError(new Error(`session ${s.label} failed`, { cause: error })),
      },
    });
    this.#addresses.set(session, address);
    return session;
  }

  /** The TCP port bots connect to, while the TCP endpoint listens (`null`: none). */
  get tcpPort(): number | null {
    return this.#tcpPort;
  }

  /** The TCP endpoint (`tcp.ts`) listens on `port`, or (`null`) has closed. */
  tcpListening(port: number | null): void {
    this.#tcpPort = port;
  }

  /** Picks up the engine levels' games in progress (after a restart), so that they play on. */
  async start(): Promise<void> {
    for (let level = MIN_LEVEL; level <= MAX_LEVEL; level++) {
      const engine = await this.#o.storage.findRegisteredPlayer(players.engineName(level));
      if (engine && players.engineLevelOf(engine) === level) await this.#resume(engine.playerId);
    }
  }

  async list(): Promise<BotListing[]> {
    const family = kgpRules(this.#o.options.houses, this.#o.options.seeds).game;
    const bots = [...this.#byPlayer.values()].sort((a, b) =>
      a.player.name.localeCompare(b.player.name),
    );
    return Promise.all(
      bots.map(async (bot) => ({
        playerId: bot.playerId,
        name: bot.player.name,
        registered: isRegistered(bot.player),
        rating:
          (await this.#o.storage.ratingsOf(bot.playerId)).find((r) => r.family === family)
            ?.rating ?? null,
        status: this.#pairing.has(bot) ? ('idle' as const) : ('playing' as const),
      })),
    );
  }

  async challenge(
    auth: PlayerAuth,
    botId: string,
    challenge: BotChallenge,
  ): Promise<ServiceResult<SeatGrant>> {
    const bot = this.#byPlayer.get(botId);
    if (!bot) return refuse('game/not_found', `no bot ${botId} is connected`);
    const { name } = bot.player;
    if (challenge.rated && !isRegistered(bot.player)) {
      return refuse('game/bad_settings', `${name} is an anonymous bot: it plays casual games only`);
    }
    // Taken out of the pairing at once, so that nobody else gets it meanwhile.
    if (!this.#pairing.remove(bot)) {
      return refuse('game/full', `${name} is playing a game: challenge it when it is idle`);
    }
    try {
      const challenger = await players.authenticate(this.#o.storage, auth);
      if (!challenger) return players.unknownPlayer();
      const side = challenge.side === 'random' ? SIDES[randomInt(2)]! : challenge.side;
      const seats =
        side === 'south'
          ? { south: challenger, north: bot.player }
          : { south: bot.player, north: challenger };
      const game = await this.#seat(seats, challenge.timeControl, challenge.rated);
      if (!game.ok) return game;
      return await this.#o.service.seatOf(auth, game.value);
    } catch (error) {
      this.#onError(error);
      return refuse('server/internal', 'the server failed to set up the game; try again');
    } finally {
      this.#offer(bot);
    }
  }

  /** Says goodbye to every bot, lets go of every game (they go on) and stops the engine. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#pairing.close();
    for (const table of this.#tables.values()) table.close();
    this.#tables.clear();
    for (const session of [...this.#addresses.keys()]) session.close('the server is stopping');
    await this.#engine.close();
  }

  /** `mode freeplay`: the bot's player found or registered, then its games or a new one. */
  async #identify(session: KgpSession): Promise<void> {
    try {
      const { name, token } = session.credentials;
      const address = this.#addresses.get(session) ?? 'unknown';
      const signsIn = name !== undefined && token !== undefined;
      const locked = signsIn ? await this.#lockout.locked(name, address) : undefined;
      if (locked !== undefined) {
        session.refuse(locked);
        return;
      }
      const found = await players.registerBot(
        this.#o.storage,
        session.credentials,
        this.#clock.now(),
      );
      if (session.closed || this.#closed) return;
      if (!found.ok) {
        if (signsIn && found.error.code === 'auth/unknown_player') {
          await this.#lockout.wrong(name, address);
        }
        session.refuse(found.error.message);
        return;
      }
      const player = found.value;
      this.#byPlayer
        .get(player.playerId)
        ?.session.close(`another connection signed in as ${player.name}`);
      const bot: Bot = { session, player, playerId: player.playerId };
      this.#bots.set(session, bot);
      this.#byPlayer.set(player.playerId, bot);
      const how = isRegistered(player) ? 'registered: rated games' : 'anonymous: casual games';
      session.accept(`freeplay as ${player.name} (${how})`);
      await this.#resume(player.playerId);
      this.#offer(bot);
    } catch (error) {
      this.#onError(error);
      session.close('the server failed to identify the bot; try again later');
    }
  }

  /** A session ended: its bot leaves the pairing, and its games go on without it. */
  #closedSession(session: KgpSession): void {
    const address = this.#addresses.get(session);
    if (address !== undefined) this.#cap.release(address);
    this.#addresses.delete(session);
    const bot = this.#bots.get(session);
    if (!bot) return;
    this.#bots.delete(session);
    this.#pairing.remove(bot);
    if (this.#byPlayer.get(bot.playerId) === bot) this.#byPlayer.delete(bot.playerId);
    for (const table of this.#tables.values()) {
      if (table.seatsBot(bot.playerId)) table.sync();
    }
  }

  /** Takes over a player's games in progress: a table for each, brought up to date. */
  async #resume(playerId: string): Promise<void> {
    const listings = await this.#o.storage.listGames({
      status: 'active',
      playerId,
      limit: RESUME_GAMES,
    });
    for (const { game } of listings) {
      if (this.#tables.has(game.gameId) || !game.seats.south || !game.seats.north) continue;
      const [south, north, view] = await Promise.all([
        this.#o.storage.findPlayer(game.seats.south.playerId),
        this.#o.storage.findPlayer(game.seats.north.playerId),
        this.#o.service.game(game.gameId),
      ]);
      if (!south || !north || !view.ok || this.#tables.has(game.gameId) || this.#closed) continue;
      this.#tables.set(game.gameId, new KgpTable(this.#table, view.value, { south, north }));
    }
    const tables = [...this.#tables.values()].filter((table) =>
      SIDES.some((side) => table.seats[side].playerId === playerId),
    );
    await Promise.all(tables.map((table) => table.refresh()));
  }

  /** Offers a bot to the pairing when it is connected, accepted and in no game. */
  #offer(bot: Bot): void {
    if (this.#closed || bot.session.closed || this.#byPlayer.get(bot.playerId) !== bot) return;
    const playing = [...this.#tables.values()].some(
      (table) => !table.over && table.seatsBot(bot.playerId),
    );
    if (!playing) this.#pairing.add(bot);
  }

  /** Two idle bots play each other (sides drawn), rated when both are registered. */
  async #pairBots(a: Bot, b: Bot): Promise<void> {
    const [south, north] = randomInt(2) === 0 ? [a, b] : [b, a];
    const rated = isRegistered(a.player) && isRegistered(b.player);
    await this.#startPaired([a, b], { south: south.player, north: north.player }, rated);
  }

  /** A bot alone for the wait plays the engine (sides drawn), rated when it is registered. */
  async #playEngine(bot: Bot): Promise<void> {
    try {
      const engine = await players.enginePlayer(
        this.#o.storage,
        this.#o.options.engineLevel,
        this.#clock.now(),
      );
      const seats =
        randomInt(2) === 0
          ? { south: bot.player, north: engine }
          : { south: engine, north: bot.player };
      await this.#startPaired([bot], seats, isRegistered(bot.player));
    } catch (error) {
      this.#onError(error);
      this.#clock.setTimeout(() => this.#offer(bot), RETRY_PAIRING_MS);
    }
  }

  /** Sets up a paired game; when that fails, its bots are offered again a little later. */
  async #startPaired(bots: Bot[], seats: PerSide<StoredPlayer>, rated: boolean): Promise<void> {
    const game = await this.#seat(seats, kgpTimeControl(this.#o.options.moveMs), rated).catch(
      (error: unknown) => refuse('server/internal', String(error)),
    );
    if (game.ok) return;
    this.#onError(new Error(`KGP: a game could not be set up: ${game.error.message}`));
    this.#clock.setTimeout(() => {
      for (const bot of bots) this.#offer(bot);
    }, RETRY_PAIRING_MS);
  }

  /** A new game of the service with `seats` and a table that drives it; the game's id. */
  async #seat(
    seats: PerSide<StoredPlayer>,
    timeControl: BotChallenge['timeControl'],
    rated: boolean,
  ): Promise<ServiceResult<string>> {
    const settings = kgpGameSettings(this.#o.options, timeControl, rated);
    const seated = await this.#o.service.seatPlayers(
      { south: seats.south.playerId, north: seats.north.playerId },
      settings,
    );
    if (!seated.ok) return seated;
    const table = new KgpTable(this.#table, seated.value, seats);
    if (this.#closed) return ok(seated.value.id);
    this.#tables.set(table.gameId, table);
    table.sync();
    return ok(seated.value.id);
  }

  /** A table's game ended: its bots are free again. */
  #ended(table: KgpTable): void {
    this.#tables.delete(table.gameId);
    for (const side of SIDES) {
      const bot = this.#byPlayer.get(table.seats[side].playerId);
      if (bot) this.#offer(bot);
    }
  }
}
