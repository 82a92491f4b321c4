import {
  legalMoves,
  parsePosition,
  play,
  Position,
  ruleSet,
  SIDES,
  type MoveEvent,
  unwrap,
} from '@kalaha/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  boardFromPosition,
  focusEdge,
  focusHouse,
  moveFocus,
  seedsIn,
  settleOn,
  type BoardState,
} from './state.ts';

const rules = (overrides: Record<string, unknown> = {}, preset = 'kalaha') => {
  const r = unwrap(ruleSet(preset, overrides));
  return r;
};

const start = Position.initial(rules());

function played(position: Position, house: number) {
  const r = unwrap(play(position, { house }));
  return r;
}

/** The board at rest after `events`, applied one by one. */
function replayEvents(board: BoardState, events: readonly MoveEvent[]): BoardState[] {
  const states = [board];
  for (const e of events) states.push(applyEvent(states[states.length - 1]!, e));
  return states;
}

/** What the board shows, comparable with a position. */
function counts(board: BoardState) {
  return { houses: board.houses, stores: board.stores };
}

function positionCounts(p: Position) {
  return {
    houses: { south: p.houses('south'), north: p.houses('north') },
    stores: { south: p.store('south'), north: p.store('north') },
  };
}

/** Total seeds shown on the board, the hand included (constant through a move). */
function seedsShown(state: BoardState): number {
  let total = (state.hand?.seeds ?? 0) + state.stores.south + state.stores.north;
  for (const side of SIDES) for (const s of state.houses[side]) total += s;
  return total;
}

/**
 * Plays a game from `position`, each move picked by the next of `picks` (modulo the legal moves),
 * and checks that the board keeps every seed while it follows the events, and shows exactly the
 * position after each move.
 */
function showsEveryMove(position: Position, picks: readonly number[]): void {
  let board = boardFromPosition(position);
  const total = position.totalSeeds;
  for (const pick of picks) {
    const moves = legalMoves(position);
    if (moves.length === 0) break;
    const { events, position: next } = played(position, moves[pick % moves.length]!.house);
    for (const e of events) {
      board = applyEvent(board, e);
      expect(seedsShown(board)).toBe(total);
    }
    expect(counts(board)).toEqual(positionCounts(next));
    expect(board.over).toBe(next.isOver);
    board = settleOn(board, next);
    position = next;
  }
}

describe('boardFromPosition', () => {
  it('shows the seeds, the turn and the playable houses of a position', () => {
    const board = boardFromPosition(start, { legal: [1, 2, 3] });
    expect(board.houseCount).toBe(6);
    expect(board.houses.south).toEqual([6, 6, 6, 6, 6, 6]);
    expect(board.stores).toEqual({ south: 0, north: 0 });
    expect(board.turn).toBe('south');
    expect(board.legal).toEqual([1, 2, 3]);
    expect(board.focus).toBe(1);
    expect(board.over).toBe(false);
  });

  it('makes nothing playable unless told', () => {
    expect(boardFromPosition(start).legal).toEqual([]);
    expect(boardFromPosition(start).focus).toBeUndefined();
  });
});

