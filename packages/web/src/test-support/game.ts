import type { Game } from '../game/session.ts';

/** The houses of the moves of `game`, in order (its lay-outs and agreed end left out). */
export function housesOf(game: Game): number[] {
  return game.actions.flatMap((a) => (a.kind === 'move' ? [a.move.house] : []));
}
