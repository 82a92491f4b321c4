import type { Outcome, PerSide, StoppedResult } from '@kalaha/rules';
import { useEffect, useRef } from 'preact/hooks';
import { resultText } from '../game/result-text.ts';
import { stoppedResultText } from '../game/stopped-text.ts';
import { lastEvents, type Game } from '../game/session.ts';
import { useT } from '../i18n/context.ts';

/**
 * The end of the game: who won and by how much, why the game ended (side emptied, majority,
 * tie-break) or who gave it up (resigned, ran out of time: `StoppedResult`, the score then the
 * stores as they stood), the score, and what next: a rematch with sides swapped, a review, a new game.
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
  result: Outcome | StoppedResult;
  names: PerSide<string>;
  onRematch: () => void;
  onReview: () => void;
  onNewGame: () => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // Only the end by the rules is decided by score, tie-break or draw.
  const words =
    'decidedBy' in result
      ? resultText(t, result, game.config.rules, lastEvents(game))
      : stoppedResultText(t, result);
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
