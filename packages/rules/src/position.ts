import { firstHouseIndex, houseIndex, seedsOnSide, storeIndex } from './board.ts';
import type { GameEnd } from './events.ts';
import { settleGiuthi } from './giuthi/settle.ts';
import { settle } from './kalaha/end.ts';
import type { Direction } from './move.ts';
import { settleRelative, splits } from './relatives.ts';
import { REPETITION_LIMIT, seen, type Seen } from './repetition.ts';
import { fewestGiuthiHouses } from './giuthi/board-size.ts';
import { err, ok, type Result } from './result.ts';
import type { RuleSet } from './ruleset.ts';
import { isSide, SIDES, type PerSide, type Side } from './side.ts';

/**
 * Where a game under the pie rule (option `swap`, docs/RULES.md 5) stands:
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
 * An earlier position of a Wari or Obridjie game, for the repetition rule (docs/RULES.md 2, 3): the
 * seeds of every house (each side from its house 1) and the player to move. Its stores are those
 * of the position it belongs to, since the history runs back only to the last capture.
 */
export interface HistoryEntry {
  readonly houses: PerSide<readonly number[]>;
  readonly turn: Side;
  /** Giuthi (docs/RULES.md 4): the direction of the further choice pending then, if any. */
  readonly choice?: Direction | undefined;
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
  /**
   * Set only for a finished game: why it ended. Its houses must then all be empty, except the odd
   * seed that Wari's `cycleRule: split` leaves out (docs/RULES.md 2).
   */
  readonly end?: GameEnd | undefined;
  /** Under the pie rule only (option `swap`): where the game stands, see {@link PieState}. */
  readonly pie?: PieState | undefined;
  /**
   * Giuthi only (docs/RULES.md 4): the player to move is making a further choice inside his turn and
   * must sow in this direction. Absent: a turn starts, either direction.
   */
  readonly choice?: Direction | undefined;
  /**
   * Wari and Obridjie only: the positions of the game since the last capture, oldest first, this
   * one not included, for the repetition rule (docs/RULES.md 2, 3). Absent: none.
   */
  readonly history?: readonly HistoryEntry[] | undefined;
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
    | 'ERR_PIE'
    | 'ERR_CHOICE'
    | 'ERR_HISTORY';
  readonly message: string;
}

/** Reads a position's pit array; for this package's move code only, not exported from the package. */
export let pitsOf: (position: Position) => Uint16Array;

/** Reads a position's repetition link; for this package's move code only, not exported from the package. */
export let seenOf: (position: Position) => Seen | undefined;

/**
 * A valid position: the seeds of every house and store, the player to move, and, once the game is
 * over, why it ended. Immutable; only {@link Position.fromSetup}, {@link Position.initial} and `play`
 * make one, so every Position obeys seed conservation (docs/RULES.md 0).
 *
 * In Wari and Obridjie a position in play also carries the positions since the last capture (the
 * repetition rule of docs/RULES.md 2, 3: a third occurrence ends the game), shared with the positions
 * it came from, so that `play` stays pure; see {@link Position.occurrence} and {@link Setup.history}.
 */
export class Position {
  readonly #pits: Uint16Array;
  readonly #seen: Seen | undefined;
  /**
   * Giuthi (docs/RULES.md 4): the direction the player to move must sow in, when he is making a further
   * choice inside his turn (his last seed fell in an occupied house of his); `undefined` when a turn
   * starts and in every other game.
   */
  readonly choice: Direction | undefined;

  static {
    pitsOf = (position) => position.#pits;
    seenOf = (position) => position.#seen;
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
     * Under the pie rule (option `swap`, docs/RULES.md 5): whether the first move is still to come or
     * the swap is offered now; `undefined` otherwise.
     */
    readonly pie: PieState | undefined = undefined,
    seen: Seen | undefined = undefined,
    choice: Direction | undefined = undefined,
  ) {
    this.#pits = pits;
    this.#seen = seen;
    this.choice = choice;
  }

