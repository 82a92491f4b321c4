import { kgpRules, writeKgpBoard, type GameView } from '@kalaha/protocol';
import { legalMoves, makePosition, Position } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { boardForMover, illegalHouse, positionOfView, randomHouse } from './moves.ts';

const rules = kgpRules(6, 4);

/** A view of a KGP game with `moves` played (only the fields the functions read matter). */
function view(moves: string[]): GameView {
  return {
    id: 'g1',
    rules: { ...rules },
    rated: false,
    timeControl: null,
    status: 'active',
    seats: { south: null, north: null },
    start: makePosition(Position.initial(rules)),
    moves,
    version: 2 + moves.length,
    clocks: null,
    result: null,
    rematch: { offeredBy: null, nextGameId: null },
    spectators: 0,
    created: new Date(0).toISOString(),
  };
}

describe('the moves of a KGP game', () => {
  it('replays a view to its position', () => {
    // South sows house 3 (4 seeds: 4, 5, 6, store): an extra turn; then house 1 (4 seeds: 2, 3, 4, 5).
    const position = positionOfView(view(['3', '1']));
    expect(position.turn).toBe('north');
    expect(makePosition(position)).toBe('0,5,1,6,6,5|1 4,4,4,4,4,4|0 north');
  });

  it('refuses a view that does not replay', () => {
    expect(() => positionOfView(view(['7']))).toThrow(/unplayable move 7/);
    expect(() => positionOfView({ ...view([]), rules: { game: 'chess' } })).toThrow(
      /invalid rules/,
    );
  });

  it('sends South its board as it stands and North the mirror (spec 021)', () => {
    const south = positionOfView(view([]));
    expect(writeKgpBoard(boardForMover(south))).toBe('<6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>');
    const north = positionOfView(view(['3', '1']));
    // North's houses come first, then South's; North's store is the first store.
    expect(writeKgpBoard(boardForMover(north))).toBe('<6,0,1,4,4,4,4,4,4,0,5,1,6,6,5>');
  });

  it("names why a house is no legal move of the mover's", () => {
    const north = positionOfView(view(['3', '1']));
    expect(illegalHouse(north, 2)).toBeUndefined();
    expect(illegalHouse(north, 7)).toMatch(/house/);
    expect(illegalHouse(north, 0)).toMatch(/house/);
    const south = positionOfView(view(['3']));
    expect(illegalHouse(south, 3)).toMatch(/empty/);
  });

  it('draws random moves among the legal ones only, every one of them in time', () => {
    const position = positionOfView(view(['3']));
    const legal = legalMoves(position).map((move) => move.house);
    const drawn = new Set(Array.from({ length: 200 }, () => randomHouse(position)));
    expect([...drawn].sort()).toEqual([...legal].sort());
  });
});
