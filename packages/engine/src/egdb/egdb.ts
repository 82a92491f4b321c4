import type { Position, RuleSet } from '@kalaha/rules';
import { SOUTH, type EngineBoard } from '../kalaha/board.ts';
import { egdbRefusal, egdbRulesKey } from './rules-key.ts';
import { SeedIndex } from './seed-index.ts';

/** Why an endgame database could not be made, read or used. */
export class EgdbError extends Error {
  constructor(
    /**
     * `ERR_EGDB_RULES`: the rules are not the database's, or no database can exist for them;
     * `ERR_EGDB_FORMAT`: the bytes are not a database (bad magic, version, header or checksum);
     * `ERR_EGDB_SIZE`: the database would be too large to hold.
     */
    readonly code: 'ERR_EGDB_RULES' | 'ERR_EGDB_FORMAT' | 'ERR_EGDB_SIZE',
    message: string,
  ) {
    super(message);
    this.name = 'EgdbError';
  }
}

/** A byte that marks an entry not computed yet (while building). */
export const EGDB_UNKNOWN = 0xff;

/**
 * Largest database held, in entries (one byte each): 2^32 − 1 bytes, the most one typed array of
 * this Node holds; far above what 8 GB of memory allow to build in practice.
 */
export const EGDB_MAX_ENTRIES = 2 ** 32 - 1;

/**
 * An endgame database: for one rule set (see {@link egdbRulesKey}) and every position with at most
 * {@link maxSeeds} seeds left in the houses, the exact value under perfect play, from the view of
 * the player to move: the seed margin he still gains from here to the end of the game (seeds that
 * will still reach his store minus those that will reach the opponent's), so that the final store
 * difference is the present store difference plus this value. It does not depend on the stores
 * (see {@link egdbRefusal}) nor, by mirror symmetry, on which side is to move: positions are
 * indexed from the mover's view, his houses first ({@link SeedIndex}).
 *
 * Encoding: one byte an entry, the mover's share a = 0..k of the k seeds left (the opponent gets
 * the other k − a), so the value is 2a − k seeds. Entries of finished games (a side empty) hold the
 * final sweep's share and are never probed.
 *
 * The class has no Node import: it runs in a browser Web Worker too. File I/O is in `node.ts`.
 */
export class Egdb {
  /** The rule-set key the database was built for ({@link egdbRulesKey}). */
  readonly rulesKey: string;
  /** Houses a side. */
  readonly houses: number;
  /** Most seeds in the houses of a position the database holds. */
  readonly maxSeeds: number;
  /** The index of positions. */
  readonly index: SeedIndex;
  /** One byte per position: the mover's share of the seeds left. */
  readonly data: Uint8Array;

  /** The rule sets (by identity) already checked against {@link rulesKey}. */
  private readonly checked = new WeakSet<RuleSet>();
  /** The rule set of the last board probed (checked). */
  private lastRules: RuleSet | undefined = undefined;
  /** Scratch configuration for {@link probe}. */
  private readonly scratch: Int32Array;

  /**
   * Wraps computed entries. `data` must hold at least `index.sizeFor(maxSeeds)` bytes (only those
   * are used).
   *
   * @throws {EgdbError} `ERR_EGDB_FORMAT` when `data` is too short.
   */
  constructor(rulesKey: string, houses: number, maxSeeds: number, data: Uint8Array) {
    this.rulesKey = rulesKey;
    this.houses = houses;
    this.maxSeeds = maxSeeds;
    this.index = new SeedIndex(houses, maxSeeds);
    if (data.length < this.index.size) {
      throw new EgdbError(
        'ERR_EGDB_FORMAT',
        `an endgame database of ${houses} houses and ${maxSeeds} seeds needs ${this.index.size} entries (got ${data.length})`,
      );
    }
    this.data = data.length === this.index.size ? data : data.subarray(0, this.index.size);
    this.scratch = new Int32Array(2 * houses);
  }

  /** True when the database was built for `rules` (every option but `seeds` equal). */
  matches(rules: RuleSet): boolean {
    if (this.checked.has(rules)) return true;
    if (egdbRulesKey(rules) !== this.rulesKey) return false;
    this.checked.add(rules);
    return true;
  }

  /**
   * Throws unless the database was built for `rules`.
   *
   * @throws {EgdbError} `ERR_EGDB_RULES`.
   */
  check(rules: RuleSet): void {
    if (!this.matches(rules)) {
      throw new EgdbError(
        'ERR_EGDB_RULES',
        `this endgame database was built for other rules (${this.rulesKey}), not ${egdbRulesKey(rules)}`,
      );
    }
  }

  /**
   * A database holding only the positions of at most `seeds` seeds (a prefix of this one, sharing
   * its bytes).
   */
  limitedTo(seeds: number): Egdb {
    const n = Math.max(0, Math.min(this.maxSeeds, Math.floor(seeds)));
    if (n === this.maxSeeds) return this;
    return new Egdb(this.rulesKey, this.houses, n, this.data.subarray(0, this.index.sizeFor(n)));
  }

  /**
   * The value of `position` in seeds from the view of the player to move (the margin still to be
   * gained; add the store difference for the final margin), or `undefined` when it has more than
   * {@link maxSeeds} seeds in its houses or the game is over.
   *
   * @throws {EgdbError} `ERR_EGDB_RULES` when the position's rules are not the database's.
   */
  probe(position: Position): number | undefined {
    this.check(position.rules);
    if (position.isOver) return undefined;
    const m = this.houses;
    const mover = position.houses(position.turn);
    const other = position.houses(position.turn === 'south' ? 'north' : 'south');
    let seeds = 0;
    for (let h = 0; h < m; h++) {
      this.scratch[h] = mover[h]!;
      this.scratch[m + h] = other[h]!;
      seeds += mover[h]! + other[h]!;
    }
    if (seeds > this.maxSeeds) return undefined;
    return 2 * this.data[this.index.rank(this.scratch)]! - seeds;
  }

  /**
   * The value of the position on `board` in seeds from the view of the player to move (see
   * {@link probe}). For the search's inner loop: the position must be in play with at most
   * {@link maxSeeds} seeds in its houses (not checked); the board's rules are checked once per
   * rule-set object.
   *
   * @throws {EgdbError} `ERR_EGDB_RULES` when the board's rules are not the database's.
   */
  probeBoard(board: EngineBoard): number {
    return 2 * this.data[this.indexOf(board)]! - board.southSeeds - board.northSeeds;
  }

  /**
   * The index of the position on `board` (in play, at most {@link maxSeeds} seeds in its houses,
   * not checked), from the view of the player to move: its entry is `data[index]`, the mover's
   * share of the seeds left. For callers that gather several indices before reading the entries,
   * so that the memory reads overlap. The board's rules are checked once per rule-set object.
   *
   * @throws {EgdbError} `ERR_EGDB_RULES` when the board's rules are not the database's.
   */
  indexOf(board: EngineBoard): number {
    if (board.rules !== this.lastRules) {
      this.check(board.rules);
      this.lastRules = board.rules;
    }
    return this.index.rankPits(board.pits, board.turn === SOUTH);
  }
}

/**
 * Checks that an endgame database can be built for `rules`, and returns its rule-set key.
 *
 * @throws {EgdbError} `ERR_EGDB_RULES` for rules no database can serve ({@link egdbRefusal}).
 */
export function egdbKeyFor(rules: RuleSet): string {
  const refused = egdbRefusal(rules);
  if (refused !== undefined) throw new EgdbError('ERR_EGDB_RULES', refused);
  return egdbRulesKey(rules);
}
