import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { renderWith } from '../test-support/render.tsx';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { OnlinePlayer } from './OnlinePlayer.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => vi.useRealTimers());

const seats = {
  south: { playerId: 'ann', name: 'Ann', rating: 1512.4, connected: true },
  north: { playerId: 'bob', name: 'Bob', rating: null, connected: false },
};

/** Both players as the game screen shows them, North above South, with `props` for each. */
function drawBoth(props: Omit<Parameters<typeof OnlinePlayer>[0], 'side' | 'seats'>) {
  return renderWith(
    i18n,
    <>
      {(['north', 'south'] as const).map((side) => (
        <OnlinePlayer key={side} side={side} seats={seats} {...props} />
      ))}
    </>,
  );
}

describe('OnlinePlayer', () => {
  it('names a player, his rating and presence', () => {
    const { container, unmount } = drawBoth({
      you: 'south',
      clocks: null,
      toMove: 'south',
      serverOffsetMs: () => 0,
    });
    const rows = [...container.querySelectorAll('.online-player')];
    expect(rows.map((r) => r.getAttribute('data-player'))).toEqual(['north', 'south']);
    expect(rows[1]?.textContent).toBe('South: Ann (you)1512connected');
    expect(rows[0]?.textContent).toBe('North: Bobnot connected');
    expect(rows[1]?.classList.contains('to-move')).toBe(true);
    expect(container.querySelector('[role="timer"]')).toBeNull();
    unmount();
  });

  it('counts the running clock down on this device’s clock, corrected by the offset', () => {
    vi.useFakeTimers();
    let now = 1_000_000;
    const clocks = { south: 12_000, north: 300_000, running: 'south' as const, at: 1_000_500 };
    // The server is 500 ms ahead: the clock started running just now.
    const { container, unmount } = drawBoth({
      you: undefined,
      clocks,
      toMove: 'south',
      serverOffsetMs: () => 500,
      now: () => now,
    });
    const south = () => container.querySelector('[data-clock="south"]')!;
    expect(south().textContent).toBe('0:12');
    expect(container.querySelector('[data-clock="north"]')?.textContent).toBe('5:00');
    expect(south().classList.contains('running')).toBe(true);
    now += 2_500;
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(south().textContent).toBe('0:09.5, little time left');
    expect(south().classList.contains('low')).toBe(true);
    now += 20_000;
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(south().textContent).toMatch(/^0:00\.0/);
    unmount();
  });
});

describe('ConnectionStatus', () => {
  it('tells connecting, connected and offline apart, for screen readers too', () => {
    for (const [state, text] of [
      ['connecting', 'Connecting…'],
      ['open', 'Connected'],
      ['offline', 'Offline, reconnecting…'],
    ] as const) {
      const { container, unmount } = renderWith(i18n, <ConnectionStatus state={state} />);
      const status = container.querySelector('[role="status"]')!;
      expect(status.textContent).toBe(`Connection: ${text}`);
      expect(status.getAttribute('data-connection')).toBe(state);
      unmount();
    }
  });
});
