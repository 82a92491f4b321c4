/**
 * Legal moves, refused moves and played moves (docs/RULES.md 1.2 step 1), on hand-built positions.
 */
import { describe, it, expect } from 'vitest';
import type { MoveEvent } from './events.ts';
import type { Move } from './move.ts';
import { outcome } from './outcome.ts';
import { checkMove, legalMoves, play } from './play.ts';
import { Position } from './position.ts';
import { at, move, rules } from '../test/fixtures.ts';

function refusal(p: Position, m: Move): string | undefined {
  const r = play(p, m);
  return r.ok ? undefined : r.error.code;
}

describe('legal moves (docs/RULES.md 1.2 step 1: "a house with 0 seeds is not a legal move")', () => {
  it('000 "tar upp alla kulorna från en valfri skål på sin sida": every house of the opening', () => {
    expect(legalMoves(Position.initial(rules()))).toEqual(
      [1, 2, 3, 4, 5, 6].map((house) => ({ house })),
    );
  });

  it('exactly the non-empty houses of the player to move', () => {
    const p = at(rules(), [0, 3, 0, 1, 0, 2], [1, 0, 0, 0, 0, 0]);
    expect(legalMoves(p)).toEqual([{ house: 2 }, { house: 4 }, { house: 6 }]);
    const q = at(rules(), [0, 3, 0, 1, 0, 2], [1, 0, 0, 0, 0, 5], {}, 'north');
    expect(legalMoves(q)).toEqual([{ house: 1 }, { house: 6 }]);
    for (const m of legalMoves(p)) expect(checkMove(p, m)).toBeUndefined();
  });

  it('none once the game is over', () => {
    const { position } = move(at(rules(), [0, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1]), 6);
    expect(position.isOver).toBe(true);
    expect(legalMoves(position)).toEqual([]);
  });
});

describe('refused moves (docs/RULES.md 0 "a move is written as the house number 1..m", 1.2 step 1)', () => {
  const p = at(rules(), [0, 3, 0, 1, 0, 2], [1, 1, 1, 1, 1, 1]);

  it('ERR_EMPTY_HOUSE: a house with 0 seeds', () => {
    expect(refusal(p, { house: 1 })).toBe('ERR_EMPTY_HOUSE');
    expect(refusal(p, { house: 5 })).toBe('ERR_EMPTY_HOUSE');
    const r = play(p, { house: 3 });
    expect(r.ok ? '' : r.error.message).toContain('house 3');
  });

  it('ERR_NO_SUCH_HOUSE: houses are numbered 1..m', () => {
    for (const house of [0, 7, -1, 1.5, Number.NaN, 100]) {
      expect(refusal(p, { house })).toBe('ERR_NO_SUCH_HOUSE');
    }
    const small = Position.initial(rules('kalaha', { houses: 3 }));
    expect(refusal(small, { house: 4 })).toBe('ERR_NO_SUCH_HOUSE');
    expect(refusal(small, { house: 3 })).toBeUndefined();
  });

  it('ERR_DIRECTION: the Kalaha family sows counter-clockwise only (a direction is a Giuthi move)', () => {
    expect(refusal(p, { house: 2, direction: 'ccw' })).toBe('ERR_DIRECTION');
    expect(refusal(p, { house: 2, direction: 'cw' })).toBe('ERR_DIRECTION');
  });

  it('ERR_GAME_OVER: no move after the end', () => {
    const { position } = move(at(rules(), [0, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1]), 6);
    expect(refusal(position, { house: 1 })).toBe('ERR_GAME_OVER');
    expect(checkMove(position, { house: 1 })?.code).toBe('ERR_GAME_OVER');
  });

  it('a refused or played move leaves the position as it was', () => {
    const before = p.toSetup();
    play(p, { house: 1 });
    move(p, 2);
    expect(p.toSetup()).toEqual(before);
  });
});

