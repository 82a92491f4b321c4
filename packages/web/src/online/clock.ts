import type { Clocks, TimeControl } from '@kalaha/protocol';
import type { Side } from '@kalaha/rules';

/**
 * The clocks of an online game as the player sees them. The server alone keeps time and decides
 * flag fall; it tells each client the milliseconds left on both clocks at its own time `at` and
 * which clock runs. The client counts the running clock down from there on its own clock,
 * corrected by the difference between the two clocks (`serverOffsetMs`: server time minus local
 * time, measured by the online client).
 */

/**
 * Milliseconds left on `side`'s clock at local time `localNowMs`: the server's figure, less the
 * time since `clocks.at` when that clock runs. Never negative.
 *
 * @param serverOffsetMs server time minus local time, in ms.
 */
export function clockLeft(
  clocks: Clocks,
  side: Side,
  localNowMs: number,
  serverOffsetMs: number,
): number {
  const left = clocks[side];
  if (clocks.running !== side) return Math.max(0, left);
  const elapsed = Math.max(0, localNowMs + serverOffsetMs - clocks.at);
  return Math.max(0, left - elapsed);
}

/** Below this many milliseconds a clock shows tenths of a second and is marked as low. */
export const LOW_TIME_MS = 10_000;

/**
 * A clock reading in text: `h:mm:ss` from an hour, `m:ss` from ten seconds, `s.t` (tenths) below
 * ten seconds (`0:09.4`), so that the last seconds can be followed. Seconds are cut, not rounded:
 * a clock shows `0:00.0` only when its time is up.
 */
export function formatClock(ms: number): string {
  const left = Math.max(0, Math.floor(ms));
  const totalSeconds = Math.floor(left / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  if (left >= LOW_TIME_MS) return `${minutes}:${two(seconds)}`;
  return `0:${two(seconds)}.${Math.floor((left % 1000) / 100)}`;
}

/**
 * Milliseconds until the reading of a running clock that has `ms` left changes (it shows tenths
 * below {@link LOW_TIME_MS}, else whole seconds): when to draw it again. At least 1; a clock at
 * zero changes no more (1000: look again in a second, the server's answer will come).
 */
export function msUntilChange(ms: number): number {
  const left = Math.max(0, Math.floor(ms));
  if (left === 0) return 1000;
  const step = left >= LOW_TIME_MS ? 1000 : 100;
  return (left % step) + 1;
}

/** A time control as whole minutes and seconds of increment (`5 min + 3 s`). */
export function timeControlParts(tc: TimeControl): { minutes: number; increment: number } {
  return { minutes: tc.initialMs / 60_000, increment: tc.incrementMs / 1000 };
}
