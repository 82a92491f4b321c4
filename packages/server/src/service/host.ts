import type { Change, GameView } from '@kalaha/protocol';
import { ok, SIDES, type PerSide, type Side } from '@kalaha/rules';
import { LRUCache } from 'lru-cache';
import type { Bus, BusGap } from '../bus/bus.ts';
import {
  bothMoved,
  decide,
  dueTimeout,
  timeoutDueAt,
  type Decision,
  type Request,
} from '../game/decide.ts';
import { refuse } from '../game/errors.ts';
import { actionWithId, replayGame, type MasterState } from '../game/state.ts';
import { changeOf, gameView } from '../game/view.ts';
import type { Storage, StoredAction, StoredGame, StoredRating } from '../storage/storage.ts';
import { AbandonTimers } from './abandon.ts';
import { KeyedQueue } from './keyed-queue.ts';
import { decodeNote, encodeNote, gameChannel, type BusNote } from './notes.ts';
import { NOBODY, sameCounts } from './presence.ts';
import { Room, type Watcher } from './room.ts';
import { ratingsToStore, rematchToInsert } from './commit-parts.ts';
import { newId, secretMatches } from './secrets.ts';
import { seatInfoOf, withRatings } from './seat-info.ts';
import type { GameUpdate, ServiceError, ServiceResult } from './service.ts';

/**
 * Games whose seat-secret hashes {@link GameHost.seatSecretFits} keeps (about 150 bytes each): the
 * games played on an instance within the last hours.
 */
const SEAT_CACHE_GAMES = 20_000;

/** What a {@link GameHost} works with. Times are in ms. */
export interface HostOptions {
  readonly storage: Storage;
  readonly bus: Bus;
  readonly instanceId: string;
  /** The server's clock (ms since the epoch). */
  readonly now: () => number;
  /** The longest a flag timer sleeps before it looks at the clock again (ms). */
  readonly flagCheckMaxMs: number;
  /** Told after each look of a flag timer at a game's clocks, with the game's id. */
  readonly onFlagCheck: (gameId: string) => void;
  /** How often an instance repeats its presence counts (ms). */
  readonly presenceHeartbeatMs: number;
  /** How long an instance's presence counts last without being repeated (ms). */
  readonly presenceTtlMs: number;
  /**
   * How long the creator of an open game may be away from it (watching it nowhere, as far as this
   * instance knows) before it is called off and leaves the lobby (ms).
   */
  readonly openGameAbandonMs: number;
  /** Told after each look at an open game whose creator was away, with the game's id. */
  readonly onAbandonCheck: (gameId: string) => void;
  /** Told of failures that are not answered to anyone (a broken listener, the bus down). */
  readonly onError: (error: unknown) => void;
}

/**
 * What {@link GameHost.submit} answers: stored (`ok`, the state after it), refused by the master,
 * `conflict` (the stored game moved on: reload and decide again), or `duplicate` (the action id is
 * stored already: a retry; the stored action when found).
 */
export type SubmitOutcome =
  | { readonly kind: 'ok'; readonly state: MasterState; readonly action: StoredAction }
  | { readonly kind: 'refused'; readonly error: ServiceError }
  | { readonly kind: 'conflict' }
  | { readonly kind: 'duplicate'; readonly action: StoredAction | undefined };

/**
 * The game masters of one server instance: loads games, decides actions with the pure master
 * (`game/decide.ts`), stores them, and tells watchers on every instance through the bus. It keeps
 * a {@link Room} for each game watched here (the cached state, watchers, presence, the flag timer)
 * and nothing for the others, which are loaded from storage when used.
 *
 * Every method that reads or changes a game must run inside `queue.run(gameId, …)`, so that one
 * game's work on this instance happens one step at a time and in version order.
 */
export class GameHost {
  readonly queue = new KeyedQueue();
  readonly #o: HostOptions;
  readonly #rooms = new Map<string, Room>();
  readonly #unsubscribe = new Map<string, () => Promise<void>>();
  /** The seat-secret hashes of games whose both seats are taken: they never change after. */
  readonly #seatHashes = new LRUCache<string, PerSide<string>>({ max: SEAT_CACHE_GAMES });
  readonly #heartbeat: NodeJS.Timeout;
  readonly #abandon: AbandonTimers;
  #closed = false;
  /** True while the bus is without its connection: notes published meanwhile are lost. */
  #busLost = false;

