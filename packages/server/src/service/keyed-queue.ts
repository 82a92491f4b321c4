/**
 * Runs tasks one at a time per key (a game id), in the order they were queued; tasks of different
 * keys run concurrently. A game's master on one instance thus never decides two actions at once,
 * and its cached state changes in version order.
 */
export class KeyedQueue {
  readonly #tails = new Map<string, Promise<unknown>>();

  /**
   * Queues `task` behind the tasks of `key` queued before it.
   *
   * @returns what `task` resolves to, or its rejection (which does not stop the tasks after it).
   */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.#tails.set(key, tail);
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return result;
  }

  /** Keys with tasks queued or running. */
  get size(): number {
    return this.#tails.size;
  }
}
