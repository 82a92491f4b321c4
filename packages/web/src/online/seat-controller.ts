import type { ActionInput, ActResult, Change, GameView, WatchMessage } from '@kalaha/protocol';
import type { MoveEvent, Side } from '@kalaha/rules';
import type { Translate } from '../i18n/translate.ts';
import type { OnlineError } from './errors.ts';
import type { HeldSeat } from './identity.ts';

/**
 * What an online game screen is doing: `loading` (no state from the server yet), `waiting` (an
 * open game waiting for its second player), `ready` (this browser's side may sow), `arranging`
 * (Giuthi, between rounds: this browser's side lost the round and lays out its seeds), `sending`
 * (a move or lay-out of ours is shown and on its way to the server), `opponent` (the other side
 * acts, or the game is only watched), `animating` (a move is being shown), `over` (finished or
 * aborted).
 */
export type OnlinePhase =
  'loading' | 'waiting' | 'ready' | 'arranging' | 'sending' | 'opponent' | 'animating' | 'over';

/** What every online game screen draws, whatever the game. */
export interface OnlineSeatView {
  /** The game as the server last told it. */
  readonly server: GameView | undefined;
  readonly phase: OnlinePhase;
  /** The seat this browser plays, or `undefined` when it watches. */
  readonly seat: HeldSeat | undefined;
  /** The latest text for screen readers. */
  readonly announcement: string;
  /** The last refusal or failure, shown until the next action. */
  readonly error: OnlineError | undefined;
  /** True while a resign, abort, rematch or an offer to end or its answer is on its way. */
  readonly busy: boolean;
}

/** The seat actions besides moves and lay-outs. */
export type SeatAction = 'resign' | 'abort' | 'rematch' | 'offerEnd' | 'acceptEnd' | 'declineEnd';

