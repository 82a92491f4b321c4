import type { GameEnd } from './events.ts';
import type { Direction } from './move.ts';
import { isPieState, Position, type PieState, type PositionError } from './position.ts';
import { err, type Result } from './result.ts';
import type { RuleSet } from './ruleset.ts';
import { isSide, SIDES } from './side.ts';

/**
 * The text notation of a position, one line:
 *
 * ```
 * position := side " " side " " turn [" end:" end | " pie:" pie | " choice:" direction]
 * side     := houses "|" store          South first, then North; houses 1..m from the owner's left
 * houses   := seeds ("," seeds)*
 * turn     := "south" | "north"
 * end      := "sideEmpty:" ("south" | "north" | "both") | "majority:" ("south" | "north") | "allEmpty"
 *           | "noMove:" ("south" | "north") | "repetition" | "agreement"      (Wari, Obridjie)
 * pie      := "firstMove" | "offered"        only under the pie rule (option swap, docs/RULES.md 5)
 * direction := "ccw" | "cw"                  Giuthi: a further choice inside the turn is pending
 * ```
 *
 * The start of Kalaha is `6,6,6,6,6,6|0 6,6,6,6,6,6|0 south`; a finished game reads, for example,
 * `0,0,0,0,0,0|40 0,0,0,0,0,0|32 north end:sideEmpty:south`; under the pie rule the start of a
 * 7×7 game reads `7,7,7,7,7,7,7|0 7,7,7,7,7,7,7|0 south pie:firstMove`. The rule set is not part of
 * the text. Wari and Obridjie use the same text, their stores being the banks beside the board
 * (the start of Wari: `4,4,4,4,4,4|0 4,4,4,4,4,4|0 south`); like a chess position text it does not
 * carry the history the repetition rule counts, which a game record rebuilds by replaying the
 * moves (`Setup.history` carries it where a position alone must travel). Giuthi (docs/RULES.md 4) uses
 * it too, on a board of as many houses as a round has, and writes a pending further choice inside
 * the turn as `choice:ccw` or `choice:cw` (the direction the player to move must sow in):
 * `0,3,0,7,0,9|6 1,0,8,0,2,0|36 south choice:cw`.
 */

/** Why a position text could not be read: bad syntax (`ERR_NOTATION`) or an invalid position. */
export interface NotationError {
  readonly code: 'ERR_NOTATION' | PositionError['code'];
  readonly message: string;
}

/** Writes `position` in the notation above. */
export function makePosition(position: Position): string {
  const sides = SIDES.map((side) => `${position.houses(side).join(',')}|${position.store(side)}`);
  const end = position.end ? ` end:${makeEnd(position.end)}` : '';
  const pie = position.pie ? ` pie:${position.pie}` : '';
  const choice = position.choice ? ` choice:${position.choice}` : '';
  return `${sides.join(' ')} ${position.turn}${end}${pie}${choice}`;
}

/**
 * Reads a position text under `rules`; the position is then validated like any setup
 * ({@link Position.fromSetup}: house count, seed conservation, …).
 */
export function parsePosition(rules: RuleSet, text: string): Result<Position, NotationError> {
  const fields = text.trim().split(/\s+/);
  if (fields.length < 3 || fields.length > 4) {
    return syntax(
      text,
      'expected "SOUTH-HOUSES|STORE NORTH-HOUSES|STORE TURN [end:… | pie:… | choice:…]"',
    );
  }
  const [south, north, turn, endField] = fields as [string, string, string, string | undefined];
  const sides = [parseSide(south), parseSide(north)];
  const [s, n] = sides;
  if (!s || !n)
    return syntax(
      text,
      'each side is written as comma-separated house counts, "|", and the store count',
    );
  if (!isSide(turn)) return syntax(text, `the side to move must be south or north (got '${turn}')`);
  let end: GameEnd | undefined;
  let pie: PieState | undefined;
  let choice: Direction | undefined;
  if (endField?.startsWith('choice:')) {
    const direction = endField.slice(7);
    if (direction !== 'ccw' && direction !== 'cw')
      return syntax(text, `'${endField}' is not a pending choice: write choice:ccw or choice:cw`);
    choice = direction;
  } else if (endField?.startsWith('pie:')) {
    const state = endField.slice(4);
    if (!isPieState(state))
      return syntax(text, `'${endField}' is not a pie state: write pie:firstMove or pie:offered`);
    pie = state;
  } else if (endField !== undefined) {
    end = endField.startsWith('end:') ? parseEnd(endField.slice(4)) : undefined;
    if (!end)
      return syntax(
        text,
        `'${endField}' is not an end: write end:sideEmpty:SIDE, end:majority:SIDE, end:allEmpty, end:noMove:SIDE, end:repetition or end:agreement`,
      );
  }
  const built = Position.fromSetup(rules, {
    houses: { south: s.houses, north: n.houses },
    stores: { south: s.store, north: n.store },
    turn,
    end,
    pie,
    choice,
  });
  return built.ok ? built : err(built.error);
}

/**
 * Writes why a game ended as in the notation: `sideEmpty:south`, `majority:north`, `allEmpty`,
 * `noMove:south`, `repetition`, `agreement`.
 */
export function makeEnd(end: GameEnd): string {
  return 'side' in end ? `${end.reason}:${end.side}` : end.reason;
}

/** Reads what {@link makeEnd} writes; `undefined` for anything else. */
export function parseEnd(text: string): GameEnd | undefined {
  const [reason, side, ...rest] = text.split(':');
  if (rest.length > 0) return undefined;
  if (side === undefined) {
    if (reason === 'allEmpty' || reason === 'repetition' || reason === 'agreement')
      return { reason };
    return undefined;
  }
  if (reason === 'sideEmpty' && (isSide(side) || side === 'both')) return { reason, side };
  if ((reason === 'majority' || reason === 'noMove') && isSide(side)) return { reason, side };
  return undefined;
}

function parseSide(text: string): { houses: number[]; store: number } | undefined {
  const m = /^(\d+(?:,\d+)*)\|(\d+)$/.exec(text);
  if (!m) return undefined;
  return { houses: m[1]!.split(',').map(Number), store: Number(m[2]) };
}

function syntax(text: string, why: string): Result<never, NotationError> {
  return err({ code: 'ERR_NOTATION', message: `'${text}' is not a position: ${why}` });
}
