import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { Connection, RETRY, socketUrl } from './connection.ts';

/** A real WebSocket server on a free port that records what clients say. */
async function socketServer() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const heard: unknown[] = [];
  server.on('connection', (socket) => {
    socket.send(JSON.stringify({ type: 'welcome', serverTime: Date.now() + 5_000 }));
    socket.on('message', (data) => heard.push(JSON.parse(String(data))));
  });
  const port = (server.address() as AddressInfo).port;
  return { server, heard, url: `ws://127.0.0.1:${port}/ws` };
}

/** Waits until `check` holds (within `ms`). */
async function until(check: () => boolean, ms = 5_000): Promise<void> {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: ms });
}

let closeAll: (() => void)[] = [];
afterEach(() => {
  for (const close of closeAll) close();
  closeAll = [];
});

describe('Connection', () => {
  it('addresses the page’s own server', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ws');
    expect(socketUrl({ protocol: 'https:', host: 'kalaha.example' })).toBe(
      'wss://kalaha.example/ws',
    );
  });

  it('connects, says who the player is, and shows offline when the server goes away', async () => {
    const { server, heard, url } = await socketServer();
    const connection = new Connection(url, WebSocket);
    closeAll.push(() => connection.close());
    const states: string[] = [];
    connection.subscribe(() => states.push(connection.state));
    expect(connection.state).toBe('connecting');
    const ann = { playerId: 'ann', secret: 'a'.repeat(24), name: 'Ann' };
    const client = connection.client(ann);
    expect(connection.client(ann)).toBe(client);
    await until(() => connection.state === 'open');
    await until(() => heard.length > 0);
    expect(heard[0]).toEqual({ type: 'hello', playerId: 'ann', secret: ann.secret });
    await until(() => connection.serverOffsetMs > 4_000);

    for (const socket of server.clients) socket.terminate();
    await new Promise((resolve) => server.close(resolve));
    await until(() => connection.state === 'offline', RETRY.maxMs);
    expect(states).toContain('open');
    expect(states[states.length - 1]).toBe('offline');
  });

  it('makes a new client when the player changes, closing the old one', async () => {
    const { server, url } = await socketServer();
    closeAll.push(() => server.close());
    const connection = new Connection(url, WebSocket);
    closeAll.push(() => connection.close());
    const spectator = connection.client(undefined);
    await until(() => spectator.status === 'open');
    const bob = connection.client({ playerId: 'bob', secret: 'b'.repeat(24), name: 'Bob' });
    expect(bob).not.toBe(spectator);
    expect(spectator.status).toBe('closed');
    await until(() => connection.state === 'open');
    await until(() => server.clients.size === 1);
  });
});
