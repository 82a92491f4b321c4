import { kgpBoardOf, mirrorKgpBoard, type GameView, type KgpBoard } from '@kalaha/protocol';
import {
  checkMove,
  legalMoves,
  parseMove,
  parsePosition,
  play,
  validateRuleSet,
  type Position,
} from '@kalaha/rules';
import { randomInt } from 'node:crypto';

/**
 * A KGP game's moves as the server sees them: the position of a game view, the board a bot is
 * sent (mirrored for North, who plays as South on the wire: spec 021), and what is legal there.
 */

/**
 * The current position of a game as the service shows it: its start with its moves played by the
 * rules library.
 *
 * @throws Error when the view does not replay: the service sends only games it replayed itself,
 *   so this is a bug.
 */
export function positionOfView(view: GameView): Position {
  const rules = validateRuleSet(view.rules);
  if (!rules.ok) throw new Error(`game ${view.id} has invalid rules: ${rules.error.message}`);
  const start = parsePosition(rules.value, view.start);
  if (!start.ok) throw new Error(`game ${view.id} has an invalid start: ${start.error.message}`);
  let position = start.value;
  for (const text of view.moves) {
    const move = parseMove(text);
    const next = move.ok ? play(position, move.value) : undefined;
    if (!next?.ok) throw new Error(`game ${view.id} has an unplayable move ${text}`);
    position = next.value.position;
  }
  return position;
}

/** The board a bot to move in `position` is sent: as it stands for South, mirrored for North. */
export function boardForMover(position: Position): KgpBoard {
  const board = kgpBoardOf(position);
  return position.turn === 'south' ? board : mirrorKgpBoard(board);
}

/**
 * Why house `house` of the side to move is no legal move in `position` (the rules library's
 * message: no such house, an empty house), or `undefined` when it is legal. House numbers are
 * the mover's own, as on the board {@link boardForMover} sends.
 */
export function illegalHouse(position: Position, house: number): string | undefined {
  return checkMove(position, { house })?.message;
}

/**
 * A legal house of the side to move chosen uniformly at random: what a bot that made no move in
 * time plays (spec 021: "the server MUST make a random decision for the client").
 *
 * @throws RangeError when the game is over (no move to choose).
 */
export function randomHouse(position: Position): number {
  const moves = legalMoves(position).filter((move) => !move.swap);
  if (moves.length === 0) throw new RangeError('randomHouse: the game is over');
  return moves[randomInt(moves.length)]!.house;
}
