import { capabilities, err, ok, type Position, type Result, type RuleSet } from '@kalaha/rules';
import * as z from 'zod/mini';
import { rulesKeyWithout } from '../egdb/rules-key.ts';

/** The format line of an opening book; a book of another format is refused. */
export const BOOK_FORMAT = 'kalaha-book 1';

/** A book's move for one position. */
export interface BookEntry {
  /** The house to sow, 1..m of the player to move. */
  readonly move: number;
  /** The deep search's value of the position for the player to move, in seeds (not proven). */
  readonly score: number;
}

/**
 * An opening book as stored (JSON): the format, the rules it was built for (every option counts,
 * see {@link bookRulesKey}), the command that made it, and one entry a position, written
 * `S1.S2…/N1.N2…/s.n/T MOVE SCORE`: South's houses, North's houses, the stores (South's first),
 * the player to move (`s` or `n`), the house to sow and the value in seeds.
 */
export interface BookData {
  readonly format: string;
  readonly rules: string;
  readonly command: string;
  readonly entries: readonly string[];
}

const BookDataSchema = z.object({
  format: z.string(),
  rules: z.string(),
  command: z.string(),
  entries: z.array(z.string()),
});

/** One entry line: the position's key, the move and the score (see {@link BookData}). */
const ENTRY = /^((?:\d+\.)*\d+\/(?:\d+\.)*\d+\/\d+\.\d+\/[sn]) (\d+) (-?\d+(?:\.\d+)?)$/;

/**
 * The rule-set key of a book: every option (`game;name=value;…`, as the endgame databases write
 * it, docs/RULES.md 1.1), `seeds` and `swap` included: the moves of an opening depend on all of them.
 */
export function bookRulesKey(rules: RuleSet): string {
  let key = bookKeys.get(rules);
  if (key === undefined) {
    key = rulesKeyWithout(rules, NO_OPTION);
    bookKeys.set(rules, key);
  }
  return key;
}

/** No option is left out of a book's rules key. */
const NO_OPTION: ReadonlySet<string> = new Set();

/** {@link bookRulesKey} of each rule set met (rule sets are immutable): levels 8-10 ask every move. */
const bookKeys = new WeakMap<RuleSet, string>();

/**
 * Why no book can be made or used for `rules`, or `undefined` when one can: a book's move is a
 * house, so games whose moves carry a direction or that are played in rounds (Giuthi,
 * docs/RULES.md 4) have none.
 */
export function bookRefusal(rules: RuleSet): string | undefined {
  const can = capabilities(rules);
  if (can.hasDirections || can.hasRounds) {
    return 'no opening book for a game whose moves have directions or that is played in rounds';
  }
  return undefined;
}

/** The key of `position` in a book: its houses, stores and player to move (see {@link BookData}). */
export function bookKey(position: Position): string {
  const houses = (side: 'south' | 'north') => position.houses(side).join('.');
  return (
    `${houses('south')}/${houses('north')}/` +
    `${position.store('south')}.${position.store('north')}/${position.turn === 'south' ? 's' : 'n'}`
  );
}

/**
 * An opening book: the move a deep search chose in each position a good game reaches early
 * (`book/build.ts`), for the rule set it was built for. Levels 8-10 play its move where it has
 * one (`levels/level-move.ts`). Positions are looked up without their repetition history: in the
 * first moves of a game no position has come before.
 */
export class OpeningBook {
  private constructor(
    /** {@link bookRulesKey} of the rules the book was built for. */
    readonly rulesKey: string,
    /** How the book was made (the command). */
    readonly command: string,
    private readonly entries: ReadonlyMap<string, BookEntry>,
  ) {}

  /**
   * The book stored as `data` (parsed JSON, see {@link BookData}).
   *
   * @returns an error naming what is wrong: not a book, another format, or an entry (by number)
   *   that is not `KEY MOVE SCORE`.
   */
  static read(data: unknown): Result<OpeningBook, Error> {
    const parsed = BookDataSchema.safeParse(data);
    if (!parsed.success) return err(new Error(`not an opening book: ${parsed.error.message}`));
    const book = parsed.data;
    if (book.format !== BOOK_FORMAT) {
      return err(new Error(`opening book of format '${book.format}', not '${BOOK_FORMAT}'`));
    }
    const entries = new Map<string, BookEntry>();
    for (const [i, line] of book.entries.entries()) {
      const match = ENTRY.exec(line);
      if (match === null)
        return err(new Error(`opening book entry ${i + 1} is not KEY MOVE SCORE: '${line}'`));
      entries.set(match[1]!, { move: Number(match[2]), score: Number(match[3]) });
    }
    return ok(new OpeningBook(book.rules, book.command, entries));
  }

  /** A book of `entries` for `rules`, made by `command`. */
  static of(rules: RuleSet, command: string, entries: ReadonlyMap<string, BookEntry>): OpeningBook {
    return new OpeningBook(bookRulesKey(rules), command, entries);
  }

  /** Positions in the book. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The book's move in `position`, or `undefined` when the book is of other rules, does not hold
   * the position, or holds a move that is not legal there (`legal`: the house numbers that are).
   */
  lookup(position: Position, legal: readonly number[]): BookEntry | undefined {
    if (bookRulesKey(position.rules) !== this.rulesKey) return undefined;
    const entry = this.entries.get(bookKey(position));
    return entry !== undefined && legal.includes(entry.move) ? entry : undefined;
  }

  /** The book as stored (see {@link BookData}), entries sorted by key. */
  toData(): BookData {
    const keys = [...this.entries.keys()].sort();
    return {
      format: BOOK_FORMAT,
      rules: this.rulesKey,
      command: this.command,
      entries: keys.map((key) => {
        const { move, score } = this.entries.get(key)!;
        return `${key} ${move} ${score}`;
      }),
    };
  }
}
