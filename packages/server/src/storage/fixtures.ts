import { randomUUID } from 'node:crypto';
import type { Side } from '@kalaha/rules';
import type { Commit, Storage, StoredAction, StoredGame, StoredPlayer } from './storage.ts';

/**
 * Records for storage tests: unique ids on every call, so tests sharing one database (and test
 * files sharing one PostgreSQL server) never meet each other's rows.
 */

/** A fresh id with a readable prefix (`p-…`, `g-…`). */
export function uid(prefix: string): string {
  return `${prefix}-${randomUUID()}`;
}

/** A new (human) player named `name`, created at `created`. */
export function player(name: string, created = new Date()): StoredPlayer {
  return {
    playerId: uid('p'),
    secretHash: uid('hash'),
    name,
    created,
    kind: 'human',
    tokenHash: null,
  };
}

/**
 * A new bot named `name`: registered when it has a token hash (`tokenHash`), anonymous without;
 * `kind: 'engine'` for an engine level.
 */
export function bot(
  name: string,
  tokenHash: string | null = uid('token'),
  kind: 'bot' | 'engine' = 'bot',
): StoredPlayer {
  return { ...player(name), kind, tokenHash: kind === 'engine' ? null : tokenHash };
}

/** A rated Kalaha game with a clock, `south` seated, `north` free unless given; version 0. */
export function game(
  south: StoredPlayer,
  north: StoredPlayer | null = null,
  changes: Partial<StoredGame> = {},
): StoredGame {
  return {
    gameId: uid('g'),
    rules: { game: 'kalaha', houses: 6, seeds: 4, captureEmpty: true, sowing: { lap: 'single' } },
    family: 'kalaha',
    preset: 'kalaha',
    rated: true,
    timeControl: { initialMs: 300_000, incrementMs: 2_000 },
    status: north === null ? 'open' : 'active',
    seats: {
      south: { playerId: south.playerId, secretHash: uid('seat') },
      north: north === null ? null : { playerId: north.playerId, secretHash: uid('seat') },
    },
    start: '4,4,4,4,4,4,0,4,4,4,4,4,4,0 south',
    version: 0,
    clocks: null,
    result: null,
    rematchOfferedBy: null,
    nextGameId: null,
    previousGameId: null,
    created: new Date(),
    ended: null,
    ...changes,
  };
}

/** Two stored players and a stored active game between them (South to move, version 0). */
export async function seatedGame(
  storage: Storage,
  changes: Partial<StoredGame> = {},
): Promise<{ south: StoredPlayer; north: StoredPlayer; game: StoredGame }> {
  const south = player('Astrid');
  const north = player('Björn');
  await storage.insertPlayer(south);
  await storage.insertPlayer(north);
  const stored = game(south, north, changes);
  await storage.insertGame(stored);
  return { south, north, game: stored };
}

/**
 * The commit of one more action on `current`: a move of house `move` by `side` unless `kind` says
 * otherwise; the clocks change so that the new row differs from the old in more than its version.
 */
export function step(
  current: StoredGame,
  side: Side,
  options: {
    readonly kind?: StoredAction['kind'];
    readonly move?: string;
    readonly actionId?: string;
  } = {},
): Commit & { readonly next: StoredGame } {
  const version = current.version + 1;
  const kind = options.kind ?? 'move';
  const at = new Date(current.created.getTime() + version * 1000);
  return {
    expectedVersion: current.version,
    action: {
      gameId: current.gameId,
      version,
      actionId: options.actionId ?? uid('a'),
      kind,
      side,
      move: kind === 'move' ? (options.move ?? String((version % 6) + 1)) : (options.move ?? null),
      at,
    },
    next: {
      ...current,
      version,
      clocks: {
        south: 300_000 - version,
        north: 300_000,
        running: side === 'south' ? 'north' : 'south',
        at: at.getTime(),
      },
    },
  };
}
