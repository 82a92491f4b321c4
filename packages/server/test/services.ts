import { describe, inject } from 'vitest';
import {
  SERVICE_WHERE,
  servicesRequired,
  type Service,
  type ServicesAvailable,
} from './service-probe.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which outside services answered when the run began (`vitest.config.ts`). */
    services: ServicesAvailable;
  }
}

/**
 * `describe(name, body)` for a suite that needs outside services (PostgreSQL, Redis): run as usual
 * where `vitest.config.ts` found them; where one is missing, skipped with the reason in the
 * suite's name and a warning on the run's output, or failed when `KALAHA_REQUIRE_SERVICES=1`.
 */
export function describeWith(needs: readonly Service[], name: string, body: () => void): void {
  const available = inject('services');
  const missing = needs.filter((service) => !available[service]).map((s) => SERVICE_WHERE[s]);
  if (missing.length === 0) {
    describe(name, body);
    return;
  }
  const why = `needs ${missing.join(' and ')}, which did not answer`;
  if (servicesRequired()) {
    describe(name, () => {
      throw new Error(`${why} (KALAHA_REQUIRE_SERVICES=1: a skip is a failure)`);
    });
    return;
  }
  console.warn(`\n*** SKIPPED "${name}": ${why} ***\n`);
  describe.skip(`${name} [SKIPPED: ${why}]`, body);
}
