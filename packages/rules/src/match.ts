import { capabilities } from './capabilities.ts';
import type { GameEnd, MoveEvent } from './events.ts';
import type { Move } from './move.ts';
import { outcome } from './outcome.ts';
import {
  agreeToEnd,
  checkAgreement,
  legalMoves,
  play,
  type AgreementError,
  type MoveError,
} from './play.ts';
import { Position, totalSeeds, type PositionError } from './position.ts';
import { err, map, ok, type Result } from './result.ts';
import type { RuleSet } from './ruleset.ts';
import { opponent, type PerSide, type Side } from './side.ts';
import { giuthiHouses } from './giuthi/board-size.ts';

/**
 * A game of any rule set as a match of rounds, as a pure value: the one shape of a game that every
 * consumer plays (the web app, the terminal, the server). A game without rounds (`hasRounds`
 * false: the Kalaha family, Wari, Obridjie) is a match of one round; Giuthi's rounds (docs/RULES.md
 * 4 "Rounds") are strung together with the loser's arrangement between them. The match holds the
 * finished rounds, the position of the round in play (or of the last round once it is finished),
 * and what happens next; a position is one round on one board. Every function here returns a new
 * match and leaves the one it was given as it was. What a player may do is {@link legalActions};
 * doing it is {@link act}.
 *
 * - `playing`: `position` is the round in play; moves go through {@link playInMatch}.
 * - `arranging`: the round is over; `arranger`, its loser, lays out his seeds with {@link arrange}
 *   ({@link arrangementsAllowed} says how many houses and seeds).
 * - `over`: the match is decided; `result` says who won and why.
 */
export interface Match {
  readonly rules: RuleSet;
  readonly phase: 'playing' | 'arranging' | 'over';
  /** The round in play, or the last round played once it is over (its `end` set). */
  readonly position: Position;
  /** The rounds finished so far, the first first. */
  readonly rounds: readonly RoundResult[];
  /** In the `arranging` phase: the loser of the last round, who arranges his seeds. */
  readonly arranger: Side | undefined;
  /** Who moved first in the current round (or the last one, once it is over). */
  readonly first: Side;
  /** Houses a side of the next round's board while `arranging`, else of the current one. */
  readonly houses: number;
  /** Once `over`: the match result. */
  readonly result: MatchResult | undefined;
  /**
   * What was played: one entry per round begun, the first first, the round in play (or the last
   * one) last. With `rules` and the first round's first mover it is enough to play the match again
   * (the match record, `match-record.ts`).
   */
  readonly history: readonly RoundPlay[];
}

/** The play of one round: the arrangement it was set up from and its moves, in order. */
export interface RoundPlay {
  /**
   * The loser's pattern the round was set up from ({@link arrange}), house 1 of his row first;
   * `undefined` for the first round, which starts from the rule set's board.
   */
  readonly arrangement: readonly number[] | undefined;
  /** The moves of the round (one sowing each, with its direction), the first first. */
  readonly moves: readonly Move[];
  /**
   * True when the players agreed to end the round after its moves (`canOfferEnd`, Wari and
   * Obridjie: docs/RULES.md 2, 3).
   */
  readonly agreed?: true | undefined;
}

/** One finished round: its board, who started it, and the seeds each player held after it. */
export interface RoundResult {
  /** Houses a side the round was played on. */
  readonly houses: number;
  /** Who moved first in the round (the loser of the round before; docs/RULES.md 4). */
  readonly first: Side;
  /** The seeds each player held at the end of the round (his store after the final sweep). */
  readonly seeds: PerSide<number>;
  /**
   * The side with more seeds, or `undefined` when they were equal (in the Kalaha family the
   * `tieBreak` may give equal seeds a winner: see `outcome`).
   */
  readonly winner: Side | undefined;
  /** Why the round ended: `noMove` (neither player could move) or `repetition` (docs/RULES.md 4). */
  readonly end: GameEnd;
}

