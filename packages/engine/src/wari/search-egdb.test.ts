import type { WariRuleSet } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { randomGame } from '../../test/plain-minimax.ts';
import { rulesOf } from '../../test/rules-of.ts';
import { wariEndgame, wariMinimax } from '../../test/wari-minimax.ts';
import { TranspositionTable } from '../search/tt.ts';
import { WariBoard } from './board.ts';
import { buildWariEgdb } from './egdb-build.ts';
import { WariSearcher } from './search.ts';

describe('the Wari searcher with a database (docs/RULES.md 2, the repetition rule included)', () => {
  it('proves plain minimax values on every position of random 2×3 games, histories included', () => {
    // Up to 3 seeds on the board plain minimax over the histories stays fast; the database holds 4,
    // so the search probes positions with and without repetitions in their chain.
    for (const options of [{}, { grandSlam: 'noCapture', cycleRule: 'split' }]) {
      const rules = rulesOf('wari', { houses: 3, seeds: 2, ...options }) as WariRuleSet;
      const searcher = new WariSearcher(new TranspositionTable(1));
      searcher.setEgdb(buildWariEgdb(rules, 4));
      let checked = 0;
      for (let seed = 1; seed <= 40; seed++) {
        for (const position of randomGame(rules, seed)) {
          const board = WariBoard.fromPosition(position);
          if (board.seedsOnSide(0) + board.seedsOnSide(1) > 3) continue;
          const result = searcher.search(position, {});
          expect(result.exact).toBe(true);
          expect(result.score).toBe(wariMinimax(board));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(50);
    }
  });

  it('gives the same proven scores as without it where both prove, and proves more', () => {
    // 2×4 houses: the plain search proves some endgames of 4-5 seeds within the budget.
    // 2×6 houses: it proves none of 4-8 seeds in 300 000 nodes (the repetition histories),
    // the searcher with a database of 8 seeds proves several at once.
    const report: string[] = [];
    for (const [houses, seeds] of [
      [4, [4, 5]],
      [6, [4, 6, 8]],
    ] as const) {
      const rules = rulesOf('wari', { houses, seeds: 3 }) as WariRuleSet;
      const plain = new WariSearcher(new TranspositionTable(4));
      const probing = new WariSearcher(new TranspositionTable(4));
      probing.setEgdb(buildWariEgdb(rules, 8));
      let provenPlain = 0;
      let provenProbing = 0;
      let both = 0;
      for (const onBoard of seeds) {
        for (let seed = 1; seed <= 5; seed++) {
          const position = wariEndgame(rules, onBoard, seed);
          plain.clear();
          probing.clear();
          const a = plain.search(position, { nodes: 150_000 });
          const b = probing.search(position, { nodes: 150_000 });
          if (a.exact && b.exact) {
            expect(b.score).toBe(a.score);
            expect(b.nodes).toBeLessThanOrEqual(a.nodes);
            both++;
          }
          if (a.exact) provenPlain++;
          if (b.exact) provenProbing++;
        }
      }
      report.push(
        `2×${houses}: proven ${provenPlain} without, ${provenProbing} with, ${both} both`,
      );
      // On 2×4 both prove some of these small endgames within the budget (not always the same
      // ones: the database changes the tree); on 2×6 only the database proves them.
      if (houses === 4) expect(both).toBeGreaterThan(0);
      else expect(provenProbing).toBeGreaterThan(provenPlain);
    }
    console.log(`Wari endgames of ${report.join('; ')} (150 000 nodes each)`);
  });
});
