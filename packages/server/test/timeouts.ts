/**
 * How long a test hook may take to start or stop a server (tsx, PGlite and its migrations) on a
 * busy 2-core machine, in ms: vitest's 10 s default is too short when test files run in parallel.
 */
export const HOOK_TIMEOUT_MS = 60_000;
