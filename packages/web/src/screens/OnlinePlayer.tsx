import type { Clocks, SeatView } from '@kalaha/protocol';
import type { PerSide, Side } from '@kalaha/rules';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/context.ts';
import { clockLeft, formatClock, LOW_TIME_MS, msUntilChange } from '../online/clock.ts';

/**
 * One player of an online game, as the game screen shows him above the board (the opponent) or
 * below it (this browser's player; South's when watching): name (and "you"), rating, whether
 * connected, and the clock when the game has one. The running clock counts down smoothly on this
 * device's clock from the server's last figures, corrected by the difference between the server's
 * clock and this one, and is drawn again each time its reading changes (every second, every tenth
 * in the last ten seconds). The server alone decides when a flag falls.
 */
export function OnlinePlayer({
  side,
  seats,
  you,
  clocks,
  toMove,
  serverOffsetMs,
  now = Date.now,
}: {
  /** The player shown. */
  side: Side;
  seats: PerSide<SeatView | null>;
  /** The side this browser plays, if any. */
  you: Side | undefined;
  clocks: Clocks | null;
  /** The side to move, while the game is played. */
  toMove: Side | undefined;
  /** Server time minus local time, in ms (read at every drawing: it is measured again). */
  serverOffsetMs: () => number;
  /** The local clock (ms since the epoch). */
  now?: () => number;
}) {
  const [, redraw] = useState(0);
  const running = clocks?.running === side;
  const left = () => (clocks ? clockLeft(clocks, side, now(), serverOffsetMs()) : 0);
  useEffect(() => {
    if (!running) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      redraw((n) => n + 1);
      timer = setTimeout(tick, msUntilChange(left()));
    };
    timer = setTimeout(tick, msUntilChange(left()));
    return () => clearTimeout(timer);
  }, [clocks, running]);
  return (
    <PlayerRow
      side={side}
      seat={seats[side]}
      you={you === side}
      toMove={toMove === side}
      clock={clocks ? { ms: left(), running } : undefined}
    />
  );
}

function PlayerRow({
  side,
  seat,
  you,
  toMove,
  clock,
}: {
  side: Side;
  seat: SeatView | null;
  you: boolean;
  toMove: boolean;
  clock: { ms: number; running: boolean } | undefined;
}) {
  const t = useT();
  const name = seat ? (you ? t('online.game.you', { name: seat.name }) : seat.name) : undefined;
  const low = clock !== undefined && clock.ms < LOW_TIME_MS;
  return (
    <div class={`online-player ${side}${toMove ? ' to-move' : ''}`} data-player={side}>
      <span class={`turn-dot ${side}`} aria-hidden="true" />
      <span class="online-player-name">
        <span class="visually-hidden">{t(`side.${side}`)}: </span>
        {name ?? <span class="muted">{t('online.game.openSeat')}</span>}
      </span>
      {seat && seat.rating !== null && (
        <span class="online-player-rating">{Math.round(seat.rating)}</span>
      )}
      {seat && (
        <span class={`presence ${seat.connected ? 'connected' : 'away'}`}>
          {seat.connected ? t('online.game.connected') : t('online.game.away')}
        </span>
      )}
      {clock && (
        <span
          class={`clock${clock.running ? ' running' : ''}${low ? ' low' : ''}`}
          role="timer"
          aria-label={t('online.clock.label', { side })}
          data-clock={side}
        >
          {formatClock(clock.ms)}
          {low && <span class="visually-hidden">, {t('online.clock.low')}</span>}
        </span>
      )}
    </div>
  );
}