  constructor(options: HostOptions) {
    this.#o = options;
    this.#heartbeat = setInterval(() => this.#beat(), options.presenceHeartbeatMs);
    this.#heartbeat.unref();
    this.#abandon = new AbandonTimers(options.openGameAbandonMs, (gameId) => {
      void this.queue
        .run(gameId, () => this.#callOffAbandoned(gameId))
        .catch(this.#o.onError)
        .finally(() => this.#o.onAbandonCheck(gameId));
    });
    options.bus.onGap((event) => this.#gap(event));
  }

  /**
   * The game as it stands: the room's state or the stored game, with a flag that has fallen
   * turned into a stored `timeout` first (the lazy check: a game nobody watches still ends right).
   *
   * @returns the state, `game/not_found`, or `server/internal` for a stored game that cannot be
   *   replayed.
   */
  async current(gameId: string): Promise<ServiceResult<MasterState>> {
    const room = this.#rooms.get(gameId);
    const state = room && !room.stale ? ok(room.state) : await this.fetch(gameId);
    if (!state.ok) return state;
    const { south, north } = state.value.game.seats;
    // Once: the seats of a game never change after both are taken.
    if (south && north && !this.#seatHashes.has(gameId)) {
      this.#seatHashes.set(gameId, { south: south.secretHash, north: north.secretHash });
    }
    return ok(await this.settle(state.value));
  }

  /**
   * Whether `secret` may be a seat secret of game `gameId`, answered from memory without touching
   * storage or the game's queue: false only when the game is known here with both seats taken
   * and the secret fits neither (each compared in constant time). True means "look at the game".
   */
  seatSecretFits(gameId: string, secret: string): boolean {
    const hashes = this.#seatHashes.get(gameId);
    return hashes === undefined || SIDES.some((side) => secretMatches(secret, hashes[side]));
  }

  /**
   * The stored game, replayed. A room of it is brought up to date, and its watchers are told each
   * change they have not heard of yet (in version order; when storage was more than one version
   * ahead, the earlier changes come with the latest game). The room is current again unless the
   * bus is still without its connection.
   */
  async fetch(gameId: string): Promise<ServiceResult<MasterState>> {
    const loaded = await this.#o.storage.loadGame(gameId);
    if (!loaded) return refuse('game/not_found', `no game ${gameId}`);
    const state = replayGame(loaded);
    if (!state.ok) return state;
    const room = this.#rooms.get(gameId);
    if (room && !this.#busLost) room.stale = false;
    if (room && state.value.game.version > room.state.game.version) {
      const before = room.state.game;
      room.state = state.value;
      if (needsSeatInfo(before, state.value.game)) {
        room.seats = await seatInfoOf(this.#o.storage, state.value.game);
      }
      this.#schedule(gameId, room);
      for (const action of state.value.actions.slice(room.told)) {
        room.told = action.version;
        room.tell(changeOf(action), this.#o.onError);
      }
    }
    return state;
  }

  /** Stores the `timeout` of a fallen flag, if any, and returns the game after it. */
  async settle(state: MasterState): Promise<MasterState> {
    let current = state;
    for (let attempt = 0; attempt < 3 && dueTimeout(current, this.#o.now()); attempt++) {
      const submitted = await this.submit(current, { kind: 'timeout', actionId: newId() });
      if (submitted.kind === 'ok') return submitted.state;
      if (submitted.kind !== 'conflict') return current;
      const fetched = await this.fetch(current.game.gameId);
      if (!fetched.ok) return current;
      current = fetched.value;
    }
    return current;
  }

  /**
   * Decides `request` on `state` and, when accepted, stores it in one commit with the ratings of a
   * rated game it ends and the next game of a rematch it agrees; then updates the room and tells
   * the watchers here and, through the bus, everywhere.
   */
  async submit(state: MasterState, request: Request): Promise<SubmitOutcome> {
    const decided = decide(state, request, this.#o.now());
    if (!decided.ok) return { kind: 'refused', error: decided.error };
    const decision = decided.value;
    const { storage } = this.#o;
    // Rated only once both sides have moved (a first turn that ends the game counts for nothing).
    const ratings =
      decision.finished && bothMoved(decision.state)
        ? await ratingsToStore(storage, decision.state.game)
        : [];
    const newGame = decision.rematchAgreed
      ? await rematchToInsert(storage, decision.state.game, this.#o.now())
      : undefined;
    const outcome = await storage.commit({
      expectedVersion: state.game.version,
      action: decision.action,
      next: decision.state.game,
      ...(ratings.length > 0 ? { ratings } : {}),
      ...(newGame ? { newGame } : {}),
    });
    if (outcome === 'conflict') return { kind: 'conflict' };
    if (outcome === 'duplicate') {
      // Stored, yet not in `state`: the instance that stored it may have died before telling
      // the bus, so the room catches up (and tells its watchers) from storage.
      const fetched = await this.fetch(state.game.gameId);
      if (!fetched.ok) return { kind: 'refused', error: fetched.error };
      return { kind: 'duplicate', action: actionWithId(fetched.value, decision.action.actionId) };
    }
    await this.#committed(decision, ratings);
    return { kind: 'ok', state: decision.state, action: decision.action };
  }

  /**
   * Stores the action `build` makes of the game, deciding again once on the stored game when the
   * first try met a `conflict` (another instance or action won the version) or was refused on this
   * instance's cached state while storage had moved on (a bus note was lost). A retry of an action
   * already stored (its id among the game's actions) is answered as `duplicate` without deciding.
   *
   * @returns `ok`, `refused` (a second conflict is refused as `action/stale`), or `duplicate`.
   */
  async perform(
    state: MasterState,
    build: (state: MasterState) => Request,
  ): Promise<Exclude<SubmitOutcome, { kind: 'conflict' }>> {
    const gameId = state.game.gameId;
    const cached = this.#rooms.get(gameId)?.state === state;
    let current = state;
    for (let attempt = 0; ; attempt++) {
      const request = build(current);
      const stored = actionWithId(current, request.actionId);
      if (stored) return { kind: 'duplicate', action: stored };
      const submitted = await this.submit(current, request);
      if (submitted.kind !== 'conflict' && submitted.kind !== 'refused') return submitted;
      if (attempt > 0 || (submitted.kind === 'refused' && !cached)) {
        return submitted.kind === 'refused'
          ? submitted
          : {
              kind: 'refused',
              error: {
                code: 'action/stale',
                message: 'the game changed meanwhile; look at it again',
              },
            };
      }
      const fetched = await this.fetch(gameId);
      if (!fetched.ok) return { kind: 'refused', error: fetched.error };
      if (submitted.kind === 'refused' && fetched.value.game.version === current.game.version) {
        return submitted;
      }
      current = await this.settle(fetched.value);
    }
  }

  /** The protocol view of a game: with presence when watched here, else without. */
  async view(state: MasterState): Promise<GameView> {
    const room = this.#rooms.get(state.game.gameId);
    if (room && room.state.game.version === state.game.version) return room.view();
    return gameView(state, {
      seats: await seatInfoOf(this.#o.storage, state.game),
      connected: { south: false, north: false },
      spectators: 0,
    });
  }

  /**
   * Adds a watcher of a game (opening its room: bus subscription, state, flag timer) and tells
   * the other watchers when presence changed.
   *
   * @returns the game as the new watcher sees it, and the watcher to pass to {@link unwatch}.
   */
  async watch(
    gameId: string,
    listener: (update: GameUpdate) => void,
    playerId: string | undefined,
  ): Promise<ServiceResult<{ readonly game: GameView; readonly watcher: Watcher }>> {
    let room = this.#rooms.get(gameId);
    const opened = !room;
    if (!room) {
      const made = await this.#open(gameId);
      if (!made.ok) return made;
      room = made.value;
    } else {
      // Read again even when the room looks current: a watcher comes (back) here after a lost
      // connection, perhaps because the instance that stored his last move died before it told
      // the bus, and only storage knows that move.
      const fetched = await this.fetch(gameId);
      if (!fetched.ok) return fetched;
    }
    const watcher: Watcher = { listener, playerId };
    room.watchers.add(watcher);
    this.#watchCreator(gameId, room.state, room);
    await this.#publishCounts(gameId, room, opened);
    if (room.presenceChanged()) room.tell({ kind: 'presence' }, this.#o.onError, watcher);
    return ok({ game: room.view(), watcher });
  }

  /**
   * Removes a watcher; the last one closes the room, unless it is the creator of an open game who
   * left: the room then stays (subscribed, without watchers) while his game waits for him, so
   * that his coming back through another instance is heard (its presence note).
   */
  async unwatch(gameId: string, watcher: Watcher): Promise<void> {
    const room = this.#rooms.get(gameId);
    if (!room || !room.watchers.delete(watcher)) return;
    this.#watchCreator(gameId, room.state, room);
    if (room.watchers.size === 0) {
      if (!this.#abandon.armed(gameId)) await this.#close(gameId, room);
      return;
    }
    await this.#publishCounts(gameId, room, false);
    if (room.presenceChanged()) room.tell({ kind: 'presence' }, this.#o.onError);
  }

  /** Updates the seated players' names in the rooms of this instance (after a rename). */
  renamed(playerId: string, name: string): void {
    for (const room of this.#rooms.values()) {
      const { seats } = room.state.game;
      const rename = (side: Side) =>
        seats[side]?.playerId === playerId && room.seats[side]
          ? { ...room.seats[side], name }
          : room.seats[side];
      room.seats = { south: rename('south'), north: rename('north') };
    }
  }

  /** Stops every timer and leaves every room (telling the other instances its watchers left). */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#heartbeat);
    this.#abandon.clear();
    await Promise.all(
      [...this.#rooms].map(([gameId, room]) =>
        this.queue.run(gameId, () => this.#close(gameId, room)).catch(this.#o.onError),
      ),
    );
  }

  async #open(gameId: string): Promise<ServiceResult<Room>> {
    const channel = gameChannel(gameId);
    const unsubscribe = await this.#o.bus.subscribe(channel, (text) => {
      const note = decodeNote(text);
      if (note) void this.queue.run(gameId, () => this.#hear(gameId, note)).catch(this.#o.onError);
    });
    try {
      const fetched = await this.fetch(gameId);
      if (!fetched.ok) {
        await unsubscribe();
        return fetched;
      }
      const state = fetched.value;
      const room = new Room(
        state,
        await seatInfoOf(this.#o.storage, state.game),
        this.#o.presenceTtlMs,
      );
      room.stale = this.#busLost;
      this.#rooms.set(gameId, room);
      this.#unsubscribe.set(gameId, unsubscribe);
      room.state = await this.settle(room.state);
      this.#schedule(gameId, room);
      return ok(room);
    } catch (error) {
      this.#rooms.delete(gameId);
      this.#unsubscribe.delete(gameId);
      await unsubscribe().catch(this.#o.onError);
      throw error;
    }
  }

  async #close(gameId: string, room: Room): Promise<void> {
    if (this.#rooms.get(gameId) !== room) return;
    clearTimeout(room.timer);
    this.#rooms.delete(gameId);
    const unsubscribe = this.#unsubscribe.get(gameId);
    this.#unsubscribe.delete(gameId);
    await this.#publish(gameId, {
      type: 'presence',
      instanceId: this.#o.instanceId,
      counts: NOBODY,
      ask: false,
    });
    await unsubscribe?.().catch(this.#o.onError);
  }

  /**
   * Arms the abandon timer of an open game whose creator watches it nowhere (as far as `room`,
   * this instance's, knows: its watchers and the other instances' presence notes), disarms it
   * when he is back or the game is not open.
   */
  #watchCreator(gameId: string, state: MasterState, room: Room): void {
    const creator = openGameCreator(state);
    this.#abandon.set(gameId, creator !== undefined && !this.#closed && !room.present(creator));
  }

  /**
   * Calls off an open game whose creator has been away for `openGameAbandonMs` (an `abort` of his
   * seat: nothing was played, nobody is rated), unless the game has started or he is back.
   */
  async #callOffAbandoned(gameId: string): Promise<void> {
    const state = await this.current(gameId);
    if (!state.ok || this.#closed) return;
    const creator = openGameCreator(state.value);
    const room = this.#rooms.get(gameId);
    if (creator !== undefined && !room?.present(creator)) {
      await this.submit(state.value, { kind: 'abort', side: creator, actionId: newId() });
    }
    // The room kept while the creator was away, without watchers: no longer needed.
    if (room && room.watchers.size === 0 && this.#rooms.get(gameId) === room) {
      await this.#close(gameId, room);
    }
  }

  /** A note from the bus (queued on the game). */
  async #hear(gameId: string, note: BusNote): Promise<void> {
    const room = this.#rooms.get(gameId);
    if (!room) return;
    if (note.type === 'presence') {
      if (note.instanceId === this.#o.instanceId) return;
      // Another instance is further on: a note of ours was lost on the way.
      if (note.version !== undefined && note.version > room.state.game.version) {
        await this.fetch(gameId);
        if (this.#rooms.get(gameId) !== room) return;
      }
      room.remote.heard(note.instanceId, note.counts, this.#o.now());
      this.#watchCreator(gameId, room.state, room);
      // A room kept only while its creator was away: he is back elsewhere.
      if (room.watchers.size === 0 && !this.#abandon.armed(gameId)) {
        await this.#close(gameId, room);
        return;
      }
      if (note.ask) await this.#publishCounts(gameId, room, false, true);
      if (room.presenceChanged()) room.tell({ kind: 'presence' }, this.#o.onError);
      return;
    }
    if (note.version <= room.told) return;
    // Fetching tells the watchers every change up to the stored version.
    if (room.state.game.version < note.version) await this.fetch(gameId);
    if (this.#rooms.get(gameId) !== room || room.state.game.version < note.version) return;
    if (room.told < note.version) {
      room.told = note.version;
      room.tell(note.change, this.#o.onError);
    }
  }

  /** After a commit: the room takes the new state, its watchers and every instance are told. */
  async #committed(decision: Decision, ratings: readonly StoredRating[]): Promise<void> {
    const { action, state } = decision;
    const gameId = state.game.gameId;
    const change: Change = changeOf(action);
    const room = this.#rooms.get(gameId);
    try {
      if (room && room.state.game.version < action.version) {
        room.state = state;
        if (action.kind === 'join') room.seats = await seatInfoOf(this.#o.storage, state.game);
        else if (ratings.length > 0) room.seats = withRatings(room.seats, state.game, ratings);
        this.#schedule(gameId, room);
        if (room.told < action.version) {
          room.told = action.version;
          room.tell(change, this.#o.onError, undefined, action.actionId);
        }
        // A watcher who just took a seat counts for it now, no longer as a spectator.
        if (action.kind === 'join') await this.#publishCounts(gameId, room, false);
      }
    } catch (error) {
      this.#o.onError(error);
    }
    await this.#publish(gameId, { type: 'action', version: action.version, change });
  }

  /** Publishes this instance's counts when they changed (or `force`), asking others' if `ask`. */
  async #publishCounts(gameId: string, room: Room, ask: boolean, force = false): Promise<void> {
    const counts = room.localCounts();
    if (!ask && !force && sameCounts(counts, room.published)) return;
    room.published = counts;
    await this.#publish(gameId, {
      type: 'presence',
      instanceId: this.#o.instanceId,
      counts,
      ask,
      version: room.state.game.version,
    });
  }

  /**
   * The bus lost its connection (`lost`: every room may miss notes from now on, so each is read
   * from storage when used) or has it again (`back`: every room is read from storage at once, and
   * its watchers told what they missed).
   */
  #gap(event: BusGap): void {
    this.#busLost = event === 'lost';
    for (const [gameId, room] of this.#rooms) {
      room.stale = true;
      if (event === 'lost') continue;
      void this.queue
        .run(gameId, async () => {
          if (this.#rooms.get(gameId) === room) await this.fetch(gameId);
        })
        .catch(this.#o.onError);
    }
  }

  async #publish(gameId: string, note: BusNote): Promise<void> {
    try {
      await this.#o.bus.publish(gameChannel(gameId), encodeNote(note));
    } catch (error) {
      this.#o.onError(error);
    }
  }

  /** The heartbeat: every room repeats its counts and forgets other instances' expired ones. */
  #beat(): void {
    for (const [gameId, room] of this.#rooms) {
      void this.queue
        .run(gameId, async () => {
          if (this.#rooms.get(gameId) !== room) return;
          room.remote.prune(this.#o.now());
          await this.#publishCounts(gameId, room, false, true);
          if (room.presenceChanged()) room.tell({ kind: 'presence' }, this.#o.onError);
        })
        .catch(this.#o.onError);
    }
  }

  /**
   * Sets the room's flag timer for the running clock or the first move due (`timeoutDueAt`): it
   * wakes then (or after `flagCheckMaxMs`, whichever is sooner), and stores the timeout (or the
   * abort of a game not started in time) when it is due.
   */
  #schedule(gameId: string, room: Room): void {
    clearTimeout(room.timer);
    room.timer = undefined;
    const fall = timeoutDueAt(room.state);
    if (fall === undefined || this.#closed) return;
    const delay = Math.max(0, Math.min(fall - this.#o.now(), this.#o.flagCheckMaxMs));
    room.timer = setTimeout(() => {
      void this.queue
        .run(gameId, async () => {
          if (this.#rooms.get(gameId) !== room) return;
          room.state = await this.settle(room.state);
          this.#schedule(gameId, room);
          this.#o.onFlagCheck(gameId);
        })
        .catch(this.#o.onError);
    }, delay);
    room.timer.unref();
  }
}

/** True when the seat names or ratings may have changed between two rows of a game. */
function needsSeatInfo(before: StoredGame, after: StoredGame): boolean {
  return (
    before.seats.south?.playerId !== after.seats.south?.playerId ||
    before.seats.north?.playerId !== after.seats.north?.playerId ||
    before.status !== after.status
  );
}

/** The side seated in an open game (its creator), or `undefined` once the game is not open. */
function openGameCreator(state: MasterState): Side | undefined {
  if (state.game.status !== 'open') return undefined;
  return SIDES.find((side) => state.game.seats[side] !== null);
}
