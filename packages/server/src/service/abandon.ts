/**
 * The timers that call off open games whose creator has gone (issue 16: an open game whose
 * creator left stays in the lobby only so long): one per game, armed when the creator is away
 * from it, disarmed when he is back or the game is no longer open. Firing does not decide
 * anything: `fire` looks at the game again and calls it off if it is still open and unwatched
 * by its creator.
 */
export class AbandonTimers {
  readonly #delayMs: number;
  readonly #fire: (gameId: string) => void;
  readonly #timers = new Map<string, ReturnType<typeof setTimeout>>();

  /**
   * @param delayMs how long the creator may be away before `fire` is called (ms).
   * @param fire told once per arming, with the game's id.
   */
  constructor(delayMs: number, fire: (gameId: string) => void) {
    this.#delayMs = delayMs;
    this.#fire = fire;
  }

  /**
   * Arms the timer of `gameId` when its creator is `away` (an armed timer runs on: the time
   * counts from when he left), disarms it otherwise.
   */
  set(gameId: string, away: boolean): void {
    const timer = this.#timers.get(gameId);
    if (!away) {
      clearTimeout(timer);
      this.#timers.delete(gameId);
      return;
    }
    if (timer !== undefined) return;
    const armed = setTimeout(() => {
      this.#timers.delete(gameId);
      this.#fire(gameId);
    }, this.#delayMs);
    armed.unref?.();
    this.#timers.set(gameId, armed);
  }

  /** True while the timer of `gameId` is armed. */
  armed(gameId: string): boolean {
    return this.#timers.has(gameId);
  }

  /** Disarms every timer (the server stops). */
  clear(): void {
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }
}
