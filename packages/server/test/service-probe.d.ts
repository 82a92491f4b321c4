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
export declare const TEST_POSTGRES_URL: string;
/** The Redis of the tests: `KALAHA_TEST_REDIS_URL`, else the local one. */
export declare const TEST_REDIS_URL: string;
/** Debian's Chromium, the only browser the end-to-end tests drive. */
export declare const CHROMIUM = '/usr/bin/chromium';
/** How each service is named in a skip message, and where it was looked for. */
export declare const SERVICE_WHERE: Readonly<Record<Service, string>>;
/** Probes every service once: a TCP connection for the servers, the file for Chromium. */
export declare function probeServices(): Promise<ServicesAvailable>;
/** True when the run must not skip: `KALAHA_REQUIRE_SERVICES=1`, as `.ci/run` sets it. */
export declare function servicesRequired(): boolean;
/**
 * The services missing from `available`, each as a line for the run's banner; empty when all are
 * there.
 */
export declare function missingServices(available: ServicesAvailable): string[];
