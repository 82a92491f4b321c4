/**
 * The text protocol of the ManKalah game engine used in university Kalah competitions (issue 7):
 * one message per line over the agent's standard input and output.
 *
 * ```
 * engine → agent:  START;North | START;South
 *                  CHANGE;<hole or SWAP>;<n1,…,n7,nStore,s1,…,s7,sStore>;<YOU | OPP | END>
 *                  END
 * agent → engine:  MOVE;<hole>      (hole 1..7 on the agent's side)
 *                  SWAP             (only as the second move of the game)
 * ```
 *
 * Holes are numbered 1..7 from the owner's left, as houses are in docs/RULES.md 0, so a hole is a house
 * number of the rules library. Reading never throws: a line that is no message is an error value.
 */
import { err, ok, type Result, type Setup, type Side } from '@kalaha/rules';

/** Houses a side in the ManKalah game (Kalah 7×7). */
export const MANKALAH_HOUSES = 7;

/** Who moves after a `CHANGE`: the agent (`YOU`), the opponent (`OPP`), or nobody (`END`). */
export type ManKalahNext = 'you' | 'opp' | 'end';

/** The seeds of a ManKalah board, houses from each owner's house 1. */
export interface ManKalahBoard {
  readonly north: readonly number[];
  readonly northStore: number;
  readonly south: readonly number[];
  readonly southStore: number;
}

/** A message of the game engine to the agent. */
export type ManKalahMessage =
  | { readonly type: 'start'; readonly side: Side }
  | {
      readonly type: 'change';
      /** The move just made: a hole 1..7 of the player who made it, or the swap. */
      readonly move: number | 'swap';
      readonly board: ManKalahBoard;
      readonly next: ManKalahNext;
    }
  | { readonly type: 'end' };

/** Why a line is not a ManKalah message; `line` is the text as received. */
export interface ManKalahLineError {
  readonly code: 'ERR_MANKALAH_LINE';
  readonly line: string;
  readonly message: string;
}

const HOLE = /^[1-9]\d*$/;
const SEEDS = /^\d+$/;

/**
 * Reads one line from the game engine (a trailing `\r` and surrounding blanks are ignored).
 *
 * @returns the message, or `ERR_MANKALAH_LINE` naming what is wrong: an unknown message, a side
 *   other than North/South, a hole outside 1..7, a board that is not 16 whole numbers, a next
 *   player other than YOU/OPP/END.
 */
export function parseManKalahLine(line: string): Result<ManKalahMessage, ManKalahLineError> {
  const text = line.trim();
  const bad = (why: string) =>
    err({
      code: 'ERR_MANKALAH_LINE' as const,
      line,
      message: `'${text}' is not a ManKalah message: ${why}`,
    });
  const fields = text.split(';');
  switch (fields[0]) {
    case 'START': {
      if (fields.length !== 2) return bad('expected START;North or START;South');
      if (fields[1] === 'North') return ok({ type: 'start', side: 'north' });
      if (fields[1] === 'South') return ok({ type: 'start', side: 'south' });
      return bad(`the side must be North or South (got '${fields[1]}')`);
    }
    case 'END':
      return fields.length === 1 ? ok({ type: 'end' }) : bad('END takes nothing');
    case 'CHANGE': {
      if (fields.length !== 4) return bad('expected CHANGE;<hole or SWAP>;<board>;<YOU|OPP|END>');
      const [, moveText, boardText, nextText] = fields as [string, string, string, string];
      let move: number | 'swap';
      if (moveText === 'SWAP') move = 'swap';
      else if (HOLE.test(moveText) && Number(moveText) <= MANKALAH_HOUSES) move = Number(moveText);
      else return bad(`the move must be a hole 1..${MANKALAH_HOUSES} or SWAP (got '${moveText}')`);
      const seeds = boardText.split(',');
      const pits = 2 * MANKALAH_HOUSES + 2;
      if (seeds.length !== pits || !seeds.every((s) => SEEDS.test(s))) {
        return bad(`the board must be ${pits} whole numbers n1..n7,nStore,s1..s7,sStore`);
      }
      const n = seeds.map(Number);
      const m = MANKALAH_HOUSES;
      const board: ManKalahBoard = {
        north: n.slice(0, m),
        northStore: n[m]!,
        south: n.slice(m + 1, 2 * m + 1),
        southStore: n[2 * m + 1]!,
      };
      const next = ({ YOU: 'you', OPP: 'opp', END: 'end' } as const)[nextText as 'YOU'];
      if (next === undefined)
        return bad(`the next player must be YOU, OPP or END (got '${nextText}')`);
      return ok({ type: 'change', move, board, next });
    }
    default:
      return bad('expected START, CHANGE or END');
  }
}

/** Writes a message of the game engine as {@link parseManKalahLine} reads it (for fakes and tests). */
export function makeManKalahLine(message: ManKalahMessage): string {
  switch (message.type) {
    case 'start':
      return `START;${message.side === 'north' ? 'North' : 'South'}`;
    case 'end':
      return 'END';
    case 'change': {
      const move = message.move === 'swap' ? 'SWAP' : String(message.move);
      return `CHANGE;${move};${boardText(message.board)};${message.next.toUpperCase()}`;
    }
  }
}

/** A board as a CHANGE message writes it: `n1,…,n7,nStore,s1,…,s7,sStore`. */
export function boardText(board: ManKalahBoard): string {
  return [...board.north, board.northStore, ...board.south, board.southStore].join(',');
}

/** The agent's answer: a hole 1..7 of its own side (`MOVE;3`) or the swap (`SWAP`). */
export function makeAgentLine(move: number | 'swap'): string {
  return move === 'swap' ? 'SWAP' : `MOVE;${move}`;
}

/** What an agent line says: a hole, the swap, or `undefined` for anything else (for fakes). */
export function parseAgentLine(line: string): number | 'swap' | undefined {
  const text = line.trim();
  if (text === 'SWAP') return 'swap';
  const m = /^MOVE;([1-9]\d*)$/.exec(text);
  return m ? Number(m[1]) : undefined;
}

/**
 * A ManKalah board as a rules-library setup with `turn` to move; the rules library then checks it
 * (seed conservation, house count) in `Position.fromSetup`.
 */
export function setupOfBoard(board: ManKalahBoard, turn: Side): Setup {
  return {
    houses: { south: board.south, north: board.north },
    stores: { south: board.southStore, north: board.northStore },
    turn,
  };
}

/** The board of a rules-library setup (or position's `toSetup()`), as a CHANGE message writes it. */
export function boardOfSetup(setup: Setup): ManKalahBoard {
  return {
    north: setup.houses.north,
    northStore: setup.stores.north,
    south: setup.houses.south,
    southStore: setup.stores.south,
  };
}
