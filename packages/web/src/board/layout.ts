import { opponent, type Pit, type Side } from '@kalaha/rules';
import { useMediaQuery } from '../app/media.ts';

/**
 * How the board is laid on the screen: whose row is at the bottom (the player's own row: South's
 * by default, North's for North's player online) and whether the board is turned a quarter turn
 * clockwise so that the rows run down the screen (phones in portrait, where a board of up to 12
 * houses a side would otherwise squeeze each house under 48 px).
 */
export interface BoardView {
  /** The side whose row is drawn nearest the user (bottom, or the left column when turned). */
  readonly bottom: Side;
  /**
   * True for the turned board: the bottom side's houses run down the left column from house 1 to
   * its store across the bottom, the other side's run up the right column to its store across the top.
   */
  readonly turned: boolean;
}

/** The board as seen from South, lying flat: the default view. */
export const SOUTH_VIEW: BoardView = { bottom: 'south', turned: false };

/** A pit's place in the board's CSS grid (1-based lines; `span` cells along the other axis for stores). */
export interface GridPlace {
  readonly column: string;
  readonly row: string;
}

/**
 * Where `pit` sits on a board of `houses` houses a side. Flat: the top side's store in column 1,
 * the houses in columns 2..m+1 (the bottom side's house 1 at the left, the top side's house 1 at
 * the right: both rows run counter-clockwise), the bottom side's store in column m+2, each store
 * spanning both rows. Turned: the same picture a quarter turn clockwise (the flat column becomes
 * the row; the flat bottom row the left column).
 */
export function gridPlace(view: BoardView, houses: number, pit: Pit): GridPlace {
  const near = pit.side === view.bottom;
  // The flat picture: column and row, stores spanning both rows.
  const column =
    pit.kind === 'store' ? (near ? houses + 2 : 1) : near ? pit.house + 1 : houses + 2 - pit.house;
  const row = pit.kind === 'store' ? '1 / span 2' : near ? '2' : '1';
  if (!view.turned) return { column: String(column), row };
  const turnedColumn = pit.kind === 'store' ? '1 / span 2' : near ? '1' : '2';
  return { column: turnedColumn, row: String(column) };
}

/** The side drawn at the top (flat) or in the right column (turned). */
export function topSide(view: BoardView): Side {
  return opponent(view.bottom);
}

/** Phones in portrait: narrower than this (CSS px) and taller than wide, the board is turned. */
export const TURNED_QUERY = '(orientation: portrait) and (max-width: 700px)';

/** True while the screen matches {@link TURNED_QUERY}: the board then runs down the screen. */
export function useTurned(): boolean {
  return useMediaQuery(TURNED_QUERY);
}
