/** A {@link KgpClock} for tests: time stands still until the test moves it. */
import type { KgpClock, KgpTimer } from './clock.ts';

interface Pending {
  readonly at: number;
  readonly order: number;
  readonly callback: () => void;
}

/** Time that moves only by {@link ManualClock.advance}, firing the timers that fall due in order. */
export class ManualClock implements KgpClock {
  #t: number;
  #order = 0;
  readonly #timers = new Map<KgpTimer, Pending>();

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.#t = start;
  }

  now(): number {
    return this.#t;
  }

  setTimeout(callback: () => void, ms: number): KgpTimer {
    const timer = { __kgpTimer: true } as const;
    this.#timers.set(timer, { at: this.#t + Math.max(0, ms), order: this.#order++, callback });
    return timer;
  }

  clearTimeout(timer: KgpTimer | undefined): void {
    if (timer !== undefined) this.#timers.delete(timer);
  }

  /** Timers not yet fired. */
  get pending(): number {
    return this.#timers.size;
  }

  /** Moves time on by `ms`, firing each timer due by then at its own time, earliest first. */
  advance(ms: number): void {
    const end = this.#t + ms;
    for (;;) {
      let next: [KgpTimer, Pending] | undefined;
      for (const entry of this.#timers) {
        const [, p] = entry;
        if (p.at > end) continue;
        if (!next || p.at < next[1].at || (p.at === next[1].at && p.order < next[1].order)) {
          next = entry;
        }
      }
      if (!next) break;
      this.#timers.delete(next[0]);
      this.#t = Math.max(this.#t, next[1].at);
      next[1].callback();
    }
    this.#t = end;
  }
}
