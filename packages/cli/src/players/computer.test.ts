import {
  checkMove,
  createPrng,
  legalMoves,
  outcome,
  play,
  Position,
  type Move,
  type Prng,
  unwrap,
} from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { positionOf, rulesOf } from '../../test/positions.ts';
import { KALAHA_FAMILY_PRESET_IDS } from '../preset-options.ts';
import { ComputerPlayer } from './computer.ts';
import { DEFAULT_LEVEL, STRONGEST_LEVEL } from './levels.ts';

function after(position: Position, move: Move): Position {
  const played = unwrap(play(position, move));
  return played.position;
}

/** Positions in progress reached by random play from the start. */
function randomPositions(rules: ReturnType<typeof rulesOf>, random: Prng, count: number) {
  const positions: Position[] = [];
  while (positions.length < count) {
    let position = Position.initial(rules, random.below(2) === 0 ? 'south' : 'north');
    const plies = random.below(3 * rules.houses);
    for (let i = 0; i < plies && !position.isOver; i++) {
      const moves = legalMoves(position);
      position = after(position, moves[random.below(moves.length)]!);
    }
    if (!position.isOver) positions.push(position);
  }
  return positions;
}

/** A whole game between two computer players from the start; the final position. */
async function game(south: ComputerPlayer, north: ComputerPlayer, rules = rulesOf()) {
  let position = Position.initial(rules);
  while (!position.isOver) {
    const player = position.turn === 'south' ? south : north;
    position = after(position, await player.chooseMove(position));
  }
  return position;
}

describe('ComputerPlayer (the engine levels)', () => {
  it('offers levels 1-10, 6 by default', () => {
    expect(STRONGEST_LEVEL).toBe(10);
    expect(DEFAULT_LEVEL).toBe(6);
    expect(new ComputerPlayer(10, createPrng(1)).label).toBe('Computer level 10');
    expect(() => new ComputerPlayer(11, createPrng(1))).toThrow(RangeError);
  });

  it('never plays an illegal move, at any level, under every preset (small boards)', async () => {
    const random = createPrng(11);
    for (const preset of KALAHA_FAMILY_PRESET_IDS) {
      const rules = rulesOf(preset, { houses: 3 + random.below(2), seeds: 1 + random.below(3) });
      for (const position of randomPositions(rules, random, 2)) {
        for (let level = 1; level <= STRONGEST_LEVEL; level++) {
          const move = await new ComputerPlayer(level, random).chooseMove(position);
          expect(checkMove(position, move)).toBeUndefined();
        }
      }
    }
  });

  it('takes a big capture at level 6, and repeats its game with the same seed', async () => {
    // South house 1 sows its seed into empty house 2, which faces North house 5 (docs/RULES.md 1.2).
    const capture = positionOf(rulesOf(), {
      south: [1, 0, 1, 1, 1, 2],
      north: [2, 2, 2, 2, 8, 2],
    });
    expect(await new ComputerPlayer(6, createPrng(3)).chooseMove(capture)).toEqual({ house: 1 });
    const replay = async (seed: number) => {
      const final = await game(
        new ComputerPlayer(2, createPrng(seed)),
        new ComputerPlayer(3, createPrng(seed + 1)),
      );
      return `${final.store('south')}-${final.store('north')}`;
    };
    expect(await replay(5)).toBe(await replay(5));
  });

  it('plays stronger at higher levels: level 6 beats level 1 over seeded games', async () => {
    let strongWins = 0;
    const games = 4;
    for (let g = 0; g < games; g++) {
      const strong = new ComputerPlayer(6, createPrng(100 + g));
      const weak = new ComputerPlayer(1, createPrng(200 + g));
      const strongSouth = g % 2 === 0;
      const final = await game(strongSouth ? strong : weak, strongSouth ? weak : strong);
      if (outcome(final)!.winner === (strongSouth ? 'south' : 'north')) strongWins++;
    }
    expect(strongWins).toBe(games);
  });
});
