import type { ComponentChildren } from 'preact';
import { useT } from '../i18n/context.ts';

/**
 * A list of the online screens as a table (games, bots); on a phone each row is a card, each cell
 * on a line of its own after its column's name (see {@link Cell}; online.css `.list-table`). It
 * is named for screen readers by `caption`, has a header cell for each of `columns` and a last
 * column of links or buttons (see {@link ActionsCell}) whose header only screen readers read.
 * `children` are the rows.
 */
export function ListTable({
  tableClass,
  caption,
  columns,
  children,
}: {
  /** The table's class (`game-table`, `bot-table`): its look. */
  tableClass: string;
  /** The table's name for screen readers. */
  caption: string;
  /** The headers of the columns before the last. */
  columns: readonly string[];
  children: ComponentChildren;
}) {
  const t = useT();
  return (
    <div class="table-wrap">
      <table class={`list-table ${tableClass}`}>
        <caption class="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span class="visually-hidden">{t('online.list.open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A cell of a row of a {@link ListTable}, named by its column's `label` (shown on a phone's card). */
export function Cell({
  label,
  number = false,
  children,
}: {
  label: string;
  /** True for a figure (rating): aligned as numbers are. */
  number?: boolean;
  children: ComponentChildren;
}) {
  return (
    <td data-label={label} class={number ? 'number' : undefined}>
      {children}
    </td>
  );
}

/** The last cell of a row of a {@link ListTable}: the row's links or buttons. */
export function ActionsCell({ children }: { children: ComponentChildren }) {
  return (
    <td>
      <div class="table-actions">{children}</div>
    </td>
  );
}
