import type { Direction } from '@kalaha/rules';
import { useEffect, useRef } from 'preact/hooks';
import { DIGIT_WAIT_MS, keyResult } from './keyboard.ts';
import type { BoardView } from './layout.ts';
import type { BoardState } from './state.ts';

/**
 * The board's keyboard handler (DOM events kept apart from rendering): reads the key, asks
 * `keyboard.ts` what it means, and carries that out: a new focus through `onChange`, a move
 * through `onPlay` (with the direction chosen on Giuthi's arrows, else none), on a board laid out as `view`. Keys with a modifier are left to the browser.
 */
export function useBoardKeys(
  state: BoardState,
  onPlay: (house: number, direction?: Direction) => void,
  onChange: (state: BoardState) => void,
  view: BoardView,
): (event: KeyboardEvent) => void {
  const pending = useRef<{ digit: number; timer: ReturnType<typeof setTimeout> } | undefined>(
    undefined,
  );
  useEffect(() => () => clearTimeout(pending.current?.timer), []);
  return (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const before = pending.current;
    if (before) clearTimeout(before.timer);
    pending.current = undefined;
    const result = keyResult(state, event.key, before?.digit, view);
    switch (result.kind) {
      case 'none':
        return;
      case 'focus':
        event.preventDefault();
        onChange(result.state);
        return;
      case 'play':
        event.preventDefault();
        onPlay(result.house, result.direction);
        return;
      case 'pending':
        event.preventDefault();
        onChange(result.state);
        pending.current = {
          digit: result.digit,
          timer: setTimeout(() => (pending.current = undefined), DIGIT_WAIT_MS),
        };
        return;
    }
  };
}
