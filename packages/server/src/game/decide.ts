import {
  act,
  capabilities,
  checkAgreement,
  makeMove,
  ok,
  parseMove,
  type Match,
  type Side,
} from '@kalaha/rules';
import { formatArrangement } from './arrangement.ts';
import type { StoredAction, StoredGame, StoredSeat } from '../storage/storage.ts';
import {
  clocksAfterMove,
  clocksAtTimeout,
  flagFallAt,
  flaggedSide,
  initialClocks,
  stopClocks,
} from './clock.ts';
import { abortResult, forfeitResult, matchResult, rulesResult } from './ending.ts';
import { refuse, type MasterResult } from './errors.ts';
import { hasMoved, offeredSinceLastMove, openEndOffer, turnOf, type MasterState } from './state.ts';

/**
 * What a seat (or the server) asks of a game's master. `actionId` is the client's id of the action
 * (server-made for `join` and `timeout`).
 * - `move`: sow house `move` (the rules library's move notation), made on game `version`;
 * - `arrange`: in a Giuthi match between two rounds, the loser lays out his seeds for the next
 *   round (docs/RULES.md 4 "Rounds"): `arrangement` is his row, house 1 first; made on game `version`;
 * - `resign`, `abort`: give up / call off the game; a resign before both sides have moved is
 *   an abort (stored as `abort`: nothing was played, nobody loses or is rated);
 * - `rematch`: offer a rematch, or accept the other side's offer; `nextGameId` is the id the next
 *   game gets if this request completes the agreement;
 * - `offerEnd`: offer to end a Wari or Obridjie game by agreement (docs/RULES.md 2); `acceptEnd`,
 *   `declineEnd`: answer the other side's open offer;
 * - `join`: the server seats `seat` at `side` of an open game;
 * - `timeout`: the server ends the game because the running side's flag has fallen (an abort,
 *   stored as `abort` by the flagged side, when not both sides have moved), or aborts it because
 *   the side to move has not made its first move within {@link FIRST_MOVE_MS}.
 */
export type Request =
  | {
      readonly kind: 'move';
      readonly side: Side;
      readonly actionId: string;
      readonly version: number;
      readonly move: string;
    }
  | {
      readonly kind: 'arrange';
      readonly side: Side;
      readonly actionId: string;
      readonly version: number;
      readonly arrangement: readonly number[];
    }
  | { readonly kind: 'resign'; readonly side: Side; readonly actionId: string }
  | { readonly kind: 'abort'; readonly side: Side; readonly actionId: string }
  | {
      readonly kind: 'rematch';
      readonly side: Side;
      readonly actionId: string;
      readonly nextGameId: string;
    }
  | {
      readonly kind: 'offerEnd' | 'acceptEnd' | 'declineEnd';
      readonly side: Side;
      readonly actionId: string;
    }
  | {
      readonly kind: 'join';
      readonly side: Side;
      readonly actionId: string;
      readonly seat: StoredSeat;
    }
  | { readonly kind: 'timeout'; readonly actionId: string };

/**
 * An accepted request: the action to store (its `version` is the game's version after it) and
 * the master state after it (`state.game` is the next stored row, version + 1). `finished` is set
 * when the action ended the game with a result (by the rules, an accepted offer to end, resign or
 * timeout; not an abort);
 * `rematchAgreed` when it completed a rematch agreement (`state.game.nextGameId` is then set).
 */
export interface Decision {
  readonly action: StoredAction;
  readonly state: MasterState;
  readonly finished: boolean;
  readonly rematchAgreed: boolean;
}

