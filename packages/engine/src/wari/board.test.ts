import { legalMoves, play, Position, type RuleSet, unwrap, type WariRuleSet } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../test/rules-of.ts';
import { sameAs } from '../../test/same-as.ts';
import { createPrng } from '@kalaha/rules';
import {
  WARI_END_MAJORITY_NORTH,
  WARI_END_MAJORITY_SOUTH,
  WARI_END_NO_MOVE,
  WARI_END_REPETITION,
  WARI_IN_PLAY,
  WARI_NORTH,
  WARI_SOUTH,
  MAX_BOARD_SEEDS,
  WariBoard,
} from './board.ts';

/** The board's end code the rules library's end of `position` stands for. */
function expectedEnd(position: Position): number {
  const end = position.end;
  if (end === undefined) return WARI_IN_PLAY;
  if (end.reason === 'majority')
    return end.side === 'south' ? WARI_END_MAJORITY_SOUTH : WARI_END_MAJORITY_NORTH;
  if (end.reason === 'noMove') return WARI_END_NO_MOVE;
  if (end.reason === 'repetition') return WARI_END_REPETITION;
  throw new Error(`unexpected end ${end.reason}`);
}

const out = new Int32Array(16);

/** The board's legal moves as a list. */
function boardMoves(board: WariBoard): number[] {
  return Array.from(out.subarray(0, board.legalMoves(out, 0)));
}

/** What a move settles on the board (docs/RULES.md 2), as plain data. */
function boardState(board: WariBoard) {
  const m = board.houses;
  const over = board.over;
  return {
    over,
    stores: [board.store(WARI_SOUTH), board.store(WARI_NORTH)],
    turn: board.turn,
    moves: boardMoves(board),
    // After a split the odd seed's house is the rules library's choice; in play every house agrees.
    houses:
      over !== WARI_IN_PLAY
        ? []
        : Array.from({ length: 2 * m }, (_, i) =>
            board.house(i < m ? WARI_SOUTH : WARI_NORTH, (i % m) + 1),
          ),
    occurrence: over !== WARI_IN_PLAY ? 0 : board.occurrence,
  };
}

/** The same of the rules library's position. */
function positionState(position: Position) {
  return {
    over: expectedEnd(position),
    stores: [position.store('south'), position.store('north')],
    turn: position.turn === 'south' ? WARI_SOUTH : WARI_NORTH,
    moves: legalMoves(position).map((move) => move.house),
    houses: position.isOver ? [] : [...position.houses('south'), ...position.houses('north')],
    occurrence: position.isOver ? 0 : position.occurrence,
  };
}

/** Requires the board and the rules library's position to agree (docs/RULES.md 2: everything a move settles). */
function expectSame(board: WariBoard, position: Position): void {
  sameAs(boardState(board), positionState(position));
}

/**
 * Plays `games` random games of `rules` on the rules library and on one board side by side, move
 * by move; every few moves a fresh board is also set up from the position (its history included)
 * and must carry the same keys. Returns how many games ended by each end code.
 */
function playAlong(rules: RuleSet, games: number, seed: number): number[] {
  const random = createPrng(seed);
  const ends = [0, 0, 0, 0, 0];
  for (let game = 0; game < games; game++) {
    let position = Position.initial(rules);
    const board = WariBoard.fromPosition(position);
    expectSame(board, position);
    for (let ply = 0; !position.isOver; ply++) {
      const moves = legalMoves(position);
      const house = moves[random.below(moves.length)]!.house;
      const played = unwrap(play(position, { house }));
      position = played.position;
      const captured = board.make(house);
      sameAs(
        captured,
        played.events.some((e) => e.type === 'capture'),
      );
      expectSame(board, position);
      if (ply % 7 === 3 && !position.isOver) {
        const fresh = WariBoard.fromPosition(position);
        sameAs(
          [fresh.keyLo, fresh.keyHi, fresh.historyKeyLo, fresh.historyKeyHi, fresh.occurrence],
          [board.keyLo, board.keyHi, board.historyKeyLo, board.historyKeyHi, board.occurrence],
        );
      }
    }
    ends[board.over]!++;
    // Unmaking every move returns to the start.
    while (board.top > board.root) board.unmake();
    expectSame(board, Position.initial(rules));
  }
  return ends;
}

