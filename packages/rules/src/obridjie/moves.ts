import { houseIndex } from '../board.ts';
import type { GameEnd } from '../events.ts';
import type { Side } from '../side.ts';
import { isEndless } from './sow.ts';

/**
 * The legal Obridjie moves of `turn` (docs/RULES.md 3), house numbers in increasing order: his non-empty
 * houses, except those whose relay sowing would never end ("A move whose relay sowing would never
 * end … is not legal"). Empty when he cannot move, which ends the game.
 */
export function obridjieMoves(pits: Uint16Array, m: number, turn: Side): number[] {
  const moves: number[] = [];
  for (let h = 1; h <= m; h++) {
    if (pits[houseIndex(m, turn, h)]! > 0 && !isEndless(pits, m, turn, h)) moves.push(h);
  }
  return moves;
}

/**
 * The end check of Obridjie after a move and on a set-up position (docs/RULES.md 3 "End: the player to
 * move cannot move"; 004: "Das Spiel endet, wenn ein Spieler nicht mehr ziehen kann"): `next` has
 * no non-empty house whose move ends. Tries his houses in order and stops at the first playable
 * one. The repetition rule is checked by the caller, which keeps the history.
 */
export function endOfObridjie(pits: Uint16Array, m: number, next: Side): GameEnd | undefined {
  for (let h = 1; h <= m; h++) {
    if (pits[houseIndex(m, next, h)]! > 0 && !isEndless(pits, m, next, h)) return undefined;
  }
  return { reason: 'noMove', side: next };
}
