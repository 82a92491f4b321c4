import { applyDelta } from '@kalaha/protocol';
import { describe, expect, it } from 'vitest';
import { activeGame, playMoves } from '../game/test-fixtures.ts';
import { changeOf } from '../game/view.ts';
import { Room } from './room.ts';
import type { GameUpdate } from './service.ts';

const seats = { south: { name: 'Ann', rating: null }, north: { name: 'Bob', rating: null } };

/** A room of an active game with one watcher (Ann's connection) that keeps what it hears. */
function watchedRoom() {
  const room = new Room(activeGame(), seats, 60_000);
  const heard: GameUpdate[] = [];
  room.watchers.add({ listener: (update) => heard.push(update), playerId: 'ann' });
  return { room, heard };
}

describe('a room telling its watchers (issue 18)', () => {
  it('tells each move as a delta that gives the game, built as it was when told', () => {
    const { room, heard } = watchedRoom();
    const before = room.view();
    room.state = playMoves(room.state, [3]);
    room.tell(changeOf(room.state.actions.at(-1)!), (error) => expect.fail(String(error)));
    const told = room.view();
    room.state = playMoves(room.state, [1]);
    const [update] = heard;
    expect(update?.delta?.base).toBe(before.version);
    // Read after the room moved on, the update's game is still the game it told.
    expect(update?.game).toEqual(told);
    expect(applyDelta(before, update!.delta!)).toEqual(told);
    // Ann's own presence: she is connected, Bob is not.
    expect(told.seats.south?.connected).toBe(true);
    expect(told.seats.north?.connected).toBe(false);
  });

  it('tells a room that caught up with two moves each without a delta', () => {
    const { room, heard } = watchedRoom();
    const state = room.state;
    room.state = playMoves(state, [3, 1]);
    const onError = (error: unknown) => expect.fail(String(error));
    for (const action of room.state.actions.slice(state.actions.length)) {
      room.tell(changeOf(action), onError);
    }
    expect(heard.map((u) => u.delta)).toEqual([undefined, undefined]);
    expect(heard.map((u) => u.game.version)).toEqual([4, 4]);
    // The next move is one change from the game told: a delta again.
    room.state = playMoves(room.state, [4]);
    room.tell(changeOf(room.state.actions.at(-1)!), onError);
    expect(heard[2]?.delta?.base).toBe(4);
  });
});
