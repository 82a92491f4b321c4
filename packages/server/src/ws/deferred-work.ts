/**
 * The budget of the servers' frame handling, in ms (`/ws`, `/kgp` and KGP over TCP): under
 * overload, about the longest that timers (clocks, heartbeats) and new connections wait for it.
 */
export const FRAME_WORK_BUDGET_MS = 10;

/**
 * Work that I/O callbacks bring (a frame's handling), done after those callbacks in the
 * order it came, and at most about `budgetMs` at a time before the event loop turns again.
 *
 * Why: on Linux, libuv's poll phase calls I/O callbacks in rounds of up to 1,024 ready sockets
 * and, while each round fills its array, goes on for up to 48 rounds before it returns to the
 * loop; only then do timers run and do newly accepted sockets get watched (their registration
 * with epoll waits for the next poll phase). When each callback did a whole message's work, an
 * overloaded server (5,000 games and 10,000 clients on two cores) stayed in one poll phase for
 * 10 s and more: `strace` showed accepted sockets not registered for 11 s while the process kept
 * accepting, their requests lay unread in the kernel, and Node answered them 408 (Request
 * Timeout); timers (game clocks, heartbeats, request timeouts) ran up to 18 s late. With the work
 * deferred, a callback only parses its frame and queues it, and the queue is drained in the check
 * phase (`setImmediate`), yielding to the loop whenever a batch has taken `budgetMs`.
 */
export class DeferredWork {
  readonly #budgetMs: number;
  readonly #onError: (error: unknown) => void;
  readonly #now: () => number;
  #tasks: (() => void)[] = [];
  /** Index of the next task in {@link #tasks}. */
  #next = 0;
  #draining = false;

  /**
   * @param budgetMs how long a batch of tasks (their promise continuations included) may run
   *   before the loop turns, in ms.
   * @param onError told of a task that threw; the others run all the same.
   * @param now the clock, in ms (a test's fake one).
   */
  constructor(
    budgetMs: number,
    onError: (error: unknown) => void,
    now: () => number = () => performance.now(),
  ) {
    this.#budgetMs = budgetMs;
    this.#onError = onError;
    this.#now = now;
  }

  /** Tasks added and not started yet. */
  get waiting(): number {
    return this.#tasks.length - this.#next;
  }

  /** Queues `task`: it runs after the current callback, once the tasks before it have started. */
  add(task: () => void): void {
    this.#tasks.push(task);
    if (this.#draining) return;
    this.#draining = true;
    setImmediate(() => void this.#drain());
  }

  async #drain(): Promise<void> {
    let since = this.#now();
    while (this.#next < this.#tasks.length) {
      const task = this.#tasks[this.#next]!;
      this.#tasks[this.#next] = noop;
      this.#next++;
      try {
        task();
      } catch (error) {
        this.#onError(error);
      }
      // The task's first promise steps run here, so that the budget counts them.
      await undefined;
      if (this.#now() - since >= this.#budgetMs) {
        this.#compact();
        await new Promise<void>((resolve) => setImmediate(resolve));
        since = this.#now();
      }
    }
    this.#tasks.length = 0;
    this.#next = 0;
    this.#draining = false;
  }

  /** Drops the tasks already started from the front of the queue. */
  #compact(): void {
    this.#tasks = this.#tasks.slice(this.#next);
    this.#next = 0;
  }
}

function noop(): void {}
