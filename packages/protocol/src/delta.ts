import type { GameView, LiveParts } from './game-view.ts';
import type { ServerMessage } from './messages.ts';

/** A `delta` message: a change of a watched game told without the whole game. */
export type DeltaMessage = Extract<ServerMessage, { type: 'delta' }>;

/** What a delta says of the game, whoever it is sent to (the `delta` message without its ack). */
export type GameDelta = Pick<DeltaMessage, 'gameId' | 'base' | 'change' | 'live'>;

/** The live parts of `view` ({@link LiveParts}), as a `delta` carries them. */
export function liveParts(view: GameView): LiveParts {
  const { status, seats, version, clocks, result, rematch, endOffer, spectators } = view;
  return { status, seats, version, clocks, result, rematch, endOffer, spectators };
}

/**
 * The game after `delta`, from `view`, the game before it: `view` with the change's move added to
 * its moves (a `move` change) or its lay-out to its lay-outs (an `arrange` change) and the live
 * parts replaced.
 *
 * @returns `undefined` when `view` is not of the game or of the version the delta applies to (a
 *   change was missed: ask for the whole game).
 */
export function applyDelta(view: GameView, delta: GameDelta): GameView | undefined {
  if (view.id !== delta.gameId || view.version !== delta.base) return undefined;
  const { change } = delta;
  return {
    ...view,
    ...delta.live,
    moves: change.kind === 'move' ? [...view.moves, change.move] : view.moves,
    arrangements:
      change.kind === 'arrange' ? [...view.arrangements, change.arrangement] : view.arrangements,
  };
}
