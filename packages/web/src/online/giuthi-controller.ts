import type { Change } from '@kalaha/protocol';
import { legalMoves, makeMove, type Direction, type MoveEvent, type Side } from '@kalaha/rules';
import { boardFromPosition, legalOf, settleOn, type BoardState } from '../board/state.ts';
import { animateEvents, wait } from '../game/animate.ts';
import { announceMove } from '../game/announce.ts';
import { LAYOUT_SHOW_MS } from '../game/giuthi-controller.ts';
import { arrangeSeeds, playGiuthiMove, type GiuthiGame } from '../game/giuthi-session.ts';
import { layoutText, nextInMatchText } from '../game/giuthi-text.ts';
import type { OnlineError } from './errors.ts';
import { compareMatch, lastMoveOf, matchFromView, moversOf } from './giuthi-play.ts';
import type { HeldSeat } from './identity.ts';
import { onlineMatchResultText } from './result.ts';
import {
  MAX_ANIMATED_MOVES,
  OnlineSeatController,
  restingPhase,
  type OnlineControllerDeps,
  type OnlineSeatView,
} from './seat-controller.ts';

/** Everything the online Giuthi screen draws. */
export interface OnlineGiuthiView extends OnlineSeatView {
  /** The match as shown (the server's, or a move or lay-out ahead while ours is on its way). */
  readonly game: GiuthiGame | undefined;
  readonly board: BoardState | undefined;
  /** Milliseconds the current animation step lasts. */
  readonly stepMs: number;
  /**
   * The rules library's refusal of this seat's last lay-out, in its words, or `undefined`; the
   * server's refusal is in `error`.
   */
  readonly arrangeError: string | undefined;
}

/**
 * Runs one online Giuthi match (RULES.md 4) on screen, players and spectators alike: follows the
 * server's `state` and `update`s (rebuilding the match with `matchOfPlay`), animates each move of
 * the other side from the rules library's events (relays, the further choice inside a turn, the
 * end of a round) as the local screen does, shows the other side's lay-out on the next round's
 * board for {@link LAYOUT_SHOW_MS}, and sends this browser's moves (house and direction) and,
 * when its side lost a round, its lay-out (`arrange`): both shown at once and confirmed by the
 * server; a refusal puts the match back on the server's. Resign, abort and rematch as in every
 * online game; Giuthi has no offer to end.
 */
export class OnlineGiuthiController extends OnlineSeatController<OnlineGiuthiView, GiuthiGame> {
  /** True while a move or a lay-out is being shown; the server's game is taken up after it. */
  #animating = false;
  /** True while the move or lay-out shown last is ours and not yet in the server's game. */
  #unconfirmed = false;

