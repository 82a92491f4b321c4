import type { Position, RuleSet } from '@kalaha/rules';
import type { Egdb } from './egdb/egdb.ts';
import { KalahaSearcher } from './kalaha/search.ts';
import { TT_DEFAULT_MIB, type WariWeights } from './params.ts';
import { RelativeSearcher } from './relatives/search.ts';
import { TranspositionTable } from './search/tt.ts';
import type { SearchLimits, SearchProgress, SearchResult } from './search/types.ts';
import type { WariEgdb } from './wari/egdb.ts';
import { WariSearcher } from './wari/search.ts';

export {
  nodesPerSecond,
  toSeeds,
  type SearchLimits,
  type SearchProgress,
  type SearchResult,
  type StopReason,
} from './search/types.ts';

/** Options of a {@link Searcher}. */
export interface SearcherOptions {
  /** Transposition-table size in MiB (rounded down to a power of two; default 16). */
  readonly ttMiB?: number;
  /**
   * Endgame databases: a position with few enough seeds in its houses under the rules of one of
   * them scores exactly by it (a proven score) instead of being searched. Never used under other
   * rules. See also {@link Searcher.setEgdb}.
   */
  readonly egdb?: Egdb | readonly Egdb[];
}

/**
 * The engine's searcher of every game: one transposition table shared by the searcher of each
 * game, which it hands each position to by the game's rules: the Kalaha family to
 * {@link KalahaSearcher} (`kalaha/search.ts`, on the engine's own board), Wari and Oware to
 * `WariSearcher` (`wari/search.ts`, on the engine's Wari board), Obridjie and Giuthi to
 * `RelativeSearcher` (`relatives/search.ts`, on the rules library's positions).
 *
 * One searcher keeps its table and histories from one search to the next (cleared when the rules
 * change); use one searcher per thread. Searching is synchronous.
 */
export class Searcher {
  private readonly tt: TranspositionTable;
  private readonly kalaha: KalahaSearcher;
  private readonly wari: WariSearcher;
  private readonly relatives: RelativeSearcher;
  private rules: RuleSet | undefined = undefined;
  private rulesKey = '';

  constructor(options: SearcherOptions = {}) {
    this.tt = new TranspositionTable(options.ttMiB ?? TT_DEFAULT_MIB);
    this.kalaha = new KalahaSearcher(this.tt);
    this.wari = new WariSearcher(this.tt);
    this.relatives = new RelativeSearcher(this.tt);
    if (options.egdb !== undefined) this.setEgdb(options.egdb);
  }

  /**
   * Attaches endgame databases of the Kalaha family (replacing any attached before; none with
   * `undefined`). From the next search on, a position with at most a database's seed limit in its
   * houses, under the rules that database was built for, scores exactly by it. Databases of other
   * rules are never used.
   */
  setEgdb(egdb: Egdb | readonly Egdb[] | undefined): void {
    this.kalaha.setEgdb(egdb);
  }

  /**
   * Attaches a Wari database (`wari/egdb.ts`, none with `undefined`) to the search of Wari and
   * Oware positions under its rules (see `WariSearcher.setEgdb`: exact entries where the
   * repetition history allows are proven scores).
   */
  setWariEgdb(egdb: WariEgdb | undefined): void {
    this.wari.setEgdb(egdb);
  }

  /**
   * Sets the weights of the Wari and Oware evaluation from the next search on (see
   * `WariSearcher.setWeights`; the engine's own, `WARI_WEIGHTS`, unless set).
   */
  setWariWeights(weights: WariWeights): void {
    this.wari.setWeights(weights);
  }

  /** Size of the transposition table in bytes. */
  get ttBytes(): number {
    return this.tt.bytes;
  }

  /** Forgets the transposition table and every move-ordering history (for reproducible runs). */
  clear(): void {
    this.tt.clear();
    this.kalaha.clear();
    this.relatives.clear();
    this.wari.clear();
  }

  /**
   * Asks the running search to stop at its next check (within a few thousand nodes); it then
   * returns the result of its last completed iteration. For use from an `onProgress` callback;
   * from another thread use {@link SearchLimits.stopFlag}.
   */
  stop(): void {
    this.kalaha.stop();
    this.relatives.stop();
    this.wari.stop();
  }

  /**
   * Searches `position` for the best move of the player to move, with the searcher of its game.
   *
   * @param limits depth (plies), time (ms), nodes, an AbortSignal and a shared stop flag; with no
   *   limit at all the search runs until the score is proven or depth 127.
   * @param onProgress called after every completed iteration.
   * @returns the best move, its score in seeds, whether that is proven, the depth reached, the
   *   principal variation, nodes and time. A search stopped before its first iteration completed
   *   returns the first move in move-ordering order with the static evaluation, depth 0. In
   *   Giuthi the result's `direction` is the move's direction.
   */
  search(
    position: Position,
    limits: SearchLimits = {},
    onProgress?: (progress: SearchProgress) => void,
  ): SearchResult {
    this.useRules(position.rules);
    switch (position.rules.game) {
      case 'kalaha':
        return this.kalaha.search(position, limits, onProgress);
      case 'wari':
        return this.wari.search(position, limits, onProgress);
      default:
        return this.relatives.search(position, limits, onProgress);
    }
  }

  /**
   * Notes the rules of the next search; for rules other than the last search's, clears the table
   * and the histories (their keys mean other positions).
   */
  private useRules(rules: RuleSet): void {
    if (rules === this.rules) return;
    this.rules = rules;
    // A validated rule set lists its options in table order, so its JSON is a key of its values.
    const key = JSON.stringify(rules);
    if (key === this.rulesKey) return;
    this.rulesKey = key;
    this.clear();
  }
}