describe('the smallest and largest boards (docs/RULES.md 1: houses 1..12, seeds 1..12)', () => {
  it('1 house × 1 seed: South sows into his store, his side is empty, he takes the other seed (000 Vem vinner)', () => {
    const { position, events } = move(
      Position.initial(rules('kalaha', { houses: 1, seeds: 1 })),
      1,
    );
    const expected: MoveEvent[] = [
      { type: 'lift', side: 'south', house: 1, seeds: 1 },
      { type: 'sow', pit: { kind: 'store', side: 'south' }, seeds: 1, lap: 1 },
      { type: 'sweep', side: 'north', house: 1, seeds: 1, to: 'south' },
      { type: 'end', end: { reason: 'sideEmpty', side: 'south' }, scores: { south: 2, north: 0 } },
    ];
    expect(events).toEqual(expected);
    expect(outcome(position)?.winner).toBe('south');
  });

  it('1 house × 1 seed under ownerTakes: 1-1, a draw, or a win for South under tieBreak emptierWins (002)', () => {
    const draw = move(
      Position.initial(rules('kalaha', { houses: 1, seeds: 1, endRule: 'ownerTakes' })),
      1,
    );
    expect(outcome(draw.position)).toMatchObject({ winner: undefined, decidedBy: 'draw' });
    const tie = move(
      Position.initial(
        rules('kalaha', { houses: 1, seeds: 1, endRule: 'ownerTakes', tieBreak: 'emptierWins' }),
      ),
      1,
    );
    expect(outcome(tie.position)).toMatchObject({ winner: 'south', decidedBy: 'tieBreak' });
  });

  it('12 houses × 12 seeds: house 1 sows houses 2-12 and the store, an extra turn', () => {
    const { position, events } = move(
      Position.initial(rules('kalaha', { houses: 12, seeds: 12 })),
      1,
    );
    expect(position.houses('south')).toEqual([0, ...Array(11).fill(13)]);
    expect(position.store('south')).toBe(1);
    expect(events.filter((e) => e.type === 'sow')).toHaveLength(12);
    expect(position.turn).toBe('south');
  });

  it('12 houses: 25 seeds (2m+1) from house 12 lap back into it, and South house 12 faces North house 1 (004 Tip on the largest board)', () => {
    const rs = rules('kalaha', { houses: 12, seeds: 2 });
    const south = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25];
    const north = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const { position, events } = move(at(rs, south, north, { south: 5 }), 12);
    expect(events.filter((e) => e.type === 'sow')).toHaveLength(25);
    expect(events.at(-2)).toEqual({
      type: 'sow',
      pit: { kind: 'house', side: 'south', house: 12 },
      seeds: 1,
      lap: 2,
    });
    expect(events.at(-1)).toEqual({
      type: 'capture',
      by: 'south',
      houses: [
        { side: 'south', house: 12, seeds: 1 },
        { side: 'north', house: 1, seeds: 2 },
      ],
      seeds: 3,
    });
    expect(position.houses('south')).toEqual([...Array(11).fill(1), 0]);
    expect(position.houses('north')).toEqual([0, ...Array(11).fill(2)]);
    expect(position.store('south')).toBe(9);
    expect(position.turn).toBe('north');
  });
});

describe('North moving first (docs/RULES.md 0 "the app offers South, North or random")', () => {
  it('North sows from his house 1 towards his store', () => {
    const { position, events } = move(Position.initial(rules(), 'north'), 1);
    expect(events[0]).toEqual({ type: 'lift', side: 'north', house: 1, seeds: 6 });
    expect(events.slice(-2)).toEqual([
      { type: 'sow', pit: { kind: 'store', side: 'north' }, seeds: 1, lap: 1 },
      { type: 'extraTurn', side: 'north' },
    ]);
    expect(position.houses('north')).toEqual([0, 7, 7, 7, 7, 7]);
    expect(position.turn).toBe('north');
  });
});
