/**
 * Output nobody reads is dropped. When the server's standard output or error is a pipe whose
 * reader has gone (the parent died, `npm start | head -1`), every write fails with EPIPE as an
 * `error` event of the stream. Unheard, that event is an uncaught exception: before the last resort
 * (`last-resort.ts`) is installed it stops the server, and after it the last resort's log line
 * fails the same way, again and again, keeping a core busy and the server deaf to SIGTERM.
 */

/** A stream that reports failed writes as `error` events (`process.stdout`, `process.stderr`). */
export interface OutputStream {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Listens to `streams`' errors (the process's standard output and error by default) and drops
 * them: a line that cannot be written is lost, and the server goes on serving.
 */
export function dropUnreadOutput(
  streams: readonly OutputStream[] = [process.stdout, process.stderr],
): void {
  for (const stream of streams) stream.on('error', () => {});
}
