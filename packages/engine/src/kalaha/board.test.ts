import fc from 'fast-check';
import {
  KALAHA_OPTIONS,
  KALAHA_OPTION_NAMES,
  legalMoves,
  parsePosition,
  play,
  Position,
  ruleSet,
  validateRuleSet,
  type RuleSet,
  unwrap,
} from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { sameAs } from '../../test/same-as.ts';
import {
  EngineBoard,
  EngineBoardError,
  gameEndOf,
  IN_PLAY,
  KEPT_PER_PLY,
  NORTH,
  SOUTH,
} from './board.ts';

/** Any valid rule set with houses and seeds in 1..`max`, every other option random. */
function ruleSetArb(max: number): fc.Arbitrary<RuleSet> {
  const entries = Object.fromEntries(
    KALAHA_OPTION_NAMES.map((name) => {
      const spec = KALAHA_OPTIONS[name];
      const arb =
        spec.kind === 'integer'
          ? fc.integer({ min: 1, max: Math.min(max, spec.max) })
          : spec.kind === 'boolean'
            ? fc.boolean()
            : fc.constantFrom(...spec.values);
      return [name, arb as fc.Arbitrary<unknown>];
    }),
  );
  return fc.record(entries).map((options) => {
    const o: Record<string, unknown> = { game: 'kalaha', ...options };
    // The two contradictions validateRuleSet refuses, resolved towards the valid setting.
    if (o.capture === 'none') o.captureNeedsLap = false;
    if (o.endRule === 'playOn') o.tieBreak = 'draw';
    const rules = unwrap(validateRuleSet(o));
    return rules;
  });
}

/** The engine board's position as the rules library would write it. */
function snapshot(board: EngineBoard) {
  const m = board.m;
  const p = board.pits;
  return {
    south: Array.from(p.subarray(0, m)),
    southStore: p[m],
    north: Array.from(p.subarray(m + 1, 2 * m + 1)),
    northStore: p[2 * m + 1],
    turn: board.turn === SOUTH ? 'south' : 'north',
    end: gameEndOf(board.over),
  };
}

function snapshotOf(position: Position) {
  return {
    south: position.houses('south'),
    southStore: position.store('south'),
    north: position.houses('north'),
    northStore: position.store('north'),
    turn: position.turn,
    end: position.end,
  };
}

const GAMES = fc.tuple(
  ruleSetArb(8),
  fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
  fc.integer({ min: 0, max: 400 }),
);

