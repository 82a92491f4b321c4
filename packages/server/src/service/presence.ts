import type { PerSide } from '@kalaha/rules';
import type { StoredSeat } from '../storage/storage.ts';
import type { PresenceCounts } from './notes.ts';

/** No watchers. */
export const NOBODY: PresenceCounts = { spectators: 0, south: 0, north: 0 };

/**
 * This instance's watchers of a game, counted: a watcher whose connection belongs to a seated
 * player counts for that seat, every other watcher as a spectator.
 */
export function countWatchers(
  watchers: Iterable<{ readonly playerId: string | undefined }>,
  seats: PerSide<StoredSeat | null>,
): PresenceCounts {
  let spectators = 0;
  let south = 0;
  let north = 0;
  for (const { playerId } of watchers) {
    if (playerId !== undefined && playerId === seats.south?.playerId) south++;
    else if (playerId !== undefined && playerId === seats.north?.playerId) north++;
    else spectators++;
  }
  return { spectators, south, north };
}

/** True when two counts are the same. */
export function sameCounts(a: PresenceCounts, b: PresenceCounts): boolean {
  return a.spectators === b.spectators && a.south === b.south && a.north === b.north;
}

/**
 * The watchers of one game on the other instances, as their presence notes told them. Each
 * instance's counts expire `ttlMs` after its last note, so the counts of an instance that died
 * vanish on their own.
 */
export class RemotePresence {
  readonly #ttlMs: number;
  readonly #instances = new Map<string, { counts: PresenceCounts; expiresAt: number }>();

  /** @param ttlMs how long an instance's counts last without a new note (ms). */
  constructor(ttlMs: number) {
    this.#ttlMs = ttlMs;
  }

  /** Records the counts `instanceId` told at `now` (ms); all-zero counts forget the instance. */
  heard(instanceId: string, counts: PresenceCounts, now: number): void {
    if (sameCounts(counts, NOBODY)) this.#instances.delete(instanceId);
    else this.#instances.set(instanceId, { counts, expiresAt: now + this.#ttlMs });
  }

  /** Forgets the counts that expired by `now` (ms). */
  prune(now: number): void {
    for (const [id, entry] of this.#instances) {
      if (entry.expiresAt <= now) this.#instances.delete(id);
    }
  }

  /** `local` plus every other instance's counts. */
  total(local: PresenceCounts): PresenceCounts {
    let { spectators, south, north } = local;
    for (const { counts } of this.#instances.values()) {
      spectators += counts.spectators;
      south += counts.south;
      north += counts.north;
    }
    return { spectators, south, north };
  }
}
