import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { nameKey } from '../storage/storage.ts';

/** Wrong tokens for one bot name within {@link WINDOW_S} before it is locked. */
export const WRONG_TOKENS_PER_NAME = 5;
/** Wrong tokens from one address within {@link WINDOW_S} before it is locked out. */
export const WRONG_TOKENS_PER_ADDRESS = 20;
/** The window the wrong tokens are counted in, and how long a lock lasts: 15 minutes, in s. */
const WINDOW_S = 900;

/**
 * Keeps KGP bot tokens from being guessed (spec 043 leaves the bound to the server): after
 * {@link WRONG_TOKENS_PER_NAME} wrong tokens for a name, or {@link WRONG_TOKENS_PER_ADDRESS} from
 * an address, within 15 minutes, that name (or address) may not sign in for the rest of the
 * window, right token or not, so that a guesser learns nothing more. Counted in memory, per
 * server instance (rate-limiter-flexible).
 */
export class TokenLockout {
  readonly #byName = new RateLimiterMemory({ points: WRONG_TOKENS_PER_NAME, duration: WINDOW_S });
  readonly #byAddress = new RateLimiterMemory({
    points: WRONG_TOKENS_PER_ADDRESS,
    duration: WINDOW_S,
  });

  /** Why `name` may not sign in from `address` now, or `undefined` when it may. */
  async locked(name: string, address: string): Promise<string | undefined> {
    const [byName, byAddress] = await Promise.all([
      this.#byName.get(nameKey(name)),
      this.#byAddress.get(address),
    ]);
    const spent = [
      [byName, `the name '${name}'`],
      [byAddress, 'this address'],
    ] as const;
    for (const [res, who] of spent) {
      if (res && res.remainingPoints <= 0) {
        const minutes = Math.ceil(res.msBeforeNext / 60_000);
        return `too many wrong tokens for ${who}: try again in ${minutes} min`;
      }
    }
    return undefined;
  }

  /** Counts a wrong token for `name` from `address`. */
  async wrong(name: string, address: string): Promise<void> {
    await Promise.all([
      this.#byName.consume(nameKey(name)).catch(spentOnly),
      this.#byAddress.consume(address).catch(spentOnly),
    ]);
  }
}

/** A refusal of `consume` is the count being spent already: nothing to do; others are bugs. */
function spentOnly(refusal: unknown): void {
  if (!(refusal instanceof RateLimiterRes)) throw refusal;
}
