/**
 * Group commit: calls that arrive while a group is being written wait and are written together
 * as the next group, so that under load many moves share one statement (one parse, one plan,
 * one write-ahead-log flush) instead of queueing one by one behind each other. A call that finds
 * nothing running starts a group of its own in the next turn of the event loop: a lone move
 * waits for nobody.
 *
 * Two calls with the same key never share a group (a game's second commit must see its first):
 * the later one waits for the next group.
 *
 * Measured with `npm run bench:server` (issue 5): on PGlite one move statement costs about 0.7 ms
 * of the storage thread, so at 750 moves/s it was busy most of the time and the moves queued.
 */
export class GroupCommit<T, R> {
  readonly #write: (items: readonly T[]) => Promise<readonly R[]>;
  readonly #keyOf: (item: T) => string;
  readonly #maxGroup: number;
  #waiting: Waiting<T, R>[] = [];
  #running = false;

  /**
   * @param write writes a group and answers each item's result, in order; a rejection fails
   *   every call of the group with that error.
   * @param keyOf items with equal keys go into different groups, in the order they came.
   * @param maxGroup the most items a group holds (≥ 1).
   */
  constructor(
    write: (items: readonly T[]) => Promise<readonly R[]>,
    keyOf: (item: T) => string,
    maxGroup: number,
  ) {
    if (!Number.isInteger(maxGroup) || maxGroup < 1) {
      throw new RangeError(`maxGroup must be a whole number from 1, not ${maxGroup}`);
    }
    this.#write = write;
    this.#keyOf = keyOf;
    this.#maxGroup = maxGroup;
  }

  /** Writes `item` in the next group; resolves with its result once the group is written. */
  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#waiting.push({ item, resolve, reject });
      if (this.#running) return;
      this.#running = true;
      // Not at once: the calls that arrived with this one (messages already queued for this
      // thread) are taken in first, since a write on PGlite runs to its end without yielding.
      setImmediate(() => void this.#drain());
    });
  }

  async #drain(): Promise<void> {
    while (this.#waiting.length > 0) {
      const group = this.#takeGroup();
      try {
        const results = await this.#write(group.map((w) => w.item));
        if (results.length !== group.length) {
          throw new Error(`group commit: ${results.length} results for ${group.length} items`);
        }
        group.forEach((w, i) => w.resolve(results[i]!));
      } catch (error) {
        for (const w of group) w.reject(error);
      }
    }
    this.#running = false;
  }

  /** The first waiting items, at most one per key and {@link #maxGroup} in all. */
  #takeGroup(): Waiting<T, R>[] {
    const keys = new Set<string>();
    const group: Waiting<T, R>[] = [];
    const rest: Waiting<T, R>[] = [];
    for (const w of this.#waiting) {
      const key = this.#keyOf(w.item);
      if (group.length < this.#maxGroup && !keys.has(key)) {
        keys.add(key);
        group.push(w);
      } else {
        rest.push(w);
      }
    }
    this.#waiting = rest;
    return group;
  }
}

interface Waiting<T, R> {
  readonly item: T;
  readonly resolve: (result: R) => void;
  readonly reject: (error: unknown) => void;
}
