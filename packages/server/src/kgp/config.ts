import { MAX_LEVEL, MIN_LEVEL } from '@kalaha/engine';
import { KGP_DEFAULT_PORT } from '@kalaha/protocol';
import type { Result } from '@kalaha/rules';
import { z } from 'zod';
import { checked, readEnv, variable, wholeNumber, type Env } from '../env.ts';

/**
 * The KGP endpoint's settings: where bots connect and how their games are timed and paired. The
 * figures taken from the published reference server (KWARC/kalah-game, `server/go-kgp`, its
 * configuration defaults) say so; the others say why they are what they are.
 */

/** A bot's time for one move (`state` to `stop`), in ms: the reference server's move timeout. */
export const DEFAULT_MOVE_MS = 5_000;
/**
 * How long a bot waits for another bot before it plays the engine, in ms: long enough for a few
 * bots started together to find each other (the reference server gathers them for 20 s).
 */
export const DEFAULT_PAIR_WAIT_MS = 10_000;
/** The engine level a lone bot plays: level 5, a solid club player (engine `levels/table.ts`). */
export const DEFAULT_ENGINE_LEVEL = 5;
/**
 * Time between the server's `ping`s, in ms; a bot that has not answered the last one by the next
 * is dropped: the reference server's keep-alive interval.
 */
export const DEFAULT_PING_MS = 20_000;
/**
 * How long a bot's game may wait for its first move, in ms, before the server aborts it: a
 * game's clocks start with the first move (`game/clock.ts`), so a game whose first mover left
 * (a bot that disconnected, a person who never came back) would otherwise hold its bot forever.
 */
export const DEFAULT_ABANDON_MS = 60_000;
/** The board KGP bots play: Kalah with 6 houses of 4 seeds, the standard game. */
export const KGP_HOUSES = 6;
/** Seeds a house at the start of a KGP game. */
export const KGP_SEEDS = 4;
/**
 * Lines a connection may send per second. A bot refines its move a few times per depth of its
 * search: a hundred a second leaves room for that; more is dropped with an `error`, and three
 * times as many within a second closes the connection.
 */
export const DEFAULT_LINES_PER_SECOND = 100;
/** The longest move time accepted (ms): the largest increment of a time control (`TimeControlSchema`). */
export const MAX_MOVE_MS = 60_000;
/** The shortest move time accepted (ms): a bot needs some time to answer over the network. */
export const MIN_MOVE_MS = 100;

/** How the endpoint plays, whatever the transport. Times in ms. */
export interface KgpOptions {
  /** A bot's time for one move. */
  readonly moveMs: number;
  /** How long a lone bot waits for another before it plays the engine. */
  readonly pairWaitMs: number;
  /** The engine level a lone bot plays (1-10). */
  readonly engineLevel: number;
  /** Time between pings; an unanswered ping drops the connection at the next. */
  readonly pingMs: number;
  /** How long a game may wait for its first move before it is aborted. */
  readonly abandonMs: number;
  /** The board: houses a side and seeds a house. */
  readonly houses: number;
  readonly seeds: number;
  /** Lines a connection may send per second (see {@link DEFAULT_LINES_PER_SECOND}). */
  readonly linesPerSecond: number;
}

/** The options with every default. */
export const DEFAULT_KGP_OPTIONS: KgpOptions = {
  moveMs: DEFAULT_MOVE_MS,
  pairWaitMs: DEFAULT_PAIR_WAIT_MS,
  engineLevel: DEFAULT_ENGINE_LEVEL,
  pingMs: DEFAULT_PING_MS,
  abandonMs: DEFAULT_ABANDON_MS,
  houses: KGP_HOUSES,
  seeds: KGP_SEEDS,
  linesPerSecond: DEFAULT_LINES_PER_SECOND,
};

/** The KGP part of the server's configuration. */
export interface KgpConfig {
  /** `KGP_PORT`: the TCP port (0: any free port), or `null` with `KGP_PORT=off`. */
  readonly port: number | null;
  /**
   * True when `KGP_PORT` was set: a port that is taken then stops the server; the default port
   * taken only leaves the server without its TCP endpoint, with a warning.
   */
  readonly portExplicit: boolean;
  /** `KGP_HOST`: the interface the TCP endpoint listens on (`HOST` by default). */
  readonly host: string;
  readonly options: KgpOptions;
}

/**
 * The KGP variables as a zod schema of the environment: `KGP_PORT` (a port, `0`, or `off`; by
 * default {@link KGP_DEFAULT_PORT}, or `0` when the server's own `PORT` is 0, so that servers on
 * any free port never contend for the well-known one), `KGP_HOST` (default the server's `host`),
 * `KGP_MOVE_MS` (100-60000), `KGP_PAIR_WAIT_MS` (0-86400000) and `KGP_ENGINE_LEVEL` (1-10).
 *
 * @param server the server's own port and interface, as read from `PORT` and `HOST`.
 */
export function kgpEnvSchema(server: {
  readonly port: number;
  readonly host: string;
}): z.ZodType<KgpConfig> {
  const port = checked(
    'KGP_PORT',
    'a whole number 0-65535 or off',
    (text) => text === 'off' || (/^\d{1,5}$/.test(text) && Number(text) <= 65535),
    (text) => (text === 'off' ? null : Number(text)),
  );
  return z
    .object({
      KGP_PORT: variable(port, undefined),
      KGP_MOVE_MS: variable(wholeNumber('KGP_MOVE_MS', MIN_MOVE_MS, MAX_MOVE_MS), DEFAULT_MOVE_MS),
      KGP_PAIR_WAIT_MS: variable(
        wholeNumber('KGP_PAIR_WAIT_MS', 0, 86_400_000),
        DEFAULT_PAIR_WAIT_MS,
      ),
      KGP_ENGINE_LEVEL: variable(
        wholeNumber('KGP_ENGINE_LEVEL', MIN_LEVEL, MAX_LEVEL),
        DEFAULT_ENGINE_LEVEL,
      ),
      KGP_HOST: variable(z.string(), server.host),
    })
    .transform((vars): KgpConfig => ({
      port:
        vars.KGP_PORT === undefined ? (server.port === 0 ? 0 : KGP_DEFAULT_PORT) : vars.KGP_PORT,
      portExplicit: vars.KGP_PORT !== undefined,
      host: vars.KGP_HOST,
      options: {
        ...DEFAULT_KGP_OPTIONS,
        moveMs: vars.KGP_MOVE_MS,
        pairWaitMs: vars.KGP_PAIR_WAIT_MS,
        engineLevel: vars.KGP_ENGINE_LEVEL,
      },
    }));
}

/**
 * Reads the KGP variables of {@link kgpEnvSchema} from `env`.
 *
 * @returns the configuration, or one sentence for each bad variable, naming it.
 */
export function readKgpConfig(
  env: Env,
  server: { readonly port: number; readonly host: string },
): Result<KgpConfig, string[]> {
  return readEnv(kgpEnvSchema(server), env);
}
