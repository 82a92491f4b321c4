import type { PerSide, Side } from '@kalaha/rules';
import type { MasterState } from '../game/state.ts';
import { gameView, liveView, type SeatInfo, type ViewExtras } from '../game/view.ts';
import type { GameUpdate } from './service.ts';
import type { Change, GameView } from '@kalaha/protocol';
import { deltaOf, toldOf, type Told } from './delta-of.ts';
import type { PresenceCounts } from './notes.ts';
import { countWatchers, NOBODY, RemotePresence } from './presence.ts';

/** A subscriber of a game on this instance: his listener and his connection's player, if any. */
export interface Watcher {
  readonly listener: (update: GameUpdate) => void;
  readonly playerId: string | undefined;
}

/** What watchers see of presence: the spectator count and whether each seat is connected. */
interface Visible {
  readonly spectators: number;
  readonly south: boolean;
  readonly north: boolean;
}

/**
 * A game watched on this instance: its master state kept current (by this instance's own actions
 * and by the bus's notes of other instances'), the seated players' names and ratings, the local
 * watchers and the other instances' presence counts. A room exists exactly while the game has
 * local watchers and this instance is subscribed to its bus channel.
 */
export class Room {
  state: MasterState;
  seats: PerSide<SeatInfo | null>;
  /** The highest version told to the watchers. */
  told: number;
  /** The local counts last published on the bus. */
  published: PresenceCounts = NOBODY;
  /** The flag-fall timer, while a clock runs. */
  timer: NodeJS.Timeout | undefined;
  /**
   * True while the bus may have lost a note of this game (from the loss of its connection until
   * the room was read again from storage after it came back): the state is not to be served.
   */
  stale = false;
  readonly watchers = new Set<Watcher>();
  readonly remote: RemotePresence;
  #visible: Visible = { spectators: 0, south: false, north: false };
  /**
   * What the last {@link tell} told of the game's growing parts, or what the game held as the room
   * opened: deltas start from it.
   */
  #lastTold: Told;

  constructor(state: MasterState, seats: PerSide<SeatInfo | null>, presenceTtlMs: number) {
    this.state = state;
    this.seats = seats;
    this.told = state.game.version;
    this.remote = new RemotePresence(presenceTtlMs);
    this.#lastTold = toldOf(state);
  }

  /** This instance's watchers, counted by seat. */
  localCounts(): PresenceCounts {
    return countWatchers(this.watchers, this.state.game.seats);
  }

  /** The game as watchers see it now, presence on every instance included. */
  view(): GameView {
    return gameView(this.state, this.#extras(this.#currentVisible()));
  }

  /** True when `side`'s player watches the game, here or (as its presence notes say) elsewhere. */
  present(side: Side): boolean {
    return this.#currentVisible()[side];
  }

  /** True when the presence watchers would see differs from what they were last told. */
  presenceChanged(): boolean {
    const now = this.#currentVisible();
    const was = this.#visible;
    return now.spectators !== was.spectators || now.south !== was.south || now.north !== was.north;
  }

  /**
   * Tells every watcher but `except` the game now and `change`, with the delta from the game told
   * before where one gives it exactly, and `actionId`, the seat action that made the change, if
   * any. The whole game of the update is built when a listener first reads it (a watcher that
   * takes the delta never does). A listener that throws is a bug of its own: it is reported to
   * `onError` and the others are told all the same.
   */
  tell(
    change: Change,
    onError: (error: unknown) => void,
    except?: Watcher,
    actionId?: string,
  ): void {
    this.#visible = this.#currentVisible();
    const state = this.state;
    const extras = this.#extras(this.#visible);
    const told = toldOf(state);
    const live = liveView(state, extras);
    const delta = deltaOf(state.game.gameId, this.#lastTold, told, live, change);
    this.#lastTold = told;
    let game: GameView | undefined;
    const update: GameUpdate = {
      get game(): GameView {
        return (game ??= gameView(state, extras, live));
      },
      change,
      ...(delta && { delta }),
      ...(actionId !== undefined && { actionId }),
    };
    for (const watcher of [...this.watchers]) {
      if (watcher === except) continue;
      try {
        watcher.listener(update);
      } catch (error) {
        onError(error);
      }
    }
  }

  /** What a view of the game needs besides its state, with presence as `visible`. */
  #extras(visible: Visible): ViewExtras {
    return {
      seats: this.seats,
      connected: { south: visible.south, north: visible.north },
      spectators: visible.spectators,
    };
  }

  #currentVisible(): Visible {
    const total = this.remote.total(this.localCounts());
    return { spectators: total.spectators, south: total.south > 0, north: total.north > 0 };
  }
}
