import type { MoveEvent } from '@kalaha/rules';

/**
 * How long each step of a move stays on screen at normal speed, in milliseconds. Chosen by eye
 * on the 6×6 board: a seed every quarter second is slow enough to follow the sowing and count
 * along, a capture or a banner needs time to be read; the final sweep is quicker because it
 * decides nothing.
 */
export const STEP_MS: Readonly<Record<MoveEvent['type'], number>> = {
  lift: 320,
  sow: 260,
  capture: 750,
  extraTurn: 900,
  pass: 900,
  swap: 900,
  sweep: 200,
  end: 500,
  // Wari's and Obridjie's steps (docs/RULES.md 2, 3), which the board does not show yet: as long as a
  // capture or a banner, for when it does.
  four: 750,
  grandSlam: 900,
  mustFeed: 900,
  // Giuthi's further choice inside a turn (docs/RULES.md 4), a banner.
  choice: 900,
};

/** The animation speeds the user can choose, as multiples of normal speed. */
export const SPEEDS = [0.5, 1, 2, 4] as const;

/** One of {@link SPEEDS}. */
export type Speed = (typeof SPEEDS)[number];

/** The speed used until the user chooses one. */
export const DEFAULT_SPEED: Speed = 1;

/** True when `value` is one of {@link SPEEDS}. */
export function isSpeed(value: unknown): value is Speed {
  return (SPEEDS as readonly unknown[]).includes(value);
}

/**
 * Milliseconds to show the step of `event` at `speed` (a multiple of normal speed); 0 when the
 * user asked for reduced motion, so that a move appears at once.
 */
export function stepDuration(event: MoveEvent, speed: number, reducedMotion: boolean): number {
  if (reducedMotion || speed <= 0) return 0;
  return Math.round(STEP_MS[event.type] / speed);
}
