import { useEffect } from 'preact/hooks';

/**
 * Single-letter keys of a game screen (H: hint, U: take back): `actions` by the lower-case letter.
 * A key is taken only without Alt, Ctrl or Meta and when no text field has the focus.
 *
 * @param deps re-registers the keys when one of these changes (the controller).
 */
export function useShortcutKeys(
  actions: Readonly<Record<string, () => void>>,
  deps: readonly unknown[],
): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
      actions[event.key.toLowerCase()]?.();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, deps);
}