/**
 * The game master: checks `request` against the game at server time `now` (ms since the epoch)
 * and decides the next state. Pure: nothing is stored here.
 *
 * Checks, in this order: the game's status, the mover's clock (a fallen flag refuses every seat
 * action: the server then stores a `timeout`), the turn, the version, the move's legality (by the
 * rules library).
 *
 * A Giuthi game is one match (docs/RULES.md 4 "Rounds"; `state.match`). A move that ends a round
 * leaves the game in progress and hands the turn, and the running clock, to the round's loser, who
 * lays out his seeds with `arrange` (no increment: the increment is per sowing) and then moves
 * first in the next round, his clock still running. While the match waits for the lay-out, a move
 * is refused: `action/not_your_turn` for the round's winner, `action/illegal_move` for the loser
 * (the message says to lay out first). A move that decides the match finishes the game with the
 * match result ({@link matchResult}). Resign, timeout and abort work in a round and between rounds
 * alike; an offer to end is refused (Giuthi has no agreed end).
 *
 * @returns the {@link Decision}, or `action/game_not_active`, `action/not_your_turn`,
 *   `action/stale`, `action/illegal_move` (naming the house), `action/cannot_arrange` (not a
 *   Giuthi match waiting for a lay-out), `action/bad_arrangement` (the rules library's message),
 *   `action/too_late_to_abort`, `action/no_rematch_offer`, `action/cannot_offer_end`,
 *   `action/no_end_offer`, `game/full`, `game/already_joined`.
 */
export function decide(state: MasterState, request: Request, now: number): MasterResult<Decision> {
  switch (request.kind) {
    case 'join':
      return join(state, request, now);
    case 'move':
      return move(state, request, now);
    case 'arrange':
      return arrange(state, request, now);
    case 'resign':
      return resign(state, request, now);
    case 'abort':
      return abort(state, request, now);
    case 'rematch':
      return rematch(state, request, now);
    case 'offerEnd':
      return offerEnd(state, request, now);
    case 'acceptEnd':
    case 'declineEnd':
      return answerEnd(state, request, now);
    case 'timeout':
      return timeout(state, request, now);
  }
}

/** The side whose flag has fallen at `now` in a game in progress, or `undefined`. */
export function dueTimeout(state: MasterState, now: number): Side | undefined {
  if (state.game.status !== 'active') return undefined;
  const flagged = flaggedSide(state.game.clocks, now);
  if (flagged) return flagged;
  const deadline = firstMoveDeadline(state);
  return deadline !== undefined && now >= deadline ? turnOf(state) : undefined;
}

/**
 * How long the side to move has for its move, in ms, while not both sides have moved (from the
 * join, or from the other side's first move): no clock runs before the first move, so without it
 * a player who joins a game and walks away (or joins every open game at once) holds the other
 * player forever. Past it the game is aborted (see {@link dueTimeout}); nobody loses.
 */
export const FIRST_MOVE_MS = 180_000;

/** When the side to move must have moved (ms since the epoch), while not both sides have. */
export function firstMoveDeadline(state: MasterState): number | undefined {
  if (state.game.status !== 'active' || bothMoved(state)) return undefined;
  const last = state.actions.at(-1);
  return last === undefined ? undefined : last.at.getTime() + FIRST_MOVE_MS;
}

/** When a `timeout` falls due if nobody moves (ms since the epoch): a flag or a first move. */
export function timeoutDueAt(state: MasterState): number | undefined {
  if (state.game.status !== 'active') return undefined;
  const times = [flagFallAt(state.game.clocks), firstMoveDeadline(state)];
  const due = times.filter((t): t is number => t !== undefined);
  return due.length === 0 ? undefined : Math.min(...due);
}

function join(
  state: MasterState,
  request: Extract<Request, { kind: 'join' }>,
  now: number,
): MasterResult<Decision> {
  const { game } = state;
  const { seats } = game;
  if (
    seats.south?.playerId === request.seat.playerId ||
    seats.north?.playerId === request.seat.playerId
  ) {
    return refuse('game/already_joined', `you already hold a seat in game ${game.gameId}`);
  }
  if (game.status !== 'open' || seats[request.side] !== null) {
    return refuse('game/full', `game ${game.gameId} has no free ${request.side} seat`);
  }
  const nextSeats = { ...seats, [request.side]: request.seat };
  const full = nextSeats.south !== null && nextSeats.north !== null;
  const clocks = full ? initialClocks(game.timeControl, now) : game.clocks;
  return accept(state, request.actionId, 'join', request.side, null, now, {
    seats: nextSeats,
    status: full ? 'active' : 'open',
    clocks,
  });
}

