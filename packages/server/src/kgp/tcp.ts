import { KGP_MAX_LINE, LineSplitter } from '@kalaha/protocol';
import { createServer, type Socket } from 'node:net';
import { DeferredWork, FRAME_WORK_BUDGET_MS } from '../ws/deferred-work.ts';
import type { KgpConfig } from './config.ts';
import type { KgpGateway } from './gateway.ts';
import type { KgpSession } from './session.ts';

/** How long a stopping server waits for bots to close after its `goodbye`, in ms. */
const CLOSE_GRACE_MS = 1_000;

/** The TCP endpoint, listening. */
export interface KgpTcpListener {
  /** The port it listens on (the actual one when asked for port 0). */
  readonly port: number;
  /** Stops taking connections, says goodbye to every bot and closes their sockets. */
  close(): Promise<void>;
}

/** Where and how the TCP endpoint listens. */
export interface KgpTcpOptions {
  readonly port: number;
  readonly host: string;
  /** Bytes queued for a bot that reads too slowly, at which its connection is dropped. */
  readonly maxBufferedBytes: number;
  /** Told of a failure on one connection (which is then dropped); `console.error` by default. */
  readonly onError?: (error: unknown) => void;
}

/**
 * The Kalah Game Protocol over TCP (`node:net`), as the reference server offers it: one command a
 * line, CRLF at the end of each line sent, CRLF or LF taken. Each connection is a session of
 * `gateway`; input is read as UTF-8 and split by {@link LineSplitter} (at most `KGP_MAX_LINE`
 * characters held for a line), output that piles up beyond `maxBufferedBytes` drops the bot.
 *
 * @throws Error with code `EADDRINUSE` when the port is taken (and the like from `listen`).
 */
export async function listenKgpTcp(
  gateway: KgpGateway,
  options: KgpTcpOptions,
): Promise<KgpTcpListener> {
  const sockets = new Map<Socket, KgpSession | undefined>();
  const onError = options.onError ?? ((error: unknown) => console.error('kgp tcp:', error));
  const work = new DeferredWork(FRAME_WORK_BUDGET_MS, onError);
  const server = createServer((socket) => {
    socket.setEncoding('utf8');
    socket.setNoDelay(true);
    sockets.set(socket, undefined);
    socket.once('close', () => sockets.delete(socket));
    // A reset or a broken pipe: the close that follows ends the session.
    socket.on('error', () => {});
    const session = gateway.open(
      {
        send(line) {
          if (socket.destroyed) return;
          if (socket.writableLength > options.maxBufferedBytes) socket.destroy();
          else socket.write(`${line}\r\n`);
        },
        close: () => socket.end(),
      },
      socket.remoteAddress ?? 'unknown',
      'tcp',
    );
    if (!session) return;
    sockets.set(socket, session);
    const lines = new LineSplitter(KGP_MAX_LINE);
    socket.on('data', (chunk: string) => {
      // The transport boundary: whatever a bot's bytes make fail closes its own connection only.
      // Handled after this I/O callback, a budget at a time, as on `/ws` (`DeferredWork`).
      work.add(() => {
        try {
          for (const piece of lines.push(chunk)) {
            if ('line' in piece) session.receive(piece.line);
            else session.tooLong(piece.tooLong);
          }
        } catch (error) {
          onError(error);
          socket.destroy();
        }
      });
    });
    socket.once('close', () => session.transportClosed());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  gateway.tcpListening(port);
  return {
    port,
    async close() {
      gateway.tcpListening(null);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const [socket, session] of sockets) {
        if (session) session.close('the server is stopping');
        else socket.end();
      }
      const timer = setTimeout(() => {
        for (const socket of sockets.keys()) socket.destroy();
      }, CLOSE_GRACE_MS);
      await closed;
      clearTimeout(timer);
    },
  };
}

/**
 * The TCP endpoint as the configuration asks for it: none with `KGP_PORT=off`; when the port is
 * taken, an error if `KGP_PORT` named it, else a warning on standard error and no TCP endpoint
 * (bots still connect over WebSocket), so that a second server on one machine still starts.
 *
 * @throws Error with code `ERR_KGP_PORT_IN_USE` when the port `KGP_PORT` named is taken, and
 *   whatever else `listen` throws.
 */
export async function openKgpTcp(
  gateway: KgpGateway,
  config: KgpConfig,
  maxBufferedBytes: number,
): Promise<KgpTcpListener | null> {
  if (config.port === null) return null;
  try {
    return await listenKgpTcp(gateway, { port: config.port, host: config.host, maxBufferedBytes });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (config.portExplicit) {
      throw Object.assign(
        new Error(`KGP port ${config.port} is in use: set another with KGP_PORT, or KGP_PORT=off`),
        { code: 'ERR_KGP_PORT_IN_USE' },
      );
    }
    console.warn(
      `KGP port ${config.port} is in use: bots connect over WebSocket (/kgp) only; set KGP_PORT for another port`,
    );
    return null;
  }
}
