import { houseIndex } from './board.ts';
import { capabilities } from './capabilities.ts';
import type { MoveEvent } from './events.ts';
import { settleGiuthi } from './giuthi/settle.ts';
import { giuthiMinSeeds, giuthiMoves, isEndlessGiuthi, sowGiuthi } from './giuthi/sow.ts';
import { sowKalaha } from './kalaha/sow.ts';
import { isSwap, makeMove, SWAP_MOVE, type Move } from './move.ts';
import { pitsOf, Position, seenOf, type PieState } from './position.ts';
import {
  agreeInPlace,
  playRelative,
  relativeMoves,
  relativeRefusal,
  type RelativeRuleSet,
} from './relatives.ts';
import { opponent, type Side } from './side.ts';
import { err, ok, type Result } from './result.ts';
import type { GiuthiRuleSet } from './ruleset.ts';

/**
 * Why a move was refused:
 * - `ERR_GAME_OVER`: the game is over;
 * - `ERR_NO_SUCH_HOUSE`: not a house number 1..m;
 * - `ERR_EMPTY_HOUSE`: "a house with 0 seeds is not a legal move";
 * - `ERR_TOO_FEW_SEEDS` (Giuthi, docs/RULES.md 4): a house holding a single seed, where a move needs 2;
 * - `ERR_DIRECTION`: a direction in a game that has none to choose; in Giuthi no direction, or
 *   not the direction a pending further choice requires;
 * - `ERR_SWAP`: a swap the pie rule does not offer here;
 * - `ERR_MUST_FEED` (Wari, docs/RULES.md 2): the opponent's houses are empty and the move sows none
 *   into them while another move does;
 * - `ERR_GRAND_SLAM` (Wari, `grandSlam: forbidden`): the move would capture every seed on the
 *   opponent's side while a move exists that does not;
 * - `ERR_ENDLESS_MOVE` (Obridjie, docs/RULES.md 3; Giuthi, docs/RULES.md 4): the move's relay sowing would
 *   never end.
 */
export interface MoveError {
  readonly code:
    | 'ERR_GAME_OVER'
    | 'ERR_NO_SUCH_HOUSE'
    | 'ERR_EMPTY_HOUSE'
    | 'ERR_TOO_FEW_SEEDS'
    | 'ERR_DIRECTION'
    | 'ERR_SWAP'
    | 'ERR_MUST_FEED'
    | 'ERR_GRAND_SLAM'
    | 'ERR_ENDLESS_MOVE';
  readonly message: string;
}

/** Why a game could not be ended by agreement ({@link agreeToEnd}). */
export interface AgreementError {
  readonly code: 'ERR_GAME_OVER' | 'ERR_NO_AGREEMENT';
  readonly message: string;
}

/** A played move: the position after it and what happened, step by step. */
export interface MoveResult {
  readonly position: Position;
  readonly events: readonly MoveEvent[];
}

/**
 * The legal moves of the player to move, house 1 first. Empty once the game is over.
 * - Kalaha family: every non-empty house of his (docs/RULES.md 1.2 step 1), then the swap
 *   ({@link SWAP_MOVE}) when the pie rule offers it (option `swap`, docs/RULES.md 5: right after the
 *   first move of the game). Under `playOn` a player whose side is empty has already passed, so a
 *   game in progress always has a move.
 * - Wari (docs/RULES.md 2): his non-empty houses that feed the opponent when the opponent's houses are
 *   empty, without the grand slams under `grandSlam: forbidden` unless every move is one.
 * - Obridjie (docs/RULES.md 3): his non-empty houses whose relay sowing ends.
 * - Giuthi (docs/RULES.md 4): his houses holding 2 or more seeds, each counter-clockwise (`3ccw`) then
 *   clockwise (`3cw`), or only in the direction of a pending further choice
 *   ({@link Position.choice}), without the moves whose relay sowing never ends.
 *
 * A Wari or Obridjie game in which the player to move has no legal move is over, so a game in
 * progress always has one.
 */
export function legalMoves(position: Position): Move[] {
  if (position.isOver) return [];
  const rules = position.rules;
  const pits = pitsOf(position);
  if (rules.game === 'giuthi') {
    return giuthiMoves(rules, pits, position.houseCount, position.turn, position.choice);
  }
  if (rules.game !== 'kalaha') {
    return relativeMoves(rules, pits, position.turn).map((house) => ({ house }));
  }
  const m = position.houseCount;
  const moves: Move[] = [];
  for (let h = 1; h <= m; h++) {
    if (pits[houseIndex(m, position.turn, h)]! > 0) moves.push({ house: h });
  }
  if (position.pie === 'offered') moves.push(SWAP_MOVE);
  return moves;
}

