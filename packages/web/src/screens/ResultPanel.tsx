import type { PerSide } from '@kalaha/rules';
import { useEffect, useRef } from 'preact/hooks';
import type { GameResult } from '../game/game-result.ts';
import type { Game } from '../game/session.ts';
import { useT } from '../i18n/context.ts';

/**
 * The end of the game: who won and by how much, why the game ended (side emptied, majority,
 * tie-break; in a game of rounds why the match ended and the rounds won) or who gave it up
 * (resigned, ran out of time: the score then the stores as they stood), the score, and what next:
 * a rematch with sides swapped, a review, a new game.
 */
export function ResultPanel({
  game,
  result,
  names,
  onRematch,
  onReview,
  onNewGame,
}: {
  game: Game;
  result: GameResult;
  names: PerSide<string>;
  onRematch: () => void;
  onReview: () => void;
  onNewGame: () => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const words = result.words;
  const seats = game.config.seats;
  const vsComputer = seats.south.kind !== seats.north.kind;
  const personal =
    vsComputer && result.winner !== undefined
      ? seats[result.winner].kind === 'human'
        ? t('result.you')
        : t('result.computer')
      : undefined;
  return (
    <section class="panel result" aria-labelledby="result-title">
      <h2 id="result-title" ref={heading} tabIndex={-1}>
        {words.headline}
      </h2>
      {personal && <p class="result-personal">{personal}</p>}
      {words.why.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
      <dl class="score">
        <dt>{t('result.score')}</dt>
        <dd>
          {names.south}: {result.scores.south} · {names.north}: {result.scores.north}
        </dd>
      </dl>
      <div class="actions">
        <button type="button" class="button primary" onClick={onRematch}>
          {t('result.rematch')}
        </button>
        <button type="button" class="button secondary" onClick={onReview}>
          {t('result.review')}
        </button>
        <button type="button" class="button secondary" onClick={onNewGame}>
          {t('game.newGame')}
        </button>
      </div>
    </section>
  );
}
