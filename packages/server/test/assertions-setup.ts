import { beforeEach, expect } from 'vitest';

/**
 * A vitest setup file of every project: each test must make at least one assertion. A test that
 * only runs code and passes by not throwing says nothing about what the code did, so it fails
 * with "expected any number of assertion, but got none".
 */
beforeEach(() => {
  expect.hasAssertions();
});
