import { act } from 'preact/test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { buttonByText, click, renderWith } from '../test-support/render.tsx';
import { InvitePanel } from './InvitePanel.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

const LINK = 'https://kalaha.test/play/g1';
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('InvitePanel', () => {
  it('shows the link and copies it to the clipboard', async () => {
    const copy = vi.fn(async () => {});
    const { container, unmount } = renderWith(i18n, <InvitePanel link={LINK} copy={copy} />);
    expect(container.querySelector<HTMLInputElement>('input')?.value).toBe(LINK);
    expect(container.querySelector('input')?.readOnly).toBe(true);
    click(buttonByText(container, 'Copy the link'));
    await settle();
    expect(copy).toHaveBeenCalledWith(LINK);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Link copied.');
    unmount();
  });

  it('selects the link for the user to copy where the clipboard is not allowed', async () => {
    const copy = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    const { container, unmount } = renderWith(i18n, <InvitePanel link={LINK} copy={copy} />);
    click(buttonByText(container, 'Copy the link'));
    await settle();
    const field = container.querySelector<HTMLInputElement>('input')!;
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Copying is not allowed here: the link is selected, copy it yourself.',
    );
    unmount();
  });

  it('offers the share sheet first where the browser has one, and copies when sharing fails', async () => {
    const copy = vi.fn(async () => {});
    const share = vi.fn(async () => {});
    const { container, unmount } = renderWith(
      i18n,
      <InvitePanel link={LINK} copy={copy} share={share} />,
    );
    const buttons = [...container.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Share the link', 'Copy the link']);
    click(buttonByText(container, 'Share the link'));
    await settle();
    expect(share).toHaveBeenCalledWith({ title: 'Kalaha', text: 'Play Kalaha with me', url: LINK });
    expect(copy).not.toHaveBeenCalled();
    // Cancelling the sheet changes nothing; a refused share copies instead.
    share.mockRejectedValueOnce(new DOMException('cancelled', 'AbortError'));
    click(buttonByText(container, 'Share the link'));
    await settle();
    expect(copy).not.toHaveBeenCalled();
    share.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    click(buttonByText(container, 'Share the link'));
    await settle();
    expect(copy).toHaveBeenCalledWith(LINK);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Link copied.');
    unmount();
  });

  it('has no Share button where the browser has no share sheet', () => {
    const { container, unmount } = renderWith(
      i18n,
      <InvitePanel link={LINK} copy={vi.fn(async () => {})} share={null} />,
    );
    expect(buttonByText(container, 'Share the link')).toBeUndefined();
    unmount();
  });
});
