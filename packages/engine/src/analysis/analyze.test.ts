import {
  legalMoves,
  makePosition,
  parsePosition,
  play,
  Position,
  type RuleSet,
  unwrap,
} from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { steppingClock } from '../../test/stepping-clock.ts';
import { Searcher } from '../searcher.ts';
import { analyze, ANALYSIS_NEW_ITERATION_FRACTION, databaseValues } from './analyze.ts';
import { PlainMinimax } from '../solve/minimax.ts';
import type { Analysis } from './types.ts';
import { rulesOf } from '../../test/rules-of.ts';

function after(position: Position, house: number): Position {
  const played = unwrap(play(position, { house }));
  return played.position;
}

/**
 * The reference (docs/ARCHITECTURE.md "Conventions"): {@link PlainMinimax}, a plain minimax over
 * the rules library, one for each rule set (a position text does not name its rules).
 */
const REFERENCES = new WeakMap<RuleSet, PlainMinimax>();

/** The plain minimax of `position`'s rules. */
function reference(position: Position): PlainMinimax {
  let minimax = REFERENCES.get(position.rules);
  if (minimax === undefined) {
    minimax = new PlainMinimax();
    REFERENCES.set(position.rules, minimax);
  }
  return minimax;
}

/** The plain minimax value of `position`, player to move. */
function minimax(position: Position): number {
  return reference(position).value(position);
}

/** Positions in play reached by a fixed walk (house k mod moves) from the start. */
function walk(rules: RuleSet, plies: number, step: number): Position[] {
  const positions: Position[] = [];
  let position = Position.initial(rules);
  for (let i = 0; i < plies && !position.isOver; i++) {
    positions.push(position);
    const moves = legalMoves(position);
    position = after(position, moves[(i * step) % moves.length]!.house);
  }
  return positions;
}

const KALAHA = rulesOf('kalaha');
const START = Position.initial(KALAHA);

