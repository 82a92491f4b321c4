/**
 * The game master on hand-built games: every path of `decide` and every error code it returns.
 * Small boards (2 or 3 houses, 1 seed) keep whole games a few moves long; their results were
 * worked out with the rules library and are spelt out here.
 */
import { describe, it, expect } from 'vitest';
import { agreeToEnd, makeEnd, makePosition, outcome, unwrap } from '@kalaha/rules';
import { decide, dueTimeout, type Request } from './decide.ts';
import {
  activeGame,
  apply,
  decideOk,
  endRequest,
  openGame,
  playMoves,
  playOut,
  seat,
  T0,
} from './test-fixtures.ts';
import { openEndOffer, type MasterState } from './state.ts';

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
    const g = playMoves(activeGame(), [3, 1]);
    const d = decideOk(g, { kind: 'resign', side: 'south', actionId: 'r' }, T0 + 5);
    expect(d.finished).toBe(true);
    expect(d.action).toMatchObject({ kind: 'resign', side: 'south', version: 5 });
    expect(d.state.game).toMatchObject({
      status: 'finished',
      result: { winner: 'north', scores: { south: 1, north: 1 }, reason: 'resign', end: null },
      ended: new Date(T0 + 5),
    });
  });

  it('before both sides have moved, aborts the game instead: nobody wins, nothing is rated (issue 13)', () => {
    for (const g of [activeGame({ rated: true }), playMoves(activeGame({ rated: true }), [3])]) {
      const d = decideOk(g, { kind: 'resign', side: 'north', actionId: 'r' }, T0 + 5);
      expect(d.finished).toBe(false);
      expect(d.action).toMatchObject({ kind: 'abort', side: 'north', actionId: 'r' });
      expect(d.state.game).toMatchObject({
        status: 'aborted',
        result: { winner: null, reason: 'aborted' },
      });
    }
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
  const over = () =>
    apply(playMoves(activeGame(), [3, 1]), { kind: 'resign', side: 'north', actionId: 'r' });
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
    expect(d2.action).toMatchObject({ kind: 'rematch', side: 'south', version: 7 });
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
    const first = playMoves(activeGame(timed), [3], T0 + 1000); // North's clock runs from T0 + 1 s
    const g = playMoves(first, [1], T0 + 2000); // and South's from T0 + 2 s
    expect(dueTimeout(g, T0 + 62_000)).toBe('south');
    const d = decideOk(g, { kind: 'timeout', actionId: 't' }, T0 + 62_000);
    expect(d.finished).toBe(true);
    expect(d.action).toMatchObject({ kind: 'timeout', side: 'south' });
    expect(d.state.game).toMatchObject({
      status: 'finished',
      result: { winner: 'north', scores: { south: 1, north: 1 }, reason: 'timeout', end: null },
      clocks: { south: 0, north: 59_000, running: null, at: T0 + 62_000 },
    });
  });

  it('aborts the game when a side runs out of time before its first move: nobody loses (issue 13)', () => {
    const g = playMoves(activeGame(timed), [3], T0 + 1000); // North's clock runs from T0 + 1 s
    expect(dueTimeout(g, T0 + 61_000)).toBe('north');
    const d = decideOk(g, { kind: 'timeout', actionId: 't' }, T0 + 61_000);
    expect(d.finished).toBe(false);
    expect(d.action).toMatchObject({ kind: 'abort', side: 'north' });
    expect(d.state.game).toMatchObject({
      status: 'aborted',
      result: { winner: null, reason: 'aborted' },
      clocks: { south: 60_000, north: 0, running: null, at: T0 + 61_000 },
    });
  });
});

/** Wari on 2×2 houses of 1 seed: 1,2,1,1,2,1,… cycles (found with the rules library). */
const cycling = { preset: 'wari', options: { houses: 2, seeds: 1 } };

describe('Wari, Oware and Obridjie (docs/RULES.md 2, 3)', () => {
  it.each([
    // Each side sowing its first legal house: worked out with the rules library.
    ['wari', {}, 84, 'majority:north', { south: 16, north: 32 }],
    ['oware', {}, 84, 'majority:north', { south: 16, north: 32 }],
    ['wari', { houses: 3, seeds: 2 }, 24, 'majority:north', { south: 5, north: 7 }],
    ['obridjie', {}, 30, 'noMove:south', { south: 24, north: 24 }],
  ])(
    '%s %j: moves checked by the rules library, the end stored as it says',
    (preset, options, moves, end, scores) => {
      const decisions = playOut(activeGame({ preset, options }));
      expect(decisions).toHaveLength(moves);
      expect(decisions.slice(0, -1).every((d) => !d.finished)).toBe(true);
      const last = decisions[decisions.length - 1]!;
      expect(last.finished).toBe(true);
      const o = outcome(last.state.position)!;
      expect(last.state.game).toMatchObject({
        status: 'finished',
        result: { reason: 'end', end, scores, winner: o.winner ?? 'draw' },
        ended: new Date(T0),
      });
      expect(makeEnd(o.end)).toBe(end);
    },
  );

  it('ends a cycling Wari game when a position occurs for the third time (repetition)', () => {
    const moves = [1, 2, 1, 1, 2, 1, 1, 2, 1, 1, 2, 1, 1];
    const before = playMoves(activeGame(cycling), moves);
    expect(before.game.status).toBe('active');
    const last = decideOk(before, move(before, 2));
    expect(last.finished).toBe(true);
    expect(last.state.game.result).toMatchObject({ reason: 'end', end: 'repetition' });
  });

  it("refuses a move the rules library refuses, with its message (Wari's houses 1..6)", () => {
    const wari = activeGame({ preset: 'wari' });
    expect(refusal(wari, move(wari, 7))).toMatchObject({
      code: 'action/illegal_move',
      message: expect.stringContaining('houses are numbered 1 to 6'),
    });
  });
});

