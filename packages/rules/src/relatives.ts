import { houseIndex, seedsOnSide } from './board.ts';
import type { GameEnd, MoveEvent } from './events.ts';
import { endOfObridjie, obridjieMoves } from './obridjie/moves.ts';
import { isEndless, sowObridjie } from './obridjie/sow.ts';
import { REPETITION_LIMIT, seen, type Seen } from './repetition.ts';
import type { ObridjieRuleSet, WariRuleSet } from './ruleset.ts';
import { opponent, type Side } from './side.ts';
import { finishOnBoard } from './sweep.ts';
import { endOfWari, wariMoves, wariRefusal } from './wari/moves.ts';
import { sowWari } from './wari/sow.ts';

/**
 * The games whose stores are banks beside the board and that need the repetition rule to end:
 * Wari and Obridjie (docs/RULES.md 2, 3). This module joins their sowing, legal moves and end checks
 * with the history of positions that the repetition rule counts.
 */
export type RelativeRuleSet = WariRuleSet | ObridjieRuleSet;

/** What a move or a set-up position came to: who moves, the end, and the repetition history. */
export interface RelativeSettled {
  readonly turn: Side;
  readonly end: GameEnd | undefined;
  /** The position's link in the repetition history; `undefined` once the game is over. */
  readonly seen: Seen | undefined;
}

/** Why a sowing of a non-empty house is not legal in Wari or Obridjie. */
export type RelativeRefusal = 'mustFeed' | 'grandSlam' | 'endless';

/** The legal moves of `turn`, house numbers in increasing order (docs/RULES.md 2, 3). */
export function relativeMoves(rules: RelativeRuleSet, pits: Uint16Array, turn: Side): number[] {
  return rules.game === 'wari'
    ? wariMoves(rules, pits, turn)
    : obridjieMoves(pits, rules.houses, turn);
}

/**
 * The moves worth playing to find the legal ones, house numbers in increasing order: in Wari the
 * legal moves; in Obridjie every non-empty house, the never-ending ones being found when played
 * ({@link playRelative} answers `undefined`), so that each is sown once.
 */
export function candidateMoves(rules: RelativeRuleSet, pits: Uint16Array, turn: Side): number[] {
  if (rules.game === 'wari') return wariMoves(rules, pits, turn);
  const m = rules.houses;
  const moves: number[] = [];
  for (let h = 1; h <= m; h++) if (pits[houseIndex(m, turn, h)]! > 0) moves.push(h);
  return moves;
}

/** Why the sowing of the non-empty house `house` of `turn` is not legal, or `undefined`. */
export function relativeRefusal(
  rules: RelativeRuleSet,
  pits: Uint16Array,
  turn: Side,
  house: number,
): RelativeRefusal | undefined {
  if (rules.game === 'wari') return wariRefusal(rules, pits, turn, house);
  return isEndless(pits, rules.houses, turn, house) ? 'endless' : undefined;
}

/**
 * Plays move `house` of `mover` in place, then the end checks ({@link settleRelative}). The move
 * must be legal, except that an Obridjie move may be one that never ends: then nothing is settled
 * and `pits` and `events` hold a part of it.
 *
 * @param before the repetition link of the position the move is played from.
 * @returns what the move came to, or `undefined` for a never-ending Obridjie move.
 */
export function playRelative(
  rules: RelativeRuleSet,
  pits: Uint16Array,
  mover: Side,
  house: number,
  before: Seen | undefined,
  events: MoveEvent[] | null,
): RelativeSettled | undefined {
  if (rules.game === 'wari') sowWari(rules, pits, mover, house, events);
  else if (!sowObridjie(pits, rules.houses, mover, house, events)) return undefined;
  return settleRelative(rules, pits, opponent(mover), before, events);
}

/**
 * The end checks after a move, or on a set-up position, with `next` to move: Wari's majority and
 * "cannot move" (docs/RULES.md 2), Obridjie's "cannot move" (docs/RULES.md 3), then the repetition rule:
 * the board and player to move occur for the third time since the last capture ("third
 * occurrence ends the game"). A finished game is swept ({@link finishOnBoard}); otherwise, in
 * Wari, a `mustFeed` event tells `next` that the opponent's houses are empty.
 *
 * @param before the repetition link of the position before (the chain of earlier positions).
 */
export function settleRelative(
  rules: RelativeRuleSet,
  pits: Uint16Array,
  next: Side,
  before: Seen | undefined,
  events: MoveEvent[] | null,
): RelativeSettled {
  const m = rules.houses;
  let end = rules.game === 'wari' ? endOfWari(rules, pits, next) : endOfObridjie(pits, m, next);
  let link: Seen | undefined;
  if (!end) {
    link = seen(pits, next, m, before);
    if (link.occurrence >= REPETITION_LIMIT) end = { reason: 'repetition' };
  }
  if (end) {
    finishOnBoard(pits, m, end, splits(rules, end), events);
    return { turn: next, end, seen: undefined };
  }
  if (rules.game === 'wari' && seedsOnSide(pits, m, opponent(next)) === 0) {
    events?.push({ type: 'mustFeed', side: next });
  }
  return { turn: next, end: undefined, seen: link };
}

/**
 * Ends the game by agreement in place (docs/RULES.md 2: "when both players agree to end it"): the
 * seeds left are swept as the repetition rule sweeps them.
 */
export function agreeInPlace(
  rules: RelativeRuleSet,
  pits: Uint16Array,
  events: MoveEvent[] | null,
): GameEnd {
  const end: GameEnd = { reason: 'agreement' };
  finishOnBoard(pits, rules.houses, end, splits(rules, end), events);
  return end;
}

/**
 * True when the seeds left are shared equally rather than given to the owner of their side:
 * Wari's `cycleRule: split`, after a repetition or an agreed end (docs/RULES.md 2). Every other end,
 * and Obridjie always ("Repetition as in Wari …, seeds to the side owner", docs/RULES.md 3), gives them
 * to the side's owner.
 */
export function splits(rules: RelativeRuleSet, end: GameEnd): boolean {
  return (
    rules.game === 'wari' &&
    rules.cycleRule === 'split' &&
    (end.reason === 'repetition' || end.reason === 'agreement')
  );
}
