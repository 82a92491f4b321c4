import {
  optionSpec,
  parsePosition,
  play,
  validateRuleSet,
  type Move,
  type MoveEvent,
  type Position,
  type RuleSet,
} from '@kalaha/rules';

/** The ways a game of the Kalaha family ends when a side is empty (docs/RULES.md 1.1 `endRule`). */
export type EndRule = 'emptierTakes' | 'ownerTakes' | 'playOn';

/** One side of a disputed rule: the same move under one value of `endRule`. */
export interface Ending {
  readonly endRule: EndRule;
  /** The rule set in use with this `endRule`. */
  readonly rules: RuleSet;
  /** The move's events under it (the final sweep among them, where there is one). */
  readonly events: readonly MoveEvent[];
  /** The position after the move: over, or (under `playOn`) play going on. */
  readonly after: Position;
}

/**
 * The disputed end of the game, side by side (issue 19): the move `move` from `position` (in the
 * rules library's notation) played under every value of `endRule` that `rules` may take, in the
 * option's order. The rulebooks disagree here: the boxed set and the Danish/Swedish/Norwegian
 * sheet give the seeds left to the player who emptied his side, the Finnish text of that sheet
 * gives them to their owner, and the Norwegian felt board prints all three endings, the third
 * being to play on (docs/RULES.md 1.1 `endRule`, 1.3).
 *
 * @returns no endings for a rule set without `endRule` (Wari, Obridjie, Giuthi); a value that
 *   contradicts the other options (`playOn` with `tieBreak: emptierWins`) or under which the move
 *   is not legal is left out.
 */
export function endingsOf(rules: RuleSet, position: string, move: Move): Ending[] {
  const spec = optionSpec(rules.game, 'endRule');
  if (spec?.kind !== 'choice') return [];
  return (spec.values as readonly EndRule[]).flatMap((endRule) => {
    const variant = validateRuleSet({ ...rules, endRule });
    if (!variant.ok) return [];
    const before = parsePosition(variant.value, position);
    if (!before.ok) return [];
    const played = play(before.value, move);
    if (!played.ok) return [];
    const { events, position: after } = played.value;
    return [{ endRule, rules: variant.value, events, after }];
  });
}
