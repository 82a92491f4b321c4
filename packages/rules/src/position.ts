import { firstHouseIndex, houseIndex, storeIndex } from './board.ts';
import type { GameEnd } from './events.ts';
import { settle } from './kalaha/end.ts';
import { err, ok, type Result } from './result.ts';
import type { RuleSet } from './ruleset.ts';
import { isSide, SIDES, type PerSide, type Side } from './side.ts';

/**
 * Where a game under the pie rule (option `swap`, RULES.md 5) stands:
 * - `firstMove`: the first move of the game is to be played; it earns no extra turn (the ManKalah
 *   rule: "after South's first move it is always North's turn"), and the swap is offered after it;
 * - `offered`: the first move was played and the player to move may answer with the swap.
 * Absent without the option and once the swap is no longer available.
 */
export type PieState = 'firstMove' | 'offered';

/** True when `value` is a {@link PieState}. */
export function isPieState(value: unknown): value is PieState {
  return value === 'firstMove' || value === 'offered';
}

/**
 * An unvalidated position, as a user, a record or a message gives it. Houses are listed from the
 * owner's house 1 to house m (each owner's left to right).
 */
export interface Setup {
  readonly houses: PerSide<readonly number[]>;
  readonly stores: PerSide<number>;
  /** The player to move (after the game is over: the player who would have moved). */
  readonly turn: Side;
  /** Set only for a finished game: why it ended. Its houses must then all be empty. */
  readonly end?: GameEnd | undefined;
  /** Under the pie rule only (option `swap`): where the game stands, see {@link PieState}. */
  readonly pie?: PieState | undefined;
}

/** Why a setup is not a position under the given rules. */
export interface PositionError {
  readonly code:
    | 'ERR_SETUP_SHAPE'
    | 'ERR_HOUSE_COUNT'
    | 'ERR_SEED_VALUE'
    | 'ERR_SEED_COUNT'
    | 'ERR_TURN'
    | 'ERR_END'
    | 'ERR_PIE';
  readonly message: string;
}

/** Reads a position's pit array; for this package's move code only, not exported from the package. */
export let pitsOf: (position: Position) => Uint16Array;

/**
 * A valid position: the seeds of every house and store, the player to move, and, once the game is
 * over, why it ended. Immutable; only {@link Position.fromSetup}, {@link Position.initial} and `play`
 * make one, so every Position obeys seed conservation (RULES.md 0).
 */
export class Position {
  readonly #pits: Uint16Array;

  static {
    pitsOf = (position) => position.#pits;
  }

  private constructor(
    /** The rules this position is played under. */
    readonly rules: RuleSet,
    pits: Uint16Array,
    /** The player to move. */
    readonly turn: Side,
    /** Why the game ended, or `undefined` while it goes on. */
    readonly end: GameEnd | undefined,
    /**
     * Under the pie rule (option `swap`, RULES.md 5): whether the first move is still to come or
     * the swap is offered now; `undefined` otherwise.
     */
    readonly pie: PieState | undefined = undefined,
  ) {
    this.#pits = pits;
  }

  /**
   * Wraps a pit array (see `board.ts`) that is known to be valid: for the move code of this
   * package. The array is owned by the position from then on.
   */
  static fromPits(
    rules: RuleSet,
    pits: Uint16Array,
    turn: Side,
    end: GameEnd | undefined,
    pie?: PieState,
  ): Position {
    return new Position(rules, pits, turn, end, end ? undefined : pie);
  }

  /**
   * The start position: `rules.seeds` seeds in each of the `rules.houses` houses a side, empty
   * stores (RULES.md 1; 000: "sex kulor i vardera av de små skålarna").
   *
   * Under the pie rule (`swap`, RULES.md 5) its {@link Position.pie} is `firstMove`.
   *
   * @param turn who moves first (RULES.md 0: South unless the match says otherwise).
   */
  static initial(rules: RuleSet, turn: Side = 'south'): Position {
    const m = rules.houses;
    const pits = new Uint16Array(2 * m + 2).fill(rules.seeds);
    pits[storeIndex(m, 'south')] = 0;
    pits[storeIndex(m, 'north')] = 0;
    return new Position(rules, pits, turn, undefined, rules.swap ? 'firstMove' : undefined);
  }

