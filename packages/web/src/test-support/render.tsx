import { render, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';
import { I18nContext } from '../i18n/context.ts';
import type { I18n } from '../i18n/i18n.ts';

/** Renders `ui` with the translations into a fresh container in the document. */
export function renderWith(
  i18n: I18n,
  ui: ComponentChild,
): { container: HTMLElement; unmount: () => void } {
  const container = document.createElement('div');
  document.body.appendChild(container);
  act(() => {
    render(<I18nContext.Provider value={i18n}>{ui}</I18nContext.Provider>, container);
  });
  return {
    container,
    unmount: () => {
      act(() => render(null, container));
      container.remove();
    },
  };
}

/**
 * Lets what waits on promises and 0 ms timers run (a fetch answered, the state it sets), inside
 * `act`.
 */
export function flush(): Promise<void> {
  return act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Clicks an element inside `act`. */
export function click(el: Element | null | undefined): void {
  if (!el) throw new Error('nothing to click');
  act(() => {
    (el as HTMLElement).click();
  });
}

/** Sends a key press to an element inside `act`. */
export function press(el: Element, key: string): void {
  act(() => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
}

/** The element labelled `name` (its `aria-label`), or undefined. */
export function byLabel(container: Element, name: string): HTMLElement | undefined {
  return [...container.querySelectorAll<HTMLElement>('[aria-label]')].find(
    (el) => el.getAttribute('aria-label') === name,
  );
}

/** The button whose text is `text`. */
export function buttonByText(
  container: Element,
  text: string | RegExp,
): HTMLButtonElement | undefined {
  return [...container.querySelectorAll('button')].find((b) =>
    typeof text === 'string' ? b.textContent?.trim() === text : text.test(b.textContent ?? ''),
  );
}
