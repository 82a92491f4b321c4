import { Position, type PositionError } from '../position.ts';
import { err, type Result } from '../result.ts';
import type { RuleSet } from '../ruleset.ts';

/** The houses a side on OGN's board: its position text has room for 6 a side and 2 stores. */
export const OGN_HOUSES = 6;

const FEN = /^((?:\d{1,3}-){14})([SN])$/;

/**
 * Reads OGN's position (the `FEN` tag): 14 seed counts and the player to move, joined by `-`:
 * South's houses A..F (our South 1..6), North's houses a..f (North 1..6), South's store, North's
 * store, then `S` or `N`. `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S` is the start.
 *
 * @returns the position, `syntax` when the text is not so written, or the {@link PositionError}
 *   of `Position.fromSetup` (seeds not conserved: `ERR_SEED_COUNT`, …).
 */
export function parseOgnPosition(
  rules: RuleSet,
  text: string,
): Result<Position, PositionError | 'syntax'> {
  const m = FEN.exec(text.trim());
  if (!m) return err('syntax');
  const counts = m[1]!.slice(0, -1).split('-').map(Number);
  const houses = (from: number) => counts.slice(from, from + OGN_HOUSES);
  return Position.fromSetup(rules, {
    houses: { south: houses(0), north: houses(OGN_HOUSES) },
    stores: { south: counts[12]!, north: counts[13]! },
    turn: m[2] === 'S' ? 'south' : 'north',
  });
}

/** Writes `position` (6 houses a side) as {@link parseOgnPosition} reads it. */
export function makeOgnPosition(position: Position): string {
  return [
    ...position.houses('south'),
    ...position.houses('north'),
    position.store('south'),
    position.store('north'),
    position.turn === 'south' ? 'S' : 'N',
  ].join('-');
}

/** True when `position` is where a game under its rules starts with South to move. */
export function isInitial(position: Position): boolean {
  return position.equals(Position.initial(position.rules));
}
