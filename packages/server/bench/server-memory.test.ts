import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Inspector } from './inspector.ts';
import { readServerMemory } from './server-memory.ts';
import { startInspectedChild, type InspectedChild } from './test-inspected-child.ts';

let child: InspectedChild;

beforeAll(async () => {
  // Keeps 100,000 small objects (a few MB) alive in a global.
  child = await startInspectedChild(
    'globalThis.kept = Array.from({ length: 100000 }, (_, i) => ({ i, name: "seat " + i })); setInterval(() => {}, 1000);',
  );
});
afterAll(() => child.kill());

describe('readServerMemory', () => {
  it('reads the resident set from /proc and the live heap after a collection', async () => {
    const inspector = await Inspector.open(child.inspectorUrl);
    try {
      const memory = await readServerMemory(child.child.pid!, inspector);
      expect(memory.rssBytes).toBeGreaterThan(memory.heapUsedBytes);
      expect(memory.peakRssBytes).toBeGreaterThanOrEqual(memory.rssBytes);
      // The kept objects stay: at least 100,000 × 2 small objects of a few dozen bytes.
      expect(memory.heapUsedBytes).toBeGreaterThan(4 * 2 ** 20);
    } finally {
      inspector.close();
    }
  });
});
