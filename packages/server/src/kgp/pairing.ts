import type { KgpClock, KgpTimer } from './clock.ts';

/** What the pairing does with the bots it holds. */
export interface PairingOptions<T> {
  /** How long a bot waits alone, in ms, before it is given to {@link PairingOptions.alone}. */
  readonly waitMs: number;
  readonly clock: KgpClock;
  /** Two bots to play each other: the one that waited longer first. */
  readonly paired: (waiting: T, arrived: T) => void;
  /** A bot that waited `waitMs` with nobody to play (it then plays the engine). */
  readonly alone: (bot: T) => void;
}

/**
 * The idle bots, waiting for a game: a bot that arrives is paired at once with the bot that has
 * waited longest (never with itself: another connection of the same player); a bot left alone for
 * `waitMs` is given up to the engine. The first come is the first served, as in the reference
 * server's queue (KWARC/kalah-game, `server/go-kgp/sched/fifo.go`), which pairs the queue's
 * agents and gives a lone agent to one of its bots.
 */
export class Pairing<T extends { readonly playerId: string }> {
  readonly #o: PairingOptions<T>;
  /** The waiting bots in the order they came, with their timers. */
  readonly #waiting = new Map<T, KgpTimer>();

  constructor(options: PairingOptions<T>) {
    this.#o = options;
  }

  /** The bots waiting, longest first. */
  get waiting(): T[] {
    return [...this.#waiting.keys()];
  }

  /** True while `bot` waits here. */
  has(bot: T): boolean {
    return this.#waiting.has(bot);
  }

  /** Adds an idle bot: paired at once if another waits, else it waits (a second add: nothing). */
  add(bot: T): void {
    if (this.#waiting.has(bot)) return;
    const partner = [...this.#waiting.keys()].find((other) => other.playerId !== bot.playerId);
    if (partner !== undefined) {
      this.remove(partner);
      this.#o.paired(partner, bot);
      return;
    }
    const timer = this.#o.clock.setTimeout(() => {
      if (this.#waiting.get(bot) !== timer) return;
      this.#waiting.delete(bot);
      this.#o.alone(bot);
    }, this.#o.waitMs);
    this.#waiting.set(bot, timer);
  }

  /** Takes a bot out (it plays elsewhere, or left). True when it was waiting. */
  remove(bot: T): boolean {
    const timer = this.#waiting.get(bot);
    if (timer === undefined) return false;
    this.#o.clock.clearTimeout(timer);
    this.#waiting.delete(bot);
    return true;
  }

  /** Forgets every bot and stops the timers. */
  close(): void {
    for (const timer of this.#waiting.values()) this.#o.clock.clearTimeout(timer);
    this.#waiting.clear();
  }
}
