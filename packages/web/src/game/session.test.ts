import { makeRecord, parseRecord, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../test-support/positions.ts';
import { housesOf } from '../test-support/game.ts';
import { fromRecord, toRecord } from './records.ts';
import {
  current,
  gameOutcome,
  newGame,
  playMove,
  seatToAct,
  takeBack,
  takeBackPoint,
  truncate,
  turnsOf,
  type Game,
  type GameConfig,
} from './session.ts';

const vsComputer: GameConfig = {
  presetId: 'kalaha',
  rules: rulesOf(),
  seats: { south: { kind: 'human' }, north: { kind: 'computer', level: 6 } },
  starts: 'south',
};
const names = { south: 'Ann', north: 'Computer' };

function playAll(game: Game, houses: number[]): Game {
  for (const house of houses) {
    const r = unwrap(playMove(game, { house }));
    game = r.game;
  }
  return game;
}

describe('a game', () => {
  it('starts at the start position of its rules with the chosen player to move', () => {
    const game = newGame({ ...vsComputer, starts: 'north' }, new Date('2026-01-02T03:04:05Z'));
    expect(current(game).turn).toBe('north');
    expect(current(game).houses('south')).toEqual([6, 6, 6, 6, 6, 6]);
    expect(game.started).toBe('2026-01-02T03:04:05.000Z');
    expect(seatToAct(game)).toEqual({ kind: 'computer', level: 6 });
  });

  it('plays moves through the rules library, keeping every position and its events', () => {
    const r = playMove(newGame(vsComputer), { house: 1 });
    if (!r.ok) throw new Error('refused');
    expect(r.value.events[0]).toEqual({ type: 'lift', side: 'south', house: 1, seeds: 6 });
    expect(housesOf(r.value.game)).toEqual([1]);
    expect(r.value.game.matches).toHaveLength(2);
    expect(current(r.value.game).turn).toBe('south'); // extra turn: the last seed in the store
  });

  it('refuses an empty house with the rules library’s error code', () => {
    const game = playAll(newGame(vsComputer), [1]);
    const r = playMove(game, { house: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_EMPTY_HOUSE');
  });

  it('groups moves into turns (extra turns make a turn longer)', () => {
    const game = playAll(newGame(vsComputer), [1, 2, 3]);
    expect(turnsOf(game)).toEqual([
      {
        number: 1,
        side: 'south',
        moves: [
          { move: { house: 1 }, index: 0 },
          { move: { house: 2 }, index: 1 },
        ],
      },
      { number: 2, side: 'north', moves: [{ move: { house: 3 }, index: 2 }] },
    ]);
  });

  it('takes back to the person’s last move, the computer’s answer included', () => {
    const game = playAll(newGame(vsComputer), [1, 2, 3]);
    expect(takeBackPoint(game)).toBe(1);
    const back = takeBack(game);
    expect(housesOf(back)).toEqual([1]);
    expect(current(back).turn).toBe('south');
    expect(takeBackPoint(newGame(vsComputer))).toBeUndefined();
    expect(housesOf(takeBack(newGame(vsComputer)))).toEqual([]);
  });

  it('takes back one move between two people', () => {
    const friends = {
      ...vsComputer,
      seats: { south: { kind: 'human' }, north: { kind: 'human' } },
    } as const;
    const game = playAll(newGame(friends), [1, 2, 3]);
    expect(housesOf(takeBack(game))).toEqual([1, 2]);
  });

  it('cuts back to any move for review', () => {
    const game = playAll(newGame(vsComputer), [1, 2, 3]);
    expect(housesOf(truncate(game, 0))).toEqual([]);
    expect(housesOf(truncate(game, 9))).toEqual([1, 2, 3]);
  });

  it('writes a record the rules library reads back into the same game', () => {
    const game = playAll(newGame(vsComputer), [1, 2, 3, 4]);
    const text = makeRecord(toRecord(game, names));
    const record = unwrap(parseRecord(text));
    expect(record.players.north).toEqual({ name: 'Computer', kind: 'computer', level: 6 });
    const rules = record.rules;
    if (rules.game !== 'kalaha') throw new Error('not a Kalaha record');
    const back = unwrap(fromRecord({ ...record, rules }, 'kalaha'));
    expect(housesOf(back)).toEqual(housesOf(game));
    expect(back.config.seats).toEqual(vsComputer.seats);
    expect(current(back).equals(current(game))).toBe(true);
  });

  it('knows the outcome once the game is over', () => {
    let game = newGame(vsComputer);
    expect(gameOutcome(game)).toBeUndefined();
    // Play the first legal house until the end.
    for (let i = 0; i < 300 && !current(game).isOver; i++) {
      const house =
        current(game)
          .houses(current(game).turn)
          .findIndex((s) => s > 0) + 1;
      game = playAll(game, [house]);
    }
    expect(gameOutcome(game)).toBeDefined();
    expect(game.ended).toBeDefined();
    const record = toRecord(game, names);
    expect(record.result?.scores).toEqual(gameOutcome(game)!.scores);
  });
});