describe('the Wari board agrees with the rules library move by move (docs/RULES.md 2)', () => {
  const cases: [string, Record<string, unknown>, number][] = [
    ['wari', {}, 30],
    ['oware', {}, 30],
    ['wari', { cycleRule: 'split' }, 20],
    ['oware', { cycleRule: 'split' }, 20],
    // Small boards reach grand slams, must-feed ends and third occurrences often.
    ['wari', { houses: 3, seeds: 2 }, 150],
    ['oware', { houses: 3, seeds: 2 }, 150],
    ['wari', { houses: 2, seeds: 2, cycleRule: 'split' }, 250],
    ['oware', { houses: 4, seeds: 1, cycleRule: 'split' }, 150],
    ['wari', { houses: 5, seeds: 3 }, 75],
    ['wari', { houses: 2, seeds: 12 }, 50],
    // captureChain pair and originSkip over12 (docs/RULES.md 2, 004 read literally).
    ['wari', { captureChain: 'pair' }, 30],
    ['oware', { houses: 3, seeds: 2, captureChain: 'pair' }, 150],
    ['wari', { houses: 3, seeds: 2, captureChain: 'pair' }, 150],
    ['wari', { originSkip: 'over12', seeds: 6 }, 30],
    ['oware', { houses: 2, seeds: 12, originSkip: 'over12' }, 50],
    ['wari', { houses: 4, seeds: 4, captureChain: 'pair', originSkip: 'over12' }, 75],
  ];
  for (const [preset, options, games] of cases) {
    it(`${preset} ${JSON.stringify(options)}: ${games} random games`, () => {
      const ends = playAlong(rulesOf(preset, options), games, games * 31 + preset.length);
      expect(ends.reduce((a, b) => a + b, 0)).toBe(games);
    });
  }

  it('the small boards reach every end: majority, no move and repetition', () => {
    const ends = playAlong(rulesOf('wari', { houses: 3, seeds: 2 }), 300, 7);
    expect(ends[WARI_END_MAJORITY_SOUTH]! + ends[WARI_END_MAJORITY_NORTH]!).toBeGreaterThan(0);
    expect(ends[WARI_END_NO_MOVE]).toBeGreaterThan(0);
    expect(ends[WARI_END_REPETITION]).toBeGreaterThan(0);
  });
});

describe('the Wari board on set-up positions (docs/RULES.md 2)', () => {
  it('a forbidden grand slam is left out while another move exists, played when none does', () => {
    const rules = rulesOf('wari');
    const at = (south: number[], north: number[]): Position => {
      const left = 48 - sum(south) - sum(north);
      const made = unwrap(
        Position.fromSetup(rules, {
          houses: { south, north },
          stores: { south: Math.floor(left / 2), north: Math.ceil(left / 2) },
          turn: 'south',
        }),
      );
      return made;
    };
    // House 6's seed makes North's house 1 hold 2, the only seeds North has: a grand slam.
    const one = at([0, 0, 2, 0, 0, 1], [1, 0, 0, 0, 0, 0]);
    const board = WariBoard.fromPosition(one);
    expect(board.isGrandSlam(6)).toBe(true);
    expect(board.isGrandSlam(3)).toBe(false);
    expectSame(board, one);
    expect(boardMoves(board)).toEqual([3]);
    const only = at([0, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 1]);
    const second = WariBoard.fromPosition(only);
    expect(second.isGrandSlam(6)).toBe(false);
    expectSame(second, only);
  });
});

describe("the Wari board's limits", () => {
  it('takes up to MAX_BOARD_SEEDS seeds a pit and refuses more, since a frame is copied as floats', () => {
    const rules = rulesOf('wari', { houses: 2, seeds: 1 }) as WariRuleSet;
    const board = new WariBoard(rules, MAX_BOARD_SEEDS);
    // Place 3 holds the top 16 bits of the frame's first 64-bit word: the limit survives the copy.
    board.setRing([1, 0, 0, MAX_BOARD_SEEDS], 0, 0, WARI_SOUTH);
    board.make(1);
    const frame = [0, 1, 2, 3].map((k) => board.frames[board.frameBase + k]);
    expect(frame).toEqual([0, 1, 0, MAX_BOARD_SEEDS]);
    expect(() => new WariBoard(rules, MAX_BOARD_SEEDS + 1)).toThrow(RangeError);
  });
});

function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}
