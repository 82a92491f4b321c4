import { applyDelta, type Change } from '@kalaha/protocol';
import { describe, expect, it } from 'vitest';
import type { MasterState } from '../game/state.ts';
import {
  activeGame,
  apply,
  arrangeRequest,
  GIUTHI_SMALL,
  playMoves,
  recordedMatch,
} from '../game/test-fixtures.ts';
import { changeOf, gameView, liveView, type ViewExtras } from '../game/view.ts';
import { deltaOf, toldOf } from './delta-of.ts';

const extras: ViewExtras = {
  seats: { south: { name: 'Åsa', rating: 1500 }, north: { name: 'Jörg', rating: null } },
  connected: { south: true, north: false },
  spectators: 1,
};

/** The delta from `before` (told with `extras`) to `after` (with `now`) by `change`. */
function delta(before: MasterState, after: MasterState, change: Change, now = extras) {
  return deltaOf(after.game.gameId, toldOf(before), toldOf(after), liveView(after, now), change);
}

/** The change of the last action of `state`. */
const lastChange = (state: MasterState): Change => changeOf(state.actions.at(-1)!);

describe('the delta of a change (issue 18)', () => {
  it('gives, applied as a client applies it, the whole game after a move', () => {
    const before = playMoves(activeGame(), [3]);
    const after = playMoves(before, [1]);
    const change = lastChange(after);
    expect(change).toMatchObject({ kind: 'move' });
    const found = delta(before, after, change);
    expect(found).toMatchObject({ gameId: 'g1', base: before.game.version, change });
    expect(applyDelta(gameView(before, extras), found!)).toEqual(gameView(after, extras));
  });

  it('carries presence and other changes without a move, and a lay-out (Giuthi)', () => {
    const state = playMoves(activeGame(), [3]);
    const now = { ...extras, connected: { south: true, north: true }, spectators: 4 };
    const presence = delta(state, state, { kind: 'presence' }, now);
    expect(applyDelta(gameView(state, extras), presence!)).toEqual(gameView(state, now));

    const resigned = apply(state, { kind: 'resign', side: 'north', actionId: 'r1' });
    const resign = delta(state, resigned, lastChange(resigned));
    expect(applyDelta(gameView(state, extras), resign!)).toEqual(gameView(resigned, extras));

    const between = playMoves(activeGame(GIUTHI_SMALL), recordedMatch().rounds[0]!.moves);
    const arranged = apply(between, arrangeRequest(between, 'north', [2, 2, 1]));
    const arrange = lastChange(arranged);
    expect(arrange).toEqual({ kind: 'arrange', side: 'north', arrangement: [2, 2, 1] });
    const found = delta(between, arranged, arrange);
    expect(applyDelta(gameView(between, extras), found!)).toEqual(gameView(arranged, extras));
  });

  it('is none when the game after is more than the change from the game told', () => {
    // A room that caught up with two moves tells each with the latest game.
    const before = playMoves(activeGame(), [3]);
    const one = playMoves(before, [1]);
    const two = playMoves(one, [4]);
    expect(delta(before, two, lastChange(one))).toBeUndefined();
    expect(delta(two, two, lastChange(two))).toBeUndefined();
    // A move told with a game whose last move is another one.
    expect(delta(before, one, { kind: 'move', side: 'north', move: '6' })).toBeUndefined();
    // A change without a move told with a game that has one more.
    expect(delta(before, one, { kind: 'resign', side: 'north' })).toBeUndefined();
    // A lay-out other than the game's last.
    const between = playMoves(activeGame(GIUTHI_SMALL), recordedMatch().rounds[0]!.moves);
    const arranged = apply(between, arrangeRequest(between, 'north', [2, 2, 1]));
    const other: Change = { kind: 'arrange', side: 'north', arrangement: [1, 2, 2] };
    expect(delta(between, arranged, other)).toBeUndefined();
  });
});