/** What an online game controller runs with. */
export interface OnlineControllerDeps<G> {
  readonly gameId: string;
  /** Subscribes to the game (the online client's `watch`); returns the unsubscribe function. */
  readonly watch: (gameId: string, listener: (message: WatchMessage) => void) => () => void;
  /** Sends an action for a seat (the online client's `act`; it never rejects). */
  readonly act: (action: ActionInput) => Promise<ActResult>;
  /** The translator of the current language. */
  readonly t: () => Translate;
  /** The animation speed, a multiple of normal speed. */
  readonly speed: () => number;
  /** True when moves should appear at once. */
  readonly reducedMotion: () => boolean;
  /** Told of each step of a move as it is shown (the sound effects), with the game after it. */
  readonly onStep?: (event: MoveEvent, stepMs: number, game: G) => void;
  /** Waits `ms` milliseconds (a test passes one that does not wait). */
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * More moves than this arriving at once (after a reconnect) are not animated: the board jumps to
 * the position, as it does after a reload.
 */
export const MAX_ANIMATED_MOVES = 3;

/** What the frame of every online game screen asks of its controller, whatever the game. */
export interface OnlineSeatControl {
  /** Sets the seat this browser plays (after joining, or fetched from the server). */
  setSeat(seat: HeldSeat | undefined): void;
  /** Takes up a view fetched over HTTP when it is newer than the one held. */
  receiveFetched(game: GameView): void;
  /** The side whose clock runs and who is to act now, while the game is played. */
  readonly toAct: Side | undefined;
  /** True once both sides have moved (from then on the game can no longer be aborted). */
  readonly bothHaveMoved: boolean;
  resign(): Promise<boolean>;
  abort(): Promise<boolean>;
  rematch(): Promise<boolean>;
}

/**
 * What every online game controller shares, whatever the game: it follows the server's `state`
 * and `update`s of one game (the watch, and views fetched over HTTP), keeps the seat this browser
 * plays, resigns, aborts and offers or accepts a rematch, and publishes its view (plain data) to
 * the screen. A subclass replays the game's play and shows it ({@link OnlineSeatController.taken}).
 * It must call {@link OnlineSeatController.startWatching} at the end of its constructor (the watch
 * may answer at once, and the subclass's fields must be ready for it).
 */
export abstract class OnlineSeatController<
  V extends OnlineSeatView,
  G,
> implements OnlineSeatControl {
  #view: V;
  protected readonly deps: OnlineControllerDeps<G>;
  readonly #listeners = new Set<() => void>();
  #unwatch: () => void = () => undefined;
  #disposed = false;
  /** The work in progress: actions sent and awaiting the server's answer, steps being shown. */
  readonly #work = new Set<Promise<unknown>>();

  protected constructor(deps: OnlineControllerDeps<G>, initial: V) {
    this.deps = deps;
    this.#view = initial;
  }

  /** Starts following the game (the subclass's constructor calls it last). */
  protected startWatching(): void {
    this.#unwatch = this.deps.watch(this.deps.gameId, (message) => this.receive(message));
  }

  /** The current state. */
  get view(): V {
    return this.#view;
  }

  /** True once the screen has closed. */
  protected get disposed(): boolean {
    return this.#disposed;
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Resolves once nothing is in progress: every action sent answered by the server, every step
   * shown, and whatever they started done.
   */
  async idle(): Promise<void> {
    while (this.#work.size > 0) await Promise.all([...this.#work]);
  }

  /** Keeps `work` in {@link OnlineSeatController.idle}'s account until it is done. */
  protected track<T>(work: Promise<T>): Promise<T> {
    this.#work.add(work);
    const done = () => void this.#work.delete(work);
    work.then(done, done);
    return work;
  }

  /** Stops watching the game and drops running animations (the screen is closing). */
  dispose(): void {
    this.#disposed = true;
    this.#unwatch();
    this.#listeners.clear();
  }

  /**
   * Takes up a message of the game's watch (the socket): the first state, or a later state or
   * update. The watch's messages come in order, each with the presence of its moment, so one of
   * the version held is taken (a presence update); an older view changes nothing.
   */
  receive(message: WatchMessage): void {
    const before = this.#view.server;
    if (before && message.game.version < before.version) return;
    this.#take(message);
  }

  /**
   * Takes up a view fetched over HTTP (the first picture, the answer to a join) only when it is
   * newer than the one held. Its presence (spectators, connected seats) is of the moment the
   * server answered, which may be older than the watch's last presence update of the same
   * version: an HTTP answer that arrives after it would bring back a stale spectator count that
   * no later message corrects. The watch tells every change after its first state, so a view of
   * the version held has nothing new.
   */
  receiveFetched(game: GameView): void {
    const before = this.#view.server;
    if (before && game.version <= before.version) return;
    this.#take({ type: 'state', game });
  }

  #take(message: WatchMessage): void {
    if (this.#disposed || message.game.id !== this.deps.gameId) return;
    const before = this.#view.server;
    this.#set({ server: message.game });
    const change = message.change;
    if (change?.kind === 'join' && before?.status === 'open') {
      this.#set({ announcement: this.deps.t()('online.announce.joined', change) });
    }
    this.taken(change);
  }

  /**
   * The server's game has changed (`view.server` holds it now), by `change` when an `update`
   * told it: bring the game shown in line with it.
   */
  protected abstract taken(change: Change | undefined): void;

  /** Sets the seat this browser plays (after joining, or fetched from the server). */
  setSeat(seat: HeldSeat | undefined): void {
    this.#set({ seat });
    this.seated();
  }

  /** The seat has changed: what this browser may do now changes with it. */
  protected abstract seated(): void;

  /** The side whose clock runs and who is to act now, while the game is played. */
  abstract get toAct(): Side | undefined;

  /** True once both sides have moved (from then on the game can no longer be aborted). */
  abstract get bothHaveMoved(): boolean;

  /** Gives up the game. @returns true when the server applied it. */
  resign(): Promise<boolean> {
    return this.action('resign');
  }

  /** Calls the game off before both sides have moved. @returns true when applied. */
  abort(): Promise<boolean> {
    return this.action('abort');
  }

  /** Offers a rematch, or accepts the other side's offer. @returns true when applied. */
  rematch(): Promise<boolean> {
    return this.action('rematch');
  }

  /** Sends a seat action; its refusal is shown in `view.error`. @returns true when applied. */
  protected action(type: SeatAction): Promise<boolean> {
    return this.track(this.#action(type));
  }

  async #action(type: SeatAction): Promise<boolean> {
    const { seat, server } = this.#view;
    if (!seat || !server || this.#view.busy) return false;
    this.#set({ busy: true, error: undefined });
    const answer = await this.deps.act({
      type,
      gameId: server.id,
      seatSecret: seat.seatSecret,
    });
    if (this.#disposed) return answer.ok;
    this.#set({ busy: false, error: answer.ok ? undefined : answer.error });
    return answer.ok;
  }

  /** Changes the fields every online view has. */
  #set(change: Partial<OnlineSeatView>): void {
    // V extends OnlineSeatView: its own fields are a part of it.
    this.update(change as Partial<V>);
  }

  /** Changes the view and tells the listeners. */
  protected update(change: Partial<V>): void {
    this.#view = { ...this.#view, ...change };
    for (const listener of this.#listeners) listener();
  }
}

/** The phase of a game at rest (no animation), from what the server and the game shown say. */
export function restingPhase(state: {
  readonly server: GameView;
  /** True when the game is over (by the server or by the rules). */
  readonly ended: boolean;
  /** True while a move or lay-out of ours is on its way. */
  readonly unconfirmed: boolean;
  /** What this browser's seat may do now, if anything. */
  readonly mine: 'move' | 'arrange' | undefined;
}): OnlinePhase {
  if (state.server.status === 'open') return 'waiting';
  if (state.ended) return 'over';
  if (state.unconfirmed) return 'sending';
  if (state.mine === 'move') return 'ready';
  return state.mine === 'arrange' ? 'arranging' : 'opponent';
}
