import { act } from 'preact/test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { renderWith } from '../test-support/render.tsx';
import { NumberSelect } from './NumberSelect.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

describe('NumberSelect', () => {
  it('offers each number under its label, the chosen one selected, and gives a number back', () => {
    const onChange = vi.fn();
    const { container, unmount } = renderWith(
      i18n,
      <NumberSelect label="Minutes" choices={[1, 5, 10]} value={5} onChange={onChange} />,
    );
    expect(container.querySelector('label.field > span')?.textContent).toBe('Minutes');
    const select = container.querySelector('select')!;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['1', '1'],
      ['5', '5'],
      ['10', '10'],
    ]);
    expect(select.value).toBe('5');
    act(() => {
      select.value = '10';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith(10);
    unmount();
  });
});