function move(
  state: MasterState,
  request: Extract<Request, { kind: 'move' }>,
  now: number,
): MasterResult<Decision> {
  const { game, match } = state;
  const refused = checkActive(state, now);
  if (refused) return refused;
  const turn = turnOf(state);
  if (match.phase === 'arranging') {
    return turn === request.side
      ? refuse(
          'action/illegal_move',
          'the round is over: lay out your seeds for the next round (arrange) before you move',
        )
      : refuse(
          'action/not_your_turn',
          `it is ${turn}'s turn to lay out his seeds for the next round, not ${request.side}'s`,
        );
  }
  if (turn !== request.side) {
    return refuse('action/not_your_turn', `it is ${turn}'s turn, not ${request.side}'s`);
  }
  const stale = checkVersion(state, request.version);
  if (stale) return stale;
  const parsed = parseMove(request.move);
  if (!parsed.ok) return refuse('action/illegal_move', parsed.error.message);
  const played = act(match, { kind: 'move', move: parsed.value });
  if (!played.ok) return refuse('action/illegal_move', played.error.message);
  const next = played.value.match;
  const result = resultOf(state, next);
  const clocks =
    game.clocks && game.timeControl
      ? clocksAfterMove(
          game.clocks,
          game.timeControl,
          request.side,
          result ? null : turnOf({ match: next }),
          now,
        )
      : null;
  return accept(
    state,
    request.actionId,
    'move',
    request.side,
    // Stored and echoed in the rules library's notation, never as the client wrote it (` 03`).
    makeMove(parsed.value),
    now,
    result ? { clocks, result, status: 'finished', ended: new Date(now) } : { clocks },
    next,
  );
}

/**
 * The result of the game once `match` is decided: the match's (`matchResult`) for a game played
 * in rounds, else the rules' result of its one round (`rulesResult`, with the Kalaha family's
 * tie-break and the end's reason).
 */
function resultOf(state: MasterState, match: Match) {
  return capabilities(state.rules).hasRounds ? matchResult(match) : rulesResult(match.position);
}

/**
 * The loser's lay-out between two rounds of a Giuthi match (docs/RULES.md 4 "Rounds"), by the rules
 * library's `arrange`: the next round starts with the loser to move; the clocks go on as they
 * were (his is running since the move that ended the round). Checks, in this order: a Giuthi game
 * (`action/cannot_arrange`), in progress with no fallen flag, waiting for a lay-out
 * (`action/cannot_arrange`), by the arranger (`action/not_your_turn`), on the current version
 * (`action/stale`), a lay-out the rules allow (`action/bad_arrangement`).
 */
function arrange(
  state: MasterState,
  request: Extract<Request, { kind: 'arrange' }>,
  now: number,
): MasterResult<Decision> {
  const { match } = state;
  if (!capabilities(state.rules).hasArrangement) {
    return refuse(
      'action/cannot_arrange',
      `game ${state.game.gameId} is ${state.rules.game}, not a match of rounds: there is nothing to lay out`,
    );
  }
  const refused = checkActive(state, now);
  if (refused) return refused;
  if (match.phase !== 'arranging' || !match.arranger) {
    return refuse(
      'action/cannot_arrange',
      'a round is in play: seeds are laid out only between two rounds, by the loser of the last one',
    );
  }
  if (match.arranger !== request.side) {
    return refuse(
      'action/not_your_turn',
      `${match.arranger}, who lost the round, lays out his seeds for the next round, not ${request.side}`,
    );
  }
  const stale = checkVersion(state, request.version);
  if (stale) return stale;
  const arranged = act(match, { kind: 'arrange', pattern: request.arrangement });
  if (!arranged.ok) return refuse('action/bad_arrangement', arranged.error.message);
  return accept(
    state,
    request.actionId,
    'arrange',
    request.side,
    formatArrangement(request.arrangement),
    now,
    {},
    arranged.value.match,
  );
}

