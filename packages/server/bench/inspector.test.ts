import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Inspector, InspectorError } from './inspector.ts';
import { startInspectedChild, type InspectedChild } from './test-inspected-child.ts';

let child: InspectedChild;

beforeAll(async () => {
  // Holds about 40 MB of strings until SIGUSR2 tells it to drop them.
  child = await startInspectedChild(
    [
      'globalThis.junk = Array.from({ length: 400000 }, (_, i) => "x".repeat(80) + i);',
      'process.on("SIGUSR2", () => { globalThis.junk = null; console.log("dropped"); });',
      'setInterval(() => {}, 1000);',
    ].join(' '),
  );
});
afterAll(() => child.kill());

describe('Inspector', () => {
  it('reads the heap of the inspected process and collects its garbage', async () => {
    const inspector = await Inspector.open(child.inspectorUrl);
    try {
      await inspector.collectGarbage();
      const held = await inspector.heapUsage();
      expect(held.usedBytes).toBeGreaterThan(30 * 2 ** 20);
      expect(held.totalBytes).toBeGreaterThanOrEqual(held.usedBytes);
      child.child.kill('SIGUSR2');
      await child.printed('dropped');
      await inspector.collectGarbage();
      const dropped = await inspector.heapUsage();
      // The dropped strings (about 40 MB) are gone after a full collection.
      expect(dropped.usedBytes).toBeLessThan(held.usedBytes - 20 * 2 ** 20);
    } finally {
      inspector.close();
    }
  });

  it('records a CPU profile of the process between start and stop', async () => {
    const inspector = await Inspector.open(child.inspectorUrl);
    try {
      await inspector.startProfile(500);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const profile = await inspector.stopProfile();
      expect(profile.nodes.length).toBeGreaterThan(0);
      expect(profile.samples.length).toBe(profile.timeDeltas.length);
      expect(profile.samples.length).toBeGreaterThan(10);
      expect(profile.endTime - profile.startTime).toBeGreaterThanOrEqual(150_000);
    } finally {
      inspector.close();
    }
  });

  it('fails with InspectorError where no inspector listens', async () => {
    const url = new URL(child.inspectorUrl);
    url.port = '1';
    await expect(Inspector.open(url.toString())).rejects.toThrow(InspectorError);
  });
});
