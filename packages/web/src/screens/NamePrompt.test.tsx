import { act } from 'preact/test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import type { OnlineError } from '../online/errors.ts';
import { testI18n } from '../test-support/i18n.ts';
import { buttonByText, click, press, renderWith } from '../test-support/render.tsx';
import { NamePrompt } from './NamePrompt.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

function type(input: HTMLInputElement, text: string) {
  act(() => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function draw(answer: OnlineError | undefined = undefined) {
  const onSubmit = vi.fn(async (_name: string) => answer);
  const onCancel = vi.fn();
  const view = renderWith(i18n, <NamePrompt onSubmit={onSubmit} onCancel={onCancel} />);
  const input = view.container.querySelector<HTMLInputElement>('input[name="name"]')!;
  return { ...view, input, onSubmit, onCancel };
}

describe('NamePrompt', () => {
  it('is a dialog that asks for a name, the field focused', () => {
    const { container, input, unmount } = draw();
    const dialog = container.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Your name for online play');
    expect(document.activeElement).toBe(input);
    unmount();
  });

  it('refuses an empty name itself, and sends a good one trimmed', async () => {
    const { container, input, onSubmit, unmount } = draw();
    type(input, '   ');
    click(buttonByText(container, 'Continue'));
    await settle();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'A name has 1 to 32 characters and no control characters.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    type(input, '  Ann  ');
    click(buttonByText(container, 'Continue'));
    await settle();
    expect(onSubmit).toHaveBeenCalledWith('Ann');
    expect(container.querySelector('[role="alert"]')).toBeNull();
    unmount();
  });

  it('shows the server’s refusal, and closes on Escape', async () => {
    const { container, input, onCancel, unmount } = draw({
      code: 'client/offline',
      message: 'down',
    });
    type(input, 'Ann');
    click(buttonByText(container, 'Continue'));
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'The server cannot be reached. Check your connection and try again.',
    );
    press(input, 'Escape');
    expect(onCancel).toHaveBeenCalledTimes(1);
    unmount();
  });
});
