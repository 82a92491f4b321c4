/**
 * Where the marbles lie inside a pit, as pure geometry: marble `i` of a pit always lies at the same
 * spot and has the same colour, so that sowing a seed adds one marble and leaves the others still.
 * Spots are percentages of the pit's box (0..100 on each axis, the marble's centre).
 */

/** One marble drawn in a pit. */
export interface MarbleSpot {
  /** Centre, percent of the pit's width. */
  readonly x: number;
  /** Centre, percent of the pit's height. */
  readonly y: number;
  /** Index into {@link MARBLE_COLOURS}. */
  readonly colour: number;
}

/** The glass colours of the marbles (as CSS class suffixes: `marble c0` … `marble c5`). */
export const MARBLE_COLOURS = ['blue', 'green', 'amber', 'red', 'teal', 'violet'] as const;

/**
 * Spots before marbles start to pile on one another: a house shows 10 side by side, a store 36.
 * Past that the spiral starts again, slightly shifted, as a second layer.
 */
export const LAYER = { house: 10, store: 36 } as const;

/** At most this many marbles are drawn in one pit; the number beside it tells the rest. */
export const MAX_DRAWN = { house: 30, store: 80 } as const;

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/**
 * The spots of the first `count` marbles (at most {@link MAX_DRAWN}) in a pit of `kind`, laid on a
 * sunflower spiral (even spacing at any count) inside a circle for a house and a tall ellipse for a
 * store. `key` names the pit (e.g. `south-3`) so that neighbouring pits do not look alike.
 */
export function marbleSpots(kind: 'house' | 'store', count: number, key: string): MarbleSpot[] {
  const layer = LAYER[kind];
  const drawn = Math.min(count, MAX_DRAWN[kind]);
  const seed = hash(key);
  const phase = (seed % 360) * (Math.PI / 180);
  // Radii leave room for the marble itself; the store is a tall capsule.
  const rx = kind === 'house' ? 33 : 30;
  const ry = kind === 'house' ? 33 : 36;
  const spots: MarbleSpot[] = [];
  for (let i = 0; i < drawn; i++) {
    const within = i % layer;
    const level = Math.floor(i / layer);
    const r = Math.sqrt((within + 0.5) / layer) * (1 - 0.12 * level);
    const angle = within * GOLDEN_ANGLE + phase + level * 0.9;
    spots.push({
      x: round(50 + rx * r * Math.cos(angle)),
      y: round(50 + ry * r * Math.sin(angle) - level * 2),
      colour: hash(`${key}:${i}`) % MARBLE_COLOURS.length,
    });
  }
  return spots;
}

/** A small deterministic string hash (FNV-1a, 32 bits). */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
