import { describe, expect, it } from 'vitest';
import type { CpuProfile } from './inspector.ts';
import { summarizeProfile } from './profile-summary.ts';

const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 9 });
const SERVER = 'file:///work/main/packages/server/src/service/host.ts';
const PGLITE = 'file:///work/main/node_modules/@electric-sql/pglite/dist/index.js';
const WS = 'file:///work/main/node_modules/ws/lib/sender.js';

/**
 * root → submit (server) → query (PGlite) → wasm-function (WASM)
 *                        → sendFrame (ws) → writev (native)
 *      → (garbage collector), (idle)
 */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 6, 7] },
    { id: 2, callFrame: frame('submit', SERVER), children: [3, 4] },
    { id: 3, callFrame: frame('query', PGLITE), children: [8] },
    { id: 4, callFrame: frame('sendFrame', WS), children: [5] },
    { id: 5, callFrame: frame('writev') },
    { id: 6, callFrame: frame('(garbage collector)') },
    { id: 7, callFrame: frame('(idle)') },
    { id: 8, callFrame: frame('wasm-function[12]', 'wasm://wasm/025aee86') },
  ],
  startTime: 0,
  endTime: 10_000,
  // µs: submit 1000, query 2000, WASM 3000, writev 2000, GC 1000, idle 1000.
  samples: [2, 3, 3, 8, 8, 8, 5, 5, 6, 7],
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};

describe('summarizeProfile', () => {
  it('charges each sample to the innermost layer on its stack', () => {
    const summary = summarizeProfile(profile);
    expect(summary.totalMs).toBe(10);
    expect(summary.layers).toEqual([
      { name: 'PGlite (embedded PostgreSQL: WASM, its JS, its file writes)', ms: 5, percent: 50 },
      { name: 'ws (WebSocket frames and socket writes)', ms: 2, percent: 20 },
      { name: 'server code (game masters, rooms, views, JSON)', ms: 1, percent: 10 },
      { name: 'garbage collection', ms: 1, percent: 10 },
      { name: 'idle', ms: 1, percent: 10 },
    ]);
  });

  it('lists the functions with the most self time, with their file and line', () => {
    const summary = summarizeProfile(profile, 2);
    expect(summary.hotFunctions).toEqual([
      { name: 'wasm-function[12] wasm://wasm/025aee86:10', ms: 3, percent: 30 },
      { name: 'query @electric-sql/pglite/dist/index.js:10', ms: 2, percent: 20 },
    ]);
  });

  it('summarizes an empty profile as nothing', () => {
    expect(
      summarizeProfile({ nodes: [], startTime: 0, endTime: 0, samples: [], timeDeltas: [] }),
    ).toEqual({ totalMs: 0, layers: [], hotFunctions: [] });
  });
});
