import type { ActionInput, Change, GameView } from '@kalaha/protocol';
import {
  legalMoves,
  type HouseRef,
  type MoveEvent,
  type Position,
  type Result,
  type Side,
} from '@kalaha/rules';
import { boardFromPosition, legalOf, settleOn, type BoardState } from '../board/state.ts';
import { animateEvents, wait } from '../game/animate.ts';
import type { ResultText } from '../game/result-text.ts';
import type { Translate } from '../i18n/translate.ts';
import type { OnlineError } from './errors.ts';
import type { HeldSeat } from './identity.ts';
import type { GameRelation } from './online-game.ts';
import {
  MAX_ANIMATED_MOVES,
  OnlineSeatController,
  restingPhase,
  type OnlineSeatView,
} from './seat-controller.ts';

/** What an online game screen draws of a game `G` shown on a board. */
export interface OnlineBoardView<G> extends OnlineSeatView {
  /** The game as shown (the server's, or a step ahead while ours is on its way). */
  readonly game: G | undefined;
  readonly board: BoardState | undefined;
  /** Milliseconds the current animation step lasts. */
  readonly stepMs: number;
}

/** The view of a screen that has no state from the server yet, for the seat `seat` (if any). */
export function loadingView<G>(seat: HeldSeat | undefined): OnlineBoardView<G> {
  return {
    server: undefined,
    game: undefined,
    board: undefined,
    stepMs: 0,
    phase: 'loading',
    seat,
    announcement: '',
    error: undefined,
    busy: false,
  };
}

/** A step of this browser's seat: a move in notation, or a lay-out (Giuthi, docs/RULES.md 4). */
export type OwnStep =
  | { readonly type: 'move'; readonly move: string }
  | { readonly type: 'arrange'; readonly arrangement: number[] };

/** The game shown at rest, as the board and the seat's turn read it. */
export interface RestingGame {
  /** The position on the board. */
  readonly position: Position;
  /** True when the rules have ended the game. */
  readonly over: boolean;
  /** The side to act now. */
  readonly toAct: Side;
  /** What the side to act does: sow, or lay out its seeds (Giuthi, between rounds). */
  readonly acts: 'move' | 'arrange';
  /** The last move shown, highlighted on the board. */
  readonly lastMove: HouseRef | undefined;
}

/**
 * What the online game controllers share in showing the play: the game shown is kept in line
 * with the server's, one step at a time. A server a few steps ahead is caught up with animation,
 * one far ahead, behind by more than our own step on its way, or diverged is shown at once; this
 * browser's own step is shown at once and sent, and a refusal puts the server's game back. A
 * subclass says how its game `G` is read from the server's view, compared with it and stepped on
 * (`R`: how the game shown relates to the server's).
 */
export abstract class OnlineSyncController<
  V extends OnlineBoardView<G>,
  G,
  R extends GameRelation,