  /**
   * Wraps a pit array (see `board.ts`) that is known to be valid: for the move code of this
   * package. The array is owned by the position from then on; so is `seen`, the position's link in
   * the repetition history (Wari, Obridjie), whose `pits` must be this array.
   */
  static fromPits(
    rules: RuleSet,
    pits: Uint16Array,
    turn: Side,
    end: GameEnd | undefined,
    pie?: PieState,
    seen?: Seen,
    choice?: Direction,
  ): Position {
    if (end) return new Position(rules, pits, turn, end);
    return new Position(rules, pits, turn, end, pie, seen, choice);
  }

  /**
   * The start position: `rules.seeds` seeds in each of the `rules.houses` houses a side, empty
   * stores (docs/RULES.md 1; 000: "sex kulor i vardera av de små skålarna"; 004 on Wari and Obridjie:
   * "je 4 Bohnen").
   *
   * Under the pie rule (`swap`, docs/RULES.md 5) its {@link Position.pie} is `firstMove`. In Wari and
   * Obridjie it is the first position of the repetition history.
   *
   * @param turn who moves first (docs/RULES.md 0: South unless the match says otherwise).
   */
  static initial(rules: RuleSet, turn: Side = 'south'): Position {
    const m = rules.houses;
    const pits = new Uint16Array(2 * m + 2).fill(rules.seeds);
    pits[storeIndex(m, 'south')] = 0;
    pits[storeIndex(m, 'north')] = 0;
    if (rules.game !== 'kalaha') {
      return new Position(rules, pits, turn, undefined, undefined, seen(pits, turn, m, undefined));
    }
    return new Position(rules, pits, turn, undefined, rules.swap ? 'firstMove' : undefined);
  }

