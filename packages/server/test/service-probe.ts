import { existsSync } from 'node:fs';
import { connect } from 'node:net';

/**
 * The outside services some tests talk to, and whether this machine has them. `vitest.config.ts`
 * probes them once a run and hands the answer to the tests (`inject('services')`); a test file
 * that needs one runs its suites with `describeWith` (`services.ts`), which skips them loudly
 * where the service is missing. With `KALAHA_REQUIRE_SERVICES=1` (set by `.ci/run`) a missing
 * service fails the run instead, so CI always runs everything.
 */
export type Service = 'postgres' | 'redis' | 'chromium';

/** Which services answered, by name. */
export type ServicesAvailable = Readonly<Record<Service, boolean>>;

/** The PostgreSQL server of the tests: `KALAHA_TEST_DATABASE_URL`, else the local one. */
export const TEST_POSTGRES_URL =
  process.env['KALAHA_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The Redis of the tests: `KALAHA_TEST_REDIS_URL`, else the local one. */
export const TEST_REDIS_URL = process.env['KALAHA_TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** How each service is named in a skip message, and where it was looked for. */
export const SERVICE_WHERE: Readonly<Record<Service, string>> = {
  postgres: `PostgreSQL at ${new URL(TEST_POSTGRES_URL).host} (KALAHA_TEST_DATABASE_URL)`,
  redis: `Redis at ${new URL(TEST_REDIS_URL).host} (KALAHA_TEST_REDIS_URL)`,
  chromium: "Debian's Chromium (apt-get install -y chromium)",
};

/** How long a probe waits for a TCP connection, in ms: a local service answers in well under it. */
const PROBE_TIMEOUT_MS = 2_000;

/** True when something accepts a TCP connection at `url`'s host and port. */
function answers(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || defaultPort) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Probes every service once: a TCP connection for the servers, the executable `chromium` (the
 * end-to-end tests' `CHROMIUM`) for the browser.
 */
export async function probeServices(chromium: string): Promise<ServicesAvailable> {
  const [postgres, redis] = await Promise.all([
    answers(TEST_POSTGRES_URL, 5432),
    answers(TEST_REDIS_URL, 6379),
  ]);
  return { postgres, redis, chromium: existsSync(chromium) };
}

/** True when the run must not skip: `KALAHA_REQUIRE_SERVICES=1`, as `.ci/run` sets it. */
export function servicesRequired(): boolean {
  return process.env['KALAHA_REQUIRE_SERVICES'] === '1';
}

/**
 * The services missing from `available`, each as a line for the run's banner; empty when all are
 * there.
 */
export function missingServices(available: ServicesAvailable): string[] {
  return (Object.keys(available) as Service[])
    .filter((service) => !available[service])
    .map((service) => SERVICE_WHERE[service]);
}
