import type { WariRuleSet } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../test/rules-of.ts';
import { wariMinimax } from '../../test/wari-minimax.ts';
import { EgdbError } from '../egdb/egdb.ts';
import { WARI_IN_PLAY, WARI_SOUTH, WariBoard } from './board.ts';
import { buildWariEgdb } from './egdb-build.ts';
import { wariEgdbRulesKey } from './egdb.ts';

const wari = (options: Record<string, unknown>): WariRuleSet =>
  rulesOf('wari', options) as WariRuleSet;

/**
 * Every entry of the database of `rules` up to `maxSeeds` seeds against plain minimax under the
 * third-occurrence rule from the same position with an empty history (docs/RULES.md 2): PESS ≤ value ≤
 * OPT, and equal to it when the entry is exact. Returns the entries and the exact ones.
 */
function checkEveryEntry(rules: WariRuleSet, maxSeeds: number): [number, number] {
  const db = buildWariEgdb(rules, maxSeeds);
  const m = rules.houses;
  const half = m * rules.seeds;
  const board = new WariBoard(rules);
  const config = new Int32Array(2 * m);
  let entries = 0;
  let exact = 0;
  for (let n = 0; n <= maxSeeds; n++) {
    db.index.unrank(db.index.levelStart(n), config);
    do {
      for (let a = 0; a <= n; a++) {
        const south = half - a;
        const north = half - n + a;
        board.setRing(config, south, north, WARI_SOUTH);
        const e = db.entryOf(config, n, a);
        const pess = db.pess(e, n);
        const opt = db.opt(e, n);
        // The mover cannot move: the houses go to their owners (docs/RULES.md 2 "End").
        const value =
          board.over === WARI_IN_PLAY
            ? wariMinimax(board) - (south - north)
            : board.seedsOnSide(0) - board.seedsOnSide(1);
        expect(pess).toBeLessThanOrEqual(value);
        expect(value).toBeLessThanOrEqual(opt);
        if (pess === opt) {
          expect(value).toBe(pess);
          exact++;
        }
        entries++;
      }
    } while (db.index.next(config));
  }
  expect(entries).toBe(db.entries);
  return [entries, exact];
}

describe('the Wari endgame database bounds the value under the repetition rule (docs/RULES.md 2)', () => {
  const cases: [Record<string, unknown>, number][] = [
    // Plain minimax over the histories takes 16 s for the 6th seed on 2×2 houses and over a
    // minute for the 4th on 2×3: these sizes are what a unit test can afford.
    [{ houses: 2, seeds: 3 }, 5],
    [{ houses: 2, seeds: 3, grandSlam: 'noCapture', cycleRule: 'split' }, 5],
    [{ houses: 3, seeds: 2, cycleRule: 'split' }, 3],
    [{ houses: 3, seeds: 2, grandSlam: 'noCapture' }, 3],
  ];
  for (const [options, maxSeeds] of cases) {
    it(`${JSON.stringify(options)}, up to ${maxSeeds} seeds: PESS ≤ minimax ≤ OPT, exact entries equal it`, () => {
      const [entries, exact] = checkEveryEntry(wari(options), maxSeeds);
      // Many entries are exact (about 40% on 2×3 up to 3 seeds, 75% on 2×2 up to 5); the rest
      // are positions where endless play decides.
      expect(exact).toBeGreaterThan(entries / 3);
    });
  }
});

describe('the Wari database key and its refusals', () => {
  it('leaves out seeds and cycleRule, keeps houses and grandSlam', () => {
    expect(wariEgdbRulesKey(wari({ seeds: 3, cycleRule: 'split' }))).toBe(
      wariEgdbRulesKey(wari({})),
    );
    expect(wariEgdbRulesKey(wari({}))).toBe('wari;houses=6;grandSlam=forbidden');
    // captureChain and originSkip came later: at their value of before they leave the key as it
    // was, so databases built then still serve (docs/RULES.md 7); otherwise they are in it.
    expect(wariEgdbRulesKey(wari({ captureChain: 'pair', originSkip: 'over12' }))).toBe(
      'wari;houses=6;grandSlam=forbidden;captureChain=pair;originSkip=over12',
    );
    expect(() => wariEgdbRulesKey(rulesOf('kalah'))).toThrow(EgdbError);
  });

  it('refuses a bad number of seeds with ERR_EGDB_SIZE', () => {
    expect(() => buildWariEgdb(wari({}), -1)).toThrow(
      expect.objectContaining({ code: 'ERR_EGDB_SIZE' }),
    );
    expect(() => buildWariEgdb(wari({}), 2.5)).toThrow(
      expect.objectContaining({ code: 'ERR_EGDB_SIZE' }),
    );
  });
});
