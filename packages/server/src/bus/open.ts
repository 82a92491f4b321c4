import type { Bus } from './bus.ts';
import { InProcessBus } from './in-process.ts';
import { RedisBus } from './redis.ts';

/** How instances share game events: the `REDIS_URL` setting. */
export interface BusOptions {
  /** A Redis URL (`redis://[:password@]host:port[/db]`): the bus of several instances. */
  readonly redisUrl?: string;
  /**
   * Put before every channel name in Redis (`REDIS_CHANNEL_PREFIX`, `kalaha:` by default), so that
   * several sites can share one Redis. The in-process bus, alone in its process, needs none.
   */
  readonly channelPrefix?: string;
}

/**
 * Opens the bus: Redis pub/sub when `redisUrl` is set (any number of server instances), else the
 * in-process bus (one instance). Close it with `close()`.
 *
 * @throws BusOpenError (`open-error.ts`) `ERR_REDIS_URL` or `ERR_REDIS_UNREACHABLE` when Redis
 *   cannot be used at start.
 */
export async function openBus(options: BusOptions): Promise<Bus> {
  return options.redisUrl === undefined
    ? new InProcessBus()
    : await RedisBus.connect(
        options.redisUrl,
        options.channelPrefix === undefined ? {} : { channelPrefix: options.channelPrefix },
      );
}