/**
 * How a match ended (docs/RULES.md 4):
 * - `cannotFill`: the loser of the last round cannot put one seed in every house of the next
 *   round's board; also when he holds exactly one seed a house **(choice)**: his only lay-out,
 *   mirrored, is a board of single seeds where nobody can move, so the next round would end at
 *   once with the same seeds and the match would never end;
 * - `allSeeds`: the winner of the last round holds every seed;
 * - `equalSeeds`: the last round left both players with equal seeds, a draw;
 * - `singleRound`: a game without rounds, or Giuthi under `rounds: false`: the one round decides.
 */
export interface MatchResult {
  readonly winner: Side | undefined;
  readonly reason: 'cannotFill' | 'allSeeds' | 'equalSeeds' | 'singleRound';
  readonly seeds: PerSide<number>;
}

/** What the loser of a round may lay out ({@link arrangementsAllowed}). */
export interface Arrangement {
  /** The loser, who arranges. */
  readonly side: Side;
  /** Houses a side of the next round's board: the pattern's length. */
  readonly houses: number;
  /** Every seed the loser holds: the pattern's sum. */
  readonly seeds: number;
  /** Seeds every house must hold at least (docs/RULES.md 4: "at least one in every house"). */
  readonly minPerHouse: 1;
}

/** Why {@link arrange}, {@link playInMatch} or {@link act} refused. */
export interface MatchError {
  readonly code: 'ERR_MATCH_PHASE' | 'ERR_ARRANGEMENT';
  readonly message: string;
}

/**
 * Something a player does in a match: sow a move (a house, with its direction where the game has
 * directions, or the pie rule's swap), agree with the other player to end the round
 * (`canOfferEnd`), or lay out his seeds after losing a round (`hasArrangement`).
 */
export type Action =
  | { readonly kind: 'move'; readonly move: Move }
  | { readonly kind: 'agree' }
  | { readonly kind: 'arrange'; readonly pattern: readonly number[] };

/**
 * What the match waits for, and from whom: the moves of the player to move (a pending further
 * choice is moves in its one direction only, docs/RULES.md 4), whether the round may be ended by
 * agreement now, or the lay-out the loser of a round must make. Nothing once the match is over.
 */
export interface LegalActions {
  /** Who acts: the player to move, or the loser who arranges; `undefined` once the match is over. */
  readonly side: Side | undefined;
  /** The legal moves, house 1 first (`legalMoves`); empty unless a round is in play. */
  readonly moves: readonly Move[];
  /** True when the players may agree to end the round in play now (`checkAgreement`). */
  readonly agreement: boolean;
  /** While the loser arranges: what he may lay out. */
  readonly arrangement: Arrangement | undefined;
}

/**
 * Starts a match: the first round from the start position of `rules` (docs/RULES.md 4: 2 × `houses` of
 * `seeds`), `first` to move.
 */
export function startMatch(rules: RuleSet, first: Side = 'south'): Match {
  return matchFrom(Position.initial(rules, first));
}

/**
 * A match whose first round starts from `start` (a game opened from a record that starts from a
 * set-up position); {@link startMatch} for the rule set's own start. A `start` that is already
 * over makes a match that is over.
 */
export function matchFrom(start: Position): Match {
  const match: Match = {
    rules: start.rules,
    phase: 'playing',
    position: start,
    rounds: [],
    first: start.turn,
    arranger: undefined,
    houses: start.houseCount,
    result: undefined,
    history: [{ arrangement: undefined, moves: [] }],
  };
  return start.isOver ? closeRound(match, start) : match;
}

/** The side whose decision the match waits for: the arranger, else the player to move. */
export function actor(match: Match): Side {
  return match.arranger ?? match.position.turn;
}

/** What may be done in `match` now (see {@link LegalActions}). */
export function legalActions(match: Match): LegalActions {
  const playing = match.phase === 'playing';
  return {
    side: match.phase === 'over' ? undefined : actor(match),
    moves: playing ? legalMoves(match.position) : [],
    agreement: playing && checkAgreement(match.position) === undefined,
    arrangement: arrangementsAllowed(match),
  };
}

