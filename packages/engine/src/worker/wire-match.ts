import {
  makePosition,
  type Match,
  type MatchResult,
  type RoundPlay,
  type RoundResult,
  type RuleSet,
  type Side,
} from '@kalaha/rules';

/**
 * A Giuthi match (`Match` of @kalaha/rules, docs/RULES.md 4 "Rounds") on the wire: the match's
 * plain fields as they are, its position as text (`makePosition`). Plain data, so it survives
 * structured cloning and JSON (an absent `arranger` or `result` may be left out).
 */
export interface WireMatch {
  /** The match's rule set (a game played in rounds), every option given. */
  readonly rules: RuleSet;
  readonly phase: Match['phase'];
  /** The round in play, or the last one played, in the rules library's notation. */
  readonly position: string;
  readonly rounds: readonly RoundResult[];
  readonly arranger?: Side | undefined;
  readonly first: Side;
  readonly houses: number;
  readonly result?: MatchResult | undefined;
  /** What was played, round by round (plain data: arrangements and moves). */
  readonly history: readonly RoundPlay[];
}

/** A match for the wire. */
export function toWireMatch(match: Match): WireMatch {
  return {
    rules: match.rules,
    phase: match.phase,
    position: makePosition(match.position),
    rounds: match.rounds,
    ...(match.arranger === undefined ? {} : { arranger: match.arranger }),
    first: match.first,
    houses: match.houses,
    ...(match.result === undefined ? {} : { result: match.result }),
    history: match.history,
  };
}
