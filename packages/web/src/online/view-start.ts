import type { GameView } from '@kalaha/protocol';
import {
  err,
  ok,
  parsePosition,
  validateRuleSet,
  type Position,
  type Result,
  type RuleSet,
} from '@kalaha/rules';
import type { OnlineError } from './errors.ts';

/** Both seats are people: online, nobody plays for the computer. */
export const ONLINE_SEATS = { south: { kind: 'human' }, north: { kind: 'human' } } as const;

/**
 * The rules and the start position of a server's `GameView`, read with the rules library: its
 * rules validated (`validateRuleSet`), then taken by `take`, then its start read (`parsePosition`).
 *
 * @param take - the rules as the reader plays them (`R`, a narrower rule set), or why it does not
 *   play games of these rules (`"wari is not Giuthi"`).
 * @returns the rules and the start, or `client/bad_game` naming what could not be read.
 */
export function readViewStart<R extends RuleSet>(
  view: GameView,
  take: (rules: RuleSet) => Result<R, string>,
): Result<{ readonly rules: R; readonly start: Position }, OnlineError> {
  const valid = validateRuleSet(view.rules);
  if (!valid.ok) return badGame(`rules: ${valid.error.message}`);
  const rules = take(valid.value);
  if (!rules.ok) return badGame(`rules: ${rules.error}`);
  const start = parsePosition(rules.value, view.start);
  if (!start.ok) return badGame(`start: ${start.error.message}`);
  return ok({ rules: rules.value, start: start.value });
}

/** The refusal of a server's view that cannot be read: `client/bad_game` with `message`. */
export function badGame(message: string): Result<never, OnlineError> {
  return err({ code: 'client/bad_game', message });
}
