import { legalMoves, play, Position, unwrap, type RuleSet } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../test/rules-of.ts';
import { levelMove } from '../levels/level-move.ts';
import { EngineClient } from '../worker/client.ts';
import { inProcessPort } from '../worker/handler.ts';
import { BOOK_FORMAT, bookKey, bookRefusal, bookRulesKey, OpeningBook } from './book.ts';
import { bundledBook } from './books.ts';
import { buildBook } from './build.ts';

/** A small Wari board (docs/RULES.md 2), fast to build a book for. */
const SMALL = rulesOf('oware', { houses: 4, seeds: 3 });

async function smallBook(rules: RuleSet = SMALL, plies = 4, fullPlies = 1): Promise<OpeningBook> {
  const engine = new EngineClient(inProcessPort({ ttMiB: 1 }));
  return buildBook(rules, { plies, fullPlies, nodes: 3_000 }, [engine], 'test');
}

/** Every position a game reaches in `plies` plies when `side` plays the book's moves (after `fullPlies`). */
function reached(book: OpeningBook, side: 'south' | 'north', plies: number, fullPlies: number) {
  let frontier = [Position.initial(SMALL)];
  const all: Position[] = [];
  for (let ply = 0; ply <= plies; ply++) {
    all.push(...frontier);
    const next: Position[] = [];
    for (const position of frontier) {
      const houses = legalMoves(position).map((m) => m.house);
      for (const house of houses) {
        if (ply >= fullPlies && position.turn === side) {
          if (book.lookup(position, houses)?.move !== house) continue;
        }
        const child = unwrap(play(position, { house })).position;
        if (!child.isOver) next.push(child);
      }
    }
    frontier = next;
  }
  return all;
}

describe('the opening book', () => {
  it('covers every position of its side up to its plies, whatever the opponent plays, with legal moves', async () => {
    const book = await smallBook();
    for (const side of ['south', 'north'] as const) {
      const positions = reached(book, side, 4, 1).filter((p) => p.turn === side);
      expect(positions.length).toBeGreaterThan(10);
      for (const position of positions) {
        const legal = legalMoves(position).map((m) => m.house);
        expect(book.lookup(position, legal), bookKey(position)).toBeDefined();
      }
    }
    // In the full plies, both sides' every move is covered: all 4 answers to each first move.
    const start = Position.initial(SMALL);
    for (const { house } of legalMoves(start)) {
      const child = unwrap(play(start, { house })).position;
      expect(book.lookup(child, [1, 2, 3, 4])).toBeDefined();
    }
  });

  it('is stored as data and read back the same; a bad book is refused with the reason', async () => {
    const book = await smallBook(SMALL, 2, 0);
    const data = book.toData();
    expect(data.format).toBe(BOOK_FORMAT);
    expect(data.rules).toBe(bookRulesKey(SMALL));
    expect(data.command).toBe('test');
    const again = unwrap(OpeningBook.read(JSON.parse(JSON.stringify(data))));
    expect(again.toData()).toEqual(data);
    expect(again.size).toBe(book.size);

    expect(OpeningBook.read('text')).toMatchObject({ ok: false });
    const other = OpeningBook.read({ ...data, format: 'kalaha-book 9' });
    expect(!other.ok && other.error.message).toMatch(/format 'kalaha-book 9'/);
    const broken = OpeningBook.read({
      ...data,
      entries: [...data.entries, '4.4/4.4/0.0/s three 1'],
    });
    expect(!broken.ok && broken.error.message).toMatch(
      new RegExp(`entry ${data.entries.length + 1}`),
    );
  });

  it('answers only under its own rules (every option counts) and only with a legal move', async () => {
    const book = await smallBook(SMALL, 0, 0);
    const start = Position.initial(SMALL);
    const entry = book.lookup(start, [1, 2, 3, 4])!;
    expect(entry).toBeDefined();
    expect(
      book.lookup(
        start,
        [1, 2, 3, 4].filter((h) => h !== entry.move),
      ),
    ).toBeUndefined();
    const wari = Position.initial(rulesOf('wari', { houses: 4, seeds: 3 }));
    expect(book.lookup(wari, [1, 2, 3, 4])).toBeUndefined();
  });

  it('is refused for Giuthi, whose moves have directions (docs/RULES.md 4)', async () => {
    expect(bookRefusal(rulesOf('giuthi'))).toMatch(/directions/);
    expect(bookRefusal(SMALL)).toBeUndefined();
    await expect(smallBook(rulesOf('giuthi'))).rejects.toThrow(RangeError);
  });

  it('is played by levels 8-10, not by 1-7, and not when switched off', async () => {
    const book = await smallBook(SMALL, 0, 0);
    const start = Position.initial(SMALL);
    const { move } = book.lookup(start, [1, 2, 3, 4])!;
    for (const level of [8, 9, 10]) {
      expect(levelMove(start, level, { seed: 1, book, timeMs: 50 })).toMatchObject({
        move,
        chosenBy: 'book',
      });
    }
    expect(levelMove(start, 7, { seed: 1, book }).chosenBy).toBe('search');
    expect(levelMove(start, 8, { seed: 1, book: false }).chosenBy).toBe('search');
  });
});

describe('the books that come with the engine (docs/RULES.md 2)', () => {
  for (const preset of ['oware', 'wari']) {
    it(`${preset}: read, of the preset's rules, and played from the start by level 8`, () => {
      const rules = rulesOf(preset);
      const book = bundledBook(rules);
      expect(book?.rulesKey).toBe(bookRulesKey(rules));
      expect(book!.size).toBeGreaterThan(400);
      expect(book!.command).toMatch(new RegExp(`^kalaha book build --rules ${preset} `));
      expect(levelMove(Position.initial(rules), 8, { seed: 1 }).chosenBy).toBe('book');
    });
  }
  it('none for other rules', () => {
    expect(bundledBook(rulesOf('oware', { seeds: 5 }))).toBeUndefined();
    expect(bundledBook(rulesOf('kalaha'))).toBeUndefined();
  });
});
