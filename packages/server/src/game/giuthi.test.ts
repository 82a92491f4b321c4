/**
 * The game master on hand-built Giuthi matches (docs/RULES.md 4 "Rounds"): the rules library's
 * recorded match (houses 5, seeds 4; South wins round 1 by 35 to 5, North lays out [2, 2, 1],
 * South wins round 2 by 39 to 1, North cannot fill the next board) played through `decide`: the
 * round's end, the lay-out, the next round on the smaller board, the match result, every refusal,
 * resign and timeout between rounds, the replay of stored actions, the view and the record (a
 * match given up included).
 */
import {
  makePosition,
  parseMatchRecord,
  replayMatch,
  type Position,
  type Side,
  unwrap,
} from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { decide, dueTimeout, type Request } from './decide.ts';
import { gameRecord } from './record.ts';
import { arrangementsOf, movesOf, replayGame, turnOf, type MasterState } from './state.ts';
import {
  activeGame,
  apply,
  arrangeRequest,
  decideOk,
  GIUTHI_SMALL,
  playMoves,
  recordedMatch,
  RECORDED_MATCH_RESULT,
  T0,
} from './test-fixtures.ts';
import { changeOf, gameView } from './view.ts';

const { rounds } = recordedMatch();
const clock = { initialMs: 60_000, incrementMs: 1_000 };

/** A new match on the recorded match's board, both seated. */
function newMatch(settings = {}): MasterState {
  return activeGame({ ...GIUTHI_SMALL, ...settings });
}

/** The match after its first round: North, the loser, is to lay out his 5 seeds. */
function afterRoundOne(settings = {}): MasterState {
  return playMoves(newMatch(settings), rounds[0]!.moves);
}

function refusal(state: MasterState, request: Request, now = T0) {
  const decision = decide(state, request, now);
  return decision.ok ? undefined : decision.error;
}

function moveBy(state: MasterState, side: Side, move: string): Request {
  const { version } = state.game;
  return { kind: 'move', side, actionId: `m${version}`, version, move };
}

/** The rows and stores of a position, South first: `2,2,1|0 2,2,1|34 north`. */
const board = (position: Position) => makePosition(position);

