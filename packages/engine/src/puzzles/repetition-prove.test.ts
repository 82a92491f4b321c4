import { legalMoves, opponent, play, unwrap, type WariRuleSet } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../test/rules-of.ts';
import { wariEndgame } from '../../test/wari-minimax.ts';
import { TranspositionTable } from '../search/tt.ts';
import { WariSearcher } from '../wari/search.ts';
import { buildWariEgdb } from '../wari/egdb-build.ts';
import { wariEgdbProver } from './repetition-prove.ts';

describe('Wari and Oware moves proven by the endgame database (docs/RULES.md 2)', () => {
  it('gives every move the value the searcher proves with the same database, Oware 2×6', () => {
    // Plain minimax cannot reach 2×6 endgames, and on 2×3 boards nearly every small endgame is
    // inexact (repetitions decide); the searcher's probe of the database is checked against plain
    // minimax in `wari/search-egdb.test.ts`, so it is the reference here.
    const rules = rulesOf('oware') as WariRuleSet;
    const egdb = buildWariEgdb(rules, 6);
    const prover = wariEgdbProver(egdb);
    const searcher = new WariSearcher(new TranspositionTable(4));
    searcher.setEgdb(egdb);
    let proven = 0;
    for (const onBoard of [3, 4, 5, 6]) {
      for (let seed = 1; seed <= 15; seed++) {
        const position = wariEndgame(rules, onBoard, seed);
        const values = prover.values(position);
        if (!values) continue;
        proven++;
        const moves = legalMoves(position);
        expect(values.values.filter((v) => v !== null)).toHaveLength(moves.length);
        for (const { house } of moves) {
          const after = unwrap(play(position, { house })).position;
          const mover = position.turn;
          searcher.clear();
          const result = after.isOver ? undefined : searcher.search(after, { nodes: 200_000 });
          expect(result?.exact ?? true).toBe(true);
          const searched = result
            ? 0 - result.score
            : after.store(mover) - after.store(opponent(mover));
          expect([onBoard, seed, house, values.values[house - 1]]).toEqual([
            onBoard,
            seed,
            house,
            searched,
          ]);
        }
        // The line starts with the best move and each move is legal in turn.
        const line = prover.line(position);
        expect(line[0]).toBe(values.best);
        let p = position;
        for (const house of line) p = unwrap(play(p, { house })).position;
      }
    }
    // Enough positions with two moves or more and exact entries: the prover is not vacuous.
    expect(proven).toBeGreaterThan(15);
  });

  it('proves nothing beyond the database, and nothing with one legal move', () => {
    const rules = rulesOf('wari', { houses: 3, seeds: 3 }) as WariRuleSet;
    const prover = wariEgdbProver(buildWariEgdb(rules, 3));
    expect(prover.values(wariEndgame(rules, 6, 1))).toBeUndefined();
    expect(prover.line(wariEndgame(rules, 6, 1))).toEqual([]);
  });
});
