import { levelName, presetName } from '../app/names.ts';
import { formGame, opponentsOf, type NewGameForm } from '../game/new-game.ts';
import { useT } from '../i18n/context.ts';

/** Whom a quick start plays against. */
export type QuickOpponent = NewGameForm['opponent'];

/**
 * The new-game screen's fast path (issue 16: one tap from opening the app to playing, as the
 * best game sites have it): play the computer, a friend on this device, or someone online, each
 * one button under the rules and the level last used (or the defaults: Kalaha against a
 * beginner-friendly level). A game its rules are not played against (see `opponentsOf`) is not
 * offered; online only where `online` says the app can play it.
 */
export function QuickStart({
  form,
  online,
  onPlay,
}: {
  form: NewGameForm;
  online: boolean;
  onPlay: (opponent: QuickOpponent) => void;
}) {
  const t = useT();
  const offered = opponentsOf(formGame(form));
  const rules = presetName(t, form.presetId);
  const button = (opponent: QuickOpponent, title: string, what: string) => (
    <button type="button" class="quick-button" onClick={() => onPlay(opponent)}>
      <span class="quick-title">{title}</span>
      <span class="quick-what">{what}</span>
    </button>
  );
  return (
    <section class="quick-start" aria-labelledby="quick-start-title">
      <h2 id="quick-start-title">{t('newGame.quickTitle')}</h2>
      <div class="quick-buttons">
        {offered.includes('computer') &&
          button(
            'computer',
            t('newGame.quickComputer'),
            t('newGame.quickComputerWhat', { rules, level: levelName(t, form.level) }),
          )}
        {button('friend', t('newGame.quickFriend'), t('newGame.quickFriendWhat', { rules }))}
        {online &&
          offered.includes('online') &&
          button('online', t('newGame.quickOnline'), t('newGame.quickOnlineWhat', { rules }))}
      </div>
    </section>
  );
}
