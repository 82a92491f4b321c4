import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type WebSocket from 'ws';
import type { Limits } from '../config.ts';
import type { GameService } from '../service/service.ts';
import { checkOrigin } from '../http/origin.ts';
import { AddressCap } from './address-cap.ts';
import { CLOSE } from './close-codes.ts';
import { Connection } from './connection.ts';
import { DeferredWork, FRAME_WORK_BUDGET_MS } from './deferred-work.ts';
import { Heartbeat } from './heartbeat.ts';

/** What the WebSocket endpoint needs. */
export interface SocketOptions {
  readonly service: GameService;
  readonly limits: Limits;
  /** Pages of other origins allowed to connect (see `originAllowed`). */
  readonly allowedOrigins: readonly string[];
}

/** How long a shutting-down server waits for clients to answer its close frame, in ms. */
const CLOSE_GRACE_MS = 1_000;

/**
 * The WebSocket endpoint `/ws` (@fastify/websocket; register on the root instance): frames of at
 * most `limits.maxMessageBytes` (a larger one closes the socket with 1009), at most
 * `limits.connectionsPerAddress` open connections per client address (one more gets
 * `rate/too_many_connections` and is closed with 1008), a `welcome` on open, each message handled
 * by a {@link Connection} after the I/O callback that read it ({@link DeferredWork}), within the
 * connection's and its address's message rates and actions in flight, a WebSocket ping every
 * `limits.heartbeatMs` to drop dead connections,
 * and every subscription ended when a socket closes. When the server closes, clients are told
 * 1001 (going away) and reconnect elsewhere.
 */
export async function socketRoutes(app: FastifyInstance, options: SocketOptions): Promise<void> {
  const { service, limits } = options;
  const cap = new AddressCap(limits.connectionsPerAddress);
  const heartbeat = new Heartbeat(limits.heartbeatMs);
  const limiter = new RateLimiterMemory({ points: limits.messagesPerSecond, duration: 1 });
  const addressLimiter = new RateLimiterMemory({
    points: limits.messagesPerSecondPerAddress,
    duration: 1,
  });
  const actionsInFlight = new AddressCap(limits.actionsInFlightPerAddress);
  // Each frame is handled after the I/O callback that read it, a budget at a time (see
  // `DeferredWork`): under overload the loop still turns for timers and new connections.
  const work = new DeferredWork(FRAME_WORK_BUDGET_MS, (error) =>
    app.log.error({ err: error }, 'WebSocket message work failed'),
  );
  const open = new Set<WebSocket>();
  let next = 0;

  app.addHook('preClose', async () => {
    heartbeat.stop();
    await closeAll(open);
  });
  await app.register(websocket, {
    options: { maxPayload: limits.maxMessageBytes },
    // A frame too large or not valid WebSocket: `ws` has already begun closing the socket with
    // the fitting code (1009, 1002…); let the close handshake finish instead of cutting it.
    errorHandler(error, socket, request) {
      request.log.debug({ err: error }, 'WebSocket error');
      if (socket.readyState === socket.OPEN) socket.terminate();
    },
  });

  app.get(
    '/ws',
    { websocket: true, preValidation: checkOrigin(options.allowedOrigins) },
    (socket, request) => {
      const address = request.ip;
      if (!cap.take(address)) {
        const refusal = {
          type: 'error',
          code: 'rate/too_many_connections',
          message: `at most ${limits.connectionsPerAddress} connections from one address`,
        };
        socket.send(JSON.stringify(refusal));
        socket.close(CLOSE.policy, 'too many connections');
        return;
      }
      next += 1;
      const connection = new Connection(`c${next}`, socket, {
        service,
        limits,
        limiter,
        addressLimiter,
        actionsInFlight,
        address,
        log: app.log,
      });
      open.add(socket);
      heartbeat.add(socket);
      socket.on('message', (data) => {
        // The transport boundary: whatever a client's bytes make fail closes its own connection.
        work.add(() => {
          try {
            connection.receive(data);
          } catch (error) {
            app.log.error({ err: error }, 'WebSocket message failed');
            socket.terminate();
          }
        });
      });
      socket.once('close', () => {
        open.delete(socket);
        cap.release(address);
        connection.close();
      });
      connection.welcome();
    },
  );
}

/** Closes every socket with 1001 and terminates those that do not answer in time. */
async function closeAll(open: ReadonlySet<WebSocket>): Promise<void> {
  const sockets = [...open];
  const closed = sockets.map(
    (socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())),
  );
  for (const socket of sockets) socket.close(CLOSE.goingAway, 'server shutting down');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, CLOSE_GRACE_MS);
  });
  await Promise.race([Promise.all(closed), late]);
  clearTimeout(timer);
  for (const socket of sockets) socket.terminate();
}
