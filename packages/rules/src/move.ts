import { err, ok, type Result } from './result.ts';

/** A sowing direction: counter-clockwise (the Kalaha family, Wari, Obridjie) or clockwise (Giuthi's choice). */
export type Direction = 'ccw' | 'cw';

/**
 * One move: the sowing of one house (RULES.md 0). `house` is numbered 1..m from the mover's left.
 * `direction` is given only in games where the player chooses it (Giuthi, RULES.md 4); in the
 * Kalaha family it is absent.
 */
export interface Move {
  readonly house: number;
  readonly direction?: Direction;
}

/** Why a move text could not be read. */
export interface MoveSyntaxError {
  readonly code: 'ERR_MOVE_SYNTAX';
  readonly text: string;
  readonly message: string;
}

const MOVE_TEXT = /^([1-9]\d?)(ccw|cw)?$/;

/**
 * Reads a move written as its house number, `3`, or with a direction, `3ccw` / `3cw` (RULES.md 0, 4).
 * Whether the house exists and may be played is for `play` to say.
 */
export function parseMove(text: string): Result<Move, MoveSyntaxError> {
  const m = MOVE_TEXT.exec(text.trim());
  if (!m) {
    return err({
      code: 'ERR_MOVE_SYNTAX',
      text,
      message: `'${text}' is not a move: write a house number such as 3 (or 3ccw / 3cw where a direction is chosen)`,
    });
  }
  const house = Number(m[1]);
  return ok(m[2] ? { house, direction: m[2] as Direction } : { house });
}

/** Writes a move as {@link parseMove} reads it. */
export function makeMove(move: Move): string {
  return `${move.house}${move.direction ?? ''}`;
}

/** True when two moves are the same. */
export function sameMove(a: Move, b: Move): boolean {
  return a.house === b.house && a.direction === b.direction;
}
