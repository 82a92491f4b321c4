import type { Move } from '@kalaha/rules';

/** The English name of a sowing direction as the app says it (`ccw`: counter-clockwise). */
export function directionName(direction: string): string {
  return direction === 'ccw' ? 'counter-clockwise' : 'clockwise';
}

/** The accessible name of the arrow that sows `move` (its house and direction). */
export function arrowName(move: Move): string {
  return `Sow house ${move.house} ${directionName(move.direction!)}`;
}