  /**
   * Validates a setup under `rules` and makes it a position.
   *
   * Checks: `rules.houses` houses a side (`ERR_HOUSE_COUNT`); whole, non-negative seed counts
   * (`ERR_SEED_VALUE`); seed conservation, houses + stores = 2 · houses · seeds (`ERR_SEED_COUNT`,
   * docs/RULES.md 0); a side to move (`ERR_TURN`); an `end` only with every house empty (but Wari's odd
   * seed under `cycleRule: split`) and only one these rules can produce (`ERR_END`, see docs/RULES.md
   * 1.3, 2, 3); a `pie` state only under `swap` and in a game in progress (`ERR_PIE`, docs/RULES.md 5); a
   * `history` only in Wari and Obridjie, only in a game in progress, each entry with the seeds of
   * this board in its houses and no position in it occurring a third time (`ERR_HISTORY`).
   * A setup in which the game is already over (Kalaha: a side empty, or a store past half under
   * `majorityEnd`; Wari: a store past half, or no legal move; Obridjie: no legal move; Wari and
   * Obridjie: the third occurrence of the position) is finished as a move would finish it, with the
   * final sweep, and a player to move with an empty side under `playOn` passes.
   */
  static fromSetup(rules: RuleSet, setup: Setup): Result<Position, PositionError> {
    if (
      typeof setup !== 'object' ||
      setup === null ||
      typeof setup.houses !== 'object' ||
      typeof setup.stores !== 'object'
    ) {
      return err({ code: 'ERR_SETUP_SHAPE', message: 'a setup needs houses, stores and turn' });
    }
    const m = boardSize(rules, setup);
    const choice = readChoice(rules, setup);
    if (!choice.ok) return choice;
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
      if (rules.game !== 'kalaha' || !rules.swap) {
        return err({ code: 'ERR_PIE', message: 'a pie state needs the option swap' });
      }
      if (setup.end !== undefined) {
        return err({ code: 'ERR_PIE', message: 'a finished game has no pie state' });
      }
    }
    const pits = new Uint16Array(2 * m + 2);
    const houses = readHouses(m, setup.houses, pits, '');
    if (!houses.ok) return houses;
    for (const side of SIDES) {
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
        message: `the board holds ${sum} seeds; these rules play with ${total} (2 × ${rules.houses} houses × ${rules.seeds} seeds)`,
      });
    }
    const history = readHistory(rules, setup, pits);
    if (!history.ok) return history;
    if (setup.end !== undefined) {
      const refused = endError(rules, pits, setup.end);
      if (refused) return err({ code: 'ERR_END', message: refused });
      return ok(new Position(rules, pits, setup.turn, { ...setup.end }));
    }
    if (rules.game === 'giuthi') {
      const settled = settleGiuthi(rules, pits, m, setup.turn, choice.value, history.value, null);
      return ok(
        new Position(
          rules,
          pits,
          settled.turn,
          settled.end,
          undefined,
          settled.seen,
          settled.choice,
        ),
      );
    }
    if (rules.game !== 'kalaha') {
      const settled = settleRelative(rules, pits, setup.turn, history.value, null);
      return ok(new Position(rules, pits, settled.turn, settled.end, undefined, settled.seen));
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

  /** Seeds in play: 2 · houses · seeds of the rules (docs/RULES.md 0). */
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

  /**
   * Wari and Obridjie (docs/RULES.md 2, 3): how many times this board and player to move have occurred
   * since the last capture, this time included: 1 or 2 in a game in progress, since the third
   * occurrence ends the game. Always 1 in the Kalaha family, where no position can come back
   * (docs/RULES.md 0) and none is kept, and once the game is over.
   */
  get occurrence(): number {
    return this.#seen?.occurrence ?? 1;
  }

  /**
   * This position as a plain setup (the inverse of {@link Position.fromSetup}). In Wari and
   * Obridjie it carries the positions since the last capture as `history` when there are any.
   */
  toSetup(): Setup {
    const history: HistoryEntry[] = [];
    for (let s = this.#seen?.previous; s; s = s.previous) history.unshift(entryOf(s));
    return {
      houses: { south: this.houses('south'), north: this.houses('north') },
      stores: { south: this.store('south'), north: this.store('north') },
      turn: this.turn,
      ...(this.end ? { end: this.end } : {}),
      ...(this.pie ? { pie: this.pie } : {}),
      ...(this.choice ? { choice: this.choice } : {}),
      ...(history.length > 0 ? { history } : {}),
    };
  }

  /**
   * True when both positions have the same seeds, player to move, end and pie state (rules and the
   * repetition history are not compared).
   */
  equals(other: Position): boolean {
    const a = this.#pits;
    const b = other.#pits;
    return (
      a.length === b.length &&
      a.every((s, i) => s === b[i]) &&
      this.turn === other.turn &&
      this.pie === other.pie &&
      this.choice === other.choice &&
      JSON.stringify(this.end) === JSON.stringify(other.end)
    );
  }
}

/** Seeds in play under `rules`: 2 · houses · seeds (docs/RULES.md 0; 6×6 → 72, 000: "72 kulor"). */
export function totalSeeds(rules: RuleSet): number {
  return 2 * rules.houses * rules.seeds;
}

/**
 * Why a given `end` (of untrusted data) is not one these rules can produce, or `undefined` when it
 * is. Every house must be empty, except under Wari's `cycleRule: split` after a repetition or an
 * agreement, where the odd seed stays (docs/RULES.md 2). Kalaha family (docs/RULES.md 1.3): `sideEmpty`
 * (south, north or both) unless `endRule` is `playOn`, `allEmpty` only under `playOn`, `majority`
 * only under `majorityEnd` with that store past half. Wari (docs/RULES.md 2): `majority` with that store
 * past half, `noMove`, `repetition`, `agreement`. Obridjie (docs/RULES.md 3): `noMove`, `repetition`,
 * `agreement`.
 */
function endError(rules: RuleSet, pits: Uint16Array, end: unknown): string | undefined {
  const e = (typeof end === 'object' && end !== null ? end : {}) as Record<string, unknown>;
  const m = (pits.length - 2) / 2;
  const reasons =
    rules.game === 'kalaha'
      ? ['sideEmpty', 'allEmpty', 'majority']
      : rules.game === 'wari'
        ? ['majority', 'noMove', 'repetition', 'agreement']
        : rules.game === 'obridjie'
          ? ['noMove', 'repetition', 'agreement']
          : ['noMove', 'repetition'];
  if (typeof e.reason !== 'string' || !reasons.includes(e.reason)) {
    return `an end of ${rules.game} is ${reasons.join(', ')} (got ${JSON.stringify(end)})`;
  }
  const left = seedsOnSide(pits, m, 'south') + seedsOnSide(pits, m, 'north');
  const odd =
    (rules.game === 'wari' || rules.game === 'obridjie') && splits(rules, e as GameEnd)
      ? 'one seed left out (split)'
      : undefined;
  if (left > (odd ? 1 : 0)) {
    return odd
      ? `a finished game has every seed in the stores but ${odd}`
      : 'a finished game has every seed in the stores';
  }
  switch (e.reason) {
    case 'sideEmpty':
      if (!isSide(e.side) && e.side !== 'both') return 'a sideEmpty end names south, north or both';
      if (rules.game === 'kalaha' && rules.endRule === 'playOn')
        return 'under endRule playOn the game ends by allEmpty';
      return undefined;
    case 'allEmpty':
      if (rules.game === 'kalaha' && rules.endRule !== 'playOn')
        return 'an allEmpty end needs endRule playOn';
      return undefined;
    case 'majority':
      if (!isSide(e.side)) return 'a majority end names south or north';
      if (rules.game === 'kalaha' && !rules.majorityEnd) return 'a majority end needs majorityEnd';
      if (pits[storeIndex(m, e.side)]! * 2 <= totalSeeds(rules))
        return `a majority end needs more than half the seeds in the ${e.side} store`;
      return undefined;
    case 'noMove':
      if (!isSide(e.side)) return 'a noMove end names south or north';
      return undefined;
    default:
      return undefined;
  }
}

/**
 * Reads the houses of a setup (or of a history entry) into `pits`.
 *
 * @param where the entry's name in messages (`history[2] `), empty for the position itself.
 */
function readHouses(
  m: number,
  houses: PerSide<readonly number[]> | undefined,
  pits: Uint16Array,
  where: string,
): Result<true, PositionError> {
  for (const side of SIDES) {
    const row = (typeof houses === 'object' && houses !== null ? houses[side] : undefined) as
      readonly unknown[] | undefined;
    if (!Array.isArray(row) || row.length !== m) {
      const got = Array.isArray(row) ? row.length : 'no list';
      return err({
        code: where ? 'ERR_HISTORY' : 'ERR_HOUSE_COUNT',
        message: `${where}${side} must have ${m} houses under these rules (got ${got})`,
      });
    }
    for (let h = 1; h <= m; h++) {
      const seeds = row[h - 1];
      if (!isSeedCount(seeds)) {
        return err({
          code: where ? 'ERR_HISTORY' : 'ERR_SEED_VALUE',
          message: `${where}${side} house ${h} must hold a whole number of seeds, 0 or more (got ${JSON.stringify(seeds)})`,
        });
      }
      pits[houseIndex(m, side, h)] = seeds;
    }
  }
  return ok(true);
}

/**
 * Reads a setup's `history` (Wari, Obridjie; docs/RULES.md 2, 3) into the repetition chain it stands
 * for, oldest first, each entry with the stores of the position (`pits`). Refused
 * (`ERR_HISTORY`): a history in the Kalaha family or in a finished game, an entry that is not a
 * board of these rules, an entry whose houses hold another number of seeds than this board's (the
 * history runs back to the last capture only), and a position occurring a third time in it (the
 * game would have ended there).
 */
function readHistory(
  rules: RuleSet,
  setup: Setup,
  pits: Uint16Array,
): Result<Seen | undefined, PositionError> {
  const history = setup.history as unknown;
  if (history === undefined) return ok(undefined);
  const fail = (message: string) => err({ code: 'ERR_HISTORY' as const, message });
  if (!Array.isArray(history)) return fail('the history must be a list of earlier positions');
  if (history.length === 0) return ok(undefined);
  if (rules.game === 'kalaha') {
    return fail('the Kalaha family keeps no history: positions never come back (docs/RULES.md 0)');
  }
  if (setup.end !== undefined) return fail('a finished game keeps no history');
  const m = (pits.length - 2) / 2;
  const onBoard = seedsOnSide(pits, m, 'south') + seedsOnSide(pits, m, 'north');
  let chain: Seen | undefined;
  for (const [k, entry] of (history as unknown[]).entries()) {
    const where = `history[${k}] `;
    const e = (typeof entry === 'object' && entry !== null ? entry : {}) as Partial<HistoryEntry>;
    if (!isSide(e.turn)) return fail(`${where}must name the player to move, south or north`);
    if (e.choice !== undefined && (rules.game !== 'giuthi' || !isDirection(e.choice))) {
      return fail(`${where}choice must be ccw or cw, and only in Giuthi`);
    }
    const earlier = pits.slice();
    const read = readHouses(m, e.houses, earlier, where);
    if (!read.ok) return read;
    const seeds = seedsOnSide(earlier, m, 'south') + seedsOnSide(earlier, m, 'north');
    if (seeds !== onBoard) {
      return fail(
        `${where}holds ${seeds} seeds in its houses, this board ${onBoard}: the history runs back to the last capture only`,
      );
    }
    chain = seen(earlier, e.turn, m, chain, e.choice);
    if (chain.occurrence >= REPETITION_LIMIT) {
      return fail(
        `${where}occurs for the third time: the game would have ended there (docs/RULES.md 2)`,
      );
    }
  }
  return ok(chain);
}

/** A repetition link as a history entry. */
function entryOf(link: Seen): HistoryEntry {
  const m = (link.pits.length - 2) / 2;
  return {
    houses: {
      south: Array.from(link.pits.subarray(0, m)),
      north: Array.from(link.pits.subarray(m + 1, 2 * m + 1)),
    },
    turn: link.turn,
    ...(link.choice ? { choice: link.choice } : {}),
  };
}

/**
 * The houses a side of a setup's board: `rules.houses`, except in a Giuthi match, whose later
 * rounds are played on fewer houses a side as `shrink` says (docs/RULES.md 4; see
 * `giuthi/board-size.ts`): there the
 * setup's rows decide when they are of equal length in that range. Any other length is left for
 * the house-count check to refuse.
 */
function boardSize(rules: RuleSet, setup: Setup): number {
  if (rules.game !== 'giuthi') return rules.houses;
  const south = (setup.houses as Partial<PerSide<unknown>>).south;
  const north = (setup.houses as Partial<PerSide<unknown>>).north;
  if (!Array.isArray(south) || !Array.isArray(north) || south.length !== north.length) {
    return rules.houses;
  }
  const m = south.length;
  return m <= rules.houses && m >= fewestGiuthiHouses(rules) ? m : rules.houses;
}

/** Reads a setup's `choice`: only in Giuthi, `ccw` or `cw`, in a game in progress (`ERR_CHOICE`). */
function readChoice(rules: RuleSet, setup: Setup): Result<Direction | undefined, PositionError> {
  const choice = setup.choice as unknown;
  if (choice === undefined) return ok(undefined);
  const fail = (message: string) => err({ code: 'ERR_CHOICE' as const, message });
  if (rules.game !== 'giuthi')
    return fail('a pending choice exists in Giuthi only (docs/RULES.md 4)');
  if (!isDirection(choice)) {
    return fail(`a pending choice is ccw or cw (got ${JSON.stringify(choice)})`);
  }
  if (setup.end !== undefined) return fail('a finished game has no pending choice');
  return ok(choice);
}

function isDirection(value: unknown): value is Direction {
  return value === 'ccw' || value === 'cw';
}

function isSeedCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 0xffff;
}
