/**
 * Game events between server instances: each instance publishes what it applied on the game's
 * channel and relays what it hears to its own WebSocket clients. Two implementations: in-process
 * (one instance, the default) and Redis pub/sub (`REDIS_URL`, any number of instances).
 * Delivery is at most once and in order per publisher; a client that missed a message catches up
 * from storage on reconnect (`state`).
 */
export interface Bus {
  /** Sends `message` (a JSON text) to every subscriber of `channel`, on every instance. */
  publish(channel: string, message: string): Promise<void>;
  /**
   * Calls `listener` with each message published on `channel` from now on (this instance's own
   * included).
   *
   * @returns a function that ends this subscription.
   */
  subscribe(channel: string, listener: (message: string) => void): Promise<() => Promise<void>>;
  /**
   * Calls `listener` when messages may have been missed: `lost` when the connection that hears
   * them is gone (messages published meanwhile will never arrive), `back` once it hears every
   * subscribed channel again. Whoever caches what the messages tell must, between the two, read
   * from the source instead, and at `back` bring its cache up to date from it. The in-process bus
   * never loses a message and never calls it.
   */
  onGap(listener: (event: BusGap) => void): void;
  /** Ends every subscription and closes connections. */
  close(): Promise<void>;
}

/** What {@link Bus.onGap} tells. */
export type BusGap = 'lost' | 'back';