/**
 * Does `action` in `match`: a move ({@link playInMatch}), the agreed end of the round in play
 * ({@link agreeInMatch}), or the loser's lay-out ({@link arrange}, which has no events).
 *
 * @returns the match after it and its events, or the refusal of the function it goes to, the
 *   match untouched.
 */
export function act(
  match: Match,
  action: Action,
): Result<
  { readonly match: Match; readonly events: readonly MoveEvent[] },
  MatchError | MoveError | AgreementError | PositionError
> {
  switch (action.kind) {
    case 'move':
      return playInMatch(match, action.move);
    case 'agree':
      return agreeInMatch(match);
    case 'arrange':
      return map(arrange(match, action.pattern), (next) => ({ match: next, events: [] }));
  }
}

/**
 * Plays `move` in the round in progress (see `play`); when the move ends the round, closes it:
 * the next phase is `arranging` by the loser, or `over` (docs/RULES.md 4: a single round under
 * `rounds: false`; equal seeds, a draw; the loser unable to fill the next board's row with one
 * seed a house, or holding none).
 *
 * @returns the match after the move and the move's events, `ERR_MATCH_PHASE` when no round is in
 *   play, or the move's {@link MoveError}.
 */
export function playInMatch(
  match: Match,
  move: Move,
): Result<
  { readonly match: Match; readonly events: readonly MoveEvent[] },
  MatchError | MoveError
> {
  if (match.phase !== 'playing') {
    return err({
      code: 'ERR_MATCH_PHASE',
      message: `no round is in play: the match is ${match.phase === 'over' ? 'over' : 'waiting for the loser to arrange his seeds'}`,
    });
  }
  const played = play(match.position, move);
  if (!played.ok) return played;
  const position = played.value.position;
  const round = match.history.at(-1)!;
  const history = [...match.history.slice(0, -1), { ...round, moves: [...round.moves, move] }];
  const moved = { ...match, position, history };
  const next = position.isOver ? closeRound(moved, position) : moved;
  return ok({ match: next, events: played.value.events });
}

/**
 * Ends the round in play because both players agree to (`agreeToEnd`: Wari and Obridjie,
 * docs/RULES.md 2, 3), and closes it as a move that ended it would.
 *
 * @returns the match after the agreed end and its events (the sweep, the end), or
 *   `ERR_MATCH_PHASE` when no round is in play, or the rules library's `AgreementError`.
 */
export function agreeInMatch(
  match: Match,
): Result<
  { readonly match: Match; readonly events: readonly MoveEvent[] },
  MatchError | AgreementError
> {
  if (match.phase !== 'playing') {
    return err({
      code: 'ERR_MATCH_PHASE',
      message: `no round is in play: the match is ${match.phase}`,
    });
  }
  const agreed = agreeToEnd(match.position);
  if (!agreed.ok) return agreed;
  const position = agreed.value.position;
  const round = match.history.at(-1)!;
  const history = [...match.history.slice(0, -1), { ...round, agreed: true as const }];
  return ok({
    match: closeRound({ ...match, position, history }, position),
    events: agreed.value.events,
  });
}

/** The match after its round in play ended in `position`. */
function closeRound(match: Match, position: Position): Match {
  const rules = match.rules;
  const seeds = { south: position.store('south'), north: position.store('north') };
  const winner = outcome(position)?.winner;
  const round: RoundResult = {
    houses: position.houseCount,
    first: match.first,
    seeds,
    winner,
    end: position.end!,
  };
  const rounds = [...match.rounds, round];
  const over = (reason: MatchResult['reason'], houses = match.houses): Match => ({
    ...match,
    phase: 'over',
    position,
    rounds,
    arranger: undefined,
    houses,
    result: { winner, reason, seeds },
  });
  if (rules.game !== 'giuthi' || !capabilities(rules).hasArrangement) return over('singleRound');
  if (!winner) return over('equalSeeds');
  const loser = opponent(winner);
  const houses = giuthiHouses(rules, seeds[loser], totalSeeds(rules));
  if (seeds[loser] === 0) return over('allSeeds', houses);
  // One seed a house is a dead board (nobody holds 2 to start a turn): see `cannotFill`.
  if (seeds[loser] <= houses) return over('cannotFill', houses);
  return {
    ...match,
    phase: 'arranging',
    position,
    rounds,
    arranger: loser,
    houses,
    result: undefined,
  };
}

