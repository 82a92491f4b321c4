import {
  applyDelta,
  type GameView,
  type PlayerCredentials,
  type ServerMessage,
} from '@kalaha/protocol';
import type { Side } from '@kalaha/rules';
import { performance } from 'node:perf_hooks';
import type { ApiClient } from './api-client.ts';
import { BotClient } from './bot-client.ts';
import type { Phase, Recorder } from './recorder.ts';
import type { SeatedPair, SeatedPlayer } from './setup.ts';
import { MoveTracker } from './tracker.ts';

/** How the bots pace their moves: after a think time, at once, or not at all (the run is over). */
export type Pace = 'think' | 'burst' | 'stop';

/** What every table shares. */
export interface TableContext {
  /** `ws://host:port/ws`. */
  readonly wsUrl: string;
  readonly api: ApiClient;
  readonly recorder: Recorder;
  /** A number in [0, 1) (the bots' seeded random source). */
  readonly random: () => number;
  /** A think time of the human-like phase, in ms. */
  readonly thinkMs: () => number;
  /** The pace of the moment. */
  readonly pace: () => Pace;
  /**
   * Calls `then` after a think of `ms` milliseconds; returns what cancels it. A timer by default
   * ({@link afterTimer}); a test passes one it releases by hand.
   */
  readonly think?: (ms: number, then: () => void) => () => void;
}

/** Calls `then` after `ms` milliseconds of a timer; returns what cancels it. */
export function afterTimer(ms: number, then: () => void): () => void {
  const timer = setTimeout(then, ms);
  return () => clearTimeout(timer);
}

/** A move sent and not yet seen by both clients. Times are `performance.now()` ms. */
interface InFlight {
  readonly actionId: string;
  /** The game's version the move makes (the one it was made on, plus one). */
  readonly version: number;
  readonly sentAt: number;
  readonly phase: Phase;
  /** Which clients have a view at `version` or later (bit 0: client 0, bit 1: client 1). */
  seen: number;
  acked: boolean;
}

/** One of a table's two players: his connection and his seat in the game he plays now. */
interface Player {
  readonly credentials: PlayerCredentials;
  client: BotClient | undefined;
  gameId: string;
  side: Side;
  seatSecret: string;
  /** The game as this client last heard it (undefined until its `state`). */
  view: GameView | undefined;
  /** The game id of the rematch this player has already asked for. */
  rematchAsked: string | undefined;
}

/** Both clients have this bit pattern in {@link InFlight.seen} when both have a move's update. */
const BOTH = 0b11;

/**
 * Two bot players who play game after game against each other over two WebSocket clients, as
 * two people on two devices would: each `hello`s and `watch`es the game, the side to move picks a
 * random legal move (with `@kalaha/rules`) after a think time or at once (the {@link Pace}), and
 * when a game ends South offers a rematch, North accepts, and both take their seats in the next
 * game (`GET /api/games/:id/seat`) and watch it.
 *
 * Measures for each move the time from its sending to the moment both clients have the game at
 * the version it made (the round trip) and to its `ack`, into the {@link Recorder}, with every
 * `error` message and lost connection counted by code.
 */
export class Table {
  readonly #context: TableContext;
  readonly #players: [Player, Player];
  readonly #name: string;
  #tracker: MoveTracker | undefined;
  #trackedGame = '';
  #inFlight: InFlight | undefined;
  /**
   * The version of the tracked game a move is being thought about (or was sent) on, to decide
   * once per version.
   */
  #decidedOn = -1;
  /** Cancels the think under way, if any. */
  #thinking: (() => void) | undefined;
  #actions = 0;
  #broken = false;
  /** Resolves {@link connect} once both clients have their game's `state`. */
  #whenWatching: (() => void) | undefined;

  /**
   * @param name unique among the tables (it prefixes the action ids).
   * @param seats the two players and their seats in the first game.
   */
  constructor(name: string, context: TableContext, seats: SeatedPair) {
    this.#name = name;
    this.#context = context;
    const player = ({ player, grant }: SeatedPlayer): Player => ({
      credentials: player,
      client: undefined,
      gameId: grant.game.id,
      side: grant.seat,
      seatSecret: grant.seatSecret,
      view: undefined,
      rematchAsked: undefined,
    });
    this.#players = [player(seats[0]), player(seats[1])];
  }

  /** True once a client of this table was lost or could not connect: it plays no more. */
  get broken(): boolean {
    return this.#broken;
  }

