import type { GameSummary } from '@kalaha/protocol';
import type { ComponentChildren } from 'preact';
import { useI18n } from '../i18n/context.ts';
import { rulesText, statusText, timeControlText } from '../online/summary-text.ts';
import { ActionsCell, ListTable } from './ListTable.tsx';

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
    <ListTable
      tableClass="game-table"
      caption={caption}
      columns={[
        t('online.list.date'),
        t('online.list.players'),
        t('online.list.rules'),
        t('online.list.clock'),
        t('online.list.rating'),
        t('online.list.status'),
      ]}
    >
      {games.map((game) => (
        <tr key={game.id} data-game={game.id}>
          <td>{new Date(game.created).toLocaleDateString(i18n.language)}</td>
          <td>
            {game.south ?? t('online.list.openSeat')} – {game.north ?? t('online.list.openSeat')}
          </td>
          <td>{rulesText(t, game.preset, game.family)}</td>
          <td>{timeControlText(t, game.timeControl)}</td>
          <td>{game.rated ? t('online.rated') : t('online.casual')}</td>
          <td>{statusText(t, game)}</td>
          <ActionsCell>{action(game)}</ActionsCell>
        </tr>
      ))}
    </ListTable>
  );
}