describe('a Giuthi match as one game (docs/RULES.md 4 rounds)', () => {
  it("keeps the game in progress at a round's end: turn and running clock go to the loser", () => {
    const between = afterRoundOne({ timeControl: clock });
    expect(between.game).toMatchObject({ status: 'active', result: null, ended: null });
    expect(between.match).toMatchObject({ phase: 'arranging', arranger: 'north', houses: 3 });
    expect(between.match?.rounds.at(-1)?.seeds).toEqual({ south: 35, north: 5 });
    expect(turnOf(between)).toBe('north');
    expect(between.game.clocks?.running).toBe('north');
    const left = between.game.clocks!.north;
    expect(dueTimeout(between, T0 + left - 1)).toBeUndefined();
    expect(dueTimeout(between, T0 + left)).toBe('north');
  });

  it('lays out the next round from the loser’s pattern, mirrored, the loser to move', () => {
    const between = afterRoundOne({ timeControl: clock });
    const decision = decideOk(between, arrangeRequest(between, 'north', [2, 2, 1]), T0 + 500);
    const { action, state } = decision;
    expect(action).toMatchObject({ kind: 'arrange', side: 'north', move: '2,2,1' });
    expect(decision.finished).toBe(false);
    // docs/RULES.md 4: "sein Gegner legt auf seiner Seite das gleiche Muster und den Rest seiner Bohnen
    // in die Gewinnschale": South's 35 less the 5 laid out go to his store.
    expect(board(state.position)).toBe('2,2,1|30 2,2,1|0 north');
    expect(state.match).toMatchObject({ phase: 'playing', first: 'north', arranger: undefined });
    expect(turnOf(state)).toBe('north');
    // The lay-out is no sowing: no increment, North's clock runs on from the round's last move.
    expect(state.game.clocks).toEqual(between.game.clocks);
    expect(arrangementsOf(state)).toEqual([[2, 2, 1]]);
  });

  it('finishes the game with the match result when the rules decide the match', () => {
    const between = afterRoundOne({ timeControl: clock });
    const arranged = apply(between, arrangeRequest(between, 'north', [2, 2, 1]));
    const lastMoves = rounds[1]!.moves;
    const beforeLast = playMoves(arranged, lastMoves.slice(0, -1));
    const last = decideOk(beforeLast, moveBy(beforeLast, turnOf(beforeLast), lastMoves.at(-1)!));
    expect(last.finished).toBe(true);
    expect(last.state.game).toMatchObject({
      status: 'finished',
      result: RECORDED_MATCH_RESULT,
      ended: new Date(T0),
    });
    expect(last.state.game.clocks?.running).toBeNull();
    expect(movesOf(last.state)).toEqual([...rounds[0]!.moves, ...lastMoves]);
    expect(refusal(last.state, arrangeRequest(last.state, 'north', [1]))?.code).toBe(
      'action/game_not_active',
    );
  });

  it('refuses every action the match does not wait for, with its code', () => {
    const between = afterRoundOne({ timeControl: clock });
    const arrange = (side: Side, pattern: number[], version = between.game.version): Request => ({
      ...arrangeRequest(between, side, pattern),
      version,
    });
    expect(refusal(between, moveBy(between, 'north', '1cw'))).toMatchObject({
      code: 'action/illegal_move',
      message: expect.stringContaining('lay out your seeds'),
    });
    expect(refusal(between, moveBy(between, 'south', '1cw'))).toMatchObject({
      code: 'action/not_your_turn',
      message: expect.stringContaining("north's turn to lay out"),
    });
    expect(refusal(between, arrange('south', [2, 2, 1]))?.code).toBe('action/not_your_turn');
    expect(refusal(between, arrange('north', [2, 2, 1], 3))?.code).toBe('action/stale');
    // The rules library's own message names the seeds and houses (docs/RULES.md 4: every seed he
    // holds, at least one in every house).
    for (const pattern of [[1, 1, 1], [2, 2, 1, 0], [5], [4, 0, 1], [2.5, 1.5, 1]]) {
      expect(refusal(between, arrange('north', pattern))).toMatchObject({
        code: 'action/bad_arrangement',
        message: expect.stringContaining('all his 5 seeds over 3 houses'),
      });
    }
    expect(refusal(between, { kind: 'offerEnd', side: 'north', actionId: 'o' })).toMatchObject({
      code: 'action/cannot_offer_end',
      message: expect.stringContaining('Giuthi has no agreed end'),
    });
    expect(refusal(between, { kind: 'abort', side: 'north', actionId: 'x' })?.code).toBe(
      'action/too_late_to_abort',
    );
    // A flag that has fallen refuses the lay-out too: the server stores the timeout instead.
    expect(
      refusal(between, arrange('north', [2, 2, 1]), T0 + between.game.clocks!.north)?.code,
    ).toBe('action/game_not_active');
    // Nothing to lay out in a round in play, nor ever in another family's game.
    const inRound = newMatch();
    expect(refusal(inRound, arrangeRequest(inRound, 'south', [4, 4, 4, 4, 4]))).toMatchObject({
      code: 'action/cannot_arrange',
      message: expect.stringContaining('a round is in play'),
    });
    const kalaha = activeGame();
    expect(refusal(kalaha, arrangeRequest(kalaha, 'south', [1, 1]))).toMatchObject({
      code: 'action/cannot_arrange',
      message: expect.stringContaining('not a match of rounds'),
    });
  });

  it('ends the match by resign, timeout or abort, in a round and between rounds', () => {
    const between = afterRoundOne({ timeControl: clock });
    const resigned = decideOk(between, { kind: 'resign', side: 'north', actionId: 'r' }, T0 + 9);
    expect(resigned.finished).toBe(true);
    expect(resigned.state.game).toMatchObject({
      status: 'finished',
      result: { winner: 'south', reason: 'resign', scores: { south: 35, north: 5 }, end: null },
      clocks: { running: null },
    });
    const fall = T0 + between.game.clocks!.north;
    const timedOut = decideOk(between, { kind: 'timeout', actionId: 't' }, fall);
    expect(timedOut.state.game).toMatchObject({
      status: 'finished',
      result: { winner: 'south', reason: 'timeout' },
      clocks: { north: 0, running: null },
    });
    // The winner of round 1 resigns in round 2.
    const arranged = apply(between, arrangeRequest(between, 'north', [2, 2, 1]));
    const inRoundTwo = playMoves(arranged, rounds[1]!.moves.slice(0, 2));
    const gaveUp = apply(inRoundTwo, { kind: 'resign', side: 'south', actionId: 'r2' });
    expect(gaveUp.game.result).toMatchObject({ winner: 'north', reason: 'resign' });
    // Abort: only before both sides have moved, as in every game.
    const opened = playMoves(newMatch(), rounds[0]!.moves.slice(0, 1));
    expect(apply(opened, { kind: 'abort', side: 'north', actionId: 'a' }).game.status).toBe(
      'aborted',
    );
  });
});

