import { makeMove } from '@kalaha/rules';
import { sideName } from '../app/names.ts';
import type { Translate } from '../i18n/translate.ts';
import { turnsOf, type Game } from './session.ts';

/**
 * Where the review stands after `at` actions of `game`, in the move list's own numbering (one
 * numbering on the screen): "Start position", "After 3. North 5" (the turn's number, its player and
 * the move last applied, as the move list writes them); after an action that is no move (a lay-out
 * between rounds, an agreed end) "After move 7 of 9", counting actions.
 */
export function reviewText(t: Translate, game: Game, at: number): string {
  if (at === 0) return t('review.start');
  for (const turn of turnsOf(game)) {
    const played = turn.moves.find((m) => m.index === at - 1);
    if (played) {
      const row = t('game.turnRow', { number: turn.number, player: sideName(t, turn.side) });
      return t('review.after', { move: `${row} ${makeMove(played.move)}` });
    }
  }
  return t('review.position', { number: at, count: game.actions.length });
}
