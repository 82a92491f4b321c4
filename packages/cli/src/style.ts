import type { Writable } from 'node:stream';
import { styleText } from 'node:util';

/** A text format of `util.styleText`: `'bold'`, `'dim'`, `'cyan'`, or a list of them. */
export type StyleFormat = Parameters<typeof styleText>[0];

/** Styles a piece of text for the terminal; the plain style returns the text unchanged. */
export type Style = (format: StyleFormat, text: string) => string;

/** No styling: for files, pipes and tests. */
export const plainStyle: Style = (_format, text) => text;

/**
 * The style for output to `stream`: colours and emphasis only when the stream is a terminal (and
 * `NO_COLOR` is not set, which `util.styleText` checks), plain text otherwise, so that piped output
 * can be read by programs.
 */
export function styleFor(stream: Writable): Style {
  if (!(stream as { isTTY?: boolean }).isTTY) return plainStyle;
  return (format, text) => styleText(format, text, { stream });
}