describe('applyEvent', () => {
  it('animates a sowing seed by seed: lift, then one seed a pit', () => {
    const { events, position } = played(start, 3);
    const states = replayEvents(boardFromPosition(start, { legal: [3] }), events);
    // lift: house 3 emptied into the hand, nothing playable while the move is shown.
    expect(states[1]!.houses.south[2]).toBe(0);
    expect(states[1]!.hand).toEqual({ at: { kind: 'house', side: 'south', house: 3 }, seeds: 6 });
    expect(states[1]!.legal).toEqual([]);
    // first seed: into house 4, flying from house 3.
    expect(states[2]!.houses.south[3]).toBe(7);
    expect(states[2]!.hand?.seeds).toBe(5);
    expect(states[2]!.flights).toEqual([
      {
        from: { kind: 'house', side: 'south', house: 3 },
        to: { kind: 'house', side: 'south', house: 4 },
        seeds: 1,
      },
    ]);
    const last = states[states.length - 1]!;
    expect(counts(last)).toEqual(positionCounts(position));
    expect(last.hand).toBeUndefined();
  });

  it('ends every move of random games showing exactly the position after it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('kalaha', 'kalaha-de', 'kalah', 'kalaha-ownside'),
        fc.constantFrom('emptierTakes', 'ownerTakes', 'playOn'),
        fc.array(fc.nat(), { minLength: 1, maxLength: 80 }),
        (preset, endRule, picks) =>
          showsEveryMove(Position.initial(rules({ endRule, tieBreak: 'draw' }, preset)), picks),
      ),
      { numRuns: 150 },
    );
  });

  it('flies captured seeds to the capturer’s store and says so', () => {
    // South house 1 holds 1 seed, house 2 is empty: sowing house 1 captures North house 5.
    const position = unwrap(
      Position.fromSetup(rules(), {
        houses: { south: [1, 0, 6, 6, 6, 6], north: [6, 6, 6, 6, 5, 6] },
        stores: { south: 6, north: 6 },
        turn: 'south',
      }),
    );
    const { events } = played(position, 1);
    const states = replayEvents(boardFromPosition(position), events);
    const capture = states.find((s) => s.banner?.kind === 'capture')!;
    expect(capture.banner).toEqual({ kind: 'capture', side: 'south', seeds: 6 });
    expect(capture.stores.south).toBe(12);
    expect(capture.flights.map((f) => f.to)).toEqual([
      { kind: 'store', side: 'south' },
      { kind: 'store', side: 'south' },
    ]);
  });

  it('shows the extra turn banner when the last seed lands in the store', () => {
    const { events } = played(start, 1);
    const states = replayEvents(boardFromPosition(start), events);
    expect(states[states.length - 1]!.banner).toEqual({ kind: 'extraTurn', side: 'south' });
  });

  it('shows the final sweep and the end', () => {
    const position = unwrap(
      Position.fromSetup(rules(), {
        houses: { south: [0, 0, 0, 0, 0, 1], north: [1, 2, 0, 0, 0, 0] },
        stores: { south: 30, north: 38 },
        turn: 'south',
      }),
    );
    const { events, position: after } = played(position, 6);
    const states = replayEvents(boardFromPosition(position), events);
    const sweeps = states.filter((s) => s.flights.some((f) => f.from.kind === 'house'));
    expect(sweeps.length).toBeGreaterThan(0);
    const last = states[states.length - 1]!;
    expect(last.over).toBe(true);
    expect(last.banner).toEqual({ kind: 'end' });
    expect(last.stores).toEqual({ south: after.store('south'), north: after.store('north') });
  });
});

describe('focus', () => {
  const board = boardFromPosition(start, { legal: [1, 2, 4, 6] });

  it('moves along the playable houses and wraps round', () => {
    expect(moveFocus(board, 1).focus).toBe(2);
    expect(moveFocus(moveFocus(board, 1), 1).focus).toBe(4);
    expect(moveFocus(board, -1).focus).toBe(6);
    expect(focusEdge(board, 'last').focus).toBe(6);
  });

  it('runs right to left for North, as North’s houses are drawn', () => {
    const north = { ...board, turn: 'north' as const, focus: 2 };
    expect(moveFocus(north, 1).focus).toBe(1);
    expect(focusEdge(north, 'first').focus).toBe(6);
  });

  it('only lands on playable houses', () => {
    expect(focusHouse(board, 3)).toBe(board);
    expect(focusHouse(board, 4).focus).toBe(4);
  });

  it('keeps the focus on a house that stays playable', () => {
    const focused = focusHouse(board, 4);
    expect(settleOn(focused, start, { legal: [2, 4] }).focus).toBe(4);
  });

  it('brings the focus back to the house the side to move last played, or the legal one nearest it', () => {
    // South sowed house 3 and North replied from house 5: South is to move, house 3 is empty.
    const lifted = applyEvent(board, { type: 'lift', side: 'south', house: 3, seeds: 6 });
    // (The move shown to its end: the reply is a move of its own, not a relay.)
    const between = { ...lifted, moving: false };
    const replied = applyEvent(between, { type: 'lift', side: 'north', house: 5, seeds: 6 });
    expect(replied.played).toEqual({ south: 3, north: 5 });
    expect(settleOn(replied, start, { legal: [1, 2, 4, 6] }).focus).toBe(2);
    expect(settleOn(replied, start, { legal: [1, 4, 6] }).focus).toBe(4);
    expect(settleOn(replied, start, { legal: [3, 6] }).focus).toBe(3);
    // Kept for the next turn.
    expect(settleOn(replied, start, { legal: [6] }).played).toEqual({ south: 3, north: 5 });
  });

  it('has nothing to move with no playable house', () => {
    const none = boardFromPosition(start);
    expect(moveFocus(none, 1)).toBe(none);
  });
});