> extends OnlineSeatController<V, G> {
  /** True while a step is being shown; the server's game is taken up after it. */
  #animating = false;
  /** True while the step shown last is ours and not yet in the server's game. */
  #unconfirmed = false;

  /** The game of the server's view, or `client/bad_game`. */
  protected abstract fromView(server: GameView): Result<G, OnlineError>;

  /** How `game` (shown) relates to the server's. */
  protected abstract compare(game: G, server: GameView): R;

  /**
   * Shows the server's next step after `game` (`relation`, ahead by at most
   * {@link MAX_ANIMATED_MOVES}): {@link OnlineSyncController.show} or a subclass's own showing,
   * {@link OnlineSyncController.reset} when the step cannot be played.
   */
  protected abstract playNext(
    game: G,
    server: GameView,
    relation: Extract<R, { kind: 'ahead' }>,
  ): void;

  /** The game shown at rest. */
  protected abstract restOf(game: G): RestingGame;

  /** What a screen reader hears when `game` is shown at once. */
  protected abstract restingText(t: Translate, game: G): string;

  /** The result of the ended game, if there is one. */
  protected abstract resultText(t: Translate, server: GameView, game: G): ResultText | undefined;

  protected taken(_change: Change | undefined): void {
    if (this.view.game === undefined) this.reset();
    else this.#sync();
  }

  protected seated(): void {
    if (this.view.game && !this.#animating) this.settle();
  }

  /** Keeps a board state changed by the board itself (keyboard focus, direction arrows). */
  setBoard(board: BoardState): void {
    this.#set({ board });
  }

  /**
   * Sends this seat's `step` (already shown or about to be) on the version of the server's game
   * held, with `change` to the view; its refusal is shown in `error` and puts the server's game
   * back. Nothing is sent without a seat and the server's game.
   */
  protected send(step: OwnStep, change: Partial<V> = {}): void {
    const { seat, server } = this.view;
    if (!seat || !server) return;
    const ids = { gameId: server.id, seatSecret: seat.seatSecret, version: server.version };
    const action: ActionInput = { ...step, ...ids };
    this.#unconfirmed = true;
    this.update({ error: undefined, ...change });
    void this.track(
      this.deps.act(action).then((answer) => {
        if (answer.ok || this.disposed) return;
        this.#unconfirmed = false;
        this.#set({ error: answer.error });
        this.#sync();
      }),
    );
  }

  /**
   * The game shown has the server's steps: at rest on it (a subclass may show a last step the
   * server's game has and its steps do not).
   */
  protected caughtUp(_game: G, _server: GameView): void {
    this.settle();
  }

  /** Brings the game shown in line with the server's, a step at a time. */
  #sync(): void {
    const { server, game } = this.view;
    if (this.#animating || !server || !game) return;
    const relation = this.compare(game, server);
    switch (relation.kind) {
      case 'same':
        this.#unconfirmed = false;
        this.caughtUp(game, server);
        return;
      case 'ahead':
        this.#unconfirmed = false;
        if (relation.count > MAX_ANIMATED_MOVES) this.reset();
        else this.playNext(game, server, relation as Extract<R, { kind: 'ahead' }>);
        return;
      case 'behind':
        if (this.#unconfirmed && relation.count === 1) this.settle();
        else this.reset();
        return;
      case 'diverged':
        this.reset();
        return;
    }
  }

  /** Shows the server's game at once, without animation. */
  protected reset(): void {
    const server = this.view.server;
    if (!server) return;
    this.#unconfirmed = false;
    const game = this.fromView(server);
    if (!game.ok) {
      this.#set({ error: game.error });
      return;
    }
    const board = boardFromPosition(this.restOf(game.value).position);
    this.#set({ game: game.value, board, stepMs: 0 });
    this.settle(this.restingText(this.deps.t(), game.value));
  }

  /**
   * Animates a step (ours or the server's) from the rules library's `events`, announces it with
   * `words`, then takes up the server's game again.
   */
  protected show(
    game: G,
    events: readonly MoveEvent[],
    words: (t: Translate) => string,
  ): Promise<void> {
    return this.track(this.#show(game, events, words));
  }

  async #show(
    game: G,
    events: readonly MoveEvent[],
    words: (t: Translate) => string,
  ): Promise<void> {
    this.#animating = true;
    this.#set({ game, phase: 'animating' });
    await animateEvents(this.view.board!, events, {
      speed: this.deps.speed,
      reducedMotion: this.deps.reducedMotion,
      sleep: this.deps.sleep ?? wait,
      show: (board, stepMs) => this.#set({ board, stepMs }),
      onStep: (event, ms) => this.deps.onStep?.(event, ms, game),
      stale: () => this.disposed,
    });
    if (this.disposed) return;
    this.#animating = false;
    this.#set({ announcement: words(this.deps.t()) });
    this.#sync();
  }

  /**
   * Shows `change` (a step without animation: a lay-out) for `ms` milliseconds, then takes up the
   * server's game again.
   */
  protected showFor(change: Partial<OnlineBoardView<G>>, ms: number): Promise<void> {
    return this.track(this.#showFor(change, ms));
  }

  async #showFor(change: Partial<OnlineBoardView<G>>, ms: number): Promise<void> {
    this.#animating = true;
    this.#set({ ...change, stepMs: 0, phase: 'animating' });
    if (ms > 0) await (this.deps.sleep ?? wait)(ms);
    if (this.disposed) return;
    this.#animating = false;
    this.#sync();
  }

  /** The board at rest on the game shown, playable (or the set-up) when this seat is to act. */
  protected settle(announcement?: string): void {
    const { game, server, seat, board } = this.view;
    if (!game || !server || !board) return;
    const rest = this.restOf(game);
    const ended = server.status === 'finished' || server.status === 'aborted' || rest.over;
    const active = server.status === 'active' && !ended && !this.#unconfirmed;
    const mine = active && seat !== undefined && seat.side === rest.toAct;
    const moving = rest.acts === 'move';
    const moves = mine && moving ? legalOf(legalMoves(rest.position)) : { legal: [] };
    const settled = settleOn(board, rest.position, { ...moves, lastMove: rest.lastMove });
    const phase = restingPhase({
      server,
      ended,
      unconfirmed: this.#unconfirmed,
      mine: mine ? rest.acts : undefined,
    });
    const wasOver = this.view.phase === 'over';
    const words = phase === 'over' && !wasOver ? this.#endText() : undefined;
    this.#set({
      board: ended ? { ...settled, over: true } : settled,
      stepMs: 0,
      phase,
      announcement: words ?? announcement ?? this.view.announcement,
    });
  }

  /** The result, announced once when the game ends. */
  #endText(): string | undefined {
    const { game, server } = this.view;
    if (!game || !server) return undefined;
    const words = this.resultText(this.deps.t(), server, game);
    return words && `${words.headline}. ${words.why.join(' ')}`.trim();
  }

  /** Changes the fields every board view has. */
  #set(change: Partial<OnlineBoardView<G>>): void {
    // V extends OnlineBoardView<G>: its own fields are a part of it.
    this.update(change as Partial<V>);
  }
}
