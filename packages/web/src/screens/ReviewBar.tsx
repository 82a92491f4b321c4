import { useT } from '../i18n/context.ts';
import { useShortcutKeys } from './use-shortcut-keys.ts';

/**
 * Stepping through the moves in review: to the start, back, forward, to the end, and out. The keys
 * work on the whole page as soon as the review opens (Left, Right, Home, End), except in a text
 * field or a list box and with Alt, Ctrl or Meta held.
 */
export function ReviewBar({
  at,
  total,
  label,
  onGo,
  onExit,
}: {
  /** Actions applied to the board shown. */
  at: number;
  /** Actions of the game. */
  total: number;
  /** Where the review stands, in the move list's numbering (`reviewText`). */
  label: string;
  onGo: (moves: number) => void;
  onExit: () => void;
}) {
  const t = useT();
  useShortcutKeys(
    {
      arrowleft: () => onGo(Math.max(0, at - 1)),
      arrowright: () => onGo(Math.min(total, at + 1)),
      home: () => onGo(0),
      end: () => onGo(total),
    },
    [at, total],
  );
  return (
    <div class="review-bar" role="group" aria-label={t('review.title')}>
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
        {label}
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
