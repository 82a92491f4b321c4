/**
 * Boards of the Kalah Game Protocol (KGP 1.0, public repository KWARC/kalah-game, `spec/`): the
 * board literal `<size,southStore,northStore,s1..sSize,n1..nSize>` and its translation to and from
 * the rules library's {@link Position}.
 *
 * KGP numbers South's houses from South's left and North's houses from North's left (the
 * reference server's `Mirror` swaps the two rows as they are), which is the numbering of docs/RULES.md
 * 0: house k of one side faces house size+1-k of the other. The side to move in a `state` request
 * is always South (spec 021, "The client always interprets the request as making the move as the
 * south player"); a server whose game has North to move sends the mirrored board.
 */
import {
  ok,
  err,
  Position,
  type PerSide,
  type PositionError,
  type Result,
  type RuleSet,
} from '@kalaha/rules';
import { KGP_MAX_HOUSES, KGP_MAX_SEEDS, kgpRules } from './rules.ts';

/**
 * A KGP board as written on the wire: seeds in each house (house 1 first, from the owner's left)
 * and in each store. Unvalidated: any whole numbers, rows of any (equal) length.
 */
export interface KgpBoard {
  /** South's houses, house 1 first. */
  readonly south: readonly number[];
  /** North's houses, house 1 (North's leftmost, facing South's last house) first. */
  readonly north: readonly number[];
  /** Seeds in each store. */
  readonly stores: PerSide<number>;
}

/** Why a KGP board is no position of the rules library. */
export type KgpBoardError =
  | {
      /** The board has no houses, more than the rules library plays (12), or rows of unequal length. */
      readonly code: 'ERR_KGP_BOARD_SIZE';
      readonly message: string;
    }
  | {
      /**
       * The board's seed total is not 2 · houses · seeds for a whole `seeds` in 1..12: the rules
       * library keeps seed conservation against the rule set's total (docs/RULES.md 0), so such a board
       * (possible in KGP tournaments that send made-up boards) has no exact position.
       */
      readonly code: 'ERR_KGP_BOARD_TOTAL';
      readonly message: string;
    }
  | PositionError;

/**
 * Writes a board literal, `<size,southStore,northStore,s1,…,sSize,n1,…,nSize>` (spec 012).
 *
 * @throws RangeError when the rows differ in length or a count is not a whole number ≥ 0 (a bug
 *   in the caller: boards come from positions or from {@link parseKgpBoardLiteral}).
 */
export function writeKgpBoard(board: KgpBoard): string {
  if (board.south.length !== board.north.length) {
    throw new RangeError(
      `a KGP board has rows of equal length (south ${board.south.length}, north ${board.north.length})`,
    );
  }
  const numbers = [
    board.south.length,
    board.stores.south,
    board.stores.north,
    ...board.south,
    ...board.north,
  ];
  for (const n of numbers) {
    if (!Number.isSafeInteger(n) || n < 0) {
      throw new RangeError(`a KGP board holds whole numbers of seeds, 0 or more (got ${n})`);
    }
  }
  return `<${numbers.join(',')}>`;
}

/**
 * Reads the numbers of a board literal (already split from `<…>`, spec 012) as a board: the
 * first is the size, then the two stores, then `size` houses of South and `size` of North.
 *
 * @returns the board, or a message saying why the numbers are no board (wrong count).
 */
export function kgpBoardFromNumbers(numbers: readonly number[]): Result<KgpBoard, string> {
  const [size, south, north] = numbers;
  if (size === undefined || south === undefined || north === undefined) {
    return err('a board literal needs at least its size and two stores');
  }
  if (numbers.length !== 3 + 2 * size) {
    return err(
      `a board of size ${size} has ${3 + 2 * size} numbers (size, 2 stores, 2 * ${size} houses); got ${numbers.length}`,
    );
  }
  return ok({
    south: numbers.slice(3, 3 + size),
    north: numbers.slice(3 + size),
    stores: { south, north },
  });
}

/**
 * A position as a KGP board, as it stands: South's row is South's, whoever is to move. Send it as
 * is when South is to move, and {@link mirrorKgpBoard} of it when North is (spec 021: the client
 * always moves as South).
 */
export function kgpBoardOf(position: Position): KgpBoard {
  return {
    south: position.houses('south'),
    north: position.houses('north'),
    stores: { south: position.store('south'), north: position.store('north') },
  };
}

/**
 * The board seen from the other side: the rows and stores swapped, each row still from its
 * owner's house 1 (the reference server's `Mirror`). A server sends the mirror of its board when
 * North is to move; a move `N` on the mirrored board is North's house N.
 */
export function mirrorKgpBoard(board: KgpBoard): KgpBoard {
  return {
    south: board.north,
    north: board.south,
    stores: { south: board.stores.north, north: board.stores.south },
  };
}

/**
 * The position of a `state` request: the board with South to move (spec 021).
 *
 * @param rules the rules to play it under; by default the Kalah rules of KGP ({@link kgpRules})
 *   for the board's size and the seeds a house that its total implies (total = 2 · size · seeds).
 * @returns the position (finished already when the board is a finished game: a side empty, or a
 *   store past half, settled as a move would settle it), or `ERR_KGP_BOARD_SIZE` (no houses, more
 *   than 12, unequal rows), `ERR_KGP_BOARD_TOTAL` (no rule set of the library has this total; the
 *   board is never changed to fit) or the rules library's position errors (`ERR_SEED_COUNT` when
 *   `rules` is given and its total differs, `ERR_SEED_VALUE`…).
 */
export function positionOfKgpBoard(
  board: KgpBoard,
  rules?: RuleSet,
): Result<Position, KgpBoardError> {
  const size = board.south.length;
  if (size !== board.north.length) {
    return err({
      code: 'ERR_KGP_BOARD_SIZE',
      message: `the rows differ in length (south ${size}, north ${board.north.length})`,
    });
  }
  let playedUnder = rules;
  if (!playedUnder) {
    if (size < 1 || size > KGP_MAX_HOUSES) {
      return err({
        code: 'ERR_KGP_BOARD_SIZE',
        message: `a board of ${size} houses a side: the rules library plays 1 to ${KGP_MAX_HOUSES}`,
      });
    }
    const counts = [board.stores.south, board.stores.north, ...board.south, ...board.north];
    const bad = counts.find((n) => !Number.isSafeInteger(n) || n < 0);
    if (bad !== undefined) {
      return err({
        code: 'ERR_SEED_VALUE',
        message: `a pit holds a whole number of seeds, 0 or more (got ${bad})`,
      });
    }
    const total =
      board.stores.south +
      board.stores.north +
      board.south.reduce((a, b) => a + b, 0) +
      board.north.reduce((a, b) => a + b, 0);
    const seeds = total / (2 * size);
    if (!Number.isInteger(seeds) || seeds < 1 || seeds > KGP_MAX_SEEDS) {
      return err({
        code: 'ERR_KGP_BOARD_TOTAL',
        message: `the board holds ${total} seeds; the rules library plays 2 * ${size} houses * 1..${KGP_MAX_SEEDS} seeds a house, and ${total} is none of these`,
      });
    }
    playedUnder = kgpRules(size, seeds);
  }
  return Position.fromSetup(playedUnder, {
    houses: { south: board.south, north: board.north },
    stores: board.stores,
    turn: 'south',
  });
}
