import type { Change } from '@kalaha/protocol';
import {
  checkAgreement,
  legalMoves,
  makeMove,
  opponent,
  type HouseRef,
  type MoveEvent,
  type Side,
} from '@kalaha/rules';
import { boardFromPosition, settleOn, type BoardState } from '../board/state.ts';
import { animateEvents, wait } from '../game/animate.ts';
import { announceMove, nextToMove } from '../game/announce.ts';
import { current, playMove, type Game } from '../game/session.ts';
import type { OnlineError } from './errors.ts';
import type { HeldSeat } from './identity.ts';
import { agreedEnd, bothHaveMoved, compareMoves, gameFromView, playText } from './online-game.ts';
import { onlineResultText } from './result.ts';
import {
  MAX_ANIMATED_MOVES,
  OnlineSeatController,
  restingPhase,
  type OnlineControllerDeps,
  type OnlineSeatView,
} from './seat-controller.ts';

/** Everything the online game screen draws for a game of the Kalaha family, Wari or Obridjie. */
export interface OnlineView extends OnlineSeatView {
  /** The game as shown (the server's, or one move ahead while ours is on its way). */
  readonly game: Game | undefined;
  readonly board: BoardState | undefined;
  /** Milliseconds the current animation step lasts. */
  readonly stepMs: number;
}

/**
 * Runs one online game on screen, players and spectators alike: follows the server's `state` and
 * `update`s, animates each move from the events the rules library gives for it (as a local game
 * does), sends this browser's moves (shown at once, confirmed by the server; a refusal puts the
 * board back on the server's position), resigns, aborts, offers or accepts a rematch, and offers
 * to end a Wari or Obridjie game by agreement or answers the other side's offer (RULES.md 2).
 * Only the houses of this browser's seat are playable, and only on its turn. The state it
 * publishes ({@link OnlineView}) is plain data; the screen subscribes and draws it.
 */
export class OnlineGameController extends OnlineSeatController<OnlineView, Game> {
  /** True while a move is being shown; the next server state is taken up after it. */
  #animating = false;
  /** True while the move shown last is ours and not yet in the server's game. */
  #unconfirmed = false;
  /** The number of moves of the game when this seat last offered to end it. */
  #offeredAt: number | undefined;

  constructor(deps: OnlineControllerDeps<Game>, seat?: HeldSeat) {
    super(deps, {
      server: undefined,
      game: undefined,
      board: undefined,
      stepMs: 0,
      phase: 'loading',
      seat,
      announcement: '',
      error: undefined,
      busy: false,
    });
    this.startWatching();
  }

  protected taken(change: Change | undefined): void {
    const t = this.deps.t();
    if (change?.kind === 'offerEnd' && change.side !== this.view.seat?.side) {
      this.update({ announcement: t('announce.offer', { side: change.side }) });
    }
    if (change?.kind === 'declineEnd' && this.view.game) {
      const next = nextToMove(t, current(this.view.game));
      this.update({ announcement: t('announce.declined', { next }) });
    }
    if (this.view.game === undefined) this.#reset();
    else this.#sync();
  }

