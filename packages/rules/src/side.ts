/** The two players. South moves first unless the match says otherwise (docs/RULES.md 0). */
export const SIDES = ['south', 'north'] as const;

/** A player, named by the side of the board he sits at. */
export type Side = (typeof SIDES)[number];

/** The other player. */
export function opponent(side: Side): Side {
  return side === 'south' ? 'north' : 'south';
}

/** True when `value` is `'south'` or `'north'`. */
export function isSide(value: unknown): value is Side {
  return value === 'south' || value === 'north';
}

/** A pair of numbers, one per side: stores, scores, seeds swept. */
export interface PerSide<T> {
  readonly south: T;
  readonly north: T;
}
