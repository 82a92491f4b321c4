import { capabilities, opponent, type Position, type Side } from '@kalaha/rules';
import { drawHousesBoard } from './board-view-relatives.ts';
import { boardParts, MARGIN, type BoardView } from './board-parts.ts';
import { sideName } from './names.ts';

export type { BoardView } from './board-parts.ts';

/** Width of the store column beside the board: `store` and a count centred under it. */
const STORE_WIDTH = 5;

/**
 * Draws `position` as text lines, seen from `view.bottom`. Wari, Obridjie and Giuthi, whose stores
 * are not on the track, are drawn by `drawHousesBoard` (houses only, the seeds taken beside the
 * rows). The Kalaha family (docs/RULES.md 0: houses numbered 1..m from the owner's left, the store on
 * the owner's right, so the top row reads m..1 and the top player's store is on the left):
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
  if (!capabilities(position.rules).hasStores) return drawHousesBoard(position, view);
  const parts = boardParts(position, view, 'Game over.');
  const { style, row, labels, rule, leftToRight, rightToLeft, title } = parts;
  const bottom = view.bottom;
  const top = opponent(bottom);
  const beside = (text: string): string => `${MARGIN}${centre(text, STORE_WIDTH)}${MARGIN}`;
  const store = (side: Side): string =>
    centre(String(position.store(side)), STORE_WIDTH, (count) => style('bold', count));
  const indent = ' '.repeat(2 * MARGIN.length + STORE_WIDTH);

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
    parts.status,
  ];
  return lines.map((line) => line.trimEnd());
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