/**
 * Checks a move and plays it: docs/RULES.md 1.2 and 1.3 in the Kalaha family, 2 in Wari, 3 in Obridjie,
 * 4 in Giuthi (one move is one sowing with its relays; a further choice inside the turn is the
 * next move, by the same player, with {@link Position.choice} set and a `choice` event).
 *
 * The swap of the pie rule (option `swap`, docs/RULES.md 5) leaves the board and the side to move as
 * they are, closes the swap, and has the single event `swap`; the players exchange sides, which is
 * for the match to record. Under `swap` the first move of the game earns no extra turn (the
 * ManKalah rule).
 *
 * In Wari and Obridjie the position after the move carries the history of the positions since the
 * last capture, and the move ends the game when its position occurs for the third time
 * (docs/RULES.md 2 repetition; the seeds left then go as `cycleRule` says).
 *
 * @returns the next position and the ordered events of the move (lift, each seed sown, fours,
 *   captures, grand slam, extra turn, pass, must feed, final sweep, end; or swap), or a
 *   {@link MoveError}.
 */
export function play(position: Position, move: Move): Result<MoveResult, MoveError> {
  // A never-ending Obridjie move is found by playing it, once, below.
  const refused = refusal(position, move, false);
  if (refused) return err(refused);
  const rules = position.rules;
  const pits = pitsOf(position).slice();
  const events: MoveEvent[] = [];
  if (rules.game === 'giuthi') {
    const m = position.houseCount;
    const turn = position.turn;
    // refusal() has checked that a direction is given.
    const sowing = sowGiuthi(rules, pits, m, turn, move.house, move.direction!, events);
    if (sowing.kind === 'endless') return err(endless(makeMove(move)));
    const choice = sowing.kind === 'choice' ? sowing.direction : undefined;
    const next = settleGiuthi(
      rules,
      pits,
      m,
      choice ? turn : opponent(turn),
      choice,
      seenOf(position),
      events,
    );
    return ok({
      position: Position.fromPits(
        rules,
        pits,
        next.turn,
        next.end,
        undefined,
        next.seen,
        next.choice,
      ),
      events,
    });
  }
  if (rules.game !== 'kalaha') {
    const next = playRelative(rules, pits, position.turn, move.house, seenOf(position), events);
    if (next === undefined) return err(endless(makeMove(move)));
    return ok({
      position: Position.fromPits(rules, pits, next.turn, next.end, undefined, next.seen),
      events,
    });
  }
  if (isSwap(move)) {
    return ok({
      position: Position.fromPits(rules, pits, position.turn, undefined),
      events: [{ type: 'swap', side: position.turn }],
    });
  }
  const firstMove = position.pie === 'firstMove';
  const next = sowKalaha(rules, pits, position.turn, move.house, events, firstMove);
  const pie = pieAfterSowing(position.pie, position.turn, next.turn);
  return ok({
    position: Position.fromPits(rules, pits, next.turn, next.end, pie),
    events,
  });
}

/**
 * Ends a Wari or Obridjie game in progress because both players agree to (docs/RULES.md 2: "or when
 * both players agree to end it"; 004: "Dann sollten sie sich auf Abbruch des Spieles einigen und
 * die verbliebenen Bohnen teilen"; docs/RULES.md 3: repetition "as in Wari"). The seeds left on the
 * board go as after a repetition: each side's to its owner, or under Wari's `cycleRule: split`
 * shared equally with an odd seed left out. How the players agree (an offer, its acceptance) is
 * the match's business: call this once both have.
 *
 * @returns the finished position (end `agreement`, the player to move kept) and its events (one
 *   `sweep` per house emptied, then `end`), or `ERR_GAME_OVER`, or `ERR_NO_AGREEMENT` in the Kalaha
 *   family, which always ends by its rules (docs/RULES.md 0).
 */
export function agreeToEnd(position: Position): Result<MoveResult, AgreementError> {
  const refused = checkAgreement(position);
  if (refused) return err(refused);
  // checkAgreement refuses the Kalaha family and Giuthi.
  const rules = position.rules as RelativeRuleSet;
  const pits = pitsOf(position).slice();
  const events: MoveEvent[] = [];
  const end = agreeInPlace(rules, pits, events);
  return ok({ position: Position.fromPits(rules, pits, position.turn, end), events });
}

/** Why {@link agreeToEnd} cannot end `position`, or `undefined` when it can. */
export function checkAgreement(position: Position): AgreementError | undefined {
  if (position.isOver) {
    return {
      code: 'ERR_GAME_OVER',
      message: 'the game is over: there is nothing left to agree on',
    };
  }
  if (!capabilities(position.rules).canOfferEnd) {
    return {
      code: 'ERR_NO_AGREEMENT',
      message: `${position.rules.game === 'kalaha' ? 'the Kalaha family' : 'Giuthi'} has no agreed end: its games always end by the rules (only Wari and Obridjie can be ended by agreement)`,
    };
  }
  return undefined;
}

