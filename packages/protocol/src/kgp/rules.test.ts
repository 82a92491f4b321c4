import { type Position, unwrap } from '@kalaha/rules';
import { play, ruleSet, type RuleSet } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { kgpBoardOf, positionOfKgpBoard, type KgpBoard } from './board.ts';
import { kgpRules } from './rules.ts';

function at(board: KgpBoard, rules?: RuleSet): Position {
  const result = unwrap(positionOfKgpBoard(board, rules));
  return result;
}

function after(position: Position, house: number): Position {
  const result = unwrap(play(position, { house }));
  return result.position;
}

describe('kgpRules: the Kalah of the KGP reference server (go-kgp board code)', () => {
  it('is the kalah preset with majorityEnd, on the given board size', () => {
    const expected = ruleSet('kalah', { houses: 7, seeds: 5, majorityEnd: true });
    expect(expected.ok && kgpRules(7, 5)).toEqual(expected.ok && expected.value);
    expect(kgpRules(7, 5)).toMatchObject({
      extraTurn: 'store',
      capture: 'opposite',
      emptyCapture: false,
      endRule: 'ownerTakes',
      majorityEnd: true,
      tieBreak: 'draw',
      swap: false,
    });
  });

  it('throws on sizes the rules library does not play', () => {
    expect(() => kgpRules(0, 4)).toThrow(RangeError);
    expect(() => kgpRules(6, 13)).toThrow(RangeError);
  });

  it('gives an extra turn for the last seed in the own store', () => {
    const position = after(
      at({ south: [3, 3, 3], north: [3, 3, 3], stores: { south: 0, north: 0 } }),
      1,
    );
    expect(position.turn).toBe('south');
  });

  it('captures only when the opposite house holds seeds (go-kgp: "&& ... > 0")', () => {
    // South house 1 (1 seed) sows into the empty house 2, facing North house 2.
    const full = after(
      at({ south: [1, 0, 4], north: [2, 3, 2], stores: { south: 0, north: 0 } }),
      1,
    );
    expect(kgpBoardOf(full)).toEqual({
      south: [0, 0, 4],
      north: [2, 0, 2],
      stores: { south: 4, north: 0 },
    });
    const empty = after(
      at({ south: [1, 0, 4], north: [5, 0, 2], stores: { south: 0, north: 0 } }),
      1,
    );
    expect(kgpBoardOf(empty)).toEqual({
      south: [0, 1, 4],
      north: [5, 0, 2],
      stores: { south: 0, north: 0 },
    });
  });

  it('ends when a side is empty, each player keeping the seeds on his side', () => {
    const end = after(at({ south: [0, 1], north: [2, 3], stores: { south: 1, north: 1 } }), 2);
    expect(end.isOver).toBe(true);
    expect(kgpBoardOf(end)).toEqual({
      south: [0, 0],
      north: [0, 0],
      stores: { south: 2, north: 6 },
    });
  });

  it('ends as soon as a store holds more than half of all seeds (go-kgp Over)', () => {
    // 2 × 2 houses × 3 seeds = 12; South's 6 + 1 = 7 > 6.
    const end = after(at({ south: [0, 1], north: [2, 2], stores: { south: 6, north: 1 } }), 2);
    expect(end.isOver).toBe(true);
    expect(end.end).toEqual({ reason: 'majority', side: 'south' });
  });
});
