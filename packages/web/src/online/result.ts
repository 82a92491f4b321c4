import type { GameView } from '@kalaha/protocol';
import { opponent } from '@kalaha/rules';
import { resultText, type ResultText } from '../game/result-text.ts';
import { current, gameOutcome, type Game } from '../game/session.ts';
import type { Translate } from '../i18n/translate.ts';

/**
 * The end of an online game in words, the same for both players and every spectator: who won
 * and why, by the rules' end (explained as in a local game: whose side was emptied, where the
 * seeds left went, the tie-break), by resignation, by a flag fall, or that the game was aborted.
 *
 * @param view the server's game (its `result`, by which the server decided).
 * @param game the same game replayed (for the rules' explanation of an `end`).
 * @returns the words, or `undefined` while the game is not over.
 */
export function onlineResultText(t: Translate, view: GameView, game: Game): ResultText | undefined {
  if (view.status === 'aborted') return { headline: t('online.result.aborted'), why: [] };
  const result = view.result;
  if (view.status !== 'finished' || result === null) return undefined;
  const { south, north } = result.scores;
  const winner = result.winner;
  switch (result.reason) {
    case 'end': {
      const outcome = gameOutcome(game);
      if (outcome) {
        const last = game.events[game.events.length - 1] ?? [];
        return resultText(t, outcome, game.config.rules, last);
      }
      return { headline: scoreHeadline(t, winner, south, north), why: [] };
    }
    case 'resign':
    case 'timeout': {
      const loser =
        winner === 'south' || winner === 'north' ? opponent(winner) : current(game).turn;
      const headline =
        winner === 'south' || winner === 'north'
          ? t('online.result.wins', { side: winner })
          : t('online.result.noWinner');
      const why =
        result.reason === 'resign'
          ? t('online.result.resigned', { side: loser })
          : t('online.result.timeout', { side: loser });
      return { headline, why: [why] };
    }
    case 'aborted':
      return { headline: t('online.result.aborted'), why: [] };
  }
}

function scoreHeadline(
  t: Translate,
  winner: 'south' | 'north' | 'draw' | null,
  south: number,
  north: number,
): string {
  return winner === 'south' || winner === 'north'
    ? t('result.win', { side: winner, south, north })
    : t('result.draw', { south, north });
}
