import type { GameSummary } from '@kalaha/protocol';
import type { ComponentChildren } from 'preact';
import { useI18n } from '../i18n/context.ts';
import { rulesText, statusText, timeControlText } from '../online/summary-text.ts';

/**
 * A table of online games (the lobby, a player's games): date, players, rules, clock, rated or
 * casual, where the game stands, and a last cell of links or buttons for each game.
 */
export function GameTable({
  games,
  caption,
  action,
}: {
  games: readonly GameSummary[];
  /** The table's name for screen readers. */
  caption: string;
  /** What the last cell holds for a game. */
  action: (game: GameSummary) => ComponentChildren;
}) {
  const i18n = useI18n();
  const t = i18n.t;
  return (
    <div class="table-wrap">
      <table class="game-table">
        <caption class="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('online.list.date')}</th>
            <th scope="col">{t('online.list.players')}</th>
            <th scope="col">{t('online.list.rules')}</th>
            <th scope="col">{t('online.list.clock')}</th>
            <th scope="col">{t('online.list.rating')}</th>
            <th scope="col">{t('online.list.status')}</th>
            <th scope="col">
              <span class="visually-hidden">{t('online.list.open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {games.map((game) => (
            <tr key={game.id} data-game={game.id}>
              <td>{new Date(game.created).toLocaleDateString(i18n.language)}</td>
              <td>
                {game.south ?? t('online.list.openSeat')} –{' '}
                {game.north ?? t('online.list.openSeat')}
              </td>
              <td>{rulesText(t, game.preset, game.family)}</td>
              <td>{timeControlText(t, game.timeControl)}</td>
              <td>{game.rated ? t('online.rated') : t('online.casual')}</td>
              <td>{statusText(t, game)}</td>
              <td>
                <div class="table-actions">{action(game)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
