import type { Side } from '@kalaha/rules';
import { useEffect, useRef } from 'preact/hooks';
import { useT } from '../i18n/context.ts';
import { ModalDialog } from './ModalDialog.tsx';

/**
 * The offer to end a Wari or Obridjie game (docs/RULES.md 2: the game ends "when both players agree to
 * end it"), on one device: `by` has offered, and the other player answers here. An alert dialog
 * with the question, what happens to the seeds left, and the two answers; the focus starts on
 * "play on", so that a stray Enter does not end the game, and Escape declines.
 */
export function OfferEndDialog({
  by,
  onAnswer,
}: {
  /** The player who offered (the player to move). */
  by: Side;
  /** The other player's answer: true to end the game. */
  onAnswer: (accept: boolean) => void;
}) {
  const t = useT();
  const decline = useRef<HTMLButtonElement>(null);
  useEffect(() => decline.current?.focus(), []);
  return (
    <ModalDialog
      class="offer-dialog"
      role="alertdialog"
      labelledBy="offer-title"
      describedBy="offer-text"
      onEscape={() => onAnswer(false)}
    >
      <h2 id="offer-title">{t('game.offerTitle')}</h2>
      <div id="offer-text">
        <p>{t('game.offerText', { side: by })}</p>
        <p class="muted small">{t('game.offerRule')}</p>
      </div>
      <div class="actions">
        <button type="button" class="button primary" onClick={() => onAnswer(true)}>
          {t('game.offerAccept')}
        </button>
        <button
          ref={decline}
          type="button"
          class="button secondary"
          onClick={() => onAnswer(false)}
        >
          {t('game.offerDecline')}
        </button>
      </div>
    </ModalDialog>
  );
}
