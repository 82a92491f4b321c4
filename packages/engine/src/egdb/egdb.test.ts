import { Position, type RuleSet, unwrap } from '@kalaha/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineBoard } from '../kalaha/board.ts';
import { Searcher } from '../searcher.ts';
import { PlainMinimax } from '../solve/minimax.ts';
import { solve } from '../solve/solver.ts';
import { buildEgdb } from './build.ts';
import { Egdb, EgdbError } from './egdb.ts';
import { decodeEgdb, encodeEgdb, readEgdbHeader } from './format.ts';
import { egdbRulesKey } from './rules-key.ts';
import { binomial, SeedIndex } from './seed-index.ts';
import { rulesOf } from '../../test/rules-of.ts';

/**
 * A random position in play under `rules` with at most `maxHouseSeeds` seeds in the houses, the
 * rest of the rules' seeds split at random between the stores.
 */
function positionArb(rules: RuleSet, maxHouseSeeds: number): fc.Arbitrary<Position> {
  const m = rules.houses;
  const total = 2 * m * rules.seeds;
  return fc
    .record({
      houses: fc.array(fc.nat({ max: maxHouseSeeds }), { minLength: 2 * m, maxLength: 2 * m }),
      split: fc.double({ min: 0, max: 1, noNaN: true }),
      turn: fc.constantFrom('south' as const, 'north' as const),
    })
    .map(({ houses, split, turn }) => {
      // Scale the houses down to the seed limit.
      let sum = houses.reduce((a, b) => a + b, 0);
      for (let i = 0; sum > maxHouseSeeds; i = (i + 1) % houses.length) {
        if (houses[i]! > 0) {
          houses[i]!--;
          sum--;
        }
      }
      const south = Math.floor((total - sum) * split);
      const made = unwrap(
        Position.fromSetup(rules, {
          houses: { south: houses.slice(0, m), north: houses.slice(m) },
          stores: { south, north: total - sum - south },
          turn,
        }),
      );
      return made;
    })
    .filter((p) => !p.isOver);
}

describe('the seed index', () => {
  it('ranks every configuration of a level to its block, in order, without gaps', () => {
    for (const [houses, maxSeeds] of [
      [1, 6],
      [2, 5],
      [3, 4],
    ] as const) {
      const index = new SeedIndex(houses, maxSeeds);
      expect(index.size).toBe(binomial(maxSeeds + 2 * houses, 2 * houses));
      const x = new Int32Array(2 * houses);
      const y = new Int32Array(2 * houses);
      let expected = 0;
      for (let seeds = 0; seeds <= maxSeeds; seeds++) {
        expect(index.levelStart(seeds)).toBe(expected);
        index.unrank(expected, x);
        do {
          expect(x.reduce((a, b) => a + b, 0)).toBe(seeds);
          expect(index.rank(x)).toBe(expected);
          index.unrank(expected, y);
          expect(Array.from(y)).toEqual(Array.from(x));
          expected++;
        } while (index.next(x));
        expect(index.levelEnd(seeds)).toBe(expected);
      }
      expect(expected).toBe(index.size);
    }
  });

  it('counts the positions of the issue: C(k+12,12) − 2·C(k+6,6) + 1 in play for k = 20', () => {
    const index = new SeedIndex(6, 20);
    // Every configuration, minus those with a side empty (C(k+6,6) each, the empty board twice).
    expect(index.size - 2 * binomial(26, 6) + 1).toBe(225_332_381);
  });
});

/** Rule sets with every endgame-relevant option value at least once. */
const RULE_SETS: readonly [string, Record<string, unknown>][] = [
  ['kalah', {}],
  ['kalah-empty-capture', {}],
  ['kalaha', {}],
  ['kalaha-ownside', {}],
  ['kalaha', { endRule: 'playOn' }],
  ['kalaha', { endRule: 'playOn', extraTurn: 'ownSide', skipOrigin: true }],
  ['kalah', { captureNeedsLap: true, captureTwoThree: true }],
  ['kalah', { extraTurn: 'none', capture: 'none' }],
];

/**
 * Builds the database of `rules` for `maxSeeds` seeds and checks, on random positions of at most
 * that many seeds in the houses, that the stores' margin plus its probe (on the position and on
 * the engine board) is the plain minimax value.
 */
function expectProbesEqualMinimax(rules: RuleSet, maxSeeds: number, numRuns: number, seed: number) {
  const db = buildEgdb(rules, maxSeeds)!;
  const reference = new PlainMinimax();
  fc.assert(
    fc.property(positionArb(rules, maxSeeds), (position) => {
      const v = db.probe(position)!;
      const stores = position.store(position.turn) - position.store(opponentOf(position));
      expect(stores + v + 0).toBe(reference.value(position));
      expect(db.probeBoard(EngineBoard.fromPosition(position))).toBe(v);
    }),
    { numRuns, seed },
  );
}

describe('database probes equal plain minimax', () => {
  for (const [preset, options] of RULE_SETS) {
    it(`on random positions, 3 houses, up to 10 seeds: ${preset} ${JSON.stringify(options)}`, () => {
      expectProbesEqualMinimax(rulesOf(preset, { ...options, houses: 3, seeds: 3 }), 10, 300, 7);
    });
  }

  it('on 2 houses with 6 seeds in a house (laps, skipOrigin)', () => {
    for (const skipOrigin of [false, true]) {
      expectProbesEqualMinimax(rulesOf('kalaha', { houses: 2, seeds: 4, skipOrigin }), 12, 300, 11);
    }
  });

  it('on 9 and 12 houses, where a side spans two of the kernel words', () => {
    expectProbesEqualMinimax(rulesOf('kalah', { houses: 9, seeds: 1 }), 6, 100, 13);
    expectProbesEqualMinimax(rulesOf('kalaha', { houses: 12, seeds: 1 }), 6, 100, 13);
  });
});