describe('the offer to end by agreement (docs/RULES.md 2: "both players agree to end it")', () => {
  it('an offer stands open; its acceptance ends the game as agreeToEnd does', () => {
    const game = playMoves(activeGame(cycling), [1, 2, 1]);
    const offer = decideOk(game, endRequest(game, 'offerEnd', 'north'));
    expect(offer.action).toMatchObject({ kind: 'offerEnd', side: 'north', version: 6, move: null });
    expect(offer.state.game.status).toBe('active');
    expect(offer.finished).toBe(false);
    expect(openEndOffer(offer.state)).toBe('north');

    const accepted = decideOk(offer.state, endRequest(offer.state, 'acceptEnd', 'south'), T0 + 9);
    const agreed = unwrap(agreeToEnd(game.position));
    expect(accepted.finished).toBe(true);
    expect(accepted.action).toMatchObject({ kind: 'acceptEnd', side: 'south', version: 7 });
    expect(makePosition(accepted.state.position)).toBe(makePosition(agreed.position));
    expect(accepted.state.game).toMatchObject({
      status: 'finished',
      result: {
        reason: 'end',
        end: 'agreement',
        winner: outcome(agreed.position)!.winner ?? 'draw',
        scores: {
          south: agreed.position.store('south'),
          north: agreed.position.store('north'),
        },
      },
      ended: new Date(T0 + 9),
    });
    expect(openEndOffer(accepted.state)).toBeUndefined();
  });

  it('stops the clocks when accepted; the offer itself leaves them running', () => {
    const tc = { initialMs: 60_000, incrementMs: 0 };
    const game = playMoves(activeGame({ ...cycling, timeControl: tc }), [1, 2]);
    const offer = decideOk(game, endRequest(game, 'offerEnd', 'south'), T0 + 1_000);
    expect(offer.state.game.clocks).toEqual(game.game.clocks);
    const accepted = decideOk(
      offer.state,
      endRequest(offer.state, 'acceptEnd', 'north'),
      T0 + 3_000,
    );
    expect(accepted.state.game.clocks?.running).toBeNull();
  });

  it('a declined offer lets the game go on; the offerer may offer again after a move', () => {
    const game = playMoves(activeGame(cycling), [1]);
    const offered = apply(game, endRequest(game, 'offerEnd', 'south'));
    const declined = decideOk(offered, endRequest(offered, 'declineEnd', 'north'));
    expect(declined.action.kind).toBe('declineEnd');
    expect(declined.state.game.status).toBe('active');
    expect(openEndOffer(declined.state)).toBeUndefined();
    const again = refusal(declined.state, endRequest(declined.state, 'offerEnd', 'south'));
    expect(again).toMatchObject({
      code: 'action/cannot_offer_end',
      message: expect.stringContaining('since the last move'),
    });
    // North may offer (it has not since the last move), and South again after a move.
    expect(decide(declined.state, endRequest(declined.state, 'offerEnd', 'north'), T0).ok).toBe(
      true,
    );
    const moved = playMoves(declined.state, [2]);
    expect(openEndOffer(apply(moved, endRequest(moved, 'offerEnd', 'south')))).toBe('south');
  });

  it('a move of the side offered declines the offer; a move of the offerer keeps it open', () => {
    const game = playMoves(activeGame(cycling), [1]);
    // North is to move: South's offer stays open while South waits, North's move declines it.
    const bySouth = apply(game, endRequest(game, 'offerEnd', 'south'));
    expect(openEndOffer(playMoves(bySouth, [2]))).toBeUndefined();
    // North offers on its turn and moves: the offer waits for South's answer.
    const byNorth = apply(game, endRequest(game, 'offerEnd', 'north'));
    const after = playMoves(byNorth, [2]);
    expect(openEndOffer(after)).toBe('north');
    expect(decide(after, endRequest(after, 'acceptEnd', 'south'), T0).ok).toBe(true);
  });

  it('refuses hostile requests with their codes', () => {
    const game = playMoves(activeGame(cycling), [1]);
    const offered = apply(game, endRequest(game, 'offerEnd', 'south'));
    const cases: [MasterState, Request, string, string][] = [
      // The Kalaha family always ends by its rules (docs/RULES.md 0): no agreed end.
      [
        activeGame(),
        endRequest(activeGame(), 'offerEnd', 'south'),
        'action/cannot_offer_end',
        'Kalaha',
      ],
      [game, endRequest(game, 'acceptEnd', 'north'), 'action/no_end_offer', 'no offer'],
      [game, endRequest(game, 'declineEnd', 'north'), 'action/no_end_offer', 'no offer'],
      [offered, endRequest(offered, 'acceptEnd', 'south'), 'action/no_end_offer', 'your offer'],
      [offered, endRequest(offered, 'offerEnd', 'south'), 'action/cannot_offer_end', 'still open'],
      [
        offered,
        endRequest(offered, 'offerEnd', 'north'),
        'action/cannot_offer_end',
        'south has offered',
      ],
      [
        openGame(cycling),
        endRequest(openGame(cycling), 'offerEnd', 'south'),
        'action/game_not_active',
        'open',
      ],
    ];
    for (const [state, request, code, words] of cases) {
      expect(refusal(state, request)).toMatchObject({
        code,
        message: expect.stringContaining(words),
      });
    }
    const over = playOut(activeGame(cycling)).at(-1)!.state;
    expect(refusal(over, endRequest(over, 'offerEnd', 'south'))?.code).toBe(
      'action/game_not_active',
    );
  });
});
