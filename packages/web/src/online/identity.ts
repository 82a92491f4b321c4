import type { Side } from '@kalaha/rules';
import * as z from 'zod/mini';
import { readStored, StoredSideSchema, StoredTextSchema } from '../app/stored.ts';
import type { KeyValueStore } from '../game/persist.ts';

/**
 * What the browser keeps for online play, in localStorage: the player (no sign-up: an id, a
 * secret and a display name, made by the server on first use) and, per game, the seat this
 * browser plays and that seat's secret. A seat lost here (another device, cleared storage) can be
 * fetched again from the server with the player's credentials (`GET /api/games/:id/seat`).
 *
 * Anything unreadable is treated as absent; storage errors (private mode, quota) are ignored, the
 * credentials then last until the page closes.
 */

/** The player this browser plays as. */
export interface Identity {
  readonly playerId: string;
  readonly secret: string;
  readonly name: string;
}

/** A seat this browser holds in a game. */
export interface HeldSeat {
  readonly side: Side;
  readonly seatSecret: string;
}

/** The localStorage key of the player's credentials. */
export const IDENTITY_KEY = 'kalaha.online.player.v1';

/** The localStorage key of the seats held: `[gameId, seat]` pairs, oldest first. */
export const SEATS_KEY = 'kalaha.online.seats.v1';

/** At most this many seats are kept (the oldest go first): a few kB of storage at most. */
export const MAX_SEATS_KEPT = 200;

/** A stored player (fields beyond these are dropped). */
const StoredIdentitySchema = z.object({
  playerId: StoredTextSchema,
  secret: StoredTextSchema,
  name: StoredTextSchema,
});

/** The stored seats: `[gameId, seat]` pairs; an entry that does not fit is skipped. */
const StoredSeatsSchema = z.array(
  z.catch(
    z.nullable(
      z.tuple([
        StoredTextSchema,
        z.object({ side: StoredSideSchema, seatSecret: StoredTextSchema }),
      ]),
    ),
    null,
  ),
);

/** The stored player, or `undefined` when there is none (or it is unreadable). */
export function loadIdentity(store: KeyValueStore): Identity | undefined {
  return readStored(store, IDENTITY_KEY, StoredIdentitySchema);
}

/** Keeps the player's credentials. */
export function saveIdentity(store: KeyValueStore, identity: Identity): void {
  try {
    store.setItem(IDENTITY_KEY, JSON.stringify(identity));
  } catch {
    // Not kept.
  }
}

/** Every seat kept, by game id, oldest first. */
function loadSeats(store: KeyValueStore): Map<string, HeldSeat> {
  const seats = new Map<string, HeldSeat>();
  for (const entry of readStored(store, SEATS_KEY, StoredSeatsSchema) ?? []) {
    if (entry) seats.set(entry[0], entry[1]);
  }
  return seats;
}

/** The seat this browser holds in game `gameId`, if any. */
export function loadSeat(store: KeyValueStore, gameId: string): HeldSeat | undefined {
  return loadSeats(store).get(gameId);
}

/** Keeps the seat held in game `gameId` (the oldest beyond {@link MAX_SEATS_KEPT} are dropped). */
export function saveSeat(store: KeyValueStore, gameId: string, seat: HeldSeat): void {
  const seats = loadSeats(store);
  seats.delete(gameId);
  seats.set(gameId, seat);
  const kept = [...seats].slice(-MAX_SEATS_KEPT);
  try {
    store.setItem(SEATS_KEY, JSON.stringify(kept));
  } catch {
    // Not kept: the seat can be fetched again from the server.
  }
}
