import type { GameSummary } from '@kalaha/protocol';
import type { ComponentChildren } from 'preact';
import { useI18n } from '../i18n/context.ts';
import { rulesText, statusText, timeControlText } from '../online/summary-text.ts';
import { ActionsCell, Cell, ListTable } from './ListTable.tsx';

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
  const columns = [
    t('online.list.date'),
    t('online.list.players'),
    t('online.list.rules'),
    t('online.list.clock'),
    t('online.list.rating'),
    t('online.list.status'),
  ] as const;
  return (
    <ListTable tableClass="game-table" caption={caption} columns={columns}>
      {games.map((game) => (
        <tr key={game.id} data-game={game.id}>
          <Cell label={columns[0]}>{new Date(game.created).toLocaleDateString(i18n.language)}</Cell>
          <Cell label={columns[1]}>
            {game.south ?? t('online.list.openSeat')} – {game.north ?? t('online.list.openSeat')}
          </Cell>
          <Cell label={columns[2]}>{rulesText(t, game.preset, game.family)}</Cell>
          <Cell label={columns[3]}>{timeControlText(t, game.timeControl)}</Cell>
          <Cell label={columns[4]}>{game.rated ? t('online.rated') : t('online.casual')}</Cell>
          <Cell label={columns[5]}>{statusText(t, game)}</Cell>
          <ActionsCell>{action(game)}</ActionsCell>
        </tr>
      ))}
    </ListTable>
  );
}
