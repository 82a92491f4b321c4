import { unwrap, type RuleSet } from '@kalaha/rules';
import owareBook from '../../book/oware.json' with { type: 'json' };
import wariBook from '../../book/wari.json' with { type: 'json' };
import { bookRulesKey, OpeningBook } from './book.ts';

/**
 * The books that come with the engine (`packages/engine/book/*.json`, each made by the command it
 * stores, see the engine README): the `oware` and `wari` presets (docs/RULES.md 2).
 */
const BUNDLED: readonly unknown[] = [owareBook, wariBook];

let books: readonly OpeningBook[] | undefined;

/**
 * The engine's own opening book for `rules` (every option must match the book's, see
 * `bookRulesKey`), or `undefined` when it has none. The books are read on first use.
 *
 * @throws Error when a bundled book cannot be read (a bug: the tests read every one).
 */
export function bundledBook(rules: RuleSet): OpeningBook | undefined {
  books ??= BUNDLED.map((data) => unwrap(OpeningBook.read(data)));
  const key = bookRulesKey(rules);
  return books.find((book) => book.rulesKey === key);
}
