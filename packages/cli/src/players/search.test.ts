import {
  checkMove,
  legalMoves,
  outcome,
  play,
  Position,
  PRESET_IDS,
  type Move,
  type RuleSet,
  type Side,
} from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { positionOf, rulesOf } from '../../test/positions.ts';
import { seededRandom, type Random } from '../random.ts';
import { ComputerPlayer } from './computer.ts';
import { evaluate, WIN_SCORE } from './evaluate.ts';
import { LEVELS } from './levels.ts';
import { search } from './search.ts';

function after(position: Position, move: Move): Position {
  const played = play(position, move);
  if (!played.ok) throw new Error(played.error.message);
  return played.value.position;
}

/** Plain minimax without pruning, with the same plies and scores as `search`: the reference. */
function minimax(position: Position, depth: number): number {
  if (depth === 0) return evaluate(position, position.turn);
  return Math.max(...legalMoves(position).map((move) => childValue(position, move, depth)));
}

function childValue(position: Position, move: Move, depth: number): number {
  const next = after(position, move);
  if (next.isOver) return evaluate(next, position.turn);
  const value = minimax(next, depth - 1);
  return next.turn === position.turn ? value : -value;
}

/** Positions in progress reached by random play from the start, under `rules`. */
function randomPositions(rules: RuleSet, random: Random, count: number): Position[] {
  const positions: Position[] = [];
  while (positions.length < count) {
    let position = Position.initial(rules, random.below(2) === 0 ? 'south' : 'north');
    const plies = random.below(4 * rules.houses);
    for (let i = 0; i < plies && !position.isOver; i++) {
      const moves = legalMoves(position);
      position = after(position, moves[random.below(moves.length)]!);
    }
    if (!position.isOver) positions.push(position);
  }
  return positions;
}

/**
 * South to move: house 1 sows its seed into empty house 2, which faces North house 5 (RULES.md 0,
 * 1.2), capturing 9 seeds; house 6 gains 1 seed, the other moves nothing.
 */
const CAPTURE = positionOf(rulesOf(), { south: [1, 0, 1, 1, 1, 2], north: [2, 2, 2, 2, 8, 2] });

describe('search', () => {
  it('takes a capture that wins seeds', () => {
    for (const depth of [1, 2, 3, 4, 5, 6])
      expect(search(CAPTURE, depth).move).toEqual({ house: 1 });
  });

  it('takes an extra turn that wins seeds, and sees the capture it leads to', () => {
    // House 6 sows into the store (extra turn); then house 1's 5 seeds end in empty house 6.
    const position = positionOf(rulesOf(), {
      south: [5, 0, 0, 0, 0, 1],
      north: [9, 4, 4, 4, 4, 4],
    });
    expect(search(position, 1).move).toEqual({ house: 6 });
    const deep = search(position, 2);
    expect(deep.move).toEqual({ house: 6 });
    expect(deep.score).toBeGreaterThan(search(position, 1).score + 5);
  });

  it('scores a won game above any position in progress and keeps the store difference', () => {
    // South sows his last seed into his store; his side is empty and he takes North's 3 seeds.
    const position = positionOf(
      rulesOf(),
      { south: [0, 0, 0, 0, 0, 1], north: [1, 1, 1, 0, 0, 0] },
      'south',
      40,
    );
    const result = search(position, 3);
    expect(result.score).toBe(WIN_SCORE + 44 - 28);
  });

  it('equals plain minimax on small boards, and lists every best move', () => {
    const random = seededRandom(7);
    for (const preset of PRESET_IDS) {
      const rules = rulesOf(preset, { houses: 2 + random.below(3), seeds: 1 + random.below(3) });
      for (const position of randomPositions(rules, random, 6)) {
        for (const depth of [1, 2, 3, 5]) {
          const result = search(position, depth);
          const values = legalMoves(position).map((move) => ({
            move,
            value: childValue(position, move, depth),
          }));
          const best = Math.max(...values.map((v) => v.value));
          expect(result.score).toBeCloseTo(best, 9);
          expect(result.score).toBeCloseTo(minimax(position, depth), 9);
          const bestMoves = values
            .filter((v) => Math.abs(v.value - best) < 1e-9)
            .map((v) => v.move);
          expect([...result.best].sort((a, b) => a.house - b.house)).toEqual(bestMoves);
        }
      }
    }
  });

  it('prunes: visits far fewer positions than minimax at depth 8', () => {
    const result = search(Position.initial(rulesOf()), 8);
    expect(result.nodes).toBeLessThan(6 ** 8 / 20);
  });

  it('picks at random among equally good moves, repeatably with the same seed', () => {
    const rules = rulesOf('kalah', { houses: 4, seeds: 2 });
    const position = randomPositions(rules, seededRandom(5), 50).find(
      (p) => search(p, 2).best.length > 1,
    )!;
    const picks = (seed: number): number[] => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => search(position, 2, random).move.house);
    };
    expect(new Set(picks(1)).size).toBeGreaterThan(1);
    expect(picks(1)).toEqual(picks(1));
  });

  it('refuses a finished game and a depth below 1', () => {
    const rules = rulesOf('kalaha', { houses: 1, seeds: 1 });
    expect(() => search(after(Position.initial(rules), { house: 1 }), 2)).toThrow(RangeError);
    expect(() => search(Position.initial(rules), 0)).toThrow(RangeError);
  });
});

describe('ComputerPlayer', () => {
  it('never plays an illegal move, at any level, under every preset', async () => {
    const random = seededRandom(11);
    for (const preset of PRESET_IDS) {
      const rules = rulesOf(preset, { houses: 3 + random.below(4), seeds: 1 + random.below(4) });
      for (const position of randomPositions(rules, random, 4)) {
        for (let level = 1; level <= LEVELS.length; level++) {
          const move = await new ComputerPlayer(level, random).chooseMove(position);
          expect(checkMove(position, move)).toBeUndefined();
        }
      }
    }
  });

  it('blunders on purpose at level 1 only', async () => {
    const position = CAPTURE;
    const choices = async (level: number): Promise<number[]> => {
      const player = new ComputerPlayer(level, seededRandom(3));
      const moves = [];
      for (let i = 0; i < 40; i++) moves.push((await player.chooseMove(position)).house);
      return moves;
    };
    const weak = await choices(1);
    expect(weak.filter((h) => h === 1).length).toBeGreaterThan(20);
    expect(weak.some((h) => h !== 1)).toBe(true);
    expect(new Set(await choices(3))).toEqual(new Set([1]));
  });

  it('plays stronger at deeper levels: level 4 beats level 1 over seeded games', async () => {
    const rules = rulesOf();
    let strongWins = 0;
    const games = 6;
    for (let game = 0; game < games; game++) {
      const random = seededRandom(100 + game);
      const strongSide: Side = game % 2 === 0 ? 'south' : 'north';
      const players = {
        [strongSide]: new ComputerPlayer(4, random),
        [strongSide === 'south' ? 'north' : 'south']: new ComputerPlayer(1, random),
      } as Record<Side, ComputerPlayer>;
      let position = Position.initial(rules);
      while (!position.isOver) {
        position = after(position, await players[position.turn].chooseMove(position));
      }
      if (outcome(position)!.winner === strongSide) strongWins++;
    }
    expect(strongWins).toBeGreaterThanOrEqual(games - 1);
  });
});
