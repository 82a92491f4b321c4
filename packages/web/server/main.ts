import { fileURLToPath } from 'node:url';
import { createServer } from './app.ts';

/** The port used when `PORT` is not set. */
export const DEFAULT_PORT = 8080;

/**
 * Reads the port from `PORT`: a whole number 0..65535 (0: any free port), else the default.
 *
 * @returns the port, or an error message for a value that is no port.
 */
export function portFrom(value: string | undefined): number | string {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    return `PORT must be a whole number 0-65535 (got '${value}')`;
  }
  return port;
}

/**
 * `npm start`: serves the built app on `PORT` (default 8080) on every interface and prints its
 * address. Exit codes: 0 after Ctrl-C, 1 when the app is not built or the port is taken, 2 for a
 * bad `PORT`.
 */
export async function main(): Promise<number> {
  const port = portFrom(process.env.PORT);
  if (typeof port === 'string') {
    console.error(port);
    return 2;
  }
  const root = fileURLToPath(new URL('../dist/', import.meta.url));
  try {
    const app = await createServer({ root, logger: process.env.KALAHA_LOG === '1' });
    await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
    const address = app.server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    console.log(`Kalaha is served at http://localhost:${actual}`);
    const stop = () => {
      void app.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return 0;
  } catch (e) {
    const error = e as NodeJS.ErrnoException;
    if (error.code === 'EADDRINUSE') {
      console.error(`Port ${port} is in use: set another with PORT=8081 npm start`);
    } else console.error(error.message);
    return 1;
  }
}