  constructor(deps: OnlineControllerDeps<GiuthiGame>, seat?: HeldSeat) {
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
      arrangeError: undefined,
    });
    this.startWatching();
  }

  protected taken(_change: Change | undefined): void {
    if (this.view.game === undefined) this.#reset();
    else this.#sync();
  }

  protected seated(): void {
    if (this.view.game && !this.#animating) this.#settle();
  }

  /** Keeps a board state changed by the board itself (keyboard focus, direction arrows). */
  setBoard(board: BoardState): void {
    this.update({ board });
  }

  get toAct(): Side | undefined {
    const { server, game, phase } = this.view;
    if (server?.status !== 'active' || !game || phase === 'over') return undefined;
    const match = game.match;
    if (match.phase === 'over') return undefined;
    return match.phase === 'arranging' ? match.arranger : match.position.turn;
  }

  get bothHaveMoved(): boolean {
    const game = this.view.game;
    return game !== undefined && new Set(moversOf(game.match)).size === 2;
  }

  /**
   * Sows `house` in `direction` for this browser's seat: shown at once, sent to the server.
   * Ignored unless it is this seat's turn and the move is legal.
   */
  play(house: number, direction?: Direction): void {
    const { phase, board, game, seat, server } = this.view;
    if (phase !== 'ready' || !board || !game || !seat || !server || !direction) return;
    if (!board.directions?.[house]?.includes(direction)) return;
    const played = playGiuthiMove(game, { house, direction });
    if (!played.ok) return;
    this.#unconfirmed = true;
    this.update({ error: undefined });
    void this.deps
      .act({
        type: 'move',
        gameId: server.id,
        seatSecret: seat.seatSecret,
        version: server.version,
        move: makeMove({ house, direction }),
      })
      .then((answer) => this.#answered(answer));
    void this.#show(played.value.game, played.value.events, direction);
  }

  /**
   * Lays out this seat's seeds for the next round (RULES.md 4; this seat lost the round): `pattern`
   * is its row, house 1 first. Checked by the rules library (`arrange`; its refusal is shown in
   * `arrangeError`, nothing is sent), shown at once on the next round's board and sent to the
   * server (its refusal puts the set-up back, shown in `error`).
   */
  arrange(pattern: readonly number[]): void {
    const { phase, game, seat, server } = this.view;
    if (phase !== 'arranging' || !game || !seat || !server) return;
    const arranged = arrangeSeeds(game, pattern);
    if (!arranged.ok) {
      this.update({ arrangeError: arranged.error.message });
      return;
    }
    this.#unconfirmed = true;
    this.update({ error: undefined, arrangeError: undefined });
    void this.deps
      .act({
        type: 'arrange',
        gameId: server.id,
        seatSecret: seat.seatSecret,
        version: server.version,
        arrangement: [...pattern],
      })
      .then((answer) => this.#answered(answer));
    const next = arranged.value;
    this.update({ game: next, board: boardFromPosition(next.match.position) });
    this.#settle(nextInMatchText(this.deps.t(), next.match));
  }

  #answered(answer: { ok: true } | { ok: false; error: OnlineError }): void {
    if (answer.ok || this.disposed) return;
    this.#unconfirmed = false;
    this.update({ error: answer.error });
    this.#sync();
  }

  /** Brings the match shown in line with the server's, a move or a lay-out at a time. */
  #sync(): void {
    const { server, game } = this.view;
    if (this.#animating || !server || !game) return;
    const relation = compareMatch(game.match, server);
    switch (relation.kind) {
      case 'same':
        this.#unconfirmed = false;
        this.#settle();
        return;
      case 'ahead': {
        this.#unconfirmed = false;
        if (relation.count > MAX_ANIMATED_MOVES) {
          this.#reset();
          return;
        }
        const next = relation.next;
        if (next.kind === 'arrange') {
          void this.#showLayout(game, next.pattern);
          return;
        }
        const played = playGiuthiMove(game, next.move);
        if (!played.ok) {
          this.#reset();
          return;
        }
        void this.#show(played.value.game, played.value.events, next.move.direction);
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

  /** Shows the server's match at once, without animation. */
  #reset(): void {
    const server = this.view.server;
    if (!server) return;
    this.#unconfirmed = false;
    const game = matchFromView(server);
    if (!game.ok) {
      this.update({ error: game.error });
      return;
    }
    const board = boardFromPosition(game.value.match.position);
    this.update({ game: game.value, board, stepMs: 0 });
    this.#settle(nextInMatchText(this.deps.t(), game.value.match));
  }

  /** Animates a move (ours or the server's), then takes up the server's match again. */
  async #show(game: GiuthiGame, events: readonly MoveEvent[], direction?: Direction) {
    const before = this.view.game!.match;
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
    const t = this.deps.t();
    const match = game.match;
    const moved = announceMove(t, events, match.position, direction);
    const ended = match.rounds.length > before.rounds.length;
    this.update({ announcement: ended ? `${moved} ${nextInMatchText(t, match)}` : moved });
    this.#sync();
  }

  /** The other side's lay-out, shown on the next round's board for a while. */
  async #showLayout(game: GiuthiGame, pattern: readonly number[]): Promise<void> {
    const side = game.match.arranger!;
    const arranged = arrangeSeeds(game, pattern);
    if (!arranged.ok) {
      this.#reset();
      return;
    }
    const next = arranged.value;
    const words = layoutText(this.deps.t(), side, pattern);
    this.#animating = true;
    this.update({
      game: next,
      board: boardFromPosition(next.match.position),
      stepMs: 0,
      phase: 'animating',
      announcement: `${words} ${nextInMatchText(this.deps.t(), next.match)}`,
    });
    const pause = this.deps.reducedMotion() ? 0 : LAYOUT_SHOW_MS / this.deps.speed();
    if (pause > 0) await (this.deps.sleep ?? wait)(pause);
    if (this.disposed) return;
    this.#animating = false;
    this.#sync();
  }

  /** The board at rest on the match shown, playable (or the set-up) when this seat is to act. */
  #settle(announcement?: string): void {
    const { game, server, seat, board } = this.view;
    if (!game || !server || !board) return;
    const match = game.match;
    const ended =
      server.status === 'finished' || server.status === 'aborted' || match.phase === 'over';
    const toAct = match.phase === 'arranging' ? match.arranger : match.position.turn;
    const active = server.status === 'active' && !ended && !this.#unconfirmed;
    const mine = active && seat !== undefined && seat.side === toAct;
    const playing = match.phase === 'playing';
    const moves = mine && playing ? legalOf(legalMoves(match.position)) : { legal: [] };
    const settled = settleOn(board, match.position, { ...moves, lastMove: lastMoveOf(match) });
    const phase = restingPhase({
      server,
      ended,
      unconfirmed: this.#unconfirmed,
      mine: mine ? (playing ? 'move' : 'arrange') : undefined,
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

  /** The result, announced once when the match ends. */
  #endText(): string | undefined {
    const { game, server } = this.view;
    if (!game || !server) return undefined;
    const words = onlineMatchResultText(this.deps.t(), server, game.match);
    return words && `${words.headline}. ${words.why.join(' ')}`.trim();
  }
}
