import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import { Heartbeat, HEARTBEAT_PINGS_PER_TURN, HEARTBEAT_SILENT_ROUNDS } from './heartbeat.ts';

/** The part of a `ws` socket the heartbeat uses: its events, `ping` and `terminate`. */
class FakeSocket extends EventEmitter {
  pings = 0;
  terminated = false;
  ping(): void {
    this.pings++;
  }
  terminate(): void {
    this.terminated = true;
    this.emit('close');
  }
}

const INTERVAL_MS = 200;

/** Runs the next round of the heartbeat. */
function round(): void {
  vi.advanceTimersByTime(INTERVAL_MS);
}

/** Runs the next timer due: after a round, the verdict it left for the check phase. */
function verdict(): void {
  vi.advanceTimersToNextTimer();
}

describe('Heartbeat', () => {
  let heartbeat: Heartbeat;
  let socket: FakeSocket;

  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'],
    });
    heartbeat = new Heartbeat(INTERVAL_MS);
    socket = new FakeSocket();
    heartbeat.add(socket as unknown as WebSocket);
  });

  afterEach(() => {
    heartbeat.stop();
    vi.useRealTimers();
  });

  it('pings every interval and keeps a socket that answers', () => {
    for (let n = 1; n <= 5; n++) {
      round();
      expect(socket.pings).toBe(n);
      socket.emit('pong');
    }
    expect(socket.terminated).toBe(false);
    expect(heartbeat.size).toBe(1);
  });

  it('counts any message as an answer', () => {
    for (let n = 1; n <= 5; n++) {
      round();
      socket.emit('message', Buffer.from('{}'));
    }
    expect(socket.terminated).toBe(false);
  });

  it(`terminates a socket that answered none of ${HEARTBEAT_SILENT_ROUNDS} pings, at the round after`, () => {
    for (let n = 1; n <= HEARTBEAT_SILENT_ROUNDS; n++) {
      round();
      expect(socket.pings).toBe(n);
    }
    // The next round finds it silent and leaves the verdict until the waiting input is read.
    round();
    expect(socket.terminated).toBe(false);
    verdict();
    expect(socket.terminated).toBe(true);
    expect(heartbeat.size).toBe(0);
  });

  it('keeps a socket that missed one ping, as when the server stalled past a round', () => {
    round(); // pinged
    round(); // late, the answer not read yet: pinged again, not dropped
    verdict();
    expect(socket.terminated).toBe(false);
    socket.emit('pong');
    round();
    round();
    verdict();
    expect(socket.terminated).toBe(false);
  });

  it('spares a silent socket whose pong is read before the verdict (after the round, in the same turn)', () => {
    for (let n = 0; n <= HEARTBEAT_SILENT_ROUNDS; n++) round();
    // The round that found it silent has run; the loop reads the pong that was waiting...
    socket.emit('pong');
    // ...before the verdict, which then keeps it.
    verdict();
    expect(socket.terminated).toBe(false);
    expect(heartbeat.size).toBe(1);
    round();
    expect(socket.pings).toBe(HEARTBEAT_SILENT_ROUNDS + 1);
  });

  it(`pings ${HEARTBEAT_PINGS_PER_TURN} sockets a turn of the event loop, the rest in the turns after`, () => {
    const many = Array.from({ length: 2 * HEARTBEAT_PINGS_PER_TURN }, () => new FakeSocket());
    for (const other of many) heartbeat.add(other as unknown as WebSocket);
    const pinged = () => [socket, ...many].filter((s) => s.pings > 0).length;
    round();
    expect(pinged()).toBe(HEARTBEAT_PINGS_PER_TURN);
    vi.advanceTimersToNextTimer(); // the loop's next turn
    expect(pinged()).toBe(2 * HEARTBEAT_PINGS_PER_TURN);
    // A socket closed before its turn is skipped; the others are pinged once each.
    many.at(-1)!.terminate();
    vi.advanceTimersToNextTimer();
    expect(pinged()).toBe(2 * HEARTBEAT_PINGS_PER_TURN);
    expect([socket, ...many].every((s) => s.pings <= 1)).toBe(true);
    // Silent all along, each is dropped by the round that finds it so, a turn at a time.
    const turns = () => vi.advanceTimersByTime(0); // the loop turns until nothing is left to do
    for (let n = 2; n <= HEARTBEAT_SILENT_ROUNDS; n++) {
      round();
      turns();
    }
    expect(heartbeat.size).toBe(2 * HEARTBEAT_PINGS_PER_TURN);
    round();
    turns();
    expect(heartbeat.size).toBe(0);
    expect([socket, ...many].every((s) => s.terminated)).toBe(true);
  });

  it('stopped, pings and drops nothing more, the round in progress included', () => {
    const many = Array.from({ length: 2 * HEARTBEAT_PINGS_PER_TURN }, () => new FakeSocket());
    for (const other of many) heartbeat.add(other as unknown as WebSocket);
    for (let n = 1; n <= HEARTBEAT_SILENT_ROUNDS; n++) round();
    // All silent but two: the first (pinged first in a round) and one of a round's second turn.
    const late = many.at(-1)!;
    socket.emit('pong');
    late.emit('pong');
    // The server closes while the round that would drop the others has just begun.
    let latePings = -1;
    socket.ping = () => {
      latePings = late.pings;
      heartbeat.stop();
    };
    round();
    vi.advanceTimersByTime(10 * INTERVAL_MS);
    expect(latePings).toBeGreaterThan(0);
    expect(late.pings).toBe(latePings);
    expect(many.some((s) => s.terminated)).toBe(false);
  });
});

describe('Heartbeat on a loop too busy to finish a round before the next', () => {
  afterEach(() => vi.useRealTimers());

  it('does not start a round while the one before has sockets left to ping', async () => {
    // Real immediates: the rounds' timer fires again before the loop turns.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const heartbeat = new Heartbeat(INTERVAL_MS);
    const sockets = Array.from(
      { length: 2 * HEARTBEAT_PINGS_PER_TURN + 1 },
      () => new FakeSocket(),
    );
    for (const socket of sockets) heartbeat.add(socket as unknown as WebSocket);
    try {
      vi.advanceTimersByTime(INTERVAL_MS);
      vi.advanceTimersByTime(INTERVAL_MS);
      expect(sockets.filter((s) => s.pings > 0)).toHaveLength(HEARTBEAT_PINGS_PER_TURN);
      for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(sockets.every((s) => s.pings === 1)).toBe(true);
    } finally {
      heartbeat.stop();
    }
  });
});
