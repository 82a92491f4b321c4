import {
  capabilities,
  err,
  isSide,
  makePosition,
  ok,
  parsePosition,
  validateRuleSet,
  type Match,
  type MatchResult,
  type RoundPlay,
  type RoundResult,
  type RuleSet,
  type Result,
  type Side,
} from '@kalaha/rules';
import type { WireError } from './protocol.ts';
import { bad, isObject } from './wire-checks.ts';

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

const PHASES: readonly unknown[] = ['playing', 'arranging', 'over'];
const REASONS: readonly unknown[] = ['cannotFill', 'allSeeds', 'equalSeeds', 'singleRound'];

/**
 * Reads a match from the wire and checks every field: Giuthi rules (`ERR_RULES`), the position
 * under them (`ERR_POSITION`), and the phase, rounds (houses, first player, seeds, winner, end),
 * arranger, first player, houses, result and history (arrangements of whole seeds, moves with a
 * house and a direction) by type and range (`ERR_MESSAGE`). Whether the match
 * is in the phase a job needs is for the job to say.
 */
export function readMatch(data: unknown): Result<Match, WireError> {
  if (!isObject(data))
    return bad('match must be { rules, phase, position, rounds, first, houses }');
  const rules = validateRuleSet(data.rules);
  if (!rules.ok) return err({ code: 'ERR_RULES', message: rules.error.message });
  if (!capabilities(rules.value).hasRounds) {
    return err({ code: 'ERR_RULES', message: `${rules.value.game} is not played in rounds` });
  }
  const giuthi = rules.value;
  if (!PHASES.includes(data.phase)) return bad('match.phase must be playing, arranging or over');
  if (typeof data.position !== 'string') return bad('match.position must be a position text');
  const position = parsePosition(giuthi, data.position);
  if (!position.ok) return err({ code: 'ERR_POSITION', message: position.error.message });
  const isHouses = (x: unknown): x is number =>
    Number.isInteger(x) && (x as number) >= 1 && (x as number) <= giuthi.houses;
  if (!Array.isArray(data.rounds) || !data.rounds.every((r) => isRound(r, isHouses))) {
    return bad(
      'match.rounds must be a list of { houses, first, seeds: { south, north }, winner, end }',
    );
  }
  if (data.arranger !== undefined && !isSide(data.arranger)) {
    return bad('match.arranger must be south or north');
  }
  if (!isSide(data.first)) return bad('match.first must be south or north');
  if (!isHouses(data.houses)) return bad(`match.houses must be a whole number 1-${giuthi.houses}`);
  if (data.result !== undefined && !isResult(data.result)) {
    return bad('match.result must be { winner, reason, seeds: { south, north } }');
  }
  if (!Array.isArray(data.history) || !data.history.every((h) => isRoundPlay(h, isHouses))) {
    return bad('match.history must be a list of { arrangement?, moves: [{ house, direction }] }');
  }
  return ok({
    rules: giuthi,
    phase: data.phase as Match['phase'],
    position: position.value,
    rounds: data.rounds as RoundResult[],
    arranger: data.arranger as Side | undefined,
    first: data.first,
    houses: data.houses,
    result: data.result as MatchResult | undefined,
    history: data.history as RoundPlay[],
  });
}

/** One round's play: an optional pattern of whole seeds (1 or more a house) and its moves. */
function isRoundPlay(x: unknown, isHouses: (x: unknown) => boolean): boolean {
  if (!isObject(x) || !Array.isArray(x.moves)) return false;
  const pattern = x.arrangement;
  const patternOk =
    pattern === undefined ||
    (Array.isArray(pattern) && pattern.every((n) => Number.isInteger(n) && (n as number) >= 1));
  const moveOk = (m: unknown) =>
    isObject(m) && isHouses(m.house) && (m.direction === 'ccw' || m.direction === 'cw');
  return patternOk && x.moves.every(moveOk);
}

function isRound(x: unknown, isHouses: (x: unknown) => boolean): boolean {
  return (
    isObject(x) &&
    isHouses(x.houses) &&
    isSide(x.first) &&
    isSeeds(x.seeds) &&
    (x.winner === undefined || isSide(x.winner)) &&
    isObject(x.end) &&
    typeof x.end.reason === 'string'
  );
}

function isResult(x: unknown): boolean {
  return (
    isObject(x) &&
    (x.winner === undefined || isSide(x.winner)) &&
    REASONS.includes(x.reason) &&
    isSeeds(x.seeds)
  );
}

/** Seeds per side: whole numbers, 0 or more. */
function isSeeds(x: unknown): boolean {
  return isObject(x) && [x.south, x.north].every((n) => Number.isInteger(n) && (n as number) >= 0);
}
