import type { Direction } from '@kalaha/rules';
import { SOUTH_VIEW, type BoardView } from './layout.ts';
import {
  closeArrows,
  focusArrow,
  focusEdge,
  focusHouse,
  moveFocus,
  type BoardState,
} from './state.ts';

/**
 * What a key press on the board does, as a pure function of the board state (the DOM handler in
 * `input.ts` only reads the key and carries out the answer).
 *
 * - Arrow keys move the focus along the playable houses (left/right on screen; up/down too, for
 *   one-handed play and for the turned board, whose rows run down), Home and End jump to the ends. Enter and Space press the focused house
 *   button, which the browser does by itself.
 * - A house number plays that house at once. On boards of 10 or more houses a `1` waits for a
 *   second digit (`10`, `11`, `12`); `pending` carries that first digit between key presses.
 * - Giuthi (docs/RULES.md 4): playing a house that may be sown both ways shows its two direction
 *   arrows (the board does that, see `Board.tsx`). While they are shown, Left and Right (Up and
 *   Down on the turned board) move the focus to the arrow pointing that way on screen, Enter or Space sows the house in the focused
 *   arrow's direction (`play` with a `direction`), Escape hides the arrows; the other arrow keys,
 *   Home/End and a number hide them and act as above; other keys are left to the browser.
 */
export type KeyResult =
  | { readonly kind: 'none' }
  | { readonly kind: 'focus'; readonly state: BoardState }
  | { readonly kind: 'play'; readonly house: number; readonly direction?: Direction }
  | { readonly kind: 'pending'; readonly digit: number; readonly state: BoardState };

/** Milliseconds a first digit waits for a second one on boards of 10 houses or more. */
export const DIGIT_WAIT_MS = 900;

/**
 * The answer to `key` (a `KeyboardEvent.key`), given a first digit still `pending`, on a board
 * laid out as `view` (`layout.ts`).
 */
export function keyResult(
  state: BoardState,
  key: string,
  pending?: number,
  view: BoardView = SOUTH_VIEW,
): KeyResult {
  if (state.legal.length === 0) return { kind: 'none' };
  const bottom = view.bottom;
  if (state.arrows) {
    switch (key) {
      case view.turned ? 'ArrowDown' : 'ArrowRight':
        return { kind: 'focus', state: focusArrow(state, 1, bottom) };
      case view.turned ? 'ArrowUp' : 'ArrowLeft':
        return { kind: 'focus', state: focusArrow(state, -1, bottom) };
      case 'Enter':
      case ' ':
        return { kind: 'play', house: state.arrows.house, direction: state.arrows.focus };
      case 'Escape':
        return { kind: 'focus', state: closeArrows(state) };
    }
    return keyResult(closeArrows(state), key, pending, view);
  }
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return { kind: 'focus', state: moveFocus(state, 1, bottom) };
    case 'ArrowLeft':
    case 'ArrowUp':
      return { kind: 'focus', state: moveFocus(state, -1, bottom) };
    case 'Home':
      return { kind: 'focus', state: focusEdge(state, 'first', bottom) };
    case 'End':
      return { kind: 'focus', state: focusEdge(state, 'last', bottom) };
  }
  if (!/^[0-9]$/.test(key)) return { kind: 'none' };
  const digit = Number(key);
  if (pending !== undefined) {
    const house = pending * 10 + digit;
    if (house <= state.houseCount) return playIfLegal(state, house);
  }
  if (digit === 0) return { kind: 'none' };
  if (digit === 1 && state.houseCount >= 10) {
    return { kind: 'pending', digit, state: focusHouse(state, 1) };
  }
  return playIfLegal(state, digit);
}

function playIfLegal(state: BoardState, house: number): KeyResult {
  return state.legal.includes(house) ? { kind: 'play', house } : { kind: 'none' };
}
