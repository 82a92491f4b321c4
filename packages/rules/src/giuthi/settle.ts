import type { GameEnd, MoveEvent } from '../events.ts';
import type { Direction } from '../move.ts';
import { REPETITION_LIMIT, seen, type Seen } from '../repetition.ts';
import type { GiuthiRuleSet } from '../ruleset.ts';
import { opponent, type Side } from '../side.ts';
import { finishOnBoard } from '../sweep.ts';
import { giuthiMoves } from './sow.ts';

/** What a Giuthi move or set-up position came to: who moves, a pending choice, the end, the history. */
export interface GiuthiSettled {
  readonly turn: Side;
  /** The direction `turn` must sow in: a further choice inside his turn (docs/RULES.md 4). */
  readonly choice: Direction | undefined;
  readonly end: GameEnd | undefined;
  /** The position's link in the repetition history; `undefined` once the round is over. */
  readonly seen: Seen | undefined;
}

/**
 * The checks after a Giuthi move, or on a set-up position, with `next` to move and `choice` the
 * direction of his pending further choice, if any (docs/RULES.md 4):
 * - a further choice with no own house to make it from (per `furtherChoice`): the turn ends (docs/RULES.md 4: "if
 *   none exists the turn ends"), the opponent moves; otherwise the `choice` event announces it;
 * - a player to move without a legal move passes (the `pass` event; docs/RULES.md 4 "A player with no
 *   house holding 2+ seeds passes"); when the other cannot move either, the round ends: `noMove`
 *   naming the player to move, the seeds in houses to the owner of their side;
 * - the repetition rule **(choice**, docs/RULES.md 0 requires termination and docs/RULES.md 4 is silent): as in
 *   Wari and Obridjie, the round ends at the third occurrence of a position (board, player to move
 *   and pending choice) since the last capture, seeds to the side owners. Choices inside a turn can
 *   cycle (an own occupied house reached again and again), so a rule across moves is needed; the
 *   third occurrence is Wari's, so all relatives end the same way.
 *
 * @param before the repetition link of the position before.
 */
export function settleGiuthi(
  rules: GiuthiRuleSet,
  pits: Uint16Array,
  m: number,
  next: Side,
  choice: Direction | undefined,
  before: Seen | undefined,
  events: MoveEvent[] | null,
): GiuthiSettled {
  let turn = next;
  let pending = choice;
  if (pending && giuthiMoves(rules, pits, m, turn, pending, true).length === 0) {
    pending = undefined;
    turn = opponent(turn);
  } else if (pending) {
    events?.push({ type: 'choice', side: turn, direction: pending });
  }
  let end: GameEnd | undefined;
  if (!pending && giuthiMoves(rules, pits, m, turn, undefined, true).length === 0) {
    if (giuthiMoves(rules, pits, m, opponent(turn), undefined, true).length === 0) {
      end = { reason: 'noMove', side: turn };
    } else {
      events?.push({ type: 'pass', side: turn });
      turn = opponent(turn);
    }
  }
  let link: Seen | undefined;
  if (!end) {
    link = seen(pits, turn, m, before, pending);
    if (link.occurrence >= REPETITION_LIMIT) end = { reason: 'repetition' };
  }
  if (end) {
    finishOnBoard(pits, m, end, false, events);
    return { turn, choice: undefined, end, seen: undefined };
  }
  return { turn, choice: pending, end: undefined, seen: link };
}
