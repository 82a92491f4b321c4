/**
 * Hand-built games for the game master's tests: a seat, a new game with chosen settings, and
 * `apply`, which decides a request and fails the test when the master refuses it.
 */
import type { NewGame } from '@kalaha/protocol';
import { legalMoves, makeMove, parseMatchRecord, type MatchRecord, unwrap } from '@kalaha/rules';
import { readFileSync } from 'node:fs';
import type { StoredSeat } from '../storage/storage.ts';
import { decide, type Decision, type Request } from './decide.ts';
import { newGame } from './new-game.ts';
import { replayGame, turnOf, type MasterState } from './state.ts';

/** The clock of the tests: 2026-01-01T00:00:00Z in ms. */
export const T0 = Date.UTC(2026, 0, 1);

/** A seat of player `playerId` (its secret hash is a placeholder string: nothing checks it here). */
export function seat(playerId: string): StoredSeat {
  return { playerId, secretHash: `hash-of-${playerId}` };
}

/** A new open game (no seat taken) with these settings over Kalaha defaults. */
export function openGame(settings: Partial<NewGame> = {}, now = T0): MasterState {
  const game = unwrap(
    newGame(
      {
        preset: 'kalaha',
        options: {},
        timeControl: null,
        rated: false,
        side: 'south',
        ...settings,
      },
      'g1',
      now,
    ),
  );
  const state = unwrap(replayGame({ game: game, actions: [] }));
  return state;
}

/** Decides `request` and returns the decision; throws (fails the test) on a refusal. */
export function decideOk(state: MasterState, request: Request, now = T0): Decision {
  const decision = decide(state, request, now);
  if (!decision.ok) throw new Error(`${decision.error.code}: ${decision.error.message}`);
  return decision.value;
}

/** Decides `request` and returns the next state; throws (fails the test) on a refusal. */
export function apply(state: MasterState, request: Request, now = T0): MasterState {
  return decideOk(state, request, now).state;
}

/** A game with Ann at South and Bob at North, both joined at `now` (version 2, active). */
export function activeGame(settings: Partial<NewGame> = {}, now = T0): MasterState {
  const open = openGame(settings, now);
  const one = apply(open, { kind: 'join', side: 'south', actionId: 'j1', seat: seat('ann') }, now);
  return apply(one, { kind: 'join', side: 'north', actionId: 'j2', seat: seat('bob') }, now);
}

/**
 * Plays `moves` (houses, or moves in notation such as `3cw`) in turn, each by the side to move
 * (`turnOf`), on the current version, at time `now`.
 */
export function playMoves(
  state: MasterState,
  moves: readonly (number | string)[],
  now = T0,
): MasterState {
  return moves.reduce(
    (s, move, i) =>
      apply(
        s,
        {
          kind: 'move',
          side: turnOf(s),
          actionId: `m${s.game.version}-${i}`,
          version: s.game.version,
          move: String(move),
        },
        now,
      ),
    state,
  );
}

/**
 * The rules library's recorded Giuthi match (`packages/rules/test/records/giuthi-match.json`,
 * docs/RULES.md 4 "Rounds"): houses 5, seeds 4, South first; South wins round 1 by 35 to 5 in 13
 * moves, North lays out `[2, 2, 1]`, South wins round 2 by 39 to 1 in 7 moves, and North cannot
 * fill the next board (`cannotFill`). `rounds[i].moves` are in move notation.
 */
export function recordedMatch(): {
  readonly record: MatchRecord;
  readonly rounds: readonly { readonly arrangement?: number[]; readonly moves: string[] }[];
} {
  const url = new URL('../../../rules/test/records/giuthi-match.json', import.meta.url);
  const record = unwrap(parseMatchRecord(readFileSync(url, 'utf8')));
  const rounds = record.rounds.map((round) => ({
    ...(round.arrangement ? { arrangement: [...round.arrangement] } : {}),
    moves: round.moves.map(makeMove),
  }));
  return { record: record, rounds };
}

/**
 * The result of the recorded Giuthi match ({@link recordedMatch}) as a game's `result` tells it:
 * South wins the match with the seeds of the last round, 39 to 1, North cannot fill the next
 * board (docs/RULES.md 4).
 */
export const RECORDED_MATCH_RESULT = {
  winner: 'south',
  scores: { south: 39, north: 1 },
  reason: 'end',
  end: 'cannotFill',
} as const;

/**
 * Settings of the recorded Giuthi match ({@link recordedMatch}): houses 5, seeds 4, and the options
 * of its rule set, written before issue 15 and so read with the readings of then (docs/RULES.md 7:
 * `shrink: oneTwoThree`, `secondCapture: next`, `furtherChoice: twoOrMore`).
 */
export const GIUTHI_SMALL: Partial<NewGame> = {
  preset: 'giuthi',
  options: {
    houses: 5,
    seeds: 4,
    shrink: 'oneTwoThree',
    secondCapture: 'next',
    furtherChoice: 'twoOrMore',
  },
};

/** The `arrange` request of `side` on the current version, action id from the version. */
export function arrangeRequest(
  state: MasterState,
  side: 'south' | 'north',
  arrangement: readonly number[],
): Extract<Request, { kind: 'arrange' }> {
  return {
    kind: 'arrange',
    side,
    actionId: `a${state.game.version}`,
    version: state.game.version,
    arrangement,
  };
}

/**
 * Plays the game to its end by the rules, each side sowing its first legal move (the rules
 * library's `legalMoves`), and returns every decision made, the last one ending the game.
 */
export function playOut(state: MasterState, now = T0): Decision[] {
  const decisions: Decision[] = [];
  let current = state;
  while (!current.position.isOver) {
    const first = legalMoves(current.position)[0];
    if (!first) throw new Error('a game in progress without a legal move');
    const decision = decideOk(
      current,
      {
        kind: 'move',
        side: current.position.turn,
        actionId: `m${current.game.version}`,
        version: current.game.version,
        move: makeMove(first),
      },
      now,
    );
    decisions.push(decision);
    current = decision.state;
  }
  return decisions;
}

/** An end request (`offerEnd`, `acceptEnd`, `declineEnd`) of `side`, action id from the version. */
export function endRequest(
  state: MasterState,
  kind: 'offerEnd' | 'acceptEnd' | 'declineEnd',
  side: 'south' | 'north',
): Request {
  return { kind, side, actionId: `${kind}-${state.game.version}` };
}
