import { useEffect } from 'preact/hooks';

/**
 * Keys of a whole screen (H: hint, U: take back; the review's arrows, Home and End): `actions` by
 * the key's lower-case name (`h`, `arrowleft`). A key is taken only without Alt, Ctrl or Meta, when
 * no text field or list box has the focus and nothing else (the board) took it first; a key taken
 * does nothing else (an arrow does not scroll).
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
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
      const action = actions[event.key.toLowerCase()];
      if (!action) return;
      action();
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, deps);
}