describe('replaying a stored Giuthi match', () => {
  const between = afterRoundOne();
  const arranged = apply(between, arrangeRequest(between, 'north', [2, 2, 1]));
  const over = playMoves(arranged, rounds[1]!.moves);

  it('rebuilds the match from the stored moves and lay-outs, at every stage', () => {
    for (const state of [between, arranged, over]) {
      const replayed = unwrap(replayGame({ game: state.game, actions: state.actions }));
      expect(board(replayed.position)).toBe(board(state.position));
      expect(replayed.match).toEqual(state.match);
    }
  });

  it('replays a match stored before issue 15, its rule set without shrink, secondCapture and furtherChoice, as it was played (docs/RULES.md 7)', () => {
    const stored = over.game.rules;
    const old = Object.fromEntries(
      Object.entries(stored).filter(
        ([name]) => !['shrink', 'secondCapture', 'furtherChoice'].includes(name),
      ),
    );
    const replayed = unwrap(
      replayGame({ game: { ...over.game, rules: old }, actions: over.actions }),
    );
    expect(replayed.rules).toEqual(stored);
    // Round 2 was played on 3 houses (5 of 40 seeds is below 1/4: 2 houses fewer under oneTwoThree).
    expect(replayed.match.rounds.map((r) => r.houses)).toEqual([5, 3]);
    expect(replayed.match).toEqual(over.match);
  });

  it('refuses stored lay-outs and moves the match never allowed (server/internal)', () => {
    const at = arranged.actions.findIndex((a) => a.kind === 'arrange');
    const changed = (change: object) =>
      arranged.actions.map((a, i) => (i === at ? { ...a, ...change } : a));
    const kalaha = activeGame();
    const cases = [
      { game: arranged.game, actions: changed({ move: '2,2,2' }) },
      { game: arranged.game, actions: changed({ move: '2;2;1' }) },
      { game: arranged.game, actions: changed({ move: null }) },
      { game: arranged.game, actions: changed({ side: 'south' }) },
      { game: arranged.game, actions: changed({ kind: 'move', move: '1cw' }) },
      { game: { ...arranged.game, start: '4,4,4,4,3|1 4,4,4,4,4|0 south' }, actions: [] },
      {
        game: { ...kalaha.game, version: 3 },
        actions: [...kalaha.actions, { ...arranged.actions[at]!, version: 3 }],
      },
    ];
    for (const loaded of cases) {
      const replayed = replayGame({
        ...loaded,
        game: { ...loaded.game, version: loaded.actions.length },
      });
      expect(replayed).toMatchObject({ ok: false, error: { code: 'server/internal' } });
    }
  });
});

