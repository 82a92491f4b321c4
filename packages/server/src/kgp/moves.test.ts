import { writeKgpBoard, type GameView } from '@kalaha/protocol';
import { legalMoves, makePosition } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { activeGame, playMoves } from '../game/test-fixtures.ts';
import { gameView, type ViewExtras } from '../game/view.ts';
import { boardForMover, illegalHouse, positionOfView, randomHouse } from './moves.ts';
import { kgpGameSettings } from './settings.ts';

/** Nobody watching, Ann and Bob seated and connected. */
const EXTRAS: ViewExtras = {
  seats: { south: { name: 'Ann', rating: null }, north: { name: 'Bob', rating: null } },
  connected: { south: true, north: true },
  spectators: 0,
};

/** The view of a KGP game on 6 houses of 4 seeds as the service shows it, `houses` played. */
function view(houses: readonly number[]): GameView {
  const settings = kgpGameSettings({ houses: 6, seeds: 4 }, null, false);
  return gameView(playMoves(activeGame(settings), houses), EXTRAS);
}

describe('the moves of a KGP game', () => {
  it('replays a view to its position', () => {
    // South sows house 3 (4 seeds: 4, 5, 6, store): an extra turn; then house 1 (4 seeds: 2, 3, 4, 5).
    const position = positionOfView(view([3, 1]));
    expect(position.turn).toBe('north');
    expect(makePosition(position)).toBe('0,5,1,6,6,5|1 4,4,4,4,4,4|0 north');
  });

  it('refuses a view that does not replay', () => {
    expect(() => positionOfView({ ...view([]), moves: ['7'] })).toThrow(/unplayable move 7/);
    expect(() => positionOfView({ ...view([]), rules: { game: 'chess' } })).toThrow(
      /invalid rules/,
    );
  });

  it('sends South its board as it stands and North the mirror (spec 021)', () => {
    const south = positionOfView(view([]));
    expect(writeKgpBoard(boardForMover(south))).toBe('<6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>');
    const north = positionOfView(view([3, 1]));
    // North's houses come first, then South's; North's store is the first store.
    expect(writeKgpBoard(boardForMover(north))).toBe('<6,0,1,4,4,4,4,4,4,0,5,1,6,6,5>');
  });

  it("names why a house is no legal move of the mover's", () => {
    const north = positionOfView(view([3, 1]));
    expect(illegalHouse(north, 2)).toBeUndefined();
    expect(illegalHouse(north, 7)).toMatch(/house/);
    expect(illegalHouse(north, 0)).toMatch(/house/);
    const south = positionOfView(view([3]));
    expect(illegalHouse(south, 3)).toMatch(/empty/);
  });

  it('draws random moves among the legal ones only, every one of them in time', () => {
    const position = positionOfView(view([3]));
    const legal = legalMoves(position).map((move) => move.house);
    const drawn = new Set(Array.from({ length: 200 }, () => randomHouse(position)));
    expect([...drawn].sort()).toEqual([...legal].sort());
  });
});
