import { err, ok, type Result } from '../result.ts';
import type { OgnError } from './types.ts';

/** Where a piece of text starts: 1-based line and column. */
export interface Place {
  readonly line: number;
  readonly column: number;
}

/** A tag as read, with the places of its name and of its value. */
export interface LexedTag {
  readonly name: string;
  readonly value: string;
  readonly at: Place;
  readonly valueAt: Place;
}

/** One token of the move text. */
export type MoveToken =
  | { readonly kind: 'number'; readonly at: Place }
  | { readonly kind: 'move'; readonly letter: string; readonly taken?: number; readonly at: Place }
  | { readonly kind: 'result'; readonly text: string; readonly at: Place }
  | { readonly kind: 'comment'; readonly text: string; readonly at: Place };

/** An OGN text split into its tags and the tokens of its move text (variations dropped). */
export interface Lexed {
  readonly tags: readonly LexedTag[];
  readonly tokens: readonly MoveToken[];
}

const TAG = /\[[ \t]*(\w+)[ \t]+"((?:[^"\\\n]|\\.)*)"[ \t]*\]/y;
const MOVE_NUMBER = /^\d+\.+/;
const MOVE = /^([A-Za-z])(?:\+(\d+))?$/;
const RESULT = /^(\d+-\d+|\*)$/;

/**
 * Splits OGN text: the tags `[Name "value"]` (value escapes `\"` and `\\`), then the move text:
 * move numbers `1.`, moves `A`..`F` / `a`..`f` with an optional `+N` (seeds taken), comments
 * `{ … }`, variations `( … )` (nested; skipped, as Aualé skips them) and the result `S-N` or `*`.
 * Letters outside A-F are tokens here; {@link parseOgn} refuses them with their place.
 */
export function lex(text: string): Result<Lexed, OgnError> {
  const placeOf = placer(text);
  const fail = (code: OgnError['code'], index: number, message: string) =>
    err({ code, ...placeOf(index), message });
  const tags: LexedTag[] = [];
  const tokens: MoveToken[] = [];
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  skipSpace();
  while (text[i] === '[') {
    TAG.lastIndex = i;
    const m = TAG.exec(text);
    if (!m) return fail('ERR_OGN_TAG', i, 'a malformed tag: write [Name "value"]');
    const valueIndex = text.indexOf('"', i) + 1;
    tags.push({
      name: m[1]!,
      value: m[2]!.replace(/\\(.)/g, '$1'),
      at: placeOf(i),
      valueAt: placeOf(valueIndex),
    });
    i = TAG.lastIndex;
    skipSpace();
  }
  while (i < text.length) {
    const c = text[i]!;
    if (c === '[') return fail('ERR_OGN_TAG', i, 'a tag after the moves: tags come first');
    if (c === '{') {
      const close = text.indexOf('}', i + 1);
      if (close < 0) return fail('ERR_OGN_UNTERMINATED', i, 'a comment without its closing }');
      const comment = text
        .slice(i + 1, close)
        .split(/\s+/)
        .filter(Boolean)
        .join(' ');
      tokens.push({ kind: 'comment', text: comment, at: placeOf(i) });
      i = close + 1;
    } else if (c === '(') {
      let depth = 0;
      let j = i;
      for (; j < text.length; j++) {
        if (text[j] === '(') depth++;
        else if (text[j] === ')' && --depth === 0) break;
        else if (text[j] === '{') {
          const close = text.indexOf('}', j + 1);
          if (close < 0) return fail('ERR_OGN_UNTERMINATED', j, 'a comment without its closing }');
          j = close;
        }
      }
      if (j >= text.length)
        return fail('ERR_OGN_UNTERMINATED', i, 'a variation without its closing )');
      i = j + 1;
    } else {
      let j = i;
      while (j < text.length && !/[\s{(]/.test(text[j]!)) j++;
      let word = text.slice(i, j);
      let start = i;
      const number = MOVE_NUMBER.exec(word);
      if (number) {
        tokens.push({ kind: 'number', at: placeOf(start) });
        start += number[0].length;
        word = word.slice(number[0].length);
      }
      if (word !== '') {
        const move = MOVE.exec(word);
        const result = RESULT.exec(word);
        if (move) {
          tokens.push({
            kind: 'move',
            letter: move[1]!,
            ...(move[2] !== undefined ? { taken: Number(move[2]) } : {}),
            at: placeOf(start),
          });
        } else if (result) {
          tokens.push({ kind: 'result', text: word, at: placeOf(start) });
        } else {
          return fail(
            'ERR_OGN_TOKEN',
            start,
            `'${word}' is not a move (A-F, a-f), a move number, a result or a comment`,
          );
        }
      }
      i = j;
    }
    skipSpace();
  }
  return ok({ tags, tokens });
}

/** Turns text offsets into 1-based lines and columns. */
function placer(text: string): (index: number) => Place {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (index) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= index) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: index - starts[lo]! + 1 };
  };
}
