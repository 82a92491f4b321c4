import type { CpuProfile } from './inspector.ts';

/** A share of a CPU profile: its name, ms and percent of all samples. */
export interface ProfileShare {
  readonly name: string;
  readonly ms: number;
  readonly percent: number;
}

/** Where the server's time went while the profile ran. */
export interface ProfileSummary {
  /** All sampled time, in ms (idle included). */
  readonly totalMs: number;
  /** By layer (PGlite, Kysely, ws, server code…), largest first. */
  readonly layers: readonly ProfileShare[];
  /** The functions with the most self time, largest first (`name file:line`). */
  readonly hotFunctions: readonly ProfileShare[];
}

/**
 * The layers a sample is charged to: walking its stack from the running function outwards, the
 * first frame that matches a layer takes the sample, so that the time inside a library is that
 * library's, however it was called. Frames of none (Node internals, native code) pass the sample
 * on to their caller.
 */
const LAYERS: readonly {
  readonly name: string;
  readonly match: (url: string, fn: string) => boolean;
}[] = [
  { name: 'garbage collection', match: (_, fn) => fn === '(garbage collector)' },
  { name: 'idle', match: (_, fn) => fn === '(idle)' },
  { name: 'V8 and Node (unattributed)', match: (_, fn) => fn === '(program)' || fn === '(root)' },
  {
    name: 'PGlite (embedded PostgreSQL: WASM, its JS, its file writes)',
    match: (url) => url.includes('@electric-sql/pglite') || url.startsWith('wasm://'),
  },
  { name: 'pg (PostgreSQL driver)', match: (url) => /\/node_modules\/pg(-[a-z]+)?\//.test(url) },
  { name: 'Kysely (building and compiling SQL)', match: (url) => url.includes('/kysely/') },
  { name: 'ws (WebSocket frames and socket writes)', match: (url) => url.includes('/ws/lib/') },
  { name: 'zod (validating messages)', match: (url) => url.includes('/zod/') },
  {
    name: 'Fastify (HTTP)',
    match: (url) => /\/(fastify|@fastify|find-my-way|avvio|light-my-request)\//.test(url),
  },
  { name: 'rate limiter', match: (url) => url.includes('/rate-limiter-flexible/') },
  { name: 'ioredis', match: (url) => url.includes('/ioredis/') },
  { name: 'crypto (secret hashes)', match: (url) => url.startsWith('node:internal/crypto') },
  { name: 'rules library', match: (url) => url.includes('/packages/rules/') },
  { name: 'protocol', match: (url) => url.includes('/packages/protocol/') },
  {
    name: 'server code (game masters, rooms, views, JSON)',
    match: (url) => url.includes('/packages/server/src/'),
  },
  { name: 'module loading (tsx)', match: (url) => url.startsWith('node:internal/modules') },
];
const OTHER = 'other';

/**
 * Sums a CPU profile by layer and by function (self time), so that a report can say where the
 * server's time goes.
 *
 * @param hot how many functions to list.
 */
export function summarizeProfile(profile: CpuProfile, hot = 12): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  let totalUs = 0;
  const layers = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, us] of selfUs) {
    totalUs += us;
    const frame = nodes.get(id)?.callFrame;
    if (frame) {
      const file = frame.url.replace(/^.*\/(node_modules|packages)\//, '');
      const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
      functions.set(name, (functions.get(name) ?? 0) + us);
    }
    const layer = layerOf(id, nodes, parent);
    layers.set(layer, (layers.get(layer) ?? 0) + us);
  }
  const shares = (sums: Map<string, number>, limit: number): ProfileShare[] =>
    [...sums]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([name, us]) => ({
        name,
        ms: us / 1000,
        percent: totalUs > 0 ? (100 * us) / totalUs : 0,
      }));
  return {
    totalMs: totalUs / 1000,
    layers: shares(layers, LAYERS.length + 1),
    hotFunctions: shares(functions, hot),
  };
}

function layerOf(
  id: number,
  nodes: ReadonlyMap<number, CpuProfile['nodes'][number]>,
  parent: ReadonlyMap<number, number>,
): string {
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frame = nodes.get(at)?.callFrame;
    if (!frame) break;
    const layer = LAYERS.find((l) => l.match(frame.url, frame.functionName));
    if (layer) return layer.name;
  }
  return OTHER;
}
