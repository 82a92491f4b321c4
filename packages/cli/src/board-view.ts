import { opponent, type PerSide, type Position, type Side } from '@kalaha/rules';
import { sideName } from './names.ts';
import { plainStyle, type Style } from './style.ts';

/** How to draw a board: who sits at the bottom, what the players are called, and the style. */
export interface BoardView {
  /** The side drawn at the bottom, its houses 1..m left to right and its store on the right. */
  readonly bottom: Side;
  /** The players as shown above and below the board (`South (Ann)`). */
  readonly titles: PerSide<string>;
  /** Colours for a terminal; plain by default. */
  readonly style?: Style;
}

/** Width of the store column beside the board: `store` and a count centred under it. */
const STORE_WIDTH = 5;
const MARGIN = '  ';

/**
 * Draws `position` as text lines, seen from `view.bottom` (RULES.md 0: houses numbered 1..m from the
 * owner's left, the store on the owner's right, so the top row reads m..1 and the top player's store
 * is on the left):
 *
 * ```
 *   North (Computer level 3)
 *             6    5    4    3    2    1
 *          +----+----+----+----+----+----+
 *   North  |  6 |  6 |  6 |  6 |  6 |  6 |  South
 *   store  +----+----+----+----+----+----+  store
 *     0    |  6 |  6 |  6 |  6 |  6 |  6 |    0
 *          +----+----+----+----+----+----+
 *             1    2    3    4    5    6
 *   South (You)
 *   South (You) to move.
 * ```
 *
 * The last line says whose turn it is, or that the game is over. With a terminal style, house
 * numbers are dimmed and the stores and the player to move are emphasised.
 */
export function drawBoard(position: Position, view: BoardView): string[] {
  const style = view.style ?? plainStyle;
  const bottom = view.bottom;
  const top = opponent(bottom);
  const m = position.houseCount;
  // Each house is `width` characters between bars: its count right-aligned, then a space.
  const width = String(position.totalSeeds).length + 2;
  const leftToRight = Array.from({ length: m }, (_, i) => i + 1);
  const rightToLeft = [...leftToRight].reverse();

  const row = (side: Side, order: readonly number[]): string =>
    `|${order.map((h) => seeds(position.house(side, h), width, style)).join('|')}|`;
  const labels = (order: readonly number[]): string =>
    style(
      'dim',
      order
        .map((h) => ` ${String(h).padStart(width - 1)} `)
        .join('')
        .trimEnd(),
    );
  const rule = `+${Array.from({ length: m }, () => '-'.repeat(width)).join('+')}+`;
  const beside = (text: string): string => `${MARGIN}${centre(text, STORE_WIDTH)}${MARGIN}`;
  const store = (side: Side): string =>
    centre(String(position.store(side)), STORE_WIDTH, (count) => style('bold', count));
  const indent = ' '.repeat(2 * MARGIN.length + STORE_WIDTH);
  const title = (side: Side): string =>
    MARGIN +
    (!position.isOver && position.turn === side
      ? style('bold', view.titles[side])
      : view.titles[side]);

  const lines = [
    title(top),
    indent + labels(rightToLeft),
    indent + rule,
    beside(sideName(top)) + row(top, rightToLeft) + MARGIN + sideName(bottom),
    beside('store') + rule + MARGIN + 'store',
    MARGIN + store(top) + MARGIN + row(bottom, leftToRight) + MARGIN + store(bottom),
    indent + rule,
    indent + labels(leftToRight),
    title(bottom),
    MARGIN + (position.isOver ? 'Game over.' : `${view.titles[position.turn]} to move.`),
  ];
  return lines.map((line) => line.trimEnd());
}

/** A house's seed count right-aligned in `width` characters with a space after, dimmed when 0. */
function seeds(count: number, width: number, style: Style): string {
  const text = `${String(count).padStart(width - 1)} `;
  return count === 0 ? style('dim', text) : text;
}

/**
 * `text` centred in `width` characters (one more space on the right when the split is uneven),
 * `decorate`d (styled) without its padding.
 */
function centre(text: string, width: number, decorate = (t: string): string => t): string {
  const left = Math.max(0, Math.floor((width - text.length) / 2));
  const right = Math.max(0, width - left - text.length);
  return ' '.repeat(left) + decorate(text) + ' '.repeat(right);
}
