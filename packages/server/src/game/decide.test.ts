/**
 * The game master on hand-built games: every path of `decide` and every error code it returns.
 * Small boards (2 or 3 houses, 1 seed) keep whole games a few moves long; their results were
 * worked out with the rules library and are spelt out here.
 */
import { describe, it, expect } from 'vitest';
import { makePosition } from '@kalaha/rules';
import { decide, dueTimeout, type Request } from './decide.ts';
import { activeGame, apply, decideOk, openGame, playMoves, seat, T0 } from './test-fixtures.ts';
import type { MasterState } from './state.ts';

const tiny = { options: { houses: 2, seeds: 1 } };

function move(state: MasterState, house: number, overrides: Partial<Request> = {}): Request {
  return {
    kind: 'move',
    side: state.position.turn,
    actionId: `a${state.game.version}`,
    version: state.game.version,
    move: String(house),
    ...overrides,
  } as Request;
}

function refusal(state: MasterState, request: Request, now = T0) {
  const decision = decide(state, request, now);
  expect(decision.ok).toBe(false);
  return decision.ok ? undefined : decision.error;
}

describe('join', () => {
  it("seats the creator: the game stays open at version 1 with a 'join' action", () => {
    const open = openGame();
    const d = decideOk(open, { kind: 'join', side: 'north', actionId: 'j', seat: seat('ann') });
    expect(d.action).toEqual({
      gameId: 'g1',
      version: 1,
      actionId: 'j',
      kind: 'join',
      side: 'north',
      move: null,
      at: new Date(T0),
    });
    expect(d.state.game).toMatchObject({
      status: 'open',
      version: 1,
      seats: { south: null, north: seat('ann') },
    });
    expect(d.state.actions).toEqual([d.action]);
  });

  it('the second player makes the game active; the clocks stand still, full', () => {
    const g = activeGame({ timeControl: { initialMs: 60_000, incrementMs: 1_000 } }, T0 + 500);
    expect(g.game).toMatchObject({
      status: 'active',
      version: 2,
      seats: { south: seat('ann'), north: seat('bob') },
      clocks: { south: 60_000, north: 60_000, running: null, at: T0 + 500 },
    });
  });

  it('refuses a player who already holds a seat (game/already_joined)', () => {
    const one = apply(openGame(), { kind: 'join', side: 'south', actionId: 'j', seat: seat('a') });
    const error = refusal(one, { kind: 'join', side: 'north', actionId: 'k', seat: seat('a') });
    expect(error?.code).toBe('game/already_joined');
  });

  it('refuses a taken seat and a game that is no longer open (game/full)', () => {
    const one = apply(openGame(), { kind: 'join', side: 'south', actionId: 'j', seat: seat('a') });
    expect(
      refusal(one, { kind: 'join', side: 'south', actionId: 'k', seat: seat('b') })?.code,
    ).toBe('game/full');
    const full = activeGame();
    expect(
      refusal(full, { kind: 'join', side: 'north', actionId: 'k', seat: seat('c') })?.code,
    ).toBe('game/full');
  });
});

