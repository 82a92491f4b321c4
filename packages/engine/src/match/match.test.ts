import { legalMoves, play, Position, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { EngineClient } from '../worker/client.ts';
import { inProcessPort } from '../worker/handler.ts';
import { playGame, randomOpenings } from './game.ts';
import { matchGames, runMatch } from './runner.ts';
import { eloOf, matchStats, type GamePoints } from './stats.ts';
import { rulesOf } from '../../test/rules-of.ts';

const KALAHA = rulesOf('kalaha');

/** `wins`, `draws`, `losses` of A as games in pairs of two, in that order. */
function games(wins: number, draws: number, losses: number): GamePoints[] {
  const points = [
    ...Array<number>(wins).fill(1),
    ...Array<number>(draws).fill(0.5),
    ...Array<number>(losses).fill(0),
  ];
  return points.map((p, i) => ({ pair: Math.floor(i / 2), points: p }));
}

describe('match statistics', () => {
  it('turns scores into Elo differences with the logistic model', () => {
    expect(eloOf(0.5)).toBe(0);
    expect(eloOf(0.75)).toBeCloseTo(190.85, 1);
    expect(eloOf(0.25)).toBeCloseTo(-190.85, 1);
    expect(eloOf(1)).toBe(Infinity);
    expect(eloOf(0)).toBe(-Infinity);
  });

  it('counts wins, draws and losses, and centres the interval on the score', () => {
    const s = matchStats(games(50, 20, 30));
    expect([s.games, s.wins, s.draws, s.losses]).toEqual([100, 50, 20, 30]);
    expect(s.score).toBeCloseTo(0.6, 10);
    expect(s.scoreLow).toBeLessThan(0.6);
    expect(s.scoreHigh).toBeGreaterThan(0.6);
    expect(s.scoreHigh - 0.6).toBeCloseTo(0.6 - s.scoreLow, 10);
    expect(s.elo).toBeCloseTo(eloOf(0.6), 10);
    expect(s.eloLow).toBeCloseTo(eloOf(s.scoreLow), 10);
    expect(s.eloHigh).toBeCloseTo(eloOf(s.scoreHigh), 10);
  });

  it('estimates the variance from the pairs (pentanomial)', () => {
    // Pair scores (points of 2): 2, 1, 1, 0 → means 1, .5, .5, 0; score .5; sample variance of the
    // means 1/6, over 4 pairs: 1/24.
    const s = matchStats([
      { pair: 0, points: 1 },
      { pair: 0, points: 1 },
      { pair: 1, points: 1 },
      { pair: 1, points: 0 },
      { pair: 2, points: 0.5 },
      { pair: 2, points: 0.5 },
      { pair: 3, points: 0 },
      { pair: 3, points: 0 },
    ]);
    expect(s.score).toBe(0.5);
    expect(s.scoreHigh - 0.5).toBeCloseTo(1.959964 * Math.sqrt(1 / 24), 6);
  });

  it('narrows the interval as games grow, and falls back to Wilson when every pair is alike', () => {
    const small = matchStats(games(30, 0, 20));
    const large = matchStats(games(300, 0, 200));
    expect(large.scoreHigh - large.scoreLow).toBeLessThan(small.scoreHigh - small.scoreLow);
    const sweep = matchStats(games(20, 0, 0));
    expect(sweep.score).toBe(1);
    expect(sweep.scoreHigh).toBe(1);
    expect(sweep.scoreLow).toBeGreaterThan(0.8);
    expect(sweep.scoreLow).toBeLessThan(1);
    expect(sweep.elo).toBe(Infinity);
    expect(Number.isFinite(sweep.eloLow)).toBe(true);
    expect(matchStats([]).score).toBe(0.5);
  });
});

describe('games between levels', () => {
  it('plays a whole legal game, deterministically for levels 1-9', () => {
    const spec = {
      rules: KALAHA,
      opening: [{ house: 3 }, { house: 4 }],
      players: { south: { level: 2, seed: 5 }, north: { level: 6, seed: 6 } },
    };
    const a = playGame(spec);
    const b = playGame(spec);
    expect(b.moves).toEqual(a.moves);
    expect(a.moves.slice(0, 2)).toEqual([{ house: 3 }, { house: 4 }]);
    let position = Position.initial(KALAHA);
    for (const move of a.moves) {
      const played = unwrap(play(position, move));
      position = played.position;
    }
    expect(position.isOver).toBe(true);
    expect(a.scores.south + a.scores.north).toBe(72);
    expect(a.levelMoves.south + a.levelMoves.north).toBe(a.moves.length - 2);
  });

  it('draws distinct legal openings that do not end the game', () => {
    const openings = randomOpenings(KALAHA, 4, 50, 1);
    expect(openings).toHaveLength(50);
    expect(new Set(openings.map((o) => o.map((m) => m.house).join(','))).size).toBe(50);
    for (const opening of openings) {
      expect(opening).toHaveLength(4);
      let position = Position.initial(KALAHA);
      for (const move of opening) {
        expect(legalMoves(position)).toContainEqual(move);
        const played = unwrap(play(position, move));
        position = played.position;
      }
      expect(position.isOver).toBe(false);
    }
    expect(randomOpenings(KALAHA, 0, 10, 1)).toEqual([[]]);
    // A 1×1 board has a single opening move.
    expect(
      randomOpenings(rulesOf('kalaha', { houses: 2, seeds: 1 }), 1, 10, 1).length,
    ).toBeLessThan(10);
  });

  it('plans pairs with sides swapped on the same opening', () => {
    const plan = matchGames({
      rules: KALAHA,
      a: { level: 3 },
      b: { level: 4 },
      games: 6,
      openingPlies: 2,
      seed: 9,
    });
    expect(plan.map((g) => g.aSide)).toEqual([
      'south',
      'north',
      'south',
      'north',
      'south',
      'north',
    ]);
    for (let k = 0; k < 3; k++) {
      expect(plan[2 * k]!.spec.opening).toEqual(plan[2 * k + 1]!.spec.opening);
      expect(plan[2 * k]!.spec.players.south.level).toBe(3);
      expect(plan[2 * k + 1]!.spec.players.north.level).toBe(3);
    }
    const odd = { rules: KALAHA, a: { level: 1 }, b: { level: 2 }, openingPlies: 0, seed: 1 };
    expect(() => matchGames({ ...odd, games: 3 })).toThrow(RangeError);
    expect(() => matchGames({ ...odd, games: 0 })).toThrow(RangeError);
  });

  it('runs a match on several engines and reports A’s score', async () => {
    const engines = [new EngineClient(inProcessPort()), new EngineClient(inProcessPort())];
    const seen: number[] = [];
    const options = {
      rules: rulesOf('kalaha', { houses: 4, seeds: 3 }),
      a: { level: 5 },
      b: { level: 1 },
      games: 8,
      openingPlies: 2,
      seed: 3,
    };
    const report = await runMatch(options, engines, (finished) => seen.push(finished));
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(report.games.map((g) => g.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const s = report.stats;
    expect(s.wins + s.draws + s.losses).toBe(8);
    expect(s.score).toBeGreaterThan(0.5);
    expect(report.byColour.south.games).toBe(4);
    expect(report.byColour.north.games).toBe(4);
    expect(report.byColour.south.points + report.byColour.north.points).toBe(s.wins + s.draws / 2);
    // The same seed replays the same match.
    const again = await runMatch(options, [new EngineClient(inProcessPort())]);
    expect(again.games.map((g) => g.result.moves)).toEqual(report.games.map((g) => g.result.moves));
  });
});
