import { isDeepStrictEqual } from 'node:util';
import {
  applyDelta,
  liveParts,
  type Change,
  type GameDelta,
  type GameView,
} from '@kalaha/protocol';

/**
 * The delta that turns `before`, the game its watchers were told last, into `after` by `change`
 * (the `delta` message of the protocol), or `undefined` when no delta does so exactly: `after`
 * is more than this one change from `before` (a room that caught up with several changes at once
 * tells each with the latest game). Checked by applying it as a client does (`applyDelta`), so
 * that a watcher's game never differs from the server's.
 */
export function deltaOf(before: GameView, after: GameView, change: Change): GameDelta | undefined {
  const delta: GameDelta = {
    gameId: after.id,
    base: before.version,
    change,
    live: liveParts(after),
  };
  return isDeepStrictEqual(applyDelta(before, delta), after) ? delta : undefined;
}