describe('database probes equal the search', () => {
  it('exact search scores on random 6-house kalah positions of at most 9 seeds', () => {
    const rules = rulesOf('kalah');
    const db = buildEgdb(rules, 9)!;
    const searcher = new Searcher({ ttMiB: 4 });
    fc.assert(
      fc.property(positionArb(rules, 9), (position) => {
        const result = searcher.search(position, {});
        expect(result.exact).toBe(true);
        const stores = position.store(position.turn) - position.store(opponentOf(position));
        expect(stores + db.probe(position)! + 0).toBe(result.score);
      }),
      { numRuns: 60, seed: 3 },
    );
  });
});

describe('the search with a database attached', () => {
  it('scores exactly, and as plain minimax, positions above the database', () => {
    const rules = rulesOf('kalah-empty-capture', { houses: 3, seeds: 3 });
    const db = buildEgdb(rules, 6)!;
    const searcher = new Searcher({ ttMiB: 1, egdb: db });
    const reference = new PlainMinimax();
    fc.assert(
      fc.property(positionArb(rules, 12), (position) => {
        const result = searcher.search(position, {});
        expect(result.exact).toBe(true);
        expect(result.score).toBe(reference.value(position));
        // Shallow searches end in database positions: exact at a depth that could not be.
        const shallow = searcher.search(position, { depth: 2 });
        if (shallow.exact) expect(shallow.score).toBe(result.score);
      }),
      { numRuns: 200, seed: 5 },
    );
  });

  it('is exact at once where the database holds the whole game', () => {
    const rules = rulesOf('kalah', { houses: 4, seeds: 2 });
    const start = Position.initial(rules);
    const searcher = new Searcher({ ttMiB: 1, egdb: buildEgdb(rules, 16)! });
    const result = searcher.search(start, {});
    expect(result.exact).toBe(true);
    expect(result.depth).toBe(1);
    // The reference is the exact solver here (tested against plain minimax in `solver.test.ts`):
    // a plain minimax of this whole game took 12 s.
    expect(result.score).toBe(solve(start).value);
  });

  it('ignores a database of other rules', () => {
    const rules = rulesOf('kalah', { houses: 4, seeds: 2 });
    const other = buildEgdb(rulesOf('kalaha', { houses: 4 }), 16)!;
    const searcher = new Searcher({ ttMiB: 1 });
    searcher.setEgdb([other]);
    const result = searcher.search(Position.initial(rules), { depth: 1 });
    expect(result.exact).toBe(false);
  });
});

describe('a database is never used under other rules', () => {
  const kalah = rulesOf('kalah', { houses: 3 });
  const db = buildEgdb(kalah, 6)!;

  it('serves every seed count of the same rules', () => {
    expect(db.matches(rulesOf('kalah', { houses: 3, seeds: 6 }))).toBe(true);
    const position = Position.initial(rulesOf('kalah', { houses: 3, seeds: 1 }));
    expect(db.probe(position)).toBeTypeOf('number');
  });

  it('refuses a position of other rules on probe', () => {
    for (const other of [
      rulesOf('kalah-empty-capture', { houses: 3 }),
      rulesOf('kalah', { houses: 4 }),
      rulesOf('kalah', { houses: 3, endRule: 'emptierTakes' }),
      rulesOf('kalah', { houses: 3, extraTurn: 'ownSide' }),
    ]) {
      expect(db.matches(other)).toBe(false);
      const position = Position.initial(rulesOf('kalah', { ...other, seeds: 1 }));
      expect(() => db.probe(position)).toThrow(EgdbError);
      expect(() => db.probeBoard(EngineBoard.fromPosition(position))).toThrow(/other rules/);
    }
  });

  it('refuses rules whose values depend on the stores', () => {
    expect(() => buildEgdb(rulesOf('kalaha-de'), 3)).toThrow(/majorityEnd/);
    expect(() => buildEgdb(rulesOf('kalaha', { tieBreak: 'emptierWins' }), 3)).toThrow(/tieBreak/);
  });

  it('refuses other rules when loaded from bytes', () => {
    const bytes = encodeEgdb(db);
    expect(readEgdbHeader(bytes).rulesKey).toBe(egdbRulesKey(kalah));
    const back = decodeEgdb(bytes, kalah);
    expect(Array.from(back.data)).toEqual(Array.from(db.data));
    expect(() => decodeEgdb(bytes, rulesOf('kalah-empty-capture', { houses: 3 }))).toThrow(
      /other rules/,
    );
    const corrupt = bytes.slice();
    corrupt[corrupt.length - 1]! ^= 1;
    expect(() => decodeEgdb(corrupt, kalah)).toThrow(/checksum/);
    expect(() => decodeEgdb(bytes.subarray(0, 20), kalah)).toThrow(EgdbError);
  });

  it('limits itself to fewer seeds as a prefix', () => {
    const small = db.limitedTo(2);
    expect(small.maxSeeds).toBe(2);
    expect(small).toBeInstanceOf(Egdb);
    expect(Array.from(small.data)).toEqual(Array.from(db.data.subarray(0, small.data.length)));
  });
});

function opponentOf(position: Position): 'south' | 'north' {
  return position.turn === 'south' ? 'north' : 'south';
}
