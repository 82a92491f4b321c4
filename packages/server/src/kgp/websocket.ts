import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { checkOrigin } from '../http/origin.ts';
import { DeferredWork, FRAME_WORK_BUDGET_MS } from '../ws/deferred-work.ts';
import type { KgpGateway } from './gateway.ts';
import type { KgpSession } from './session.ts';

/** What the `/kgp` path needs besides the gateway. */
export interface KgpSocketOptions {
  /** Bytes queued for a bot that reads too slowly, at which its connection is dropped. */
  readonly maxBufferedBytes: number;
  /** Pages of other origins allowed to connect (see `originAllowed`); bots send no origin. */
  readonly allowedOrigins: readonly string[];
}

/**
 * The Kalah Game Protocol over WebSocket at `/kgp` on the Fastify app (the reference server
 * offers both transports): each text frame the server sends is one command (without a line end);
 * a frame from a bot holds one command or several lines (CRLF or LF between and after them).
 * Frames are limited as on `/ws` (`limits.maxMessageBytes`: `ws` closes the socket with 1009 on a
 * larger one), far above any KGP command a bot sends. Each frame is handled after the I/O callback
 * that read it (`DeferredWork`, as on `/ws`). Register it after `@fastify/websocket`
 * (`socketRoutes`); when the app closes, every bot is told `goodbye` first.
 */
export function kgpSocketRoute(
  app: FastifyInstance,
  gateway: KgpGateway,
  options: KgpSocketOptions,
): void {
  const open = new Set<KgpSession>();
  // Each frame is handled after the I/O callback that read it, a budget at a time.
  const work = new DeferredWork(FRAME_WORK_BUDGET_MS, (error) =>
    app.log.error({ err: error }, 'kgp frame work failed'),
  );
  app.addHook('preClose', async () => {
    for (const session of [...open]) session.close('the server is stopping');
  });
  app.get(
    '/kgp',
    { websocket: true, preValidation: checkOrigin(options.allowedOrigins) },
    (socket, request) => {
      const session = gateway.open(
        {
          send(line) {
            if (socket.readyState !== WebSocket.OPEN) return;
            if (socket.bufferedAmount > options.maxBufferedBytes) socket.terminate();
            else socket.send(line);
          },
          close: () => socket.close(1000, 'goodbye'),
        },
        request.ip,
        'ws',
      );
      if (!session) return;
      open.add(session);
      socket.on('message', (data: WebSocket.RawData) => {
        // The transport boundary: whatever a bot's bytes make fail closes its own connection only.
        work.add(() => {
          try {
            for (const line of frameLines(data)) session.receive(line);
          } catch (error) {
            request.log.error({ err: error }, 'kgp frame failed');
            socket.terminate();
          }
        });
      });
      socket.once('close', () => {
        open.delete(session);
        session.transportClosed();
      });
    },
  );
}

/** The lines of one frame, without their line ends (CRLF or LF). */
function frameLines(data: WebSocket.RawData): string[] {
  const bytes = Array.isArray(data)
    ? Buffer.concat(data)
    : Buffer.isBuffer(data)
      ? data
      : Buffer.from(data);
  const lines = bytes.toString('utf8').split('\n');
  // A frame ending with its line end has an empty last piece: not a line.
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}
