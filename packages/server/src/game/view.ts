import type { Change, GameSummary, GameView, LiveParts, SeatView } from '@kalaha/protocol';
import type { PerSide } from '@kalaha/rules';
import type { GameListing, StoredAction } from '../storage/storage.ts';
import { parseArrangement } from './arrangement.ts';
import { arrangementsOf, movesOf, openEndOffer, type MasterState } from './state.ts';

/** A seated player's name and Glicko-2 rating in the game's family (`null`: not rated yet). */
export interface SeatInfo {
  readonly name: string;
  readonly rating: number | null;
}

/**
 * What a view of a game needs besides the game: the seated players' names and ratings (`null` for
 * an empty seat), whether each seat's player is connected, and the number of spectators.
 */
export interface ViewExtras {
  readonly seats: PerSide<SeatInfo | null>;
  readonly connected: PerSide<boolean>;
  readonly spectators: number;
}

/**
 * The protocol's {@link GameView} of a game: everything clients show, no secrets.
 *
 * @param live its live parts, when already built ({@link liveView} of the same state and extras).
 */
export function gameView(
  state: MasterState,
  extras: ViewExtras,
  live: LiveParts = liveView(state, extras),
): GameView {
  const { game } = state;
  return {
    id: game.gameId,
    rules: { ...game.rules },
    rated: game.rated,
    timeControl: game.timeControl,
    start: game.start,
    moves: movesOf(state),
    arrangements: arrangementsOf(state),
    created: game.created.toISOString(),
    ...live,
  };
}

/**
 * The live parts of the {@link gameView} of a game ({@link LiveParts}: what a change can set, as a
 * `delta` carries them), without the parts fixed at its creation or only growing (its moves and
 * lay-outs).
 */
export function liveView(state: MasterState, extras: ViewExtras): LiveParts {
  const { game } = state;
  const seat = (side: 'south' | 'north'): SeatView | null => {
    const stored = game.seats[side];
    if (!stored) return null;
    const info = extras.seats[side];
    return {
      playerId: stored.playerId,
      name: info?.name ?? '',
      rating: info?.rating ?? null,
      connected: extras.connected[side],
    };
  };
  return {
    status: game.status,
    seats: { south: seat('south'), north: seat('north') },
    version: game.version,
    clocks: game.clocks,
    result: game.result,
    rematch: { offeredBy: game.rematchOfferedBy, nextGameId: game.nextGameId },
    endOffer: openEndOffer(state) ?? null,
    spectators: extras.spectators,
  };
}

/** The change an action made, as an `update` tells it. */
export function changeOf(action: StoredAction): Change {
  if (action.kind === 'move') return { kind: 'move', side: action.side, move: action.move ?? '' };
  if (action.kind === 'arrange') {
    const arrangement = parseArrangement(action.move) ?? [];
    return { kind: 'arrange', side: action.side, arrangement };
  }
  return { kind: action.kind, side: action.side };
}

/** A line of the lobby or of a player's page. */
export function gameSummary(listing: GameListing): GameSummary {
  const { game } = listing;
  return {
    id: game.gameId,
    preset: game.preset,
    family: game.family,
    rated: game.rated,
    timeControl: game.timeControl,
    status: game.status,
    south: listing.names.south,
    north: listing.names.north,
    result: game.result,
    moves: listing.moves,
    created: game.created.toISOString(),
  };
}
