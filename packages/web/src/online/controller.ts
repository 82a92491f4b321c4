import type { ActionInput, ActResult, GameView, WatchMessage } from '@kalaha/protocol';
import {
  checkAgreement,
  legalMoves,
  makeMove,
  opponent,
  type HouseRef,
  type MoveEvent,
} from '@kalaha/rules';
import { applyEvent, boardFromPosition, settleOn, type BoardState } from '../board/state.ts';
import { stepDuration } from '../board/timing.ts';
import { announceMove, nextToMove } from '../game/announce.ts';
import { current, playMove, type Game } from '../game/session.ts';
import type { Translate } from '../i18n/translate.ts';
import type { OnlineError } from './errors.ts';
import type { HeldSeat } from './identity.ts';
import { agreedEnd, compareMoves, gameFromView, playText } from './online-game.ts';
import { onlineResultText } from './result.ts';

/**
 * What the online game screen is doing: `loading` (no state from the server yet), `waiting` (an
 * open game waiting for its second player), `ready` (this browser's side may sow), `sending` (a
 * move of ours is shown and on its way to the server), `opponent` (the other side's turn, or the
 * game is only watched), `animating` (a move is being shown), `over` (finished or aborted).
 */
export type OnlinePhase =
  'loading' | 'waiting' | 'ready' | 'sending' | 'opponent' | 'animating' | 'over';

/** Everything the online game screen draws. */
export interface OnlineView {
  /** The game as the server last told it. */
  readonly server: GameView | undefined;
  /** The game as shown (the server's, or one move ahead while ours is on its way). */
  readonly game: Game | undefined;
  readonly board: BoardState | undefined;
  /** Milliseconds the current animation step lasts. */
  readonly stepMs: number;
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

/** The seat actions besides moves. */
type SeatAction = 'resign' | 'abort' | 'rematch' | 'offerEnd' | 'acceptEnd' | 'declineEnd';

/** What the controller runs with. */
export interface OnlineControllerDeps {
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
  /** Told of each step of a move as it is shown (the sound effects). */
  readonly onStep?: (event: MoveEvent, stepMs: number, game: Game) => void;
  /** Waits `ms` milliseconds (a test passes one that does not wait). */
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * More moves than this arriving at once (after a reconnect) are not animated: the board jumps to
 * the position, as it does after a reload.
 */
export const MAX_ANIMATED_MOVES = 3;

/**
 * Runs one online game on screen, players and spectators alike: follows the server's `state` and
 * `update`s, animates each move from the events the rules library gives for it (as a local game
 * does), sends this browser's moves (shown at once, confirmed by the server; a refusal puts the
 * board back on the server's position), resigns, aborts, offers or accepts a rematch, and offers
 * to end a Wari or Obridjie game by agreement or answers the other side's offer (RULES.md 2).
 * Only the houses of this browser's seat are playable, and only on its turn. The state it
 * publishes ({@link OnlineView}) is plain data; the screen subscribes and draws it.
 */
export class OnlineGameController {
  #view: OnlineView = {
    server: undefined,
    game: undefined,
    board: undefined,
    stepMs: 0,
    phase: 'loading',
    seat: undefined,
    announcement: '',
    error: undefined,
    busy: false,
  };
  readonly #deps: OnlineControllerDeps;
  readonly #listeners = new Set<() => void>();
  readonly #unwatch: () => void;
  /** True while a move is being shown; the next server state is taken up after it. */
  #animating = false;
  /** True while the move shown last is ours and not yet in the server's game. */
  #unconfirmed = false;
  /** The number of moves of the game when this seat last offered to end it. */
  #offeredAt: number | undefined;
  #disposed = false;

  constructor(deps: OnlineControllerDeps, seat?: HeldSeat) {
    this.#deps = deps;
    this.#view = { ...this.#view, seat };
    this.#unwatch = deps.watch(deps.gameId, (message) => this.receive(message));
  }

