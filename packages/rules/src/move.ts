import { err, ok, type Result } from './result.ts';

/** A sowing direction: counter-clockwise (the Kalaha family, Wari, Obridjie) or clockwise (Giuthi's choice). */
export type Direction = 'ccw' | 'cw';

/**
 * One move: the sowing of one house (docs/RULES.md 0), or the swap of the pie rule (docs/RULES.md 5).
 * `house` is numbered 1..m from the mover's left. `direction` is given only in games where the
 * player chooses it (Giuthi, docs/RULES.md 4); in the Kalaha family it is absent. `swap: true` marks the
 * swap (written `swap`), which sows nothing: its `house` is 0 (see {@link SWAP_MOVE}).
 */
export interface Move {
  readonly house: number;
  readonly direction?: Direction;
  readonly swap?: true;
}

/**
 * The swap of the pie rule (option `swap`, docs/RULES.md 5): the second player takes over the first
 * player's side instead of sowing. Written `swap` in move notation.
 */
export const SWAP_MOVE: Move = Object.freeze({ house: 0, swap: true });

/** True when `move` is the swap of the pie rule rather than a sowing. */
export function isSwap(move: Move): boolean {
  return move.swap === true;
}

/** Why a move text could not be read. */
export interface MoveSyntaxError {
  readonly code: 'ERR_MOVE_SYNTAX';
  readonly text: string;
  readonly message: string;
}

const MOVE_TEXT = /^([1-9]\d?)(ccw|cw)?$/;

/**
 * Reads a move written as its house number, `3`, with a direction, `3ccw` / `3cw` (docs/RULES.md 0, 4),
 * or the pie rule's `swap` (docs/RULES.md 5). Whether the move may be played is for `play` to say.
 */
export function parseMove(text: string): Result<Move, MoveSyntaxError> {
  if (text.trim() === 'swap') return ok(SWAP_MOVE);
  const m = MOVE_TEXT.exec(text.trim());
  if (!m) {
    return err({
      code: 'ERR_MOVE_SYNTAX',
      text,
      message: `'${text}' is not a move: write a house number such as 3 (or 3ccw / 3cw where a direction is chosen, or swap)`,
    });
  }
  const house = Number(m[1]);
  return ok(m[2] ? { house, direction: m[2] as Direction } : { house });
}

/** Writes a move as {@link parseMove} reads it. */
export function makeMove(move: Move): string {
  if (isSwap(move)) return 'swap';
  return `${move.house}${move.direction ?? ''}`;
}

/** True when two moves are the same. */
export function sameMove(a: Move, b: Move): boolean {
  return a.house === b.house && a.direction === b.direction && isSwap(a) === isSwap(b);
}
