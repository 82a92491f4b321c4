import type { MoveEvent } from '@kalaha/rules';
import { applyEvent, type BoardState } from '../board/state.ts';
import { stepDuration } from '../board/timing.ts';

/** What showing a move step by step needs from the screen that shows it. */
export interface AnimationDeps {
  /** The animation speed, a multiple of normal speed. */
  readonly speed: () => number;
  /** True when moves should appear at once (prefers-reduced-motion). */
  readonly reducedMotion: () => boolean;
  /** Waits `ms` milliseconds. */
  readonly sleep: (ms: number) => Promise<void>;
  /** Draws the board of a step that lasts `stepMs` milliseconds (0: the move is shown). */
  readonly show: (board: BoardState, stepMs: number) => void;
  /** Told of each step as it is shown, with its duration (0: shown at once): the sound effects. */
  readonly onStep?: (event: MoveEvent, stepMs: number) => void;
  /** True once the animation is no longer wanted (another move, a take-back, the screen closed). */
  readonly stale: () => boolean;
}

/**
 * How a screen outside the game (a puzzle, a lesson) animates the moves it shows: the game's
 * speed, reduced-motion and sound settings.
 */
export type BoardAnimation = Pick<AnimationDeps, 'speed' | 'reducedMotion'> &
  Required<Pick<AnimationDeps, 'onStep'>>;

/**
 * Shows a move's events (as `play` of `@kalaha/rules` returns them) one by one on `board`, each
 * for its duration (`stepDuration`), then the board after the last one with a step of 0 ms.
 * Stops early, drawing nothing more, once `stale()` says so.
 */
export async function animateEvents(
  board: BoardState,
  events: readonly MoveEvent[],
  deps: AnimationDeps,
): Promise<void> {
  const reduced = deps.reducedMotion();
  let shown = board;
  for (const event of events) {
    const ms = stepDuration(event, deps.speed(), reduced);
    shown = applyEvent(shown, event);
    if (ms > 0) deps.show(shown, ms);
    deps.onStep?.(event, ms);
    if (ms === 0) continue;
    await deps.sleep(ms);
    if (deps.stale()) return;
  }
  deps.show(shown, 0);
}

/** Waits `ms` milliseconds (the real clock). */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
