import { useT } from '../i18n/context.ts';

/** Stepping through the moves in review: to the start, back, forward, to the end, and out. */
export function ReviewBar({
  at,
  total,
  onGo,
  onExit,
}: {
  /** Moves applied to the board shown. */
  at: number;
  total: number;
  onGo: (moves: number) => void;
  onExit: () => void;
}) {
  const t = useT();
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') onGo(at - 1);
    else if (event.key === 'ArrowRight') onGo(at + 1);
    else if (event.key === 'Home') onGo(0);
    else if (event.key === 'End') onGo(total);
    else return;
    event.preventDefault();
  };
  return (
    <div class="review-bar" role="group" aria-label={t('review.title')} onKeyDown={keys}>
      <button
        type="button"
        class="button icon"
        onClick={() => onGo(0)}
        disabled={at === 0}
        aria-label={t('review.first')}
      >
        <StepIcon kind="first" />
      </button>
      <button
        type="button"
        class="button icon"
        onClick={() => onGo(at - 1)}
        disabled={at === 0}
        aria-label={t('review.previous')}
      >
        <StepIcon kind="previous" />
      </button>
      <span class="review-position" aria-live="polite">
        {at === 0 ? t('review.start') : t('review.position', { number: at, count: total })}
      </span>
      <button
        type="button"
        class="button icon"
        onClick={() => onGo(at + 1)}
        disabled={at === total}
        aria-label={t('review.next')}
      >
        <StepIcon kind="next" />
      </button>
      <button
        type="button"
        class="button icon"
        onClick={() => onGo(total)}
        disabled={at === total}
        aria-label={t('review.last')}
      >
        <StepIcon kind="last" />
      </button>
      <button type="button" class="button secondary" onClick={onExit}>
        {t('review.exit')}
      </button>
    </div>
  );
}

/** The arrow of a stepping button, drawn (the font may lack ⏮ and ⏭). */
function StepIcon({ kind }: { kind: 'first' | 'previous' | 'next' | 'last' }) {
  const flip = kind === 'first' || kind === 'previous';
  const bar = kind === 'first' || kind === 'last';
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      style={flip ? { transform: 'scaleX(-1)' } : undefined}
    >
      <path d={bar ? 'M3 3 L10 8 L3 13 Z' : 'M5 3 L12 8 L5 13 Z'} fill="currentColor" />
      {bar && <rect x="11" y="3" width="2.2" height="10" fill="currentColor" />}
    </svg>
  );
}