/**
 * The pie state after a sowing by `mover` (docs/RULES.md 5): the first move offers the swap to the
 * player who then moves, provided that is the other player (a `playOn` pass may hand the turn
 * straight back); any other sowing closes it.
 */
export function pieAfterSowing(
  before: PieState | undefined,
  mover: Side,
  next: Side,
): PieState | undefined {
  return before === 'firstMove' && next !== mover ? 'offered' : undefined;
}

/** Why `move` is not legal in `position`, or `undefined` when it is. */
export function checkMove(position: Position, move: Move): MoveError | undefined {
  return refusal(position, move, true);
}

/**
 * {@link checkMove}, where `endlessToo` says whether to play an Obridjie move through to find
 * whether it never ends; `play` leaves that out, since it finds it by playing the move.
 */
function refusal(position: Position, move: Move, endlessToo: boolean): MoveError | undefined {
  const m = position.houseCount;
  const rules = position.rules;
  const name = makeMove(move);
  if (position.isOver)
    return {
      code: 'ERR_GAME_OVER',
      message: `the game is over: no move can be played (got ${name})`,
    };
  if (isSwap(move)) {
    if (position.pie === 'offered') return undefined;
    return {
      code: 'ERR_SWAP',
      message:
        rules.game === 'kalaha' && rules.swap
          ? 'swap is only allowed as the answer to the first move of the game'
          : 'swap is not allowed: these rules have no pie rule (option swap)',
    };
  }
  if (rules.game === 'giuthi') return giuthiRefusal(rules, position, move, endlessToo);
  if (move.direction !== undefined) {
    return {
      code: 'ERR_DIRECTION',
      message: `${name}: this game sows counter-clockwise only, write the house number alone`,
    };
  }
  if (!Number.isInteger(move.house) || move.house < 1 || move.house > m) {
    return {
      code: 'ERR_NO_SUCH_HOUSE',
      message: `there is no house ${name}: houses are numbered 1 to ${m}`,
    };
  }
  if (position.house(position.turn, move.house) === 0) {
    return {
      code: 'ERR_EMPTY_HOUSE',
      message: `${position.turn} house ${name} is empty: choose a house with seeds`,
    };
  }
  if (rules.game === 'kalaha' || (rules.game === 'obridjie' && !endlessToo)) return undefined;
  const side = position.turn;
  const other = opponent(side);
  switch (relativeRefusal(rules, pitsOf(position), side, move.house)) {
    case 'mustFeed':
      return {
        code: 'ERR_MUST_FEED',
        message: `${other}'s houses are empty: ${side} must play a house whose seeds reach them (house ${name} does not)`,
      };
    case 'grandSlam':
      return {
        code: 'ERR_GRAND_SLAM',
        message: `house ${name} would capture every seed on ${other}'s side (a grand slam, forbidden while another move exists)`,
      };
    case 'endless':
      return endless(name);
    default:
      return undefined;
  }
}

/** Why a Giuthi sowing (not the swap, which {@link refusal} has refused) is not legal (docs/RULES.md 4). */
function giuthiRefusal(
  rules: GiuthiRuleSet,
  position: Position,
  move: Move,
  endlessToo: boolean,
): MoveError | undefined {
  const m = position.houseCount;
  const name = makeMove(move);
  const choice = position.choice;
  if (move.direction === undefined) {
    const write = choice ? `${move.house}${choice}` : `${move.house}ccw or ${move.house}cw`;
    return {
      code: 'ERR_DIRECTION',
      message: `${name}: Giuthi moves name their direction, write ${write}`,
    };
  }
  if (choice && move.direction !== choice) {
    return {
      code: 'ERR_DIRECTION',
      message: `${name}: this further choice sows ${choice === 'ccw' ? 'counter-clockwise' : 'clockwise'}, the reverse of the lap just made (write ${move.house}${choice})`,
    };
  }
  if (!Number.isInteger(move.house) || move.house < 1 || move.house > m) {
    return {
      code: 'ERR_NO_SUCH_HOUSE',
      message: `there is no house ${move.house}: houses are numbered 1 to ${m}`,
    };
  }
  const seeds = position.house(position.turn, move.house);
  if (seeds === 0) {
    return {
      code: 'ERR_EMPTY_HOUSE',
      message: `${position.turn} house ${move.house} is empty: choose a house with seeds`,
    };
  }
  if (seeds < giuthiMinSeeds(rules, choice)) {
    return {
      code: 'ERR_TOO_FEW_SEEDS',
      message: `${position.turn} house ${move.house} holds a single seed: a Giuthi move starts from a house with at least 2`,
    };
  }
  if (
    endlessToo &&
    isEndlessGiuthi(rules, pitsOf(position), m, position.turn, move.house, move.direction)
  ) {
    return endless(name);
  }
  return undefined;
}

function endless(name: string): MoveError {
  return {
    code: 'ERR_ENDLESS_MOVE',
    message: `house ${name}: its relay sowing would never end, so it is not a legal move`,
  };
}
