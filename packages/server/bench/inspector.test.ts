import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Inspector, InspectorError } from './inspector.ts';
import { startInspectedChild, type InspectedChild } from './test-inspected-child.ts';

let child: InspectedChild;

beforeAll(async () => {
  // Holds about 40 MB of strings until SIGUSR2 tells it to drop them.
  child = await startInspectedChild(
    [
      'globalThis.junk = Array.from({ length: 400000 }, (_, i) => "x".repeat(80) + i);',
      'process.on("SIGUSR2", () => { globalThis.junk = null; console.log("dropped"); });',
      'process.on("SIGWINCH", () => { const end = Date.now() + 300; while (Date.now() < end); setTimeout(() => console.log("blocked"), 50); });',
      // A named function that works the CPU for a known number of steps, not for a time.
      'function spin() { let x = 0; for (let i = 0; i < 5e7; i++) x = (x + i) % 1000003; return x; }',
      'process.on("SIGHUP", () => console.log("spun " + spin()));',
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
      child.child.kill('SIGHUP');
      await child.printed('spun');
      const profile = await inspector.stopProfile();
      expect(profile.samples.length).toBe(profile.timeDeltas.length);
      // The work the child did while profiled is in the profile, under its function's name.
      const spin = profile.nodes.filter((node) => node.callFrame.functionName === 'spin');
      expect(spin.length).toBeGreaterThan(0);
      const sampled = new Set(profile.samples);
      expect(spin.some((node) => sampled.has(node.id))).toBe(true);
    } finally {
      inspector.close();
    }
  });

  it("reads the inspected process's event-loop delay, afresh after each take", async () => {
    const inspector = await Inspector.open(child.inspectorUrl);
    try {
      await expect(inspector.takeLoopDelay()).rejects.toThrow(InspectorError);
      await inspector.watchLoopDelay();
      // The child blocks its loop for 300 ms on SIGWINCH, and says so once the loop ran again.
      child.child.kill('SIGWINCH');
      await child.printed('blocked');
      const blocked = await inspector.takeLoopDelay();
      expect(blocked.max).toBeGreaterThan(250);
      expect(blocked.p50).toBeLessThanOrEqual(blocked.max);
      await vi.waitFor(async () => expect((await inspector.takeLoopDelay()).max).toBeLessThan(250));
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
