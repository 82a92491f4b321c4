/**
 * Splits a byte stream's text into lines for a line protocol, with a bound on a line's length so
 * that a peer that never ends its line cannot make the reader hold unbounded text.
 */

/**
 * A piece of the stream the splitter found, in stream order: a complete line without its line end
 * (LF or CRLF), or a line longer than the bound, dropped, given by its length in characters (at
 * least the bound + 1).
 */
export type SplitPiece = { readonly line: string } | { readonly tooLong: number };

/**
 * Feeds text in, gets lines out. A line longer than `maxLength` characters (without its line
 * end) is dropped whole, as soon as it is known to be too long, and reported by its length.
 */
export class LineSplitter {
  #pending = '';
  /** Characters of the over-long line being dropped, or -1 while none is. */
  #dropping = -1;

  constructor(readonly maxLength: number) {}

  /** Characters held for the line not yet ended (at most `maxLength` + 1). */
  get buffered(): number {
    return this.#pending.length;
  }

  /** Adds a chunk of text and returns the pieces it completed, in order. */
  push(chunk: string): SplitPiece[] {
    const pieces: SplitPiece[] = [];
    let start = 0;
    for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', start)) {
      const piece = chunk.slice(start, nl);
      start = nl + 1;
      if (this.#dropping >= 0) {
        pieces.push({ tooLong: this.#dropping + piece.length });
        this.#dropping = -1;
        continue;
      }
      const line = stripCr(this.#pending + piece);
      this.#pending = '';
      pieces.push(line.length > this.maxLength ? { tooLong: line.length } : { line });
    }
    const rest = chunk.slice(start);
    if (this.#dropping >= 0) {
      this.#dropping += rest.length;
    } else {
      this.#pending += rest;
      // One more character than the bound may be a CR of a CRLF still to come.
      if (this.#pending.length > this.maxLength + 1) {
        this.#dropping = this.#pending.length;
        this.#pending = '';
      }
    }
    return pieces;
  }

  /** The text after the last line end (a last line without one), emptied. */
  flush(): string | undefined {
    const rest = this.#dropping >= 0 ? undefined : this.#pending;
    this.#pending = '';
    this.#dropping = -1;
    return rest === undefined || rest === '' ? undefined : stripCr(rest);
  }
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}
