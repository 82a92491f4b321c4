import type { GameResult } from '@kalaha/protocol';
import { makeEnd, opponent, outcome, type Match, type Position, type Side } from '@kalaha/rules';

/** The stores of `position` (seeds), the scores of a game that did not end by the rules. */
function stores(position: Position): GameResult['scores'] {
  return { south: position.store('south'), north: position.store('north') };
}

/**
 * The result of a game the rules (or in Wari and Obridjie the players' agreement, `agreeToEnd`)
 * have ended (`position.isOver`): the rules library's
 * {@link outcome} (scores, winner, or draw, tie-break included), reason `end` and the end in
 * position notation (`sideEmpty:north`). `undefined` while the game goes on.
 */
export function rulesResult(position: Position): GameResult | undefined {
  const o = outcome(position);
  if (!o) return undefined;
  return { winner: o.winner ?? 'draw', scores: o.scores, reason: 'end', end: makeEnd(o.end) };
}

/**
 * The result of a Giuthi match the rules have decided (docs/RULES.md 4 "Rounds"; `match.phase`
 * `over`): its winner (or `draw` for equal seeds), the seeds each player held after the last
 * round as `scores`, reason `end` and the match's end (`cannotFill`, `allSeeds`, `equalSeeds`,
 * `singleRound`: the rules library's `MatchResult.reason`). `undefined` while the match goes
 * on (a round in play, or the loser laying out his seeds).
 */
export function matchResult(match: Match): GameResult | undefined {
  const decided = match.result;
  if (!decided) return undefined;
  return {
    winner: decided.winner ?? 'draw',
    scores: { south: decided.seeds.south, north: decided.seeds.north },
    reason: 'end',
    end: decided.reason,
  };
}

/** The result when `loser` resigns (or his flag falls, `reason` `timeout`): the other side wins. */
export function forfeitResult(
  position: Position,
  loser: Side,
  reason: 'resign' | 'timeout',
): GameResult {
  return { winner: opponent(loser), scores: stores(position), reason, end: null };
}

/** The result of an aborted game: no winner, the stores as they stood. */
export function abortResult(position: Position): GameResult {
  return { winner: null, scores: stores(position), reason: 'aborted', end: null };
}
