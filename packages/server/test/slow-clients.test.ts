/**
 * Issue 13, finding 7: slow requests were held forever (a POST whose body trickled in was still
 * open after 197 s) and plain HTTP connections per address were not capped. Against the real app
 * over raw TCP sockets: a request that does not arrive whole in time gets 408 and its connection
 * closed, a silent connection is closed, and one address cannot open more than its connections.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { useTestServer } from './file-server.ts';

// Short timeouts, so that the server's own timers end the slow connections while the test waits.
const timeouts = useTestServer({ requestTimeoutMs: 1_000, idleTimeoutMs: 4_000 });
const capped = useTestServer({ httpConnectionsPerAddress: 5 });

/** A raw TCP connection to `url`'s port, collecting what the server sends until it closes. */
async function rawSocket(
  url: string,
): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const socket = connect(Number(new URL(url).port), '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => received, closed };
}

describe('slow and idle HTTP clients', () => {
  it('answers a body that trickles in with 408 and closes the connection', async () => {
    const client = await rawSocket(timeouts.server.url);
    client.socket.write(
      'POST /api/players HTTP/1.1\r\nHost: kalaha\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"name":',
    );
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that never sends a request (a 408 first)', async () => {
    const client = await rawSocket(timeouts.server.url);
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('HTTP connections per address', () => {
  it('closes one more than the cap at once, and takes one again when another closes', async () => {
    const open = await Promise.all(Array.from({ length: 5 }, () => rawSocket(capped.server.url)));
    const extra = await rawSocket(capped.server.url);
    await extra.closed;
    expect(extra.received()).toBe('');
    // The five still work.
    open[0]!.socket.write('GET /api/games HTTP/1.1\r\nHost: kalaha\r\n\r\n');
    await vi.waitFor(() => expect(open[0]!.received()).toMatch(/^HTTP\/1\.1 200 /));
    open[1]!.socket.destroy();
    await open[1]!.closed;
    const again = await rawSocket(capped.server.url);
    again.socket.write('GET /api/games HTTP/1.1\r\nHost: kalaha\r\n\r\n');
    await vi.waitFor(() => expect(again.received()).toMatch(/^HTTP\/1\.1 200 /));
    for (const client of [...open, again]) client.socket.destroy();
  });
});
