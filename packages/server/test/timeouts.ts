/**
 * How long a test hook may take to start or stop a server (tsx, PGlite and its migrations) on a
 * busy 2-core machine, in ms: vitest's 10 s default is too short when test files run in parallel,
 * and a start took over 45 s in a full run on a machine twice as slow as usual.
 */
export const HOOK_TIMEOUT_MS = 120_000;