function resign(
  state: MasterState,
  request: Extract<Request, { kind: 'resign' }>,
  now: number,
): MasterResult<Decision> {
  const refused = checkActive(state, now);
  if (refused) return refused;
  // Before both sides have moved nothing was played: the game is aborted, not lost (as the large
  // game sites do, so that throwaway opponents resigning at once cannot farm a rating).
  if (!bothMoved(state)) return abort(state, { ...request, kind: 'abort' }, now);
  const { game, position } = state;
  return accept(state, request.actionId, 'resign', request.side, null, now, {
    status: 'finished',
    result: forfeitResult(position, request.side, 'resign'),
    clocks: game.clocks && stopClocks(game.clocks, now),
    ended: new Date(now),
  });
}

function abort(
  state: MasterState,
  request: Extract<Request, { kind: 'abort' }>,
  now: number,
): MasterResult<Decision> {
  const { game, position } = state;
  if (game.status !== 'open') {
    const refused = checkActive(state, now);
    if (refused) return refused;
    if (bothMoved(state)) {
      return refuse(
        'action/too_late_to_abort',
        'both sides have moved: the game can no longer be aborted (resign instead)',
      );
    }
  }
  return accept(state, request.actionId, 'abort', request.side, null, now, {
    status: 'aborted',
    result: abortResult(position),
    clocks: game.clocks && stopClocks(game.clocks, now),
    ended: new Date(now),
  });
}

function rematch(
  state: MasterState,
  request: Extract<Request, { kind: 'rematch' }>,
  now: number,
): MasterResult<Decision> {
  const { game } = state;
  if (game.status !== 'finished') {
    return refuse('action/no_rematch_offer', 'a rematch can be offered once the game is over');
  }
  if (game.nextGameId !== null) {
    return refuse(
      'action/no_rematch_offer',
      `the rematch has already been agreed: game ${game.nextGameId}`,
    );
  }
  if (game.rematchOfferedBy === request.side) {
    return refuse('action/no_rematch_offer', 'you have already offered a rematch');
  }
  const offered = game.rematchOfferedBy === null;
  return accept(
    state,
    request.actionId,
    'rematch',
    request.side,
    null,
    now,
    offered ? { rematchOfferedBy: request.side } : { nextGameId: request.nextGameId },
  );
}

type EndRequest = Extract<Request, { kind: 'offerEnd' | 'acceptEnd' | 'declineEnd' }>;

/**
 * An offer to end the game by agreement (docs/RULES.md 2: "or when both players agree to end it";
 * docs/RULES.md 3: as in Wari): in a game in progress whose rules have an agreed end (the rules
 * library's `checkAgreement`), when no offer is open and this side has not offered since the last
 * move (so that an offer cannot be repeated at every turn of a cycle).
 */
function offerEnd(state: MasterState, request: EndRequest, now: number): MasterResult<Decision> {
  const refused = checkActive(state, now);
  if (refused) return refused;
  // Asked of the start (the game is in progress: checkActive): whether its rules have an agreed end.
  const none = checkAgreement(state.start);
  if (none) return refuse('action/cannot_offer_end', none.message);
  const open = openEndOffer(state);
  if (open !== undefined) {
    return refuse(
      'action/cannot_offer_end',
      open === request.side
        ? 'your offer to end the game is still open'
        : `${open} has offered to end the game: accept or decline that offer`,
    );
  }
  if (offeredSinceLastMove(state, request.side)) {
    return refuse(
      'action/cannot_offer_end',
      'you have offered to end the game since the last move already: play on first',
    );
  }
  return accept(state, request.actionId, 'offerEnd', request.side, null, now, {});
}

/**
 * The answer to the other side's open offer to end: declined, the game goes on; accepted, it ends
 * by agreement, the seeds left going as the rules library's `agreeToEnd` says (each side's to its
 * owner, or shared under Wari's `cycleRule: split`), result `end` with end `agreement`.
 */
