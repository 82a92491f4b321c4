import type { GameView } from '@kalaha/protocol';
import { legalMoves, makeMove, makePosition, play, Position, unwrap } from '@kalaha/rules';
import { rulesOf } from './positions.ts';

/** The small board of the online tests: 3 houses of 2 seeds, South to move. */
export const SMALL_RULES = rulesOf('kalaha', { houses: 3, seeds: 2 });

/**
 * A game as the server shows it (for tests): Ann (South) against Bob (North) on the small board,
 * active, no clock, `moves` played; anything else overridden. `version` counts the create and the
 * join before the moves, as the server does.
 */
export function gameView(overrides: Partial<GameView> = {}): GameView {
  const moves = overrides.moves ?? [];
  return {
    id: 'g1',
    rules: { ...SMALL_RULES },
    rated: false,
    timeControl: null,
    status: 'active',
    seats: {
      south: { playerId: 'ann', name: 'Ann', rating: null, connected: true },
      north: { playerId: 'bob', name: 'Bob', rating: null, connected: true },
    },
    start: makePosition(Position.initial(SMALL_RULES)),
    moves,
    arrangements: [],
    version: 2 + moves.length,
    clocks: null,
    result: null,
    rematch: { offeredBy: null, nextGameId: null },
    endOffer: null,
    spectators: 0,
    created: '2025-01-01T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * The moves of a whole game on the small board, each player sowing his first legal house: with
 * the position it ends in.
 */
export function wholeGame(): { moves: string[]; end: Position } {
  let position = Position.initial(SMALL_RULES);
  const moves: string[] = [];
  while (!position.isOver) {
    const move = legalMoves(position)[0]!;
    const played = unwrap(play(position, move));
    moves.push(makeMove(move));
    position = played.position;
  }
  return { moves, end: position };
}
