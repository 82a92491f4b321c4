import type { PerSide, Position, Side } from '@kalaha/rules';
import { directionName } from './names.ts';
import { plainStyle, type Style } from './style.ts';

/** How to draw a board: who sits at the bottom, what the players are called, and the style. */
export interface BoardView {
  /** The side drawn at the bottom, its houses 1..m left to right. */
  readonly bottom: Side;
  /** The players as shown above and below the board (`South (Ann)`). */
  readonly titles: PerSide<string>;
  /** Colours for a terminal; plain by default. */
  readonly style?: Style;
}

/** Space before the board and between it and the text beside it. */
export const MARGIN = '  ';

/**
 * The pieces both board views draw with (the Kalaha family's, `board-view.ts`, and the houses-only
 * view of Wari, Obridjie and Giuthi, `board-view-relatives.ts`): each house is `width` characters
 * between bars, its seed count right-aligned with a space after, dimmed when 0.
 */
export interface BoardParts {
  readonly style: Style;
  readonly m: number;
  /** Characters a house takes between its bars. */
  readonly width: number;
  /** House numbers 1..m. */
  readonly leftToRight: readonly number[];
  /** House numbers m..1, the order of the top row (docs/RULES.md 0: numbered from the owner's left). */
  readonly rightToLeft: readonly number[];
  /** A row of `side`'s houses in `order`, with bars: `|  6 |  6 |`. */
  row(side: Side, order: readonly number[]): string;
  /** The house numbers in `order`, each under its house, dimmed. */
  labels(order: readonly number[]): string;
  /** The horizontal rule above and below a row: `+----+----+`. */
  readonly rule: string;
  /** The player at `side` named, emphasised while he is to move. */
  title(side: Side): string;
  /** The last line: whose turn it is (and a pending further choice), or that play is over. */
  readonly status: string;
}

/**
 * The {@link BoardParts} of `position` seen as `view` says.
 *
 * @param over what the last line says once the position is over (`Game over.`).
 */
export function boardParts(position: Position, view: BoardView, over: string): BoardParts {
  const style = view.style ?? plainStyle;
  const m = position.houseCount;
  // The widest count a house can hold, with a space either side.
  const width = String(position.totalSeeds).length + 2;
  const leftToRight = Array.from({ length: m }, (_, i) => i + 1);
  const mover = view.titles[position.turn];
  const choice = position.choice;
  return {
    style,
    m,
    width,
    leftToRight,
    rightToLeft: [...leftToRight].reverse(),
    row: (side, order) =>
      `|${order.map((h) => seeds(position.house(side, h), width, style)).join('|')}|`,
    labels: (order) =>
      style(
        'dim',
        order
          .map((h) => ` ${String(h).padStart(width - 1)} `)
          .join('')
          .trimEnd(),
      ),
    rule: `+${leftToRight.map(() => '-'.repeat(width)).join('+')}+`,
    title: (side) =>
      MARGIN +
      (!position.isOver && position.turn === side
        ? style('bold', view.titles[side])
        : view.titles[side]),
    status:
      MARGIN +
      (position.isOver
        ? over
        : choice
          ? `${mover} to move again: a further choice, sown ${directionName(choice)}.`
          : `${mover} to move.`),
  };
}

/** A house's seed count right-aligned in `width` characters with a space after, dimmed when 0. */
function seeds(count: number, width: number, style: Style): string {
  const text = `${String(count).padStart(width - 1)} `;
  return count === 0 ? style('dim', text) : text;
}