  /**
   * Validates a setup under `rules` and makes it a position.
   *
   * Checks: `rules.houses` houses a side (`ERR_HOUSE_COUNT`); whole, non-negative seed counts
   * (`ERR_SEED_VALUE`); seed conservation, houses + stores = 2 · houses · seeds (`ERR_SEED_COUNT`,
   * RULES.md 0); a side to move (`ERR_TURN`); an `end` only with every house empty and only one
   * these rules can produce (`ERR_END`, see RULES.md 1.3); a `pie` state only under `swap` and in
   * a game in progress (`ERR_PIE`, RULES.md 5).
   * A setup in which the game is already over (a side empty, or a store past half under
   * `majorityEnd`) is finished as a move would finish it (RULES.md 1.3, with the final sweep), and a
   * player to move with an empty side under `playOn` passes.
   */
  static fromSetup(rules: RuleSet, setup: Setup): Result<Position, PositionError> {
    const m = rules.houses;
    if (
      typeof setup !== 'object' ||
      setup === null ||
      typeof setup.houses !== 'object' ||
      typeof setup.stores !== 'object'
    ) {
      return err({ code: 'ERR_SETUP_SHAPE', message: 'a setup needs houses, stores and turn' });
    }
    if (!isSide(setup.turn)) {
      return err({
        code: 'ERR_TURN',
        message: `the player to move must be south or north (got ${JSON.stringify(setup.turn)})`,
      });
    }
    if (setup.pie !== undefined) {
      if (!isPieState(setup.pie)) {
        return err({
          code: 'ERR_PIE',
          message: `the pie state must be firstMove or offered (got ${JSON.stringify(setup.pie)})`,
        });
      }
      if (!rules.swap) {
        return err({ code: 'ERR_PIE', message: 'a pie state needs the option swap' });
      }
      if (setup.end !== undefined) {
        return err({ code: 'ERR_PIE', message: 'a finished game has no pie state' });
      }
    }
    const pits = new Uint16Array(2 * m + 2);
    for (const side of SIDES) {
      const houses = setup.houses[side];
      if (!Array.isArray(houses) || houses.length !== m) {
        const got = Array.isArray(houses) ? houses.length : 'no list';
        return err({
          code: 'ERR_HOUSE_COUNT',
          message: `${side} must have ${m} houses under these rules (got ${got})`,
        });
      }
      for (let h = 1; h <= m; h++) {
        const seeds = houses[h - 1] as unknown;
        if (!isSeedCount(seeds)) {
          return err({
            code: 'ERR_SEED_VALUE',
            message: `${side} house ${h} must hold a whole number of seeds, 0 or more (got ${JSON.stringify(seeds)})`,
          });
        }
        pits[houseIndex(m, side, h)] = seeds;
      }
      const store = setup.stores[side] as unknown;
      if (!isSeedCount(store)) {
        return err({
          code: 'ERR_SEED_VALUE',
          message: `${side} store must hold a whole number of seeds, 0 or more (got ${JSON.stringify(store)})`,
        });
      }
      pits[storeIndex(m, side)] = store;
    }
    const total = totalSeeds(rules);
    const sum = pits.reduce((a, b) => a + b, 0);
    if (sum !== total) {
      return err({
        code: 'ERR_SEED_COUNT',
        message: `the board holds ${sum} seeds; these rules play with ${total} (2 × ${m} houses × ${rules.seeds} seeds)`,
      });
    }
    if (setup.end !== undefined) {
      const housesEmpty = SIDES.every((side) => {
        const first = firstHouseIndex(m, side);
        return pits.subarray(first, first + m).every((s) => s === 0);
      });
      if (!housesEmpty) {
        return err({ code: 'ERR_END', message: 'a finished game has every seed in the stores' });
      }
      const refused = endError(rules, pits, setup.end);
      if (refused) return err({ code: 'ERR_END', message: refused });
      return ok(new Position(rules, pits, setup.turn, { ...setup.end }));
    }
    const settled = settle(rules, pits, setup.turn, null);
    // A pass under playOn (the set-up side to move had no seeds) already played past the pie state.
    const pie = settled.end || settled.turn !== setup.turn ? undefined : setup.pie;
    return ok(new Position(rules, pits, settled.turn, settled.end, pie));
  }

