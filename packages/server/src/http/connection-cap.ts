import type { Server } from 'node:net';
import { AddressCap } from '../ws/address-cap.ts';

/**
 * Caps the open TCP connections of `server` per client address at `perAddress`: one more is
 * destroyed as it arrives, before a byte of it is read, so that one address cannot hold every
 * socket the process may open. WebSockets count, since they start as HTTP connections.
 */
export function capConnections(server: Server, perAddress: number): void {
  const cap = new AddressCap(perAddress);
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    if (!cap.take(address)) {
      socket.destroy();
      return;
    }
    socket.once('close', () => cap.release(address));
  });
}