describe('the view and the record of a Giuthi match', () => {
  const between = afterRoundOne();
  const arranged = apply(between, arrangeRequest(between, 'north', [2, 2, 1]));
  const over = playMoves(arranged, rounds[1]!.moves);
  const extras = {
    seats: { south: { name: 'Ann', rating: null }, north: { name: 'Bob', rating: null } },
    connected: { south: true, north: true },
    spectators: 0,
  };

  it('shows every move of every round and the lay-outs; tells the lay-out as a change', () => {
    expect(gameView(between, extras)).toMatchObject({ arrangements: [], moves: rounds[0]!.moves });
    expect(gameView(over, extras)).toMatchObject({
      arrangements: [[2, 2, 1]],
      moves: [...rounds[0]!.moves, ...rounds[1]!.moves],
      result: { end: 'cannotFill' },
    });
    expect(changeOf(arranged.actions.at(-1)!)).toEqual({
      kind: 'arrange',
      side: 'north',
      arrangement: [2, 2, 1],
    });
  });

  it('records the match as the rules library’s match record, which replays', () => {
    const record = unwrap(parseMatchRecord(gameRecord(over, { south: 'Ann', north: 'Bob' })));
    expect(record.rounds).toEqual(recordedMatch().record.rounds);
    expect(record.result).toEqual({
      winner: 'south',
      reason: 'cannotFill',
      seeds: { south: 39, north: 1 },
    });
    expect(replayMatch(record).ok).toBe(true);
  });

  it('records a match given up as resign:SIDE / timeout:SIDE with the game result’s scores (docs/RULES.md 4)', () => {
    // Between rounds: round 1 with its result, then North resigns; scores as he left it, 35-5.
    const resigned = apply(between, { kind: 'resign', side: 'north', actionId: 'r' });
    const partial = unwrap(parseMatchRecord(gameRecord(resigned, { south: 'Ann', north: null })));
    expect(partial).toMatchObject({
      rounds: [{ moves: expect.any(Array), result: { winner: 'south' } }],
      players: { north: { name: '' } },
    });
    expect(partial.result).toBeUndefined();
    expect(partial.stopped).toEqual({
      winner: 'south',
      scores: resigned.game.result!.scores,
      end: { reason: 'resign', side: 'north' },
    });
    const replayed = replayMatch(partial);
    expect(replayed.ok && replayed.value.stopped).toEqual(partial.stopped);
    // In round 2, South's clock runs out: the stores of the round in play, as the game result says.
    const timed = afterRoundOne({ timeControl: clock });
    const laidOut = apply(timed, arrangeRequest(timed, 'north', [2, 2, 1]));
    const inRoundTwo = playMoves(laidOut, rounds[1]!.moves.slice(0, 3));
    const loser = turnOf(inRoundTwo);
    const fall = T0 + inRoundTwo.game.clocks![loser];
    const flagged = decideOk(inRoundTwo, { kind: 'timeout', actionId: 't' }, fall).state;
    expect(flagged.game.result).toMatchObject({
      reason: 'timeout',
      scores: { south: 30, north: 0 },
    });
    const gaveUp = unwrap(parseMatchRecord(gameRecord(flagged, { south: 'Ann', north: 'Bob' })));
    expect(gaveUp.stopped).toEqual({
      winner: loser === 'south' ? 'north' : 'south',
      scores: flagged.game.result!.scores,
      end: { reason: 'timeout', side: loser },
    });
    expect(gaveUp.rounds[1]!.result).toBeUndefined();
    expect(replayMatch(gaveUp).ok).toBe(true);
    // Aborted: no result at all.
    const opened = playMoves(newMatch(), rounds[0]!.moves.slice(0, 1));
    const aborted = apply(opened, { kind: 'abort', side: 'north', actionId: 'a' });
    const none = parseMatchRecord(gameRecord(aborted, { south: 'Ann', north: 'Bob' }));
    expect(none.ok && [none.value.result, none.value.stopped]).toEqual([undefined, undefined]);
  });
});
