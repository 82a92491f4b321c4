import fc from 'fast-check';
import { Position, play, ruleSet, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import {
  kgpBoardOf,
  mirrorKgpBoard,
  positionOfKgpBoard,
  writeKgpBoard,
  type KgpBoard,
} from './board.ts';
import { parseKgpCommand } from './command.ts';
import { kgpRules } from './rules.ts';

function board(south: number[], north: number[], stores: [number, number]): KgpBoard {
  return { south, north, stores: { south: stores[0], north: stores[1] } };
}

describe('writeKgpBoard', () => {
  it('writes size, South store, North store, South houses, North houses (spec 012)', () => {
    expect(writeKgpBoard(board([1, 2, 3], [4, 2, 0], [10, 2]))).toBe('<3,10,2,1,2,3,4,2,0>');
  });

  it('throws on rows of unequal length or a count that is no seed count', () => {
    expect(() => writeKgpBoard(board([1], [1, 2], [0, 0]))).toThrow(RangeError);
    expect(() => writeKgpBoard(board([1.5], [1], [0, 0]))).toThrow(RangeError);
    expect(() => writeKgpBoard(board([1], [1], [-1, 0]))).toThrow(RangeError);
  });
});

describe('kgpBoardOf and positionOfKgpBoard', () => {
  it('reads the start of Kalah(3,3) from the spec example as South to move under kgpRules(3, 3)', () => {
    const result = positionOfKgpBoard(board([3, 3, 3], [3, 3, 3], [0, 0]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.turn).toBe('south');
    expect(result.value.rules).toEqual(kgpRules(3, 3));
    expect(result.value.equals(Position.initial(kgpRules(3, 3)))).toBe(true);
  });

  it('infers the seeds a house from the total, whatever the seeds lie', () => {
    // 2 × 6 houses × 4 seeds = 48, laid out unevenly as in the middle of a game.
    const b = board([0, 5, 5, 5, 5, 3], [4, 4, 4, 4, 4, 4], [1, 0]);
    const result = positionOfKgpBoard(b);
    expect(result.ok && result.value.rules.seeds).toBe(4);
    expect(result.ok && kgpBoardOf(result.value)).toEqual(b);
  });

  it('is the inverse of kgpBoardOf for positions of KGP games in progress (fast-check)', () => {
    const games = fc.record({
      houses: fc.integer({ min: 1, max: 8 }),
      seeds: fc.integer({ min: 1, max: 6 }),
      choices: fc.array(fc.nat(), { maxLength: 40 }),
    });
    fc.assert(
      fc.property(games, ({ houses, seeds, choices }) => {
        let position = Position.initial(kgpRules(houses, seeds));
        for (const choice of choices) {
          if (position.isOver) break;
          const legal = position.houses(position.turn).flatMap((s, i) => (s > 0 ? [i + 1] : []));
          const moved = unwrap(play(position, { house: legal[choice % legal.length]! }));
          position = moved.position;
        }
        if (position.isOver || position.turn !== 'south') return;
        const read = positionOfKgpBoard(kgpBoardOf(position));
        expect(read.ok && read.value.equals(position)).toBe(true);
        expect(read.ok && read.value.rules).toEqual(position.rules);
      }),
      { numRuns: 300 },
    );
  });

  it('reads what parseKgpCommand parsed, and writes back the same literal', () => {
    const line = 'state <6,3,1,0,5,5,5,5,1,4,4,4,4,4,3>';
    const command = parseKgpCommand(line);
    expect(command.ok).toBe(true);
    if (!command.ok) return;
    const parsed = command.value.args[0] as KgpBoard;
    const position = positionOfKgpBoard(parsed);
    expect(position.ok).toBe(true);
    if (!position.ok) return;
    expect(`state ${writeKgpBoard(kgpBoardOf(position.value))}`).toBe(line);
  });

  it('finishes a board whose game is over as a move would (a side empty: each keeps his own)', () => {
    const result = positionOfKgpBoard(board([0, 0], [1, 2], [3, 2]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.isOver).toBe(true);
    expect(kgpBoardOf(result.value)).toEqual(board([0, 0], [0, 0], [3, 5]));
  });

  it('plays under the rules it is given, and refuses a board whose total differs from them', () => {
    const rules = kgpRules(2, 2);
    expect(positionOfKgpBoard(board([2, 2], [2, 2], [0, 0]), rules).ok).toBe(true);
    const off = positionOfKgpBoard(board([2, 2], [2, 2], [1, 0]), rules);
    expect(!off.ok && off.error.code).toBe('ERR_SEED_COUNT');
  });

  it('refuses boards the rules library cannot hold exactly, never changing them to fit', () => {
    const odd = positionOfKgpBoard(board([3, 3, 3], [3, 3, 3], [1, 0]));
    expect(!odd.ok && odd.error.code).toBe('ERR_KGP_BOARD_TOTAL');
    expect(!odd.ok && odd.error.message).toMatch(/19 seeds/);
    const tooMany = positionOfKgpBoard(board([13], [13], [0, 0]));
    expect(!tooMany.ok && tooMany.error.code).toBe('ERR_KGP_BOARD_TOTAL');
    const empty = positionOfKgpBoard(board([], [], [0, 0]));
    expect(!empty.ok && empty.error.code).toBe('ERR_KGP_BOARD_SIZE');
    const wide = positionOfKgpBoard(board(Array(13).fill(1), Array(13).fill(1), [0, 0]));
    expect(!wide.ok && wide.error.code).toBe('ERR_KGP_BOARD_SIZE');
    const uneven = positionOfKgpBoard(board([1, 1], [1], [0, 0]));
    expect(!uneven.ok && uneven.error.code).toBe('ERR_KGP_BOARD_SIZE');
    const fraction = positionOfKgpBoard(board([1.5, 0.5], [1, 1], [0, 0]));
    expect(!fraction.ok && fraction.error.code).toBe('ERR_SEED_VALUE');
  });
});

describe('mirrorKgpBoard', () => {
  it('swaps rows and stores, each row still from its owner house 1', () => {
    expect(mirrorKgpBoard(board([1, 2, 3], [4, 2, 0], [10, 2]))).toEqual(
      board([4, 2, 0], [1, 2, 3], [2, 10]),
    );
  });

  it('is its own inverse, and a North move on the mirror is that North house (fast-check)', () => {
    const rules = unwrap(ruleSet('kalah', { houses: 3, seeds: 2, majorityEnd: true }));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), (s, n) => {
        // North to move after South's move s; the mirror puts North in South's seat.
        const afterSouth = unwrap(play(Position.initial(rules), { house: s }));
        const position = afterSouth.position;
        if (position.turn !== 'north' || position.house('north', n) === 0) return;
        const mirrored = mirrorKgpBoard(kgpBoardOf(position));
        expect(mirrorKgpBoard(mirrored)).toEqual(kgpBoardOf(position));
        const asSouth = unwrap(positionOfKgpBoard(mirrored));
        const bySouth = play(asSouth, { house: n });
        const byNorth = play(position, { house: n });
        if (!bySouth.ok || !byNorth.ok) throw new Error('illegal');
        expect(kgpBoardOf(bySouth.value.position)).toEqual(
          mirrorKgpBoard(kgpBoardOf(byNorth.value.position)),
        );
      }),
    );
  });
});
