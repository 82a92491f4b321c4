/**
 * The last line of defence of a running server: an exception nothing caught, or a promise
 * rejected with nobody listening, is logged and the server goes on serving its other clients.
 * Every transport already catches what a client's bytes make fail (closing that client's own
 * connection); what reaches this handler is a bug, and one bug must not stop every game.
 */

/** Where the last resort listens: `process`, or a stand-in in tests. */
export interface ProcessEvents {
  on(event: 'uncaughtException', listener: (error: Error) => void): unknown;
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

/**
 * Installs the handlers on `target` (`process` by default): each failure is written to `log`
 * (`console.error` by default) with what kind it was, and nothing else happens.
 */
export function installLastResort(
  target: ProcessEvents = process,
  log: (message: string, error: unknown) => void = console.error,
): void {
  target.on('uncaughtException', (error) =>
    log('uncaught exception (the server goes on serving):', error),
  );
  target.on('unhandledRejection', (reason) =>
    log('unhandled rejection (the server goes on serving):', reason),
  );
}