describe('move', () => {
  it('plays the move with the rules library and stores it at the next version', () => {
    const g = activeGame();
    const d = decideOk(g, move(g, 3), T0 + 10);
    expect(d.action).toMatchObject({ version: 3, kind: 'move', side: 'south', move: '3' });
    expect(d.state.game.version).toBe(3);
    expect(makePosition(d.state.position)).toBe('6,6,0,7,7,7|1 7,7,6,6,6,6|0 north');
    expect(d.finished).toBe(false);
  });

  it('refuses a move in a game not in progress (action/game_not_active)', () => {
    const open = apply(openGame(), { kind: 'join', side: 'south', actionId: 'j', seat: seat('a') });
    expect(refusal(open, move(open, 1))?.code).toBe('action/game_not_active');
  });

  it('refuses a move out of turn (action/not_your_turn): South moves first', () => {
    const g = activeGame();
    const error = refusal(g, move(g, 1, { side: 'north' }));
    expect(error).toEqual({
      code: 'action/not_your_turn',
      message: "it is south's turn, not north's",
    });
  });

  it('refuses a move made on another version (action/stale)', () => {
    const g = playMoves(activeGame(), [3]);
    const error = refusal(g, move(g, 1, { version: 2 }));
    expect(error?.code).toBe('action/stale');
    expect(error?.message).toContain('version 2');
  });

  it('refuses an illegal move, naming the house (action/illegal_move)', () => {
    const g = playMoves(activeGame(), [3, 1]); // South's house 3 is now empty
    expect(refusal(g, move(g, 3))).toEqual({
      code: 'action/illegal_move',
      message: 'south house 3 is empty: choose a house with seeds',
    });
    expect(refusal(g, move(g, 9))?.message).toContain('no house 9');
    expect(refusal(g, move(g, 'x' as unknown as number))?.message).toContain("'x' is not a move");
  });

  it('finishes the game when the rules end it: reason end, scores and winner from the rules', () => {
    // 2 houses, 1 seed: South sows house 2 into his store (extra turn), then house 1 captures and
    // empties his side; emptierTakes gives him the rest: 4-0.
    const g = activeGame(tiny);
    const extra = playMoves(g, [2]);
    expect(extra.position.turn).toBe('south');
    const d = decideOk(extra, move(extra, 1), T0 + 99);
    expect(d.finished).toBe(true);
    expect(d.state.game).toMatchObject({
      status: 'finished',
      result: {
        winner: 'south',
        scores: { south: 4, north: 0 },
        reason: 'end',
        end: 'sideEmpty:south',
      },
      ended: new Date(T0 + 99),
    });
    expect(refusal(d.state, move(d.state, 1))?.code).toBe('action/game_not_active');
  });

  it('gives a draw on equal stores, and the win to the emptier under tieBreak emptierWins', () => {
    const draw = playMoves(activeGame({ options: { houses: 3, seeds: 1 } }), [2, 1, 1, 3]);
    expect(draw.game.result).toEqual({
      winner: 'draw',
      scores: { south: 3, north: 3 },
      reason: 'end',
      end: 'sideEmpty:north',
    });
    const tieBreak = playMoves(
      activeGame({ options: { houses: 3, seeds: 1, tieBreak: 'emptierWins' } }),
      [2, 1, 1, 3],
    );
    expect(tieBreak.game.result?.winner).toBe('north');
  });
});

describe('resign', () => {
  it('ends the game, the other side winning, with the stores as they stood', () => {
    const g = playMoves(activeGame(), [3]);
    const d = decideOk(g, { kind: 'resign', side: 'south', actionId: 'r' }, T0 + 5);
    expect(d.finished).toBe(true);
    expect(d.action).toMatchObject({ kind: 'resign', side: 'south', version: 4 });
    expect(d.state.game).toMatchObject({
      status: 'finished',
      result: { winner: 'north', scores: { south: 1, north: 0 }, reason: 'resign', end: null },
      ended: new Date(T0 + 5),
    });
  });

  it('is refused in an open or finished game (action/game_not_active)', () => {
    const open = apply(openGame(), { kind: 'join', side: 'south', actionId: 'j', seat: seat('a') });
    expect(refusal(open, { kind: 'resign', side: 'south', actionId: 'r' })?.code).toBe(
      'action/game_not_active',
    );
    const over = apply(activeGame(), { kind: 'resign', side: 'north', actionId: 'r' });
    expect(refusal(over, { kind: 'resign', side: 'south', actionId: 's' })?.code).toBe(
      'action/game_not_active',
    );
  });
});

