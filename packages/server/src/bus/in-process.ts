import type { Bus } from './bus.ts';
import { ChannelListeners } from './listeners.ts';
import type { Listener, ListenerErrorHandler } from './listeners.ts';

/**
 * The bus of a single server instance (no `REDIS_URL`): messages go straight to this process's
 * listeners. `publish` calls every listener of the channel before it resolves, like an
 * EventEmitter; a message published by a listener during delivery is queued and delivered after
 * the current one, so every listener hears the messages in the order they were published.
 */
export class InProcessBus implements Bus {
  readonly #listeners: ChannelListeners;
  readonly #queue: { readonly channel: string; readonly message: string }[] = [];
  #delivering = false;
  #closed = false;

  /** @param onListenerError what to do with a listener's exception (default: rethrow it later). */
  constructor(onListenerError?: ListenerErrorHandler) {
    this.#listeners = new ChannelListeners(onListenerError);
  }

  /** @throws Error (a rejection) after {@link close}. */
  async publish(channel: string, message: string): Promise<void> {
    this.#checkOpen();
    this.#queue.push({ channel, message });
    if (this.#delivering) return;
    this.#delivering = true;
    try {
      for (let next = this.#queue.shift(); next !== undefined; next = this.#queue.shift()) {
        this.#listeners.deliver(next.channel, next.message);
      }
    } finally {
      this.#delivering = false;
    }
  }

  /** @throws Error (a rejection) after {@link close}. */
  async subscribe(channel: string, listener: Listener): Promise<() => Promise<void>> {
    this.#checkOpen();
    const { subscription } = this.#listeners.add(channel, listener);
    return async () => {
      this.#listeners.remove(channel, subscription);
    };
  }

  /** Never called: nothing published in one process is lost. */
  onGap(): void {}

  async close(): Promise<void> {
    this.#closed = true;
    this.#queue.length = 0;
    this.#listeners.clear();
  }

  #checkOpen(): void {
    if (this.#closed) throw new Error('Bus: used after close()');
  }
}
