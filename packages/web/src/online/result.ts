import type { GameView } from '@kalaha/protocol';
import { capabilities, opponent, type Match, type Side } from '@kalaha/rules';
import { matchResultText } from '../game/rounds-text.ts';
import { resultText, type ResultText } from '../game/result-text.ts';
import { current, gameOutcome, matchNow, type Game } from '../game/session.ts';
import type { Translate } from '../i18n/translate.ts';

/**
 * The end of an online game of any rule set in words: a game of rounds's as
 * {@link onlineMatchResultText} says it, any other's as {@link onlineResultText} does.
 *
 * @returns the words, or `undefined` while the game is not over.
 */
export function onlineGameResultText(
  t: Translate,
  view: GameView,
  game: Game,
): ResultText | undefined {
  return capabilities(game.config.rules).hasRounds
    ? onlineMatchResultText(t, view, matchNow(game))
    : onlineResultText(t, view, game);
}

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
  return resultOfView(t, view, current(game).turn, () => {
    const outcome = gameOutcome(game);
    if (!outcome) return undefined;
    const last = game.events[game.events.length - 1] ?? [];
    return resultText(t, outcome, game.config.rules, last);
  });
}

/**
 * The end of an online Giuthi match in words (docs/RULES.md 4), the same for everybody: by the rules,
 * who won the match and why it ended (`matchResultText`, as in a local match); by resignation, a
 * flag fall, or that it was aborted, as in every online game.
 *
 * @param view the server's game (its `result`).
 * @param match the same match rebuilt (for the rules' explanation of an `end`).
 * @returns the words, or `undefined` while the match is not over.
 */
export function onlineMatchResultText(
  t: Translate,
  view: GameView,
  match: Match,
): ResultText | undefined {
  const acting = match.phase === 'arranging' ? match.arranger! : match.position.turn;
  return resultOfView(t, view, acting, () =>
    match.phase === 'over' ? matchResultText(t, match) : undefined,
  );
}

/**
 * The words of a view's result: `byRules` explains an `end` (else the score is told); `acting` is
 * the side that was to act, the loser of a resignation or flag fall without a winner.
 */
function resultOfView(
  t: Translate,
  view: GameView,
  acting: Side,
  byRules: () => ResultText | undefined,
): ResultText | undefined {
  if (view.status === 'aborted') return { headline: t('online.result.aborted'), why: [] };
  const result = view.result;
  if (view.status !== 'finished' || result === null) return undefined;
  const { south, north } = result.scores;
  const winner = result.winner;
  switch (result.reason) {
    case 'end':
      return byRules() ?? { headline: scoreHeadline(t, winner, south, north), why: [] };
    case 'resign':
    case 'timeout': {
      const loser = winner === 'south' || winner === 'north' ? opponent(winner) : acting;
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
