import type { Move, Position } from '@kalaha/rules';

/**
 * A player the program moves for (the engine's strength levels, `computer.ts`). The game loop
 * asks it for a move whenever its side is to move; human players are read from the terminal
 * instead.
 */
export interface Player {
  /** How the player is named on screen and in records: `Computer level 6`. */
  readonly label: string;
  /**
   * Chooses a legal move in `position`, a game in progress with this player's side to move
   * (`position.turn`). Rejects only on a bug.
   */
  chooseMove(position: Position): Promise<Move>;
}
