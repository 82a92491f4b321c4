import type { Clocks, TimeControl } from '@kalaha/protocol';
import type { Side } from '@kalaha/rules';

/**
 * The clocks of a game with a time control, kept by the server alone. All times are in
 * milliseconds; `now` is the server's clock (ms since the epoch).
 *
 * The rules chosen here:
 *
 * 1. **Fischer increment per move.** Each side starts with `timeControl.initialMs`; after every
 *    move (one sowing) made on a running clock, the mover gains `timeControl.incrementMs`.
 * 2. **No clock runs before the first move.** While a game is open, and after the second player
 *    joins, both clocks stand still until the first move (South's) has been made; a player who
 *    never shows up is dealt with by `abort`, not by his flag. That first move, made on a clock
 *    that was not running, earns no increment, so both sides start the timed game with the same
 *    time.
 * 3. **The clock of the side to move runs.** After a move, the clock of whoever moves next runs
 *    from that instant; when the move earns an extra turn, the same side's clock keeps running
 *    (it has gained the increment for the sowing just made). In a Giuthi match (docs/RULES.md 4
 *    "Rounds"), the move that ends a round starts the clock of the round's loser: he lays out his
 *    seeds (no increment, that is no sowing) and moves first in the next round, on the same
 *    running clock.
 * 4. **The game's end stops both clocks** (the mover's time used is taken off first).
 * 5. **Flag fall** happens when the running side has used all its time: at `at + left`, the
 *    instant included. Only the server decides it, with a `timeout` action (see `dueTimeout`).
 *
 * A {@link Clocks} value holds each side's time left as of `at`; the `running` side's clock has
 * been running since `at`.
 */

/** The clocks of a new game: full time each, nothing running; `null` without a time control. */
export function initialClocks(timeControl: TimeControl | null, now: number): Clocks | null {
  if (!timeControl) return null;
  return { south: timeControl.initialMs, north: timeControl.initialMs, running: null, at: now };
}

/** Time left on `side`'s clock at `now` (ms); negative once his flag has fallen. */
export function timeLeft(clocks: Clocks, side: Side, now: number): number {
  return clocks.running === side ? clocks[side] - (now - clocks.at) : clocks[side];
}

/** When the running side's flag falls (ms since the epoch), or `undefined` when no clock runs. */
export function flagFallAt(clocks: Clocks | null): number | undefined {
  return clocks?.running ? clocks.at + clocks[clocks.running] : undefined;
}

/** The side whose flag has fallen at `now` (rule 5), or `undefined`. */
export function flaggedSide(clocks: Clocks | null, now: number): Side | undefined {
  if (!clocks?.running) return undefined;
  return now >= clocks.at + clocks[clocks.running] ? clocks.running : undefined;
}

/**
 * The clocks after `mover` made a move at `now` (rules 1-4): his time used is taken off and,
 * if his clock was running, the increment added; then the clock of `next` runs, or none when the
 * move ended the game (`next` = `null`).
 */
export function clocksAfterMove(
  clocks: Clocks,
  timeControl: TimeControl,
  mover: Side,
  next: Side | null,
  now: number,
): Clocks {
  const timed = clocks.running === mover;
  const left = timeLeft(clocks, mover, now) + (timed ? timeControl.incrementMs : 0);
  return { ...clocks, [mover]: left, running: next, at: now };
}

/** The clocks stopped at `now` (resign, abort): the running side's time used is taken off. */
export function stopClocks(clocks: Clocks, now: number): Clocks {
  const running = clocks.running;
  if (!running) return { ...clocks, at: now };
  return { ...clocks, [running]: timeLeft(clocks, running, now), running: null, at: now };
}

/** The clocks at a timeout: the flagged side's clock reads 0 and both stand still. */
export function clocksAtTimeout(clocks: Clocks, flagged: Side, now: number): Clocks {
  return { ...clocks, [flagged]: 0, running: null, at: now };
}