  /** Houses a side (m). */
  get houseCount(): number {
    return (this.#pits.length - 2) / 2;
  }

  /** Seeds in play: 2 · houses · seeds of the rules (RULES.md 0). */
  get totalSeeds(): number {
    return totalSeeds(this.rules);
  }

  /** True once the game is over. */
  get isOver(): boolean {
    return this.end !== undefined;
  }

  /**
   * Seeds in house `house` (1..m) of `side`.
   *
   * @throws RangeError for a house number outside 1..m (a bug in the caller: moves are checked by `play`).
   */
  house(side: Side, house: number): number {
    const m = this.houseCount;
    if (!Number.isInteger(house) || house < 1 || house > m) {
      throw new RangeError(`house ${house} does not exist: houses are numbered 1 to ${m}`);
    }
    return this.#pits[houseIndex(m, side, house)]!;
  }

  /** Seeds in the store of `side`. */
  store(side: Side): number {
    return this.#pits[storeIndex(this.houseCount, side)]!;
  }

  /** The houses of `side`, house 1 first. */
  houses(side: Side): number[] {
    const first = firstHouseIndex(this.houseCount, side);
    return Array.from(this.#pits.subarray(first, first + this.houseCount));
  }

  /** This position as a plain setup (the inverse of {@link Position.fromSetup}). */
  toSetup(): Setup {
    return {
      houses: { south: this.houses('south'), north: this.houses('north') },
      stores: { south: this.store('south'), north: this.store('north') },
      turn: this.turn,
      ...(this.end ? { end: this.end } : {}),
      ...(this.pie ? { pie: this.pie } : {}),
    };
  }

  /**
   * True when both positions have the same seeds, player to move, end and pie state (rules are not
   * compared).
   */
  equals(other: Position): boolean {
    const a = this.#pits;
    const b = other.#pits;
    return (
      a.length === b.length &&
      a.every((s, i) => s === b[i]) &&
      this.turn === other.turn &&
      this.pie === other.pie &&
      JSON.stringify(this.end) === JSON.stringify(other.end)
    );
  }
}

/** Seeds in play under `rules`: 2 · houses · seeds (RULES.md 0; 6×6 → 72, 000: "72 kulor"). */
export function totalSeeds(rules: RuleSet): number {
  return 2 * rules.houses * rules.seeds;
}

/**
 * Why a given `end` (of untrusted data) is not one these rules can produce (RULES.md 1.3), or
 * `undefined` when it is: `sideEmpty` (south, north or both) unless `endRule` is `playOn`,
 * `allEmpty` only under `playOn`, `majority` only under `majorityEnd` with that store past half.
 */
function endError(rules: RuleSet, pits: Uint16Array, end: unknown): string | undefined {
  const e = (typeof end === 'object' && end !== null ? end : {}) as Record<string, unknown>;
  const m = rules.houses;
  switch (e.reason) {
    case 'sideEmpty':
      if (!isSide(e.side) && e.side !== 'both') return 'a sideEmpty end names south, north or both';
      if (rules.endRule === 'playOn') return 'under endRule playOn the game ends by allEmpty';
      return undefined;
    case 'allEmpty':
      if (rules.endRule !== 'playOn') return 'an allEmpty end needs endRule playOn';
      return undefined;
    case 'majority':
      if (!isSide(e.side)) return 'a majority end names south or north';
      if (!rules.majorityEnd) return 'a majority end needs majorityEnd';
      if (pits[storeIndex(m, e.side)]! * 2 <= totalSeeds(rules))
        return `a majority end needs more than half the seeds in the ${e.side} store`;
      return undefined;
    default:
      return `an end is sideEmpty, allEmpty or majority (got ${JSON.stringify(end)})`;
  }
}

function isSeedCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 0xffff;
}