  /** The current state. */
  get view(): OnlineView {
    return this.#view;
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
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
    if (this.#disposed || message.game.id !== this.#deps.gameId) return;
    const before = this.#view.server;
    this.#update({ server: message.game });
    const change = message.change;
    const t = this.#deps.t();
    if (change?.kind === 'join' && before?.status === 'open') {
      this.#update({ announcement: t('online.announce.joined', change) });
    }
    if (change?.kind === 'offerEnd' && change.side !== this.#view.seat?.side) {
      this.#update({ announcement: t('announce.offer', { side: change.side }) });
    }
    if (change?.kind === 'declineEnd' && this.#view.game) {
      const next = nextToMove(t, current(this.#view.game));
      this.#update({ announcement: t('announce.declined', { next }) });
    }
    if (this.#view.game === undefined) this.#reset();
    else this.#sync();
  }

  /** Sets the seat this browser plays (after joining, or fetched from the server). */
  setSeat(seat: HeldSeat | undefined): void {
    this.#update({ seat });
    if (this.#view.game && !this.#animating) this.#settle();
  }

  /** Keeps a board state changed by the board itself (keyboard focus). */
  setBoard(board: BoardState): void {
    this.#update({ board });
  }

  /**
   * Sows `house` for this browser's seat: shown at once, sent to the server. Ignored unless it
   * is this seat's turn and the house is legal.
   */
  play(house: number): void {
    const { phase, board, game, seat, server } = this.#view;
    if (phase !== 'ready' || !board || !game || !seat || !server) return;
    if (!board.legal.includes(house)) return;
    const played = playMove(game, house);
    if (!played.ok) return;
    this.#unconfirmed = true;
    this.#update({ error: undefined });
    void this.#deps
      .act({
        type: 'move',
        gameId: server.id,
        seatSecret: seat.seatSecret,
        version: server.version,
        move: makeMove({ house }),
      })
      .then((answer) => {
        if (answer.ok || this.#disposed) return;
        this.#unconfirmed = false;
        this.#update({ error: answer.error });
        this.#sync();
      });
    void this.#show(played.value.game, played.value.events);
  }

  /** Gives up the game. @returns true when the server applied it. */
  resign(): Promise<boolean> {
    return this.#action('resign');
  }

  /** Calls the game off before both sides have moved. @returns true when applied. */
  abort(): Promise<boolean> {
    return this.#action('abort');
  }

  /** Offers a rematch, or accepts the other side's offer. @returns true when applied. */
  rematch(): Promise<boolean> {
    return this.#action('rematch');
  }

  /**
   * True when this seat may offer to end the game by agreement now: a Wari or Obridjie game in
   * play (`checkAgreement` of the rules library), no offer open, and none made by this seat since
   * the last move (the server allows one between two moves).
   */
  get canOfferEnd(): boolean {
    const { server, game, seat, phase } = this.#view;
    if (!server || !game || !seat || server.status !== 'active' || phase === 'over') return false;
    if (server.endOffer !== null || this.#offeredAt === game.moves.length) return false;
    return checkAgreement(current(game)) === undefined;
  }

  /** The side whose offer to end this seat is to answer (the other side's open offer), if any. */
  get offerToAnswer(): 'south' | 'north' | undefined {
    const { server, seat } = this.#view;
    if (!server || !seat || server.status !== 'active') return undefined;
    return server.endOffer === opponent(seat.side) ? server.endOffer : undefined;
  }

  /** Offers to end the game by agreement (RULES.md 2). @returns true when applied. */
  async offerEnd(): Promise<boolean> {
    if (!this.canOfferEnd) return false;
    const moves = this.#view.game?.moves.length;
    const applied = await this.#action('offerEnd');
    if (applied) this.#offeredAt = moves;
    return applied;
  }

  /**
   * Answers the other side's offer to end: accepted, the server ends the game by agreement and the
   * seeds left are shown swept as the rules library's `agreeToEnd` gives them. @returns true when
   * applied.
   */
  answerEnd(accept: boolean): Promise<boolean> {
    return this.#action(accept ? 'acceptEnd' : 'declineEnd');
  }

  async #action(type: SeatAction): Promise<boolean> {
    const { seat, server } = this.#view;
    if (!seat || !server || this.#view.busy) return false;
    this.#update({ busy: true, error: undefined });
    const answer = await this.#deps.act({
      type,
      gameId: server.id,
      seatSecret: seat.seatSecret,
    });
    if (this.#disposed) return answer.ok;
    this.#update({ busy: false, error: answer.ok ? undefined : answer.error });
    return answer.ok;
  }

  /** Brings the board in line with the server's game, a move at a time. */
  #sync(): void {
    const { server, game } = this.#view;
    if (this.#animating || !server || !game) return;
    const relation = compareMoves(game.moves, server.moves);
    switch (relation.kind) {
      case 'same': {
        this.#unconfirmed = false;
        // An accepted offer to end: the seeds left are swept as in the local game.
        const agreed = agreedEnd(game, server);
        if (agreed) void this.#show(agreed.game, agreed.events);
        else this.#settle();
        return;
      }
      case 'ahead': {
        this.#unconfirmed = false;
        if (relation.count > MAX_ANIMATED_MOVES) {
          this.#reset();
          return;
        }
        const played = playText(game, server.moves[game.moves.length]!);
        if (!played.ok) {
          this.#fail(played.error);
          return;
        }
        void this.#show(played.value.game, played.value.events);
        return;
      }
      case 'behind':
        if (this.#unconfirmed && relation.count === 1) this.#settle();
        else this.#reset();
        return;
      case 'diverged':
        this.#reset();
        return;
    }
  }

  /** Shows the server's game at once, without animation. */
  #reset(): void {
    const server = this.#view.server;
    if (!server) return;
    this.#unconfirmed = false;
    const game = gameFromView(server);
    if (!game.ok) {
      this.#fail(game.error);
      return;
    }
    this.#update({ game: game.value, board: boardFromPosition(current(game.value)), stepMs: 0 });
    this.#settle(this.#restingText());
  }

  /** Animates a move (ours or the server's), then takes up the server's game again. */
  async #show(game: Game, events: readonly MoveEvent[]): Promise<void> {
    this.#animating = true;
    this.#update({ game, phase: 'animating' });
    const sleep = this.#deps.sleep ?? wait;
    const reduced = this.#deps.reducedMotion();
    let board = this.#view.board!;
    for (const event of events) {
      const ms = stepDuration(event, this.#deps.speed(), reduced);
      board = applyEvent(board, event);
      if (ms > 0) this.#update({ board, stepMs: ms });
      this.#deps.onStep?.(event, ms, game);
      if (ms === 0) continue;
      await sleep(ms);
      if (this.#disposed) return;
    }
    this.#animating = false;
    const t = this.#deps.t();
    this.#update({ board, stepMs: 0, announcement: announceMove(t, events, current(game)) });
    this.#sync();
  }

  /** The board at rest on the game shown, playable when it is this seat's turn. */
  #settle(announcement?: string): void {
    const { game, server, seat, board } = this.#view;
    if (!game || !server || !board) return;
    const position = current(game);
    const last = game.moves.length;
    const lastMove: HouseRef | undefined =
      last > 0 ? { side: game.positions[last - 1]!.turn, house: game.moves[last - 1]! } : undefined;
    const ended = server.status === 'finished' || server.status === 'aborted' || position.isOver;
    const mine =
      server.status === 'active' &&
      !ended &&
      !this.#unconfirmed &&
      seat !== undefined &&
      seat.side === position.turn;
    const legal = mine ? legalMoves(position).map((m) => m.house) : [];
    const settled = settleOn(board, position, { legal, lastMove });
    const phase: OnlinePhase =
      server.status === 'open'
        ? 'waiting'
        : ended
          ? 'over'
          : this.#unconfirmed
            ? 'sending'
            : mine
              ? 'ready'
              : 'opponent';
    const wasOver = this.#view.phase === 'over';
    const words = phase === 'over' && !wasOver ? this.#endText() : undefined;
    this.#update({
      board: ended ? { ...settled, over: true } : settled,
      stepMs: 0,
      phase,
      announcement: words ?? announcement ?? this.#view.announcement,
    });
  }

  /** What a screen reader hears when the board is shown at once. */
  #restingText(): string {
    const { game } = this.#view;
    return game ? nextToMove(this.#deps.t(), current(game)) : '';
  }

  /** The result, announced once when the game ends. */
  #endText(): string | undefined {
    const { game, server } = this.#view;
    if (!game || !server) return undefined;
    const words = onlineResultText(this.#deps.t(), server, game);
    return words && `${words.headline}. ${words.why.join(' ')}`.trim();
  }

  #fail(error: OnlineError): void {
    this.#update({ error });
  }

  #update(change: Partial<OnlineView>): void {
    this.#view = { ...this.#view, ...change };
    for (const listener of this.#listeners) listener();
  }
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