describe('analyze', () => {
  it('values every move exactly on small boards, as plain minimax does', () => {
    const searcher = new Searcher({ ttMiB: 1 });
    const sets = [
      rulesOf('kalaha', { houses: 3, seeds: 3 }),
      rulesOf('kalah', { houses: 3, seeds: 2 }),
      rulesOf('kalaha-de', { houses: 3, seeds: 2 }),
      rulesOf('kalaha-ownside', { houses: 2, seeds: 3 }),
      rulesOf('kalaha', { houses: 3, seeds: 2, endRule: 'playOn' }),
    ];
    let checked = 0;
    for (const rules of sets) {
      for (const position of walk(rules, 12, 2)) {
        const analysis = analyze(position, { depth: 128 }, { searcher });
        const expected = reference(position).moveValues(position);
        expect(analysis.reason).toBe('exact');
        expect(analysis.exact).toBe(true);
        expect(analysis.verdictProven).toBe(true);
        expect(analysis.moves.map((m) => m.move).sort()).toEqual([...expected.keys()].sort());
        for (const m of analysis.moves) {
          expect(m.exact).toBe(true);
          expect(m.score, `${makePosition(position)} move ${m.move}`).toBe(expected.get(m.move));
          expect(m.pv[0]).toBe(m.move);
        }
        const best = Math.max(...expected.values());
        expect(analysis.score).toBe(best);
        expect(analysis.score).toBe(minimax(position));
        expect(expected.get(analysis.bestMove!)).toBe(best);
        expect(analysis.verdict).toBe(best > 0 ? 'won' : best < 0 ? 'lost' : 'drawn');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('lists the moves best first, each with its line, and says which earn an extra turn', () => {
    const analysis = analyze(START, { depth: 6 });
    expect(analysis.moves.map((m) => m.move).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (let i = 1; i < analysis.moves.length; i++) {
      expect(analysis.moves[i - 1]!.score).toBeGreaterThanOrEqual(analysis.moves[i]!.score);
    }
    // House 1's 6 seeds end in South's store at the start of 6×6 Kalaha (docs/RULES.md 1.2).
    expect(analysis.moves.find((m) => m.move === 1)!.extraTurn).toBe(true);
    expect(analysis.moves.find((m) => m.move === 2)!.extraTurn).toBe(false);
    for (const m of analysis.moves) {
      expect(m.depth).toBe(6);
      expect(m.exact).toBe(false);
      let p = START;
      for (const house of m.pv) p = after(p, house); // every line is legal
    }
    expect(analysis.depth).toBe(6);
    expect(analysis.reason).toBe('depth');
    expect(analysis.bestMove).toBe(analysis.moves[0]!.move);
    expect(analysis.pv).toEqual(analysis.moves[0]!.pv);
    expect(analysis.verdictProven).toBe(false);
    expect(analysis.position).toBe(makePosition(START));
    expect(analysis.turn).toBe('south');
  });

  it('is plain data: a JSON round trip gives the same analysis', () => {
    const analysis = analyze(START, { depth: 4 });
    expect(JSON.parse(JSON.stringify(analysis))).toEqual(analysis);
    expect(structuredClone(analysis)).toEqual(analysis);
  });

  it('reports progress after each completed iteration, deeper each time', () => {
    const progress: Analysis[] = [];
    const final = analyze(START, { depth: 7 }, {}, (a) => progress.push(a));
    expect(progress.map((a) => a.depth)).toEqual([1, 2, 3, 4, 5, 6]);
    for (let i = 1; i < progress.length; i++) {
      expect(progress[i]!.nodes).toBeGreaterThan(progress[i - 1]!.nodes);
    }
    expect(progress.every((a) => a.reason === 'depth' && a.moves.length === 6)).toBe(true);
    expect(final.depth).toBe(7);
  });

  it('honours the time limit, the node limit, the stop flag and the AbortSignal', () => {
    const searcher = new Searcher({ ttMiB: 4 });
    // A clock that advances with the search's own reads of it: the limit is met on the search's
    // time, the same on every machine.
    const clock = steppingClock(1);
    const timed = analyze(START, { timeMs: 150 }, { searcher });
    clock.restore();
    expect(timed.reason).toBe('time');
    // It starts no iteration past half its time, and cuts one short at the limit.
    expect(timed.elapsedMs).toBeGreaterThan(150 * ANALYSIS_NEW_ITERATION_FRACTION);
    expect(timed.elapsedMs).toBeLessThanOrEqual(151);
    expect(timed.bestMove).toBeDefined();

    const nodes = analyze(START, { nodes: 20_000 }, { searcher });
    expect(nodes.reason).toBe('nodes');
    expect(nodes.nodes).toBeLessThanOrEqual(20_000);
    expect(nodes.moves).toHaveLength(6);

    const flag = new Int32Array(new SharedArrayBuffer(4));
    let iterations = 0;
    const stopped = analyze(START, { stopFlag: flag, timeMs: 60_000 }, { searcher }, () => {
      if (++iterations === 5) Atomics.store(flag, 0, 1);
    });
    expect(stopped.reason).toBe('stop');
    expect(stopped.depth).toBe(5);
    expect(stopped.moves).toHaveLength(6);

    const controller = new AbortController();
    const aborted = analyze(START, { signal: controller.signal, timeMs: 60_000 }, {}, (a) => {
      if (a.depth === 3) controller.abort();
    });
    expect(aborted.reason).toBe('abort');
    expect(aborted.depth).toBe(3);
  });

  it('uses a second of thinking when given no limit', () => {
    const clock = steppingClock(10);
    const analysis = analyze(START);
    clock.restore();
    expect(analysis.reason).toBe('time');
    expect(analysis.elapsedMs).toBeGreaterThan(1000 * ANALYSIS_NEW_ITERATION_FRACTION);
    expect(analysis.elapsedMs).toBeLessThanOrEqual(1010);
  });

  it('proves a win before it proves every move', () => {
    // South to move: house 6 sows into the store and empties South's side; South takes North's
    // 3 seeds (emptierTakes, docs/RULES.md 1.3) and wins 44-28.
    const position = unwrap(parsePosition(KALAHA, '0,0,0,0,0,1|40 1,1,1,0,0,0|28 south'));
    const analysis = analyze(position, { depth: 1 });
    expect(analysis.bestMove).toBe(6);
    expect(analysis.score).toBe(16);
    expect(analysis.exact).toBe(true);
    expect(analysis.verdict).toBe('won');
    expect(analysis.verdictProven).toBe(true);
  });

  it('uses proven values from a solver or database when given', () => {
    const rules = rulesOf('kalah', { houses: 3, seeds: 2 });
    const position = Position.initial(rules);
    const probed: string[] = [];
    const analysis = analyze(
      position,
      { depth: 2 },
      {
        exactValue: (p) => {
          probed.push(makePosition(p));
          return minimax(p);
        },
      },
    );
    expect(probed).toHaveLength(legalMoves(position).length);
    expect(analysis.exact).toBe(true);
    expect(analysis.nodes).toBe(0);
    expect(analysis.score).toBe(minimax(position));
  });

  it('reads databases only for their own rules, adding the store difference', () => {
    const kalah = rulesOf('kalah');
    const probed: string[] = [];
    const db = {
      matches: (rules: RuleSet) => rules === KALAHA,
      probe: (p: Position) => {
        probed.push(makePosition(p));
        return p.houses('south')[0]! > 3 ? undefined : 5;
      },
    };
    const values = databaseValues([db]);
    const position = unwrap(parsePosition(KALAHA, '0,2,3,1,0,4|30 1,0,2,3,5,1|20 north'));
    // North to move: 5 seeds still to gain, 20 − 30 in the stores.
    expect(values(position)).toBe(-5);
    expect(values(Position.initial(KALAHA))).toBeUndefined();
    expect(values(Position.initial(kalah))).toBeUndefined();
    expect(probed).toHaveLength(2);
  });

  it('reports a finished game as proven, with no moves', () => {
    const finished = unwrap(
      parsePosition(KALAHA, '0,0,0,0,0,0|44 0,0,0,0,0,0|28 north end:sideEmpty:south'),
    );
    const analysis = analyze(finished);
    expect(analysis).toMatchObject({
      moves: [],
      bestMove: undefined,
      score: -16,
      exact: true,
      verdict: 'lost',
      verdictProven: true,
      reason: 'gameOver',
    });
  });
});
