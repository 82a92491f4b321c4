/**
 * Helpers of the service's tests: a service on real parts, a fake clock, players, update recorders, unwrapping results,
 * and waiting for what arrives through timers and the bus.
 */
import { unwrap } from '@kalaha/rules';
import type { ActionMessage, NewGame } from '@kalaha/protocol';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { InProcessBus } from '../bus/in-process.ts';
import { openStorage } from '../storage/open.ts';
import type { Storage } from '../storage/storage.ts';
import { createGameService, type GameServiceOptions } from './game-service.ts';
import type { GameService, GameUpdate, PlayerAuth, ServiceResult } from './service.ts';

/** A clock the test moves by hand (ms since the epoch). */
export class FakeClock {
  constructor(public t = Date.UTC(2026, 0, 1)) {}
  readonly now = (): number => this.t;
  advance(ms: number): void {
    this.t += ms;
  }
}

/** The error code of a result, or `ok`. */
export function codeOf(result: ServiceResult<unknown>): string {
  return result.ok ? 'ok' : result.error.code;
}

/** A new player's credentials. */
export async function newPlayer(service: GameService, name: string): Promise<PlayerAuth> {
  const created = unwrap(await service.createPlayer(name));
  return { playerId: created.playerId, secret: created.secret };
}

/** Settings of a new game: Kalaha on a small board unless told otherwise. */
export function settings(overrides: Partial<NewGame> = {}): NewGame {
  return {
    preset: 'kalaha',
    options: { houses: 2, seeds: 1 },
    timeControl: null,
    rated: false,
    side: 'south',
    ...overrides,
  };
}

let actionCount = 0;
/** A seat's action message with a fresh action id. */
export function action(
  gameId: string,
  seatSecret: string,
  body:
    | { type: 'move'; version: number; move: string }
    | { type: 'arrange'; version: number; arrangement: number[] }
    | { type: 'resign' | 'abort' | 'rematch' | 'offerEnd' | 'acceptEnd' | 'declineEnd' },
): ActionMessage {
  return { actionId: `act-${++actionCount}`, gameId, seatSecret, ...body } as ActionMessage;
}

/** Ann (South) and Bob (North) in a new game of these settings, made through `service`. */
export async function twoPlayers(service: GameService, overrides: Partial<NewGame> = {}) {
  const ann = await newPlayer(service, 'Ann');
  const bob = await newPlayer(service, 'Bob');
  const created = unwrap(await service.createGame(ann, settings(overrides)));
  const joined = unwrap(await service.joinGame(bob, created.game.id));
  return {
    ann,
    bob,
    gameId: created.game.id,
    south: created.seatSecret,
    north: joined.seatSecret,
    joined,
  };
}

/**
 * South, then North, make one move each (version 2 to 4), so that the game counts: from then on a
 * resign or a fallen flag loses it and a rated game is rated (before, either aborts it). Houses 1
 * and 1 suit the 2×1 board of {@link settings}; 3 and 1 the 6×6 one.
 */
export async function bothMove(
  service: GameService,
  game: { readonly gameId: string; readonly south: string; readonly north: string },
  [southHouse, northHouse]: readonly [string, string] = ['1', '1'],
): Promise<void> {
  unwrap(
    await service.act(
      action(game.gameId, game.south, { type: 'move', version: 2, move: southHouse }),
    ),
  );
  unwrap(
    await service.act(
      action(game.gameId, game.north, { type: 'move', version: 3, move: northHouse }),
    ),
  );
}

/** A listener that keeps every update it hears. */
export function recorder(): {
  readonly updates: GameUpdate[];
  readonly listener: (update: GameUpdate) => void;
} {
  const updates: GameUpdate[] = [];
  return { updates, listener: (update) => updates.push(update) };
}

/** Waits until `check()` is true (`vi.waitFor`, every 5 ms); fails after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error('waitFor: the condition is not met yet');
    },
    { timeout: timeoutMs, interval: 5 },
  );
}

/**
 * `target` with its methods bound to it and `overrides` in their place: a storage or bus several
 * services of one test share (`close` a no-op), or one with a failure put in.
 */
export function wrap<T extends object>(target: T, overrides: Partial<T> = {}): T {
  return new Proxy(target, {
    get(t, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof T];
      const value: unknown = Reflect.get(t, property);
      return typeof value === 'function' ? value.bind(t) : value;
    },
  });
}

/** The game service of a test file, and more instances over its database. */
export interface ServiceFixture {
  /** The service (made before the file's tests run). */
  readonly service: GameService;
  /**
   * Another instance over the same database, with its own in-process bus (as a second server
   * reads what the first stored); its `close` leaves the database open.
   */
  another(): GameService;
}

/**
 * The game service of a test file on real parts: PGlite in memory, the in-process bus and
 * `clock` (and `options`, e.g. a short wait for an open game's creator). It is made before the
 * file's tests and closed after them; an error it reported (its `onError`, another instance's
 * too) fails the file.
 */
export function serviceOnPGlite(
  clock: FakeClock,
  options: Partial<Omit<GameServiceOptions, 'storage' | 'bus' | 'now' | 'onError'>> = {},
): ServiceFixture {
  let storage: Storage | undefined;
  let service: GameService | undefined;
  const errors: unknown[] = [];
  const make = (on: Storage) =>
    createGameService({
      ...options,
      storage: on,
      bus: new InProcessBus(),
      now: clock.now,
      onError: (error) => errors.push(error),
    });
  beforeAll(async () => {
    storage = await openStorage({});
    service = make(storage);
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    expect(errors).toEqual([]);
  });
  return {
    get service() {
      if (!service) throw new Error('the service is made before the tests run');
      return service;
    },
    another() {
      if (!storage) throw new Error('the database is opened before the tests run');
      return make(wrap(storage, { close: async () => {} }));
    },
  };
}
