import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { press, renderWith } from '../test-support/render.tsx';
import { ModalDialog } from './ModalDialog.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

function draw(role?: 'dialog' | 'alertdialog') {
  const onEscape = vi.fn();
  const view = renderWith(
    i18n,
    <ModalDialog
      class="box"
      {...(role ? { role } : {})}
      labelledBy="t"
      describedBy="d"
      onEscape={onEscape}
    >
      <h2 id="t">Title</h2>
      <p id="d">Text</p>
      <button type="button">OK</button>
    </ModalDialog>,
  );
  const box = view.container.querySelector<HTMLElement>('.box')!;
  return { ...view, box, onEscape };
}

describe('ModalDialog', () => {
  it('is a modal dialog named by its heading and described by its text', () => {
    const { box, unmount } = draw();
    expect(box.getAttribute('role')).toBe('dialog');
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(box.getAttribute('aria-labelledby')).toBe('t');
    expect(box.getAttribute('aria-describedby')).toBe('d');
    expect(box.querySelector('#t')?.textContent).toBe('Title');
    unmount();
  });

  it('can be an alert dialog', () => {
    const { box, unmount } = draw('alertdialog');
    expect(box.getAttribute('role')).toBe('alertdialog');
    unmount();
  });

  it('calls onEscape on Escape pressed inside it, and on no other key', () => {
    const { box, onEscape, unmount } = draw();
    const button = box.querySelector('button')!;
    press(button, 'Enter');
    expect(onEscape).not.toHaveBeenCalled();
    press(button, 'Escape');
    expect(onEscape).toHaveBeenCalledTimes(1);
    unmount();
  });
});
