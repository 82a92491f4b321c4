import type { GameView } from '@kalaha/protocol';
import { presetOf, type RuleSet } from '@kalaha/rules';
import { useT } from '../i18n/context.ts';
import { Link, type Navigate } from '../online/Link.tsx';
import { routePath } from '../online/routes.ts';
import { rulesText, statusText, timeControlText } from '../online/summary-text.ts';

/**
 * The settings of an online game beside the board: its rules, clock, rated or casual, where it
 * stands, and links to its players' pages.
 */
export function OnlineDetails({
  server,
  rules,
  navigate,
}: {
  server: GameView;
  /** The game's rules, validated. */
  rules: RuleSet;
  navigate: Navigate;
}) {
  const t = useT();
  return (
    <section class="panel online-details" aria-labelledby="online-details-title">
      <h2 id="online-details-title">{t('online.game.details')}</h2>
      <dl class="details-list">
        <dt>{t('online.list.rules')}</dt>
        <dd>{rulesText(t, presetOf(rules) ?? null, rules.game)}</dd>
        <dt>{t('online.list.clock')}</dt>
        <dd>{timeControlText(t, server.timeControl)}</dd>
        <dt>{t('online.list.rating')}</dt>
        <dd>{server.rated ? t('online.rated') : t('online.casual')}</dd>
        <dt>{t('online.list.status')}</dt>
        <dd>{statusText(t, server)}</dd>
        <dt>{t('online.list.players')}</dt>
        <dd>
          <ul class="plain-list">
            {(['south', 'north'] as const).map((side) => {
              const seat = server.seats[side];
              return (
                <li key={side}>
                  {t(`side.${side}`)}:{' '}
                  {seat ? (
                    <Link
                      href={routePath({ kind: 'player', playerId: seat.playerId })}
                      navigate={navigate}
                    >
                      {seat.name}
                    </Link>
                  ) : (
                    t('online.game.openSeat')
                  )}
                </li>
              );
            })}
          </ul>
        </dd>
      </dl>
    </section>
  );
}
