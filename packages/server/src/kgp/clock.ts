/**
 * Time as the KGP endpoint sees it, injected so that tests run it on a clock they move by hand
 * (`test-clock.ts`): the time now in ms since the epoch, and one-shot timers.
 */
export interface KgpClock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `callback` once after `ms` milliseconds; the handle cancels it. */
  setTimeout(callback: () => void, ms: number): KgpTimer;
  /** Cancels a timer (a fired or cancelled one: nothing happens). */
  clearTimeout(timer: KgpTimer | undefined): void;
}

/** A timer's handle, opaque to its users. */
export type KgpTimer = { readonly __kgpTimer: true } | NodeJS.Timeout;

/**
 * The system's clock: `Date.now` and Node's timers, unreferenced so that a pending KGP timer
 * (a ping, a move's time limit) never keeps the process alive by itself.
 */
export const systemClock: KgpClock = {
  now: () => Date.now(),
  setTimeout(callback, ms) {
    const timer = setTimeout(callback, ms);
    timer.unref();
    return timer;
  },
  clearTimeout(timer) {
    if (timer !== undefined) clearTimeout(timer as NodeJS.Timeout);
  },
};