describe('EngineBoard agrees with the rules library', () => {
  it('after every move of random games under random rule sets (pits, turn, end)', () => {
    fc.assert(
      fc.property(GAMES, ([rules, choices, maxMoves]) => {
        let position = Position.initial(rules, choices[0]! % 2 === 0 ? 'south' : 'north');
        const board = EngineBoard.fromPosition(position, maxMoves + 1);
        sameAs(snapshot(board), snapshotOf(position));
        for (let i = 0; i < maxMoves; i++) {
          const legal = legalMoves(position);
          const sowings = legal.filter((m) => !m.swap);
          const generated = new Int32Array(16);
          const count = board.generate(generated, 0);
          sameAs(
            Array.from(generated.subarray(0, count)),
            sowings.map((m) => m.house),
          );
          if (legal.length === 0) {
            expect(board.over).not.toBe(IN_PLAY);
            break;
          }
          const move = legal[choices[i % choices.length]! % legal.length]!;
          const played = unwrap(play(position, move));
          position = played.position;
          // The pie rule's swap (docs/RULES.md 5) leaves pits and side to move: nothing to make.
          if (move.swap) continue;
          sameAs(board.isLegal(move.house), true);
          board.make(move.house);
          sameAs(snapshot(board), snapshotOf(position));
          // The end, and the seed counts the board keeps for its end checks and evaluation.
          sameAs(
            [board.over !== IN_PLAY, board.southSeeds, board.northSeeds],
            [
              position.isOver,
              position.houses('south').reduce((a, b) => a + b, 0),
              position.houses('north').reduce((a, b) => a + b, 0),
            ],
          );
        }
      }),
      { seed: 20261121, numRuns: 1500 },
    );
  });

  it('unmake restores the pits, side to move, end and hash key exactly', () => {
    fc.assert(
      fc.property(GAMES, ([rules, choices, maxMoves]) => {
        const board = EngineBoard.fromPosition(Position.initial(rules), maxMoves + 2);
        const seen: { pits: number[]; turn: number; over: number; lo: number; hi: number }[] = [];
        const record = () => {
          board.computeKey();
          return {
            pits: Array.from(board.pits),
            turn: board.turn,
            over: board.over,
            lo: board.keyLo,
            hi: board.keyHi,
          };
        };
        const moves = new Int32Array(16);
        for (let i = 0; i < maxMoves && board.over === IN_PLAY; i++) {
          const before = record();
          seen.push(before);
          // Every legal move made and unmade leaves the position as it was.
          const count = board.generate(moves, 0);
          for (let k = 0; k < count; k++) {
            board.make(moves[k]!);
            board.unmake();
            sameAs(record(), before);
          }
          board.make(moves[choices[i % choices.length]! % count]!);
        }
        for (let i = seen.length - 1; i >= 0; i--) {
          board.unmake();
          sameAs(record(), seen[i]);
        }
        expect(board.ply).toBe(0);
      }),
      { seed: 1121, numRuns: 500 },
    );
  });

  it('restore of a kept child is the move made again (pits, side to move, end, seeds)', () => {
    fc.assert(
      fc.property(GAMES, ([rules, choices, maxMoves]) => {
        const board = EngineBoard.fromPosition(Position.initial(rules), maxMoves + 2);
        const moves = new Int32Array(16);
        for (let i = 0; i < maxMoves && board.over === IN_PLAY; i++) {
          // Keep every child of this position, then bring each back and compare it with a make.
          const count = board.generate(moves, 0);
          for (let k = 0; k < count; k++) {
            board.make(moves[k]!);
            board.keep(board.ply * KEPT_PER_PLY + moves[k]!);
            board.unmake();
          }
          for (let k = 0; k < count; k++) {
            board.make(moves[k]!);
            const made = [snapshot(board), board.southSeeds, board.northSeeds, board.ply];
            board.unmake();
            board.restore((board.ply + 1) * KEPT_PER_PLY + moves[k]!);
            sameAs([snapshot(board), board.southSeeds, board.northSeeds, board.ply], made);
            board.unmake();
          }
          board.make(moves[choices[i % choices.length]! % count]!);
        }
        expect(board.ply).toBeLessThanOrEqual(maxMoves);
      }),
      { seed: 20261128, numRuns: 300 },
    );
  });

  it('gives equal positions equal keys and tells the side to move apart', () => {
    const rules = unwrap(ruleSet('kalaha'));
    const a = parsePosition(rules, '6,6,6,6,6,6|0 6,6,6,6,6,6|0 south');
    const b = parsePosition(rules, '6,6,6,6,6,6|0 6,6,6,6,6,6|0 north');
    if (!a.ok || !b.ok) throw new Error('bad position');
    const x = EngineBoard.fromPosition(a.value);
    const y = EngineBoard.fromPosition(a.value);
    const z = EngineBoard.fromPosition(b.value);
    for (const board of [x, y, z]) board.computeKey();
    expect([x.keyLo, x.keyHi]).toEqual([y.keyLo, y.keyHi]);
    expect([x.keyLo, x.keyHi]).not.toEqual([z.keyLo, z.keyHi]);
    expect(z.turn).toBe(NORTH);
  });

  it('reaches the same key by two move orders to the same position', () => {
    // Kalah 6x4: South's houses 1 and 3 and North's house 1 each sow one seed into a non-empty
    // neighbour, so S1 N1 S3 and S3 N1 S1 transpose.
    const rules = unwrap(ruleSet('kalah'));
    const start = unwrap(parsePosition(rules, '1,2,1,2,5,5|5 1,2,3,4,5,6|6 south'));
    const a = EngineBoard.fromPosition(start);
    const b = EngineBoard.fromPosition(start);
    for (const house of [1, 1, 3]) a.make(house);
    for (const house of [3, 1, 1]) b.make(house);
    a.computeKey();
    b.computeKey();
    expect(Array.from(a.pits)).toEqual(Array.from(b.pits));
    expect(a.turn).toBe(NORTH);
    expect([a.keyLo, a.keyHi]).toEqual([b.keyLo, b.keyHi]);
    a.make(1);
    a.computeKey();
    expect([a.keyLo, a.keyHi]).not.toEqual([b.keyLo, b.keyHi]);
  });

  it('docs/RULES.md 5 swap (ManKalah): the first move earns no extra turn, later moves do, as in the rules', () => {
    const made = unwrap(ruleSet('kalah', { houses: 7, seeds: 7, swap: true }));
    const start = Position.initial(made);
    const board = EngineBoard.fromPosition(start);
    expect(board.firstMoveAtRoot).toBe(true);
    board.make(1); // 7 seeds from South house 1: the last in South's store
    expect(board.turn).toBe(NORTH);
    board.make(1); // North house 1, 7 seeds: the last in North's store, an extra turn
    expect(board.turn).toBe(NORTH);
    let position = start;
    for (const house of [1, 1]) {
      const r = unwrap(play(position, { house }));
      position = r.position;
    }
    expect(snapshot(board)).toEqual(snapshotOf(position));
    // A board set up after the first move plays by the usual rules from its root.
    const after = unwrap(play(start, { house: 3 }));
    expect(EngineBoard.fromPosition(after.position).firstMoveAtRoot).toBe(false);
  });

  it('sows 13 seeds once round, the 13th into the emptied house (docs/RULES.md 6; 004)', () => {
    // 004: "Mit 13 Steinen kann man eine gesamte Runde spielen"; with skipOrigin one further.
    for (const [skipOrigin, south] of [
      [false, [1, 1, 1, 1, 1, 1]],
      [true, [0, 2, 1, 1, 1, 1]],
    ] as const) {
      const rules = unwrap(ruleSet('kalah', { capture: 'none', skipOrigin }));
      const start = unwrap(parsePosition(rules, '13,0,0,0,0,0|0 5,5,5,5,5,5|5 south'));
      const board = EngineBoard.fromPosition(start);
      board.make(1);
      expect(snapshot(board)).toMatchObject({
        south,
        southStore: 1,
        north: [6, 6, 6, 6, 6, 6],
        northStore: 5,
        turn: 'north',
      });
    }
  });

  it('lets South make 17 moves in one turn from 6,4,2,3,1,1 (docs/RULES.md 6)', () => {
    const rules = unwrap(ruleSet('kalaha'));
    const start = unwrap(parsePosition(rules, '6,4,2,3,1,1|0 6,6,6,6,6,6|19 south'));
    const board = EngineBoard.fromPosition(start);
    let moves = 0;
    // Always the house nearest the store whose seeds end exactly in it.
    for (;;) {
      let house = 0;
      for (let h = 6; h >= 1; h--) if (board.pits[h - 1] === 7 - h) house = house || h;
      if (house === 0 || board.over !== IN_PLAY) break;
      board.make(house);
      moves++;
      if (board.turn !== SOUTH) break;
    }
    expect(moves).toBe(17);
    expect(board.over).not.toBe(IN_PLAY); // South's side is empty: the game is over
  });
});

describe("the engine board is the Kalaha family's only (Wari, Obridjie: docs/RULES.md 2, 3)", () => {
  for (const preset of ['wari', 'oware', 'obridjie']) {
    it(`${preset}: EngineBoard throws ERR_UNSUPPORTED_GAME (the search takes another path)`, () => {
      const made = unwrap(ruleSet(preset));
      const position = Position.initial(made);
      const refused = {
        code: 'ERR_UNSUPPORTED_GAME',
        message: expect.stringContaining(`the engine does not play ${made.game} yet`),
      };
      expect(() => EngineBoard.fromPosition(position)).toThrow(EngineBoardError);
      expect(() => new EngineBoard(made)).toThrow(expect.objectContaining(refused));
    });
  }
});
