import { expect } from 'vitest';

/**
 * `expect(actual, message()).toEqual(expected)` for the inner loops of tests that compare two
 * implementations move by move (hundreds of thousands of comparisons a file): the two plain
 * values are compared as JSON first, and vitest's assertion (with its diff and the message,
 * worked out only then) runs only when they differ. Each `expect` builds an assertion object, and
 * in these loops they cost most of the test's time. For plain data only (numbers, strings,
 * booleans, arrays, plain objects). The engine's tests have the same helper
 * (`packages/engine/test/same-as.ts`): a package's tests do not import another's.
 */
export function sameAs(actual: unknown, expected: unknown, message?: () => string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    expect(actual, message?.()).toEqual(expected);
  }
}
