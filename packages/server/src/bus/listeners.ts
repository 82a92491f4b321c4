/** A subscriber's callback: called with each message (a JSON text) of its channel. */
export type Listener = (message: string) => void;

/**
 * What a bus does with an exception thrown by a listener (a bug in the listener): by default
 * {@link rethrowLater}. Delivery to the channel's other listeners goes on either way.
 */
export type ListenerErrorHandler = (error: unknown, channel: string) => void;

/**
 * Throws `error` again from a fresh task, where it is an uncaught exception like one thrown by an
 * EventEmitter listener: the bug stays loud, and the bus (its Redis connection, or the publisher
 * that called it) is not disturbed.
 */
export function rethrowLater(error: unknown): void {
  setImmediate(() => {
    throw error;
  });
}

/** One subscription: its own object, so the same function subscribed twice is two subscriptions. */
interface Subscription {
  readonly listener: Listener;
}

/** The subscriptions of a bus by channel, and delivery to them; shared by both bus implementations. */
export class ChannelListeners {
  readonly #channels = new Map<string, Set<Subscription>>();
  readonly #onError: ListenerErrorHandler;

  constructor(onError: ListenerErrorHandler = rethrowLater) {
    this.#onError = onError;
  }

  /**
   * Adds a subscription of `listener` to `channel`.
   *
   * @returns the subscription (to {@link remove}) and whether it is the channel's first.
   */
  add(
    channel: string,
    listener: Listener,
  ): { readonly subscription: object; readonly first: boolean } {
    let subscriptions = this.#channels.get(channel);
    const first = subscriptions === undefined;
    if (subscriptions === undefined) {
      subscriptions = new Set();
      this.#channels.set(channel, subscriptions);
    }
    const subscription: Subscription = { listener };
    subscriptions.add(subscription);
    return { subscription, first };
  }

  /**
   * Removes a subscription made by {@link add} (nothing when already removed).
   *
   * @returns true when it was the channel's last.
   */
  remove(channel: string, subscription: object): boolean {
    const subscriptions = this.#channels.get(channel);
    if (subscriptions === undefined || !subscriptions.delete(subscription as Subscription)) {
      return false;
    }
    if (subscriptions.size > 0) return false;
    this.#channels.delete(channel);
    return true;
  }

  /** The channels with at least one subscription. */
  channels(): string[] {
    return [...this.#channels.keys()];
  }

  /**
   * Calls each listener of `channel` with `message`, in the order they subscribed. Listeners
   * added or removed meanwhile (by a listener) take effect from the next message.
   */
  deliver(channel: string, message: string): void {
    const subscriptions = this.#channels.get(channel);
    if (subscriptions === undefined) return;
    for (const { listener } of [...subscriptions]) {
      try {
        listener(message);
      } catch (error) {
        this.#onError(error, channel);
      }
    }
  }

  /** Removes every subscription. */
  clear(): void {
    this.#channels.clear();
  }
}