  /** Moves sent whose update has not reached both clients yet (0 or 1). */
  get inFlight(): number {
    return this.#inFlight ? 1 : 0;
  }

  /**
   * Connects both clients, each `hello`s and `watch`es its game; resolves once both have its
   * `state`. A failure is counted (`bench/connect_failed`) and leaves the table {@link broken}.
   */
  async connect(): Promise<void> {
    await Promise.all(
      ([0, 1] as const).map(async (index) => {
        const player = this.#players[index];
        try {
          player.client = await BotClient.connect(this.#context.wsUrl, {
            message: (message, at) => this.#receive(index, message, at),
            garbage: (text) =>
              this.#fault('bench/not_json', `a frame that is not JSON: ${text.slice(0, 80)}`),
            lost: (code, reason) => this.#lose(code, reason),
          });
        } catch (error) {
          this.#fault('bench/connect_failed', (error as Error).message);
          return;
        }
        const { playerId, secret } = player.credentials;
        player.client.send({ type: 'hello', playerId, secret });
        player.client.send({ type: 'watch', gameId: player.gameId });
      }),
    );
    if (this.#broken) return;
    await new Promise<void>((resolve) => {
      this.#whenWatching = resolve;
      this.#checkWatching();
    });
  }

  #checkWatching(): void {
    if (this.#whenWatching && (this.#broken || this.#players.every((p) => p.view))) {
      const resolve = this.#whenWatching;
      this.#whenWatching = undefined;
      resolve();
    }
  }

  /** Lets the side to move play (called when a phase begins and the pace changes). */
  play(): void {
    if (this.#thinking !== undefined && this.#context.pace() !== 'think') {
      this.#thinking();
      this.#thinking = undefined;
      this.#decidedOn = -1;
    }
    this.#progress();
  }

  /** Stops thinking and closes both clients. */
  async close(): Promise<void> {
    this.#thinking?.();
    this.#thinking = undefined;
    await Promise.all(this.#players.map((p) => p.client?.close()));
  }

  #receive(index: 0 | 1, message: ServerMessage, at: number): void {
    switch (message.type) {
      case 'state':
      case 'update':
        this.#view(index, message.game, at);
        return;
      case 'delta': {
        // A delta follows the view this client has (one socket keeps its order); one that does
        // not is a fault of the server's, counted as an error.
        const view = this.#players[index].view;
        const game = view && applyDelta(view, message);
        if (game) this.#view(index, game, at);
        else if (view && message.base >= view.version)
          this.#fault('bench/delta_gap', `a delta on version ${message.base} to ${view.version}`);
        if (message.actionId !== undefined) this.#ack(message.actionId, at);
        return;
      }
      case 'ack':
        this.#ack(message.actionId, at);
        return;
      case 'error':
        this.#fault(message.code, message.message);
        if (message.actionId !== undefined && message.actionId === this.#inFlight?.actionId) {
          // The move was refused: forget it and decide again on the game as it is.
          this.#inFlight = undefined;
          this.#decidedOn = -1;
          this.#progress();
        }
        return;
      default:
        return;
    }
  }

  #view(index: 0 | 1, game: GameView, at: number): void {
    const player = this.#players[index];
    if (game.id !== player.gameId) return;
    if (player.view && game.version < player.view.version) return;
    const first = player.view === undefined;
    player.view = game;
    if (first) this.#checkWatching();
    const flight = this.#inFlight;
    if (flight && game.id === this.#trackedGame && game.version >= flight.version) {
      const seen = flight.seen | (1 << index);
      if (seen === BOTH && flight.seen !== BOTH) {
        this.#context.recorder.roundTrip(flight.phase, at - flight.sentAt);
      }
      flight.seen = seen;
      this.#land(flight);
    }
    if (game.status === 'finished' || game.status === 'aborted') this.#ended(index, game);
    else this.#progress();
  }

  #ack(actionId: string, at: number): void {
    const flight = this.#inFlight;
    if (!flight || flight.actionId !== actionId || flight.acked) return;
    flight.acked = true;
    this.#context.recorder.ack(flight.phase, at - flight.sentAt);
    if (this.#land(flight)) this.#progress();
  }

  /** Forgets the move in flight once both clients have its update and its `ack` came. */
  #land(flight: InFlight): boolean {
    if (flight.seen !== BOTH || !flight.acked || this.#inFlight !== flight) return false;
    this.#inFlight = undefined;
    return true;
  }

  /** Lets whichever client is to move play. */
  #progress(): void {
    this.#consider(0);
    this.#consider(1);
  }

  /** Plays for client `index` if its view says it is to move and both clients watch the game. */
  #consider(index: 0 | 1): void {
    const player = this.#players[index];
    const view = player.view;
    const pace = this.#context.pace();
    if (pace === 'stop' || this.#broken || !view || view.status !== 'active') return;
    if (this.#players.some((p) => p.gameId !== view.id || !p.view || p.view.id !== view.id)) return;
    const tracker = this.#trackerFor(view);
    if (!tracker || this.#inFlight || this.#decidedOn >= view.version) return;
    const turn = tracker.turnAfter(view.moves);
    if (!turn.ok) {
      this.#fault(turn.error.code, turn.error.message);
      return;
    }
    if (turn.value !== player.side || tracker.played !== view.moves.length) return;
    this.#decidedOn = view.version;
    if (pace === 'burst') {
      this.#move(index);
      return;
    }
    const think = this.#context.think ?? afterTimer;
    this.#thinking = think(this.#context.thinkMs(), () => {
      this.#thinking = undefined;
      this.#move(index);
    });
  }

  #trackerFor(view: GameView): MoveTracker | undefined {
    if (this.#tracker && this.#trackedGame === view.id) return this.#tracker;
    const made = MoveTracker.of(view);
    if (!made.ok) {
      this.#fault(made.error.code, made.error.message);
      return undefined;
    }
    this.#tracker = made.value;
    this.#trackedGame = view.id;
    this.#decidedOn = -1;
    return this.#tracker;
  }

  #move(index: 0 | 1): void {
    const player = this.#players[index];
    const view = player.view;
    const phase = this.#context.recorder.phase;
    if (!view || !phase || !player.client || this.#context.pace() === 'stop') return;
    const move = this.#tracker?.pickMove(this.#context.random);
    if (move === undefined) return;
    const actionId = this.#nextActionId();
    this.#inFlight = {
      actionId,
      version: view.version + 1,
      sentAt: performance.now(),
      phase,
      seen: 0,
      acked: false,
    };
    player.client.send({
      type: 'move',
      actionId,
      gameId: view.id,
      seatSecret: player.seatSecret,
      version: view.version,
      move,
    });
  }

  /** A game over: South offers a rematch, North accepts it, and both move on to the next game. */
  #ended(index: 0 | 1, game: GameView): void {
    const player = this.#players[index];
    if (this.#context.pace() === 'stop' || !player.client) return;
    if (game.rematch.nextGameId !== null) {
      void this.#takeSeat(index, game.rematch.nextGameId);
      return;
    }
    const offered = game.rematch.offeredBy;
    const asks = player.side === 'south' ? offered === null : offered === 'south';
    if (!asks || player.rematchAsked === game.id) return;
    player.rematchAsked = game.id;
    if (player.side === 'south') this.#context.recorder.gamesFinished += 1;
    player.client.send({
      type: 'rematch',
      actionId: this.#nextActionId(),
      gameId: game.id,
      seatSecret: player.seatSecret,
    });
  }

  /** Takes the player's seat in the rematch `gameId` and watches it instead of the old game. */
  async #takeSeat(index: 0 | 1, gameId: string): Promise<void> {
    const player = this.#players[index];
    if (player.gameId === gameId) return;
    const old = player.gameId;
    player.gameId = gameId;
    const seat = await this.#context.api.seatOf(player.credentials, gameId);
    if (!seat.ok) {
      this.#fault(seat.error.code, `seat in rematch ${gameId}: ${seat.error.message}`);
      return;
    }
    player.side = seat.value.seat;
    player.seatSecret = seat.value.seatSecret;
    player.view = undefined;
    if (index === 0) this.#context.recorder.rematches += 1;
    player.client?.send({ type: 'unwatch', gameId: old });
    player.client?.send({ type: 'watch', gameId });
  }

  #nextActionId(): string {
    this.#actions += 1;
    return `${this.#name}-${this.#actions.toString(36)}`;
  }

  #lose(code: number, reason: string): void {
    this.#fault(`close/${code}`, `a connection closed: ${code} ${reason}`);
    this.#broken = true;
    this.#thinking?.();
    this.#thinking = undefined;
    this.#checkWatching();
  }

  #fault(code: string, message: string): void {
    this.#context.recorder.error(code, message);
    if (code === 'bench/connect_failed') {
      this.#broken = true;
      this.#checkWatching();
    }
  }
}
