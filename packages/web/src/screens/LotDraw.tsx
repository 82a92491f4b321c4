import type { Side } from '@kalaha/rules';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/context.ts';
import { prefersReducedMotion } from '../app/motion.ts';
import './lot.css';

/** Milliseconds the fists shake before one opens. */
export const LOT_SHAKE_MS = 1200;

/**
 * Drawing lots as the rulebooks do it: a seed is hidden in one of two fists, the fists shake, one
 * opens; whoever's fist holds the seed starts. The winner is drawn by the caller; this only shows
 * it (at once with reduced motion) and announces it, then waits for "Play".
 */
export function LotDraw({ winner, onDone }: { winner: Side; onDone: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(prefersReducedMotion());
  const play = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) return undefined;
    const timer = setTimeout(() => setOpen(true), LOT_SHAKE_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (open) play.current?.focus();
  }, [open]);
  return (
    <div class="lot-backdrop">
      <div class="lot" role="dialog" aria-modal="true" aria-labelledby="lot-title">
        <h2 id="lot-title">{t('lot.title')}</h2>
        <div class={`fists${open ? ' open' : ''}`} aria-hidden="true">
          {(['north', 'south'] as const).map((side) => (
            <div key={side} class={`fist ${side}${open && side === winner ? ' winner' : ''}`}>
              <Fist holds={open && side === winner} />
              <span class="fist-label">
                {side === 'south' ? t('lot.fistSouth') : t('lot.fistNorth')}
              </span>
            </div>
          ))}
        </div>
        <p class="lot-result" aria-live="polite">
          {open ? t('lot.result', { side: winner }) : t('lot.drawing')}
        </p>
        <button ref={play} type="button" class="button primary" disabled={!open} onClick={onDone}>
          {t('lot.go')}
        </button>
      </div>
    </div>
  );
}

/** A closed fist, or an open hand with a seed in it. */
function Fist({ holds }: { holds: boolean }) {
  return (
    <svg viewBox="0 0 100 100" class="fist-svg">
      {holds ? (
        <g>
          <path
            d="M18 58 Q14 40 26 36 L30 18 Q33 10 39 16 L41 36 L45 12 Q49 5 54 12 L55 36 L60 16 Q65 9 69 17 L67 40 L76 28 Q83 24 84 32 L72 64 Q64 88 42 88 Q22 86 18 58 Z"
            class="skin"
          />
          <circle cx="50" cy="60" r="10" class="seed" />
          <circle cx="46" cy="56" r="3" fill="#fff" opacity="0.8" />
        </g>
      ) : (
        <g>
          <rect x="20" y="30" width="62" height="50" rx="20" class="skin" />
          <path d="M34 32 v20 M48 30 v22 M62 32 v20" class="knuckle" />
          <path d="M20 58 Q10 56 14 44 Q22 40 32 50" class="skin thumb" />
        </g>
      )}
    </svg>
  );
}