/**
 * What the loser of the last round may lay out (docs/RULES.md 4: "the player with fewer seeds arranges
 * his seeds in his row as he likes, at least one in every house"): every seed he holds, over the
 * next round's houses, at least one a house. `undefined` unless the match is `arranging`.
 */
export function arrangementsAllowed(match: Match): Arrangement | undefined {
  if (match.phase !== 'arranging' || !match.arranger) return undefined;
  const seeds = match.rounds.at(-1)!.seeds[match.arranger];
  return { side: match.arranger, houses: match.houses, seeds, minPerHouse: 1 };
}

/**
 * The loser's arrangement, and the next round (docs/RULES.md 4; 004: "Der Verlierer der ersten Runde
 * verteilt seine Bohnen beliebig auf seine Mulden, aber so, daß jede Mulde 1 Bohne erhält; sein
 * Gegner legt auf seiner Seite das gleiche Muster und den Rest seiner Bohnen in die
 * Gewinnschale"). `pattern` is the loser's row, house 1 (his left) first. The winner mirrors it:
 * **(choice)** "the same pattern on his side" is read as the same count in his house k as in the
 * loser's house k, each counted from the owner's left, so that both players see the same row from
 * their seats, as at the start of a match. The winner's other seeds go to his store, the loser's
 * store is empty, and the loser moves first.
 *
 * @returns the match in the `playing` phase, or `ERR_MATCH_PHASE` (nothing to arrange now) or
 *   `ERR_ARRANGEMENT` (the wrong number of houses, a house without a whole number of at least 1
 *   seed, or not exactly the loser's seeds), the match untouched.
 */
export function arrange(
  match: Match,
  pattern: readonly number[],
): Result<Match, MatchError | PositionError> {
  const allowed = arrangementsAllowed(match);
  if (!allowed) {
    return err({
      code: 'ERR_MATCH_PHASE',
      message: `there is nothing to arrange: the match is ${match.phase === 'over' ? 'over' : 'in a round'}`,
    });
  }
  const fail = (why: string) =>
    err({
      code: 'ERR_ARRANGEMENT' as const,
      message: `${allowed.side} must lay out all his ${allowed.seeds} seeds over ${allowed.houses} houses, at least 1 in each: ${why}`,
    });
  if (!Array.isArray(pattern) || pattern.length !== allowed.houses) {
    return fail(`got ${Array.isArray(pattern) ? pattern.length : 'no list of'} houses`);
  }
  const bad = pattern.findIndex((n) => !Number.isInteger(n) || n < 1);
  if (bad >= 0) return fail(`house ${bad + 1} would hold ${JSON.stringify(pattern[bad])}`);
  const sum = pattern.reduce((a, b) => a + b, 0);
  if (sum !== allowed.seeds) return fail(`the pattern holds ${sum}`);
  const loser = allowed.side;
  const winner = opponent(loser);
  const winnerSeeds = match.rounds.at(-1)!.seeds[winner];
  const rows = { [loser]: [...pattern], [winner]: [...pattern] } as unknown as PerSide<number[]>;
  const stores = { [loser]: 0, [winner]: winnerSeeds - sum } as unknown as PerSide<number>;
  const start = Position.fromSetup(match.rules, { houses: rows, stores, turn: loser });
  if (!start.ok) return start;
  const next: Match = {
    ...match,
    phase: 'playing',
    position: start.value,
    first: loser,
    arranger: undefined,
    history: [...match.history, { arrangement: [...pattern], moves: [] }],
  };
  return ok(next);
}
