import {
  legalMoves,
  playInMatch,
  startMatch,
  type Match,
  type GiuthiRuleSet,
  type RuleSet,
  unwrap,
} from '@kalaha/rules';
import { createPrng } from '@kalaha/rules';
import { rulesOf } from './rules-of.ts';

/** Giuthi rules with option overrides (docs/RULES.md 4), for tests. */
export function giuthiRules(options: Record<string, unknown> = {}): GiuthiRuleSet {
  const rules = rulesOf('giuthi', options);
  if (rules.game !== 'giuthi') throw new Error('not giuthi');
  return rules;
}

/**
 * A Giuthi match (docs/RULES.md 4 "Rounds") of `rules` whose first round was played out with random
 * moves drawn with `seed`, and so is waiting for its loser's arrangement; the next seed is tried
 * while a round ends drawn or decides the match at once.
 */
export function arrangingMatch(rules: RuleSet, seed: number): Match {
  if (rules.game !== 'giuthi') throw new Error('arrangingMatch: giuthi rules only');
  for (let s = seed; ; s++) {
    const random = createPrng(s);
    let match = startMatch(rules);
    while (match.phase === 'playing') {
      const moves = legalMoves(match.position);
      const played = unwrap(playInMatch(match, moves[random.below(moves.length)]!));
      match = played.match;
    }
    if (match.phase === 'arranging') return match;
  }
}
