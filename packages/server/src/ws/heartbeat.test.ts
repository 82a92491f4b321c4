import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import { Heartbeat } from './heartbeat.ts';

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

/** Runs the next timer due: after a round, the verdict it left for the check phase. */
function runVerdict(): void {
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
    for (let round = 1; round <= 3; round++) {
      vi.advanceTimersByTime(INTERVAL_MS);
      expect(socket.pings).toBe(round);
      socket.emit('pong');
    }
    expect(socket.terminated).toBe(false);
    expect(heartbeat.size).toBe(1);
  });

  it('counts any message as an answer', () => {
    vi.advanceTimersByTime(INTERVAL_MS);
    socket.emit('message', Buffer.from('{}'));
    vi.advanceTimersByTime(INTERVAL_MS);
    expect(socket.terminated).toBe(false);
  });

  it('terminates a socket that has not answered a round later', () => {
    vi.advanceTimersByTime(INTERVAL_MS); // pinged
    vi.advanceTimersByTime(INTERVAL_MS); // no answer: the round leaves its verdict for later
    expect(socket.terminated).toBe(false);
    runVerdict();
    expect(socket.terminated).toBe(true);
    expect(heartbeat.size).toBe(0);
  });

  it('spares a socket whose pong was waiting to be read when a late round ran (a stalled server)', () => {
    vi.advanceTimersByTime(INTERVAL_MS); // pinged
    // The next round runs late, before the loop has read the pong that arrived meanwhile:
    vi.advanceTimersToNextTimer();
    expect(socket.terminated).toBe(false);
    // ...which the loop reads next (its poll phase), before the round's verdict (check phase).
    socket.emit('pong');
    runVerdict();
    expect(socket.terminated).toBe(false);
    expect(heartbeat.size).toBe(1);
    // Still watched: pinged again at the next round, dropped if it then stays silent.
    vi.advanceTimersByTime(INTERVAL_MS);
    expect(socket.pings).toBe(2);
    vi.advanceTimersByTime(INTERVAL_MS);
    runVerdict();
    expect(socket.terminated).toBe(true);
  });
});
