import type { Readable, Writable } from 'node:stream';

/**
 * The streams a command reads and writes. The `kalaha` executable passes the process's own; tests
 * may pass others.
 */
export interface Io {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
}

/** Writes `lines` to `stream`, each followed by a newline. */
export function writeLines(stream: Writable, lines: readonly string[]): void {
  for (const line of lines) stream.write(`${line}\n`);
}
