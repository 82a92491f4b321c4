import { legalMoves, play, Position, type RuleSet, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../test/rules-of.ts';
import { wariEndgame as endgame, wariMinimax as minimax } from '../../test/wari-minimax.ts';
import { createPrng } from '@kalaha/rules';
import { relativeEvaluate, relativeFinalScore } from '../relatives/evaluate.ts';
import { RelativeSearcher } from '../relatives/search.ts';
import { TranspositionTable } from '../search/tt.ts';
import { WariBoard } from './board.ts';
import { wariEvaluate, wariFinalScore } from './evaluate.ts';
import { WariSearcher } from './search.ts';
import { Searcher } from '../searcher.ts';

/** The positions of a random game from the start of `rules`, the finished one included. */
function randomGame(rules: RuleSet, seed: number): Position[] {
  const random = createPrng(seed);
  let position = Position.initial(rules);
  const positions = [position];
  while (!position.isOver) {
    const moves = legalMoves(position);
    const played = unwrap(play(position, moves[random.below(moves.length)]!));
    position = played.position;
    positions.push(position);
  }
  return positions;
}

describe('the Wari evaluation on the board equals the generic one (docs/RULES.md 2)', () => {
  for (const preset of ['wari', 'oware']) {
    it(`${preset}: on every position of random games`, () => {
      const rules = rulesOf(preset);
      let checked = 0;
      for (let seed = 1; seed <= 30; seed++) {
        for (const position of randomGame(rules, seed)) {
          const board = WariBoard.fromPosition(position);
          // `+ 0`: the generic score of a drawn game can be −0.
          if (position.isOver) expect(wariFinalScore(board)).toBe(relativeFinalScore(position) + 0);
          else expect(wariEvaluate(board)).toBe(relativeEvaluate(position));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(1000);
    });
  }
});

describe('the Wari searcher finds what the generic searcher finds, on the same tree', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['wari', {}],
    ['oware', {}],
    ['wari', { cycleRule: 'split' }],
    ['oware', { houses: 4, seeds: 2, cycleRule: 'split' }],
  ];
  for (const [preset, options] of cases) {
    it(`${preset} ${JSON.stringify(options)}: same move, score, proof and nodes at depth 5`, () => {
      const rules = rulesOf(preset, options);
      const fast = new WariSearcher(new TranspositionTable(1));
      const generic = new RelativeSearcher(new TranspositionTable(1));
      for (let seed = 1; seed <= 3; seed++) {
        const game = randomGame(rules, seed).filter((p) => !p.isOver);
        // Every fifth position, from the start to the last moves (histories included).
        for (let i = 0; i < game.length; i += 5) {
          const a = fast.search(game[i]!, { depth: 5 });
          const b = generic.search(game[i]!, { depth: 5 });
          expect([a.move, a.score, a.exact, a.depth, a.nodes, a.pv]).toEqual([
            b.move,
            b.score,
            b.exact,
            b.depth,
            b.nodes,
            b.pv,
          ]);
        }
      }
    });
  }
});

describe('the Wari searcher proves plain minimax values (docs/RULES.md 2, the repetition rule included)', () => {
  // Plain minimax over the repetition histories grows too fast beyond a few seeds (three on 2×6
  // houses did not finish in minutes): these boards stay within a few thousand nodes.
  const cases: [string, Record<string, unknown>, number][] = [
    ['wari', {}, 2],
    ['oware', {}, 2],
    ['wari', { houses: 3, seeds: 2 }, 3],
    ['oware', { houses: 3, seeds: 2, cycleRule: 'split' }, 3],
    ['wari', { houses: 2, seeds: 4, cycleRule: 'split' }, 5],
    ['oware', { houses: 2, seeds: 3 }, 4],
  ];
  for (const [preset, options, onBoard] of cases) {
    it(`${preset} ${JSON.stringify(options)}: set-up endgames of ${onBoard} seeds`, () => {
      const rules = rulesOf(preset, options);
      if (rules.game !== 'wari') throw new Error('not wari');
      const searcher = new WariSearcher(new TranspositionTable(1));
      for (let seed = 1; seed <= 30; seed++) {
        const position = endgame(rules, onBoard, seed);
        const result = searcher.search(position, {});
        expect(result.exact).toBe(true);
        const board = WariBoard.fromPosition(position);
        expect(result.score).toBe(minimax(board));
        // The move it plays achieves that score.
        board.make(result.move!);
        expect(0 - minimax(board)).toBe(result.score);
      }
    });
  }

  it('a position seen twice before is searched with its history: a third occurrence ends the game', () => {
    const rules = rulesOf('wari', { houses: 2, seeds: 1 });
    const searcher = new WariSearcher(new TranspositionTable(1));
    for (let seed = 1; seed <= 20; seed++) {
      for (const position of randomGame(rules, seed)) {
        if (position.isOver) continue;
        const result = searcher.search(position, {});
        expect(result.exact).toBe(true);
        expect(result.score).toBe(minimax(WariBoard.fromPosition(position)));
      }
    }
  });
});

describe('the Wari searcher obeys the search limits (through Searcher)', () => {
  const rules = rulesOf('wari');
  const start = Position.initial(rules);
  const isLegal = (position: Position, house: number | undefined): boolean =>
    legalMoves(position).some((m) => m.house === house);

  it('never spends more nodes than the node limit; with none left, a legal move', () => {
    const searcher = new Searcher({ ttMiB: 1 });
    for (const nodes of [0, 1, 100, 4096, 20_000]) {
      const result = searcher.search(start, { nodes });
      expect(result.nodes).toBeLessThanOrEqual(nodes);
      expect(result.reason).toBe('nodes');
      expect(isLegal(start, result.move)).toBe(true);
    }
  });

  it('stops on time, on stop(), on the stop flag and on an aborted signal', () => {
    const searcher = new Searcher({ ttMiB: 1 });
    const none = searcher.search(start, { timeMs: 0 });
    expect([none.reason, none.depth, isLegal(start, none.move)]).toEqual(['time', 0, true]);
    const stopped = searcher.search(start, {}, (p) => {
      if (p.depth === 3) searcher.stop();
    });
    expect([stopped.reason, stopped.depth]).toEqual(['stop', 3]);
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const flagged = searcher.search(start, { stopFlag: flag }, (p) => {
      if (p.depth === 2) Atomics.store(flag, 0, 1);
    });
    expect([flagged.reason, flagged.depth]).toEqual(['stop', 2]);
    const controller = new AbortController();
    controller.abort();
    const aborted = searcher.search(start, { signal: controller.signal });
    expect([aborted.reason, aborted.nodes, isLegal(start, aborted.move)]).toEqual([
      'abort',
      0,
      true,
    ]);
  });

  it('reports a principal variation of legal moves, and no move for a finished game', () => {
    const result = new Searcher({ ttMiB: 1 }).search(start, { depth: 7 });
    let position = start;
    for (const house of result.pv) {
      const played = unwrap(play(position, { house }));
      position = played.position;
    }
    expect(result.pv.length).toBeGreaterThan(0);
    const over = unwrap(
      Position.fromSetup(rules, {
        houses: { south: [0, 0, 0, 0, 0, 0], north: [0, 0, 0, 0, 0, 0] },
        stores: { south: 25, north: 23 },
        turn: 'north',
        end: { reason: 'majority', side: 'south' },
      }),
    );
    expect(new Searcher({ ttMiB: 1 }).search(over, {})).toMatchObject({
      move: undefined,
      score: -2,
      exact: true,
      reason: 'gameOver',
    });
  });
});
