/**
 * Test players' brains: the position of a game as the server shows it, and the moves its side to
 * move may play, worked out with the rules library (as a real client does).
 */
import type { GameView } from '@kalaha/protocol';
import {
  legalMoves,
  makeMove,
  parseMove,
  parsePosition,
  play,
  validateRuleSet,
  type Position,
  type Side,
} from '@kalaha/rules';

/**
 * The current position of `game`: its start replayed through its moves.
 *
 * @throws Error when the view does not replay (the server sent a corrupt game: the test fails).
 */
export function positionOf(game: GameView): Position {
  const rules = validateRuleSet(game.rules);
  if (!rules.ok) throw new Error(`bad rules in game ${game.id}: ${rules.error.message}`);
  const start = parsePosition(rules.value, game.start);
  if (!start.ok) throw new Error(`bad start in game ${game.id}: ${start.error.message}`);
  let position = start.value;
  for (const text of game.moves) {
    const move = parseMove(text);
    if (!move.ok) throw new Error(`bad move ${text} in game ${game.id}`);
    const next = play(position, move.value);
    if (!next.ok) throw new Error(`illegal move ${text} in game ${game.id}: ${next.error.message}`);
    position = next.value.position;
  }
  return position;
}

/** The side to move in an active game; null when the game is not being played. */
export function sideToMove(game: GameView): Side | null {
  return game.status === 'active' ? positionOf(game).turn : null;
}

/** The legal moves of the side to move, in notation (`"1"`, `"2"`, …). */
export function movesOf(game: GameView): string[] {
  return legalMoves(positionOf(game)).map(makeMove);
}
