import type { EndOfferAnswer } from '@kalaha/engine';
import type { Match, Move, Position, Side } from '@kalaha/rules';

/**
 * A player the program moves for (the engine's strength levels, `computer.ts`). The game loop
 * asks it for a move whenever its side is to move, and in Giuthi (docs/RULES.md 4) for the lay-out of
 * its seeds when it lost a round; human players are read from the terminal instead.
 */
export interface Player {
  /** How the player is named on screen and in records: `Computer level 6`. */
  readonly label: string;
  /**
   * Chooses a legal move in `position`, a game in progress with this player's side to move
   * (`position.turn`); in Giuthi with its direction (also in a further choice). Rejects only on a
   * bug.
   */
  chooseMove(position: Position): Promise<Move>;
  /**
   * Lays out this player's seeds after it lost a Giuthi round (docs/RULES.md 4 "Rounds"): `match` is
   * `arranging` with this player's side the arranger; the pattern (house 1, the arranger's left,
   * first) is one that `arrange(match, pattern)` accepts. Rejects only on a bug.
   */
  chooseArrangement(match: Match): Promise<readonly number[]>;
  /**
   * Answers the opponent's offer to end a Wari or Obridjie game by agreement (docs/RULES.md 2): the
   * player is at `side`, the opponent to move in `position`.
   */
  answerEndOffer(position: Position, side: Side): EndOfferAnswer;
}
