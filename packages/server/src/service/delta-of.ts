import { isDeepStrictEqual } from 'node:util';
import type { Change, GameDelta, LiveParts } from '@kalaha/protocol';
import { arrangementOf, moveOf, type MasterState } from '../game/state.ts';

/**
 * What a game's watchers hold of its growing parts once told of it: its version, how many moves
 * and lay-outs it has, and the last of each. The rest of a game view is fixed at the game's
 * creation (id, rules, rating, time control, start, creation time) or is a live part, which a
 * delta carries whole.
 */
export interface Told {
  readonly version: number;
  readonly moves: number;
  readonly lastMove: string | undefined;
  readonly arrangements: number;
  readonly lastArrangement: readonly number[] | undefined;
}

/** {@link Told} of the game of `state`: one pass over its actions, nothing else built. */
export function toldOf(state: MasterState): Told {
  let moves = 0;
  let lastMove: string | undefined;
  let arrangements = 0;
  let lastArrangement: readonly number[] | undefined;
  for (const action of state.actions) {
    const move = moveOf(action);
    if (move !== undefined) {
      moves++;
      lastMove = move;
      continue;
    }
    const arrangement = arrangementOf(action);
    if (arrangement) {
      arrangements++;
      lastArrangement = arrangement;
    }
  }
  return { version: state.game.version, moves, lastMove, arrangements, lastArrangement };
}

/**
 * The delta (the `delta` message of the protocol) that turns the game its watchers were told last
 * (`before`) into the game now (`after`, with the live parts `live`) by `change`, or `undefined`
 * when no delta does so exactly: the game now is more than this one change from the game told
 * (a room that caught up with several changes at once tells each with the latest game).
 *
 * A client applies a delta (`applyDelta`) by adding the change's move or lay-out to the game's and
 * taking the live parts whole, and the other parts of a game never change. So the delta gives the
 * game now exactly when the game has one move more than told, that move the change's, for a move;
 * one lay-out more, the change's, for a lay-out; and as many of both for any other change.
 */
export function deltaOf(
  gameId: string,
  before: Told,
  after: Told,
  live: LiveParts,
  change: Change,
): GameDelta | undefined {
  const moved = change.kind === 'move';
  const arranged = change.kind === 'arrange';
  const exact =
    after.moves === before.moves + (moved ? 1 : 0) &&
    after.arrangements === before.arrangements + (arranged ? 1 : 0) &&
    (!moved || after.lastMove === change.move) &&
    (!arranged || isDeepStrictEqual(after.lastArrangement, change.arrangement));
  return exact ? { gameId, base: before.version, change, live } : undefined;
}
