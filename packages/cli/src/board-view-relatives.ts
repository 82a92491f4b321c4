import { capabilities, opponent, type Position, type Side } from '@kalaha/rules';
import { boardParts, MARGIN, type BoardView } from './board-parts.ts';
import { sideName } from './names.ts';

/**
 * Draws a position of Wari, Oware, Obridjie (docs/RULES.md 2, 3) or Giuthi (docs/RULES.md 4), seen from
 * `view.bottom`: the houses only, since these games sow no seed into a store, each row with the
 * seeds its owner has taken beside it (`captured` in Wari and Obridjie; in Giuthi the `store`,
 * which also keeps the seeds a round's winner did not lay out). Houses are numbered 1..m from the
 * owner's left (docs/RULES.md 0), so the top row reads m..1; a Giuthi board has its round's house count.
 *
 * ```
 *   North (Bob)
 *      6    5    4    3    2    1
 *   +----+----+----+----+----+----+
 *   |  4 |  4 |  4 |  4 |  4 |  4 |  North captured 0
 *   +----+----+----+----+----+----+
 *   |  4 |  4 |  4 |  4 |  4 |  4 |  South captured 0
 *   +----+----+----+----+----+----+
 *      1    2    3    4    5    6
 *   South (Ann)
 *   South (Ann) to move.
 * ```
 *
 * The last line says whose turn it is (in Giuthi, also a pending further choice and its
 * direction), or that the game (Giuthi: the round) is over.
 */
export function drawHousesBoard(position: Position, view: BoardView): string[] {
  const rounds = capabilities(position.rules).hasRounds;
  const parts = boardParts(position, view, rounds ? 'Round over.' : 'Game over.');
  const { style, row, labels, rule, leftToRight, rightToLeft, title } = parts;
  const top = opponent(view.bottom);
  const taken = rounds ? 'store' : 'captured';
  const beside = (side: Side): string =>
    `${MARGIN}${sideName(side)} ${taken} ${style('bold', String(position.store(side)))}`;
  const indent = MARGIN;
  const lines = [
    title(top),
    indent + labels(rightToLeft),
    MARGIN + rule,
    MARGIN + row(top, rightToLeft) + beside(top),
    MARGIN + rule,
    MARGIN + row(view.bottom, leftToRight) + beside(view.bottom),
    MARGIN + rule,
    indent + labels(leftToRight),
    title(view.bottom),
    parts.status,
  ];
  return lines.map((line) => line.trimEnd());
}
