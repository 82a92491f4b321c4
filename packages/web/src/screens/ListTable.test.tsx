import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { renderWith } from '../test-support/render.tsx';
import { ActionsCell, ListTable } from './ListTable.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

describe('ListTable', () => {
  it('names the table for screen readers, heads each column and a last one of actions', () => {
    const { container, unmount } = renderWith(
      i18n,
      <ListTable tableClass="bot-table" caption="Bots" columns={['Name', 'Rating']}>
        <tr data-row="ada">
          <td>Ada</td>
          <td>1524</td>
          <ActionsCell>
            <button type="button">Challenge</button>
          </ActionsCell>
        </tr>
      </ListTable>,
    );
    const table = container.querySelector('.table-wrap > table.bot-table')!;
    expect(table.querySelector('caption.visually-hidden')?.textContent).toBe('Bots');
    const headers = [...table.querySelectorAll('thead th')];
    expect(headers.map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(headers.map((th) => th.textContent)).toEqual(['Name', 'Rating', 'Open']);
    expect(headers[2]!.querySelector('.visually-hidden')?.textContent).toBe('Open');
    const cells = [...table.querySelectorAll('tbody tr[data-row="ada"] > td')];
    expect(cells.map((td) => td.textContent)).toEqual(['Ada', '1524', 'Challenge']);
    expect(cells[2]!.querySelector('.table-actions > button')).not.toBeNull();
    unmount();
  });
});
