import { legalMoves, play, Position, unwrap, type RuleSet, type Side } from '@kalaha/rules';
import type { EngineClient } from '../worker/client.ts';
import { bookKey, bookRefusal, OpeningBook, type BookEntry } from './book.ts';

/** How deep and how hard a book is built. */
export interface BookBuildOptions {
  /** The book holds positions up to this many plies (moves) from the start position. */
  readonly plies: number;
  /**
   * In the first `fullPlies` plies every move of both players is followed, so that the book also
   * answers openings it would not play itself (a match's random openings); after them only the
   * book's own move for the side it plays, and every move of the other.
   */
  readonly fullPlies: number;
  /** The search of each position: at most this many nodes (moves made). */
  readonly nodes: number;
}

/** How far a book build is. */
export interface BookBuildProgress {
  /** The ply being searched, 0-based. */
  readonly ply: number;
  /** Positions searched so far, all plies. */
  readonly searched: number;
  /** Positions of this ply to search. */
  readonly plyPositions: number;
}

/** A position to search or expand, with the sides whose book it belongs to. */
interface Node {
  readonly position: Position;
  readonly sides: Set<Side>;
}

/**
 * Builds an opening book for `rules` (see {@link OpeningBook}) on `engines` (one job at a time on
 * each; give one per thread): ply by ply from the start position (South first), a search of
 * `nodes` nodes in every position where a player the book plays for is to move, its best move
 * kept. A position belongs to South's book when South's moves on the way to it are the book's
 * (any move in the first `fullPlies` plies) and North's any, and the other way round for North's;
 * the book holds both. Every move of the opponent is followed, so a game stays in the book for
 * `plies` plies whatever the opponent plays. With `nodes` fixed, a position's move depends only on
 * the engine's table when its search starts: two builds on the same number of threads can differ
 * where two moves are nearly equal.
 *
 * @param command how the book was made, stored with it.
 * @throws RangeError for rules no book serves ({@link bookRefusal}) or no engine; rejects
 *   with an `EngineError` when an engine fails.
 */
export async function buildBook(
  rules: RuleSet,
  options: BookBuildOptions,
  engines: readonly EngineClient[],
  command: string,
  onProgress?: (progress: BookBuildProgress) => void,
): Promise<OpeningBook> {
  const refused = bookRefusal(rules);
  if (refused !== undefined) throw new RangeError(refused);
  if (engines.length === 0) throw new RangeError('buildBook needs at least one engine');
  const entries = new Map<string, BookEntry>();
  const start = Position.initial(rules);
  let frontier = new Map<string, Node>([
    [bookKey(start), { position: start, sides: new Set(['south', 'north']) }],
  ]);
  let searched = 0;
  for (let ply = 0; ply <= options.plies && frontier.size > 0; ply++) {
    const full = ply < options.fullPlies;
    const toSearch = [...frontier.entries()].filter(
      ([key, node]) => !entries.has(key) && (full || node.sides.has(node.position.turn)),
    );
    onProgress?.({ ply, searched, plyPositions: toSearch.length });
    let next = 0;
    const work = async (engine: EngineClient): Promise<void> => {
      while (next < toSearch.length) {
        const [key, node] = toSearch[next++]!;
        const result = await engine.search(node.position, { nodes: options.nodes }).result;
        if (result.move !== undefined) {
          entries.set(key, { move: result.move, score: Math.round(result.score * 100) / 100 });
        }
        searched++;
        onProgress?.({ ply, searched, plyPositions: toSearch.length });
      }
    };
    await Promise.all(engines.map(work));
    if (ply === options.plies) break;
    frontier = expand(frontier, entries, full);
  }
  return OpeningBook.of(rules, command, entries);
}

/**
 * The positions one ply on from `frontier`: for each side a position belongs to, every legal move
 * of its opponent and (after the full plies) only the book's move of its own.
 */
function expand(
  frontier: ReadonlyMap<string, Node>,
  entries: ReadonlyMap<string, BookEntry>,
  full: boolean,
): Map<string, Node> {
  const next = new Map<string, Node>();
  for (const [key, { position, sides }] of frontier) {
    const bookMove = entries.get(key)?.move;
    for (const move of legalMoves(position)) {
      if (move.swap) continue;
      const child = unwrap(play(position, move)).position;
      if (child.isOver) continue;
      const childSides = [...sides].filter(
        (side) => full || side !== position.turn || move.house === bookMove,
      );
      if (childSides.length === 0) continue;
      const childKey = bookKey(child);
      const known = next.get(childKey);
      if (known === undefined) next.set(childKey, { position: child, sides: new Set(childSides) });
      else for (const side of childSides) known.sides.add(side);
    }
  }
  return next;
}