  protected seated(): void {
    if (this.view.game && !this.#animating) this.#settle();
  }

  /** Keeps a board state changed by the board itself (keyboard focus). */
  setBoard(board: BoardState): void {
    this.update({ board });
  }

  get toAct(): Side | undefined {
    const { server, game, phase } = this.view;
    return server?.status === 'active' && game && phase !== 'over' ? current(game).turn : undefined;
  }

  get bothHaveMoved(): boolean {
    return this.view.game !== undefined && bothHaveMoved(this.view.game);
  }

  /**
   * Sows `house` for this browser's seat: shown at once, sent to the server. Ignored unless it
   * is this seat's turn and the house is legal.
   */
  play(house: number): void {
    const { phase, board, game, seat, server } = this.view;
    if (phase !== 'ready' || !board || !game || !seat || !server) return;
    if (!board.legal.includes(house)) return;
    const played = playMove(game, house);
    if (!played.ok) return;
    this.#unconfirmed = true;
    this.update({ error: undefined });
    void this.deps
      .act({
        type: 'move',
        gameId: server.id,
        seatSecret: seat.seatSecret,
        version: server.version,
        move: makeMove({ house }),
      })
      .then((answer) => {
        if (answer.ok || this.disposed) return;
        this.#unconfirmed = false;
        this.update({ error: answer.error });
        this.#sync();
      });
    void this.#show(played.value.game, played.value.events);
  }

  /**
   * True when this seat may offer to end the game by agreement now: a Wari or Obridjie game in
   * play (`checkAgreement` of the rules library), no offer open, and none made by this seat since
   * the last move (the server allows one between two moves).
   */
  get canOfferEnd(): boolean {
    const { server, game, seat, phase } = this.view;
    if (!server || !game || !seat || server.status !== 'active' || phase === 'over') return false;
    if (server.endOffer !== null || this.#offeredAt === game.moves.length) return false;
    return checkAgreement(current(game)) === undefined;
  }

  /** The side whose offer to end this seat is to answer (the other side's open offer), if any. */
  get offerToAnswer(): 'south' | 'north' | undefined {
    const { server, seat } = this.view;
    if (!server || !seat || server.status !== 'active') return undefined;
    return server.endOffer === opponent(seat.side) ? server.endOffer : undefined;
  }

  /** Offers to end the game by agreement (RULES.md 2). @returns true when applied. */
  async offerEnd(): Promise<boolean> {
    if (!this.canOfferEnd) return false;
    const moves = this.view.game?.moves.length;
    const applied = await this.action('offerEnd');
    if (applied) this.#offeredAt = moves;
    return applied;
  }

  /**
   * Answers the other side's offer to end: accepted, the server ends the game by agreement and the
   * seeds left are shown swept as the rules library's `agreeToEnd` gives them. @returns true when
   * applied.
   */
  answerEnd(accept: boolean): Promise<boolean> {
    return this.action(accept ? 'acceptEnd' : 'declineEnd');
  }

  /** Brings the board in line with the server's game, a move at a time. */
  #sync(): void {
    const { server, game } = this.view;
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
    const server = this.view.server;
    if (!server) return;
    this.#unconfirmed = false;
    const game = gameFromView(server);
    if (!game.ok) {
      this.#fail(game.error);
      return;
    }
    this.update({ game: game.value, board: boardFromPosition(current(game.value)), stepMs: 0 });
    this.#settle(this.#restingText());
  }

  /** Animates a move (ours or the server's), then takes up the server's game again. */
  async #show(game: Game, events: readonly MoveEvent[]): Promise<void> {
    this.#animating = true;
    this.update({ game, phase: 'animating' });
    await animateEvents(this.view.board!, events, {
      speed: this.deps.speed,
      reducedMotion: this.deps.reducedMotion,
      sleep: this.deps.sleep ?? wait,
      show: (board, stepMs) => this.update({ board, stepMs }),
      onStep: (event, ms) => this.deps.onStep?.(event, ms, game),
      stale: () => this.disposed,
    });
    if (this.disposed) return;
    this.#animating = false;
    this.update({ announcement: announceMove(this.deps.t(), events, current(game)) });
    this.#sync();
  }

  /** The board at rest on the game shown, playable when it is this seat's turn. */
  #settle(announcement?: string): void {
    const { game, server, seat, board } = this.view;
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
    const phase = restingPhase({
      server,
      ended,
      unconfirmed: this.#unconfirmed,
      mine: mine ? 'move' : undefined,
    });
    const wasOver = this.view.phase === 'over';
    const words = phase === 'over' && !wasOver ? this.#endText() : undefined;
    this.update({
      board: ended ? { ...settled, over: true } : settled,
      stepMs: 0,
      phase,
      announcement: words ?? announcement ?? this.view.announcement,
    });
  }

  /** What a screen reader hears when the board is shown at once. */
  #restingText(): string {
    const { game } = this.view;
    return game ? nextToMove(this.deps.t(), current(game)) : '';
  }

  /** The result, announced once when the game ends. */
  #endText(): string | undefined {
    const { game, server } = this.view;
    if (!game || !server) return undefined;
    const words = onlineResultText(this.deps.t(), server, game);
    return words && `${words.headline}. ${words.why.join(' ')}`.trim();
  }

  #fail(error: OnlineError): void {
    this.update({ error });
  }
}
