import type { RuleSet, WariRuleSet } from '@kalaha/rules';
import { EgdbError } from '../egdb/egdb.ts';
import { KEYLESS, rulesKeyWithout } from '../egdb/rules-key.ts';
import { SeedIndex } from '../egdb/seed-index.ts';
import type { WariBoard } from './board.ts';

/**
 * A Wari endgame database (docs/RULES.md 2, both `grandSlam` rules): for every position with at most
 * {@link maxSeeds} seeds on the board, two bounds on the margin the player to move still gains from
 * the N seeds on the board (final store difference minus the present one, his view).
 *
 * **Index.** A position's value depends on the stores only through the majority end (a store past
 * half of the T seeds of the game ends it, the houses going to their owners). With N seeds on the
 * board, a = T/2 − (mover's store) is what the mover may still take without passing half, and the
 * opponent may take N − a; in a game going on both stores are at most T/2, so a ∈ 0..N. An entry is
 * the configuration of the houses from the mover's view ({@link SeedIndex}: his houses 1..m, then
 * the opponent's) and a. Entries go level by level (N = 0, 1, …); within level N configuration by
 * configuration, a = 0..N within each. T itself plays no further part, so one database serves every
 * `seeds`.
 *
 * **Bounds.** The third-occurrence rule (docs/RULES.md 2) makes the exact value depend on the history,
 * so the database holds two history-free game values (`wari/egdb-build.ts` computes them and proves
 * that the true value lies between them): PESS, the value when endless capture-free play would give
 * the mover none of the board's seeds, and OPT, when it would give him all of them. PESS ≤ OPT; when
 * they are equal the entry is exact. Two bytes an entry, PESS + N then OPT + N.
 *
 * **Rules key.** {@link wariEgdbRulesKey}: neither `seeds` nor `cycleRule` changes the bounds (the
 * bounds take any sweep after a repetition as within [−N, N], which both cycle rules give).
 */
export class WariEgdb {
  /** The rule-set key ({@link wariEgdbRulesKey}). */
  readonly rulesKey: string;
  /** Houses a side (m). */
  readonly houses: number;
  /** Most seeds on the board of a position held (Nmax). */
  readonly maxSeeds: number;
  /** The index of configurations. */
  readonly index: SeedIndex;
  /** Per level N = 0..Nmax + 1: the first entry of level N (entries, not bytes). */
  readonly levelBase: Float64Array;
  /** Two bytes per entry: PESS + N, OPT + N. */
  readonly data: Uint8Array;

  /**
   * @throws {EgdbError} `ERR_EGDB_FORMAT` when `data` does not hold 2 bytes per entry of
   *   `maxSeeds` levels.
   */
  constructor(rulesKey: string, houses: number, maxSeeds: number, data: Uint8Array) {
    this.rulesKey = rulesKey;
    this.houses = houses;
    this.maxSeeds = maxSeeds;
    this.index = new SeedIndex(houses, maxSeeds);
    this.levelBase = wariLevelBases(this.index, maxSeeds);
    if (data.length !== 2 * this.levelBase[maxSeeds + 1]!) {
      throw new EgdbError(
        'ERR_EGDB_FORMAT',
        `a Wari database of ${houses} houses and ${maxSeeds} seeds holds ${2 * this.levelBase[maxSeeds + 1]!} bytes, got ${data.length}`,
      );
    }
    this.data = data;
  }

  /** Entries in all. */
  get entries(): number {
    return this.levelBase[this.maxSeeds + 1]!;
  }

  /**
   * The entry of a position: `config` the 2m houses from the mover's view, `seeds` (N) their sum,
   * `a` = T/2 − mover's store (0..N). No checks.
   */
  entryOf(config: ArrayLike<number>, seeds: number, a: number): number {
    const within = this.index.rank(config) - this.index.levelStart(seeds);
    return this.levelBase[seeds]! + within * (seeds + 1) + a;
  }

  /** PESS of entry `entry` at level `seeds` (N): −N..N. */
  pess(entry: number, seeds: number): number {
    return this.data[2 * entry]! - seeds;
  }

  /** OPT of entry `entry` at level `seeds` (N): −N..N. */
  opt(entry: number, seeds: number): number {
    return this.data[2 * entry + 1]! - seeds;
  }

  /**
   * The bounds of the board's current position (a game going on), mover's view: writes PESS to
   * `out[0]`, OPT to `out[1]` and returns true; false (nothing written) when the board holds more
   * than {@link maxSeeds} seeds (or stores that do not add up to the game's seeds). The caller checks the rules ({@link wariEgdbRulesKey}) once and
   * the history condition (`wari/egdb-build.ts`) before taking an exact entry as proven.
   */
  lookup(board: WariBoard, scratch: Int32Array, out: Int32Array): boolean {
    const m = this.houses;
    const pits = board.frames;
    const base = board.frameBase;
    const mover = board.turn;
    const own = base + mover * m;
    const opp = base + (1 - mover) * m;
    let n = 0;
    for (let k = 0; k < m; k++) {
      n += scratch[k] = pits[own + k]!;
      n += scratch[m + k] = pits[opp + k]!;
    }
    const a = board.total / 2 - board.store(mover);
    // More seeds than held, or a set-up position whose seeds are not the game's (a out of 0..N).
    if (n > this.maxSeeds || a < 0 || a > n) return false;
    const entry = this.entryOf(scratch, n, a);
    out[0] = this.pess(entry, n);
    out[1] = this.opt(entry, n);
    return true;
  }
}

/** Per level N = 0..maxSeeds + 1: the first entry of level N ((N + 1) entries per configuration). */
export function wariLevelBases(index: SeedIndex, maxSeeds: number): Float64Array {
  const bases = new Float64Array(maxSeeds + 2);
  for (let n = 0; n <= maxSeeds; n++) {
    bases[n + 1] = bases[n]! + (index.levelEnd(n) - index.levelStart(n)) * (n + 1);
  }
  return bases;
}

/**
 * `rules` when a Wari database serves them (Wari and Oware, docs/RULES.md 2), else `undefined`: the
 * question a caller asks instead of the game's name.
 */
export function wariEgdbRules(rules: RuleSet): WariRuleSet | undefined {
  return rules.game === 'wari' ? rules : undefined;
}

/** The options a Wari database does not depend on: {@link KEYLESS} and `cycleRule`. */
const WARI_KEYLESS: ReadonlySet<string> = new Set([...KEYLESS, 'cycleRule']);

/**
 * The rule-set key of a Wari database: `wari;houses=m;grandSlam=…` and any option added later
 * (`captureChain`, `originSkip` when not at their value of before, docs/RULES.md 7), without `seeds`
 * and `swap` (as {@link KEYLESS}: the index covers any total) and without `cycleRule` (the bounds
 * hold under both, see {@link WariEgdb}).
 *
 * @throws {EgdbError} `ERR_EGDB_RULES` for rules of another game.
 */
export function wariEgdbRulesKey(rules: RuleSet): string {
  const wari = wariEgdbRules(rules);
  if (!wari) throw new EgdbError('ERR_EGDB_RULES', `not a Wari rule set: ${rules.game}`);
  return rulesKeyWithout(wari, WARI_KEYLESS);
}