function answerEnd(state: MasterState, request: EndRequest, now: number): MasterResult<Decision> {
  const refused = checkActive(state, now);
  if (refused) return refused;
  const open = openEndOffer(state);
  if (open === undefined || open === request.side) {
    return refuse(
      'action/no_end_offer',
      open === undefined
        ? 'there is no offer to end the game to answer'
        : 'the other side answers your offer to end the game, not you',
    );
  }
  if (request.kind === 'declineEnd') {
    return accept(state, request.actionId, 'declineEnd', request.side, null, now, {});
  }
  const agreed = act(state.match, { kind: 'agree' });
  const result = agreed.ok ? resultOf(state, agreed.value.match) : undefined;
  if (!agreed.ok || !result) {
    return refuse('action/no_end_offer', agreed.ok ? 'the game did not end' : agreed.error.message);
  }
  const { game } = state;
  return accept(
    state,
    request.actionId,
    'acceptEnd',
    request.side,
    null,
    now,
    {
      status: 'finished',
      result,
      clocks: game.clocks && stopClocks(game.clocks, now),
      ended: new Date(now),
    },
    agreed.value.match,
  );
}

function timeout(
  state: MasterState,
  request: Extract<Request, { kind: 'timeout' }>,
  now: number,
): MasterResult<Decision> {
  const flagged = dueTimeout(state, now);
  const { game, position } = state;
  if (!flagged) {
    return refuse('action/game_not_active', `no clock of game ${game.gameId} has run out`);
  }
  // A side that never made its first move loses nothing: the game was never played.
  if (!bothMoved(state)) {
    const fallen = flaggedSide(game.clocks, now) !== undefined;
    return accept(state, request.actionId, 'abort', flagged, null, now, {
      status: 'aborted',
      result: abortResult(position),
      clocks:
        game.clocks &&
        (fallen ? clocksAtTimeout(game.clocks, flagged, now) : stopClocks(game.clocks, now)),
      ended: new Date(now),
    });
  }
  if (!game.clocks) {
    return refuse('action/game_not_active', `no clock of game ${game.gameId} has run out`);
  }
  return accept(state, request.actionId, 'timeout', flagged, null, now, {
    status: 'finished',
    result: forfeitResult(position, flagged, 'timeout'),
    clocks: clocksAtTimeout(game.clocks, flagged, now),
    ended: new Date(now),
  });
}

/** Whether both sides have made a move: from then on the game counts (rated, lost, won). */
export function bothMoved(state: MasterState): boolean {
  return hasMoved(state, 'south') && hasMoved(state, 'north');
}

/** `action/game_not_active` unless the game is in progress with no fallen flag. */
function checkActive(state: MasterState, now: number): MasterResult<never> | undefined {
  const { game } = state;
  if (game.status !== 'active') {
    return refuse(
      'action/game_not_active',
      `game ${game.gameId} is ${game.status}, not in progress`,
    );
  }
  const flagged = dueTimeout(state, now);
  if (flagged) return refuse('action/game_not_active', `${flagged}'s time has run out`);
  return undefined;
}

/** `action/stale` unless `version` is the game's version (the action was made on the game as it is). */
function checkVersion(state: MasterState, version: number): MasterResult<never> | undefined {
  const current = state.game.version;
  if (version === current) return undefined;
  return refuse(
    'action/stale',
    `the action was made on version ${version}; the game is at version ${current}`,
  );
}

/**
 * The decision that stores action `kind` and changes the game row by `changes`; `position` and
 * `match` are the game's after it.
 */
function accept(
  state: MasterState,
  actionId: string,
  kind: StoredAction['kind'],
  side: Side,
  move: string | null,
  now: number,
  changes: Partial<StoredGame>,
  match: Match = state.match,
): MasterResult<Decision> {
  const { game } = state;
  const version = game.version + 1;
  const action: StoredAction = {
    gameId: game.gameId,
    version,
    actionId,
    kind,
    side,
    move,
    at: new Date(now),
  };
  const next: StoredGame = { ...game, ...changes, version };
  return ok({
    action,
    state: {
      ...state,
      game: next,
      actions: [...state.actions, action],
      position: match.position,
      match,
    },
    finished: game.status === 'active' && next.status === 'finished',
    rematchAgreed: game.nextGameId === null && next.nextGameId !== null,
  });
}