describe('abort', () => {
  it('calls off an open game (its creator) and a game in which not both sides have moved', () => {
    const open = apply(openGame(), { kind: 'join', side: 'south', actionId: 'j', seat: seat('a') });
    expect(apply(open, { kind: 'abort', side: 'south', actionId: 'x' }).game.status).toBe(
      'aborted',
    );
    const d = decideOk(playMoves(activeGame(), [3]), {
      kind: 'abort',
      side: 'north',
      actionId: 'x',
    });
    expect(d.finished).toBe(false);
    expect(d.state.game).toMatchObject({
      status: 'aborted',
      result: { winner: null, scores: { south: 1, north: 0 }, reason: 'aborted', end: null },
    });
  });

  it('is refused once both sides have moved (action/too_late_to_abort)', () => {
    const g = playMoves(activeGame(), [3, 1]);
    expect(refusal(g, { kind: 'abort', side: 'south', actionId: 'x' })?.code).toBe(
      'action/too_late_to_abort',
    );
  });

  it('is refused in a finished game (action/game_not_active)', () => {
    const over = apply(activeGame(), { kind: 'resign', side: 'north', actionId: 'r' });
    expect(refusal(over, { kind: 'abort', side: 'south', actionId: 'x' })?.code).toBe(
      'action/game_not_active',
    );
  });
});

describe('rematch', () => {
  const over = () => apply(activeGame(), { kind: 'resign', side: 'north', actionId: 'r' });
  const offer = (side: 'south' | 'north', actionId: string): Request => ({
    kind: 'rematch',
    side,
    actionId,
    nextGameId: 'g2',
  });

  it('an offer, then the acceptance that sets the next game', () => {
    const d1 = decideOk(over(), offer('north', 'o'));
    expect(d1.rematchAgreed).toBe(false);
    expect(d1.state.game).toMatchObject({ rematchOfferedBy: 'north', nextGameId: null });
    const d2 = decideOk(d1.state, offer('south', 'p'));
    expect(d2.rematchAgreed).toBe(true);
    expect(d2.action).toMatchObject({ kind: 'rematch', side: 'south', version: 5 });
    expect(d2.state.game).toMatchObject({ rematchOfferedBy: 'north', nextGameId: 'g2' });
  });

  it('is refused before the end, twice by one side, and after the agreement', () => {
    expect(refusal(activeGame(), offer('south', 'o'))?.code).toBe('action/no_rematch_offer');
    const offered = apply(over(), offer('south', 'o'));
    expect(refusal(offered, offer('south', 'p'))?.message).toBe(
      'you have already offered a rematch',
    );
    const agreed = apply(offered, offer('north', 'q'));
    expect(refusal(agreed, offer('north', 'r'))?.message).toContain('already been agreed: game g2');
  });
});

describe('timeout', () => {
  const timed = { timeControl: { initialMs: 60_000, incrementMs: 0 } };

  it('is refused while no flag has fallen', () => {
    const g = playMoves(activeGame(timed), [3], T0 + 1000);
    expect(dueTimeout(g, T0 + 60_999)).toBeUndefined();
    expect(refusal(g, { kind: 'timeout', actionId: 't' }, T0 + 60_999)?.code).toBe(
      'action/game_not_active',
    );
  });

  it("ends the game when the running side's time is up: that side loses, its clock reads 0", () => {
    const g = playMoves(activeGame(timed), [3], T0 + 1000); // North's clock runs from T0 + 1 s
    expect(dueTimeout(g, T0 + 61_000)).toBe('north');
    const d = decideOk(g, { kind: 'timeout', actionId: 't' }, T0 + 61_000);
    expect(d.finished).toBe(true);
    expect(d.action).toMatchObject({ kind: 'timeout', side: 'north' });
    expect(d.state.game).toMatchObject({
      status: 'finished',
      result: { winner: 'south', scores: { south: 1, north: 0 }, reason: 'timeout', end: null },
      clocks: { south: 60_000, north: 0, running: null, at: T0 + 61_000 },
    });
  });
});