describe('small helpers', () => {
  it('reads the seeds of a pit', () => {
    const board = boardFromPosition(start);
    expect(seedsIn(board, { kind: 'house', side: 'north', house: 2 })).toBe(6);
    expect(seedsIn(board, { kind: 'store', side: 'south' })).toBe(0);
  });
});

describe('Wari and Obridjie on the board (docs/RULES.md 2, 3)', () => {
  const at = (preset: string, notation: string) => {
    const p = unwrap(parsePosition(rules({}, preset), notation));
    return p;
  };

  it('shows the stores as banks beside the board', () => {
    expect(boardFromPosition(Position.initial(rules({}, 'wari'))).banks).toBe(true);
    expect(boardFromPosition(start).banks).toBe(false);
  });

  it('follows each relay lift of an Obridjie move: the house lifted is highlighted, the mover kept', () => {
    const position = Position.initial(rules({}, 'obridjie'));
    const { events } = played(position, 4);
    const states = replayEvents(boardFromPosition(position), events);
    const lifts = events.flatMap((e, i) =>
      e.type === 'lift' ? [{ e, state: states[i + 1]! }] : [],
    );
    expect(lifts.length).toBeGreaterThan(1);
    for (const { e, state } of lifts) {
      expect(state.lifted).toEqual({ kind: 'house', side: e.side, house: e.house });
      expect(state.turn).toBe('south');
      expect(state.lastMove).toEqual({ side: 'south', house: 4 });
      expect(state.hand).toEqual({ at: state.lifted, seeds: e.seeds });
    }
    expect(lifts[0]!.state.banner).toBeUndefined();
    expect(lifts[1]!.state.banner).toEqual({ kind: 'relay', seeds: lifts[1]!.e.seeds });
  });

  it('sends a four to the bank of its side while the hand sows on', () => {
    const position = at('obridjie', '0,1,9,0,11,1|8 0,3,0,1,10,0|4 north');
    const { events } = played(position, 5);
    const i = events.findIndex((e) => e.type === 'four');
    const states = replayEvents(boardFromPosition(position), events);
    const before = states[i]!;
    const after = states[i + 1]!;
    expect(after.banner).toEqual({ kind: 'four', side: 'north' });
    expect(after.houses.north[1]).toBe(0);
    expect(after.stores.north).toBe(before.stores.north + 4);
    expect(after.hand).toEqual(before.hand);
    expect(after.flights).toEqual([
      {
        from: { kind: 'house', side: 'north', house: 2 },
        to: { kind: 'store', side: 'north' },
        seeds: 4,
      },
    ]);
  });

  it('says a grand slam captures nothing and who must feed', () => {
    const slam = at('wari', '0,0,0,0,0,1|24 1,0,0,0,0,0|22 south');
    const slamStates = replayEvents(boardFromPosition(slam), played(slam, 6).events);
    expect(slamStates.map((s) => s.banner?.kind)).toContain('grandSlam');
    const feed = at('wari', '0,0,0,0,0,1|19 0,0,3,3,0,3|19 south');
    const feedStates = replayEvents(boardFromPosition(feed), played(feed, 6).events);
    expect(feedStates[feedStates.length - 1]!.banner).toEqual({ kind: 'mustFeed', side: 'north' });
  });

  it('ends every move of random Wari and Obridjie games showing exactly the position after it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('wari', 'oware', 'obridjie'),
        fc.array(fc.nat(), { minLength: 1, maxLength: 120 }),
        (preset, picks) => showsEveryMove(Position.initial(rules({}, preset)), picks),
      ),
      { numRuns: 60 },
    );
  });
});
