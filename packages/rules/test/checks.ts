import fc from 'fast-check';
import { expect } from 'vitest';

/** Checks made by {@link check} in this test file so far. */
let checksMade = 0;

/**
 * Fails the property with a message when `condition` is false: cheaper than `expect` inside the
 * game loops of the property tests, and counted, so that {@link assertProperty} can tell a
 * property that checked nothing.
 */
export function check(condition: boolean, message: () => string): asserts condition {
  checksMade++;
  if (!condition) throw new Error(message());
}

/**
 * Runs fast-check's `property` and asserts that it made checks: a property whose runs were all
 * filtered away (`fc.pre`), or that checks nothing, would otherwise pass without a word.
 */
export function assertProperty<Ts>(property: fc.IProperty<Ts>, params: fc.Parameters<Ts>): void {
  const before = checksMade;
  fc.assert(property, params);
  expect(checksMade - before, 'checks made by the property').toBeGreaterThan(0);
}
