import {
  legalMoves,
  type Direction,
  type HouseRef,
  type MatchError,
  type Move,
  type MoveEvent,
  type PositionError,
} from '@kalaha/rules';
import { boardFromPosition, legalOf, settleOn, type BoardState } from '../board/state.ts';
import type { Engine } from '../engine/types.ts';
import type { Translate } from '../i18n/translate.ts';
import { animateEvents, wait } from './animate.ts';
import { announceMove } from './announce.ts';
import { engineFailure, HINT_LEVEL, MIN_THINK_MS } from './controller.ts';
import { arrangeSeeds, playGiuthiMove, seatToAct, type GiuthiGame } from './giuthi-session.ts';
import { layoutText, nextInMatchText } from './giuthi-text.ts';

/**
 * What the Giuthi screen is doing: `ready` (a person may move), `animating` (a move or the
 * computer's lay-out is being shown), `thinking` (the computer chooses a move or its lay-out),
 * `arranging` (a person, the loser of a round, lays out his seeds), `over` (the match is decided).
 */
export type GiuthiPhase = 'ready' | 'animating' | 'thinking' | 'arranging' | 'over';

/**
 * Milliseconds the computer's lay-out of a lost round stays on the board before the round goes on
 * (at normal speed; none under reduced motion), so that the person sees it mirrored.
 */
export const LAYOUT_SHOW_MS = 1800;

/** Everything the Giuthi screen draws. */
export interface GiuthiView {
  readonly game: GiuthiGame;
  readonly board: BoardState;
  /** Milliseconds the current animation step lasts. */
  readonly stepMs: number;
  readonly phase: GiuthiPhase;
  /** The latest text for screen readers (an `aria-live` region). */
  readonly announcement: string;
  /** An arrangement the rules library refused, in its words (the set-up screen shows it). */
  readonly error: string | undefined;
  /** True while the engine looks for a hint. */
  readonly hintPending: boolean;
  /** The hinted move (house and direction), if any. */
  readonly hint: Move | undefined;
  /** Set when the engine failed (shown to the user). */
  readonly engineError: string | undefined;
}

/** What the controller runs with. */
export interface GiuthiDeps {
  /** The engine for the computer's moves and lay-outs and for hints (created on first use). */
  readonly engine: () => Engine;
  /** The translator of the current language (read each time: the language may change). */
  readonly t: () => Translate;
  /** The animation speed, a multiple of normal speed. */
  readonly speed: () => number;
  /** True when moves should appear at once (prefers-reduced-motion). */
  readonly reducedMotion: () => boolean;
  /** Keeps the match (localStorage); called after every change. */
  readonly save: (game: GiuthiGame) => void;
  /**
   * Told of each step of a move as it is shown, with the step's duration (0: shown at once) and
   * the match after the move: the sound effects.
   */
  readonly onStep?: (event: MoveEvent, stepMs: number, game: GiuthiGame) => void;
  /** Waits `ms` milliseconds (a test passes one that does not wait). */
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * Runs a Giuthi match on screen (docs/RULES.md 4): takes a person's move with its direction, shows it
 * step by step from the rules library's events (relays, the further choice inside a turn, the
 * double capture, passes, the end of a round), takes the loser's arrangement between rounds, and
 * announces rounds and the match result. Who acts is asked of {@link seatToAct}: a person's seat
 * gets legal moves and the set-up screen; for a computer seat the engine chooses each move with
 * its direction (`levelMove`, shown like a person's) and, when it lost a round, its lay-out
 * (`arrange`, shown mirrored on the next round's board for {@link LAYOUT_SHOW_MS}). Hints name
 * the house and the direction.
 */
export class GiuthiController {
  #view: GiuthiView;
  readonly #deps: GiuthiDeps;
  readonly #listeners = new Set<() => void>();
  /** Bumped by anything that makes a running animation obsolete. */
  #epoch = 0;
  /** The house the last move was sown from. */
  #lastMove: HouseRef | undefined;

  constructor(game: GiuthiGame, deps: GiuthiDeps, announcement = '') {
    this.#deps = deps;
    this.#view = {
      game,
      board: boardFromPosition(game.match.position),
      stepMs: 0,
      phase: 'ready',
      announcement,
      error: undefined,
      hintPending: false,
      hint: undefined,
      engineError: undefined,
    };
    // A match given up is told with whatever else is said (it was imported): it has ended.
    const next = this.#nextText();
    this.#settle(announcement && game.stopped ? `${announcement} ${next}` : announcement || next);
  }

  /** The current state. */
  get view(): GiuthiView {
    return this.#view;
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Stops animations and engine requests (the screen is closing). */
  dispose(): void {
    if (this.#view.phase === 'thinking') this.#deps.engine().cancel();
    this.#epoch++;
    this.#listeners.clear();
  }

  /** Keeps a board state changed by the board itself (keyboard focus, direction arrows). */
  setBoard(board: BoardState): void {
    this.#update({ board });
  }

  /**
   * A person sows `house` in `direction` (ignored unless it is a person's turn and the move is
   * legal; the direction is required, as in the rules library).
   */
  play(house: number, direction?: Direction): void {
    const view = this.#view;
    if (view.phase !== 'ready' || seatToAct(view.game)?.kind !== 'human') return;
    if (!direction || !view.board.directions?.[house]?.includes(direction)) return;
    void this.#playMove(house, direction, ++this.#epoch);
  }

  /**
   * The loser lays out his seeds for the next round (docs/RULES.md 4): `pattern` is his row, house 1
   * first. Then the next round starts on its board, or the match ends when it cannot be played.
   *
   * @returns the rules library's refusal (`ERR_MATCH_PHASE`, `ERR_ARRANGEMENT`), also shown in
   *   {@link GiuthiView.error}, or `undefined` when the arrangement was taken.
   */
  arrange(pattern: readonly number[]): MatchError | PositionError | undefined {
    const view = this.#view;
    if (view.phase !== 'arranging' || seatToAct(view.game)?.kind !== 'human') {
      return { code: 'ERR_MATCH_PHASE', message: 'there is nothing to arrange now' };
    }
    const arranged = arrangeSeeds(view.game, pattern);
    if (!arranged.ok) {
      this.#update({ error: arranged.error.message });
      return arranged.error;
    }
    const game = arranged.value;
    this.#deps.save(game);
    this.#lastMove = undefined;
    this.#update({ game, error: undefined, board: boardFromPosition(game.match.position) });
    this.#settle(this.#nextText());
    return undefined;
  }

  /** Asks the engine for the best move of the person to move and highlights its house and arrow. */
  async hint(): Promise<void> {
    const view = this.#view;
    if (view.phase !== 'ready' || view.board.legal.length === 0 || view.hintPending) return;
    const epoch = this.#epoch;
    this.#update({ hintPending: true });
    try {
      const answer = await this.#deps.engine().levelMove(view.game.match.position, HINT_LEVEL);
      if (epoch !== this.#epoch) return;
      const { move: house, direction } = answer;
      const hint: Move = direction ? { house, direction } : { house };
      const t = this.#deps.t();
      this.#update({
        hintPending: false,
        hint,
        board: {
          ...this.#view.board,
          hint: house,
          hintDirection: direction,
          focus: house,
        },
        announcement: direction
          ? t(`announce.hintSow.${direction}`, { house })
          : t('announce.hint', { house }),
      });
    } catch (e) {
      if (epoch === this.#epoch) this.#update({ hintPending: false, ...engineFailure(e) });
    }
  }

  /**
   * The computer at `level` acts: while a round is played it sows the engine's move in its
   * direction; while it arranges (it lost the round) it lays out the engine's pattern, which the
   * next round's board shows mirrored for a while before that round goes on.
   */
  async #think(level: number, epoch: number): Promise<void> {
    const sleep = this.#deps.sleep ?? wait;
    const started = performance.now();
    const match = this.#view.game.match;
    try {
      const answer =
        match.phase === 'arranging'
          ? { pattern: await this.#deps.engine().arrange(match, level) }
          : { move: await this.#deps.engine().levelMove(match.position, level) };
      if (epoch !== this.#epoch) return;
      const minimum = this.#deps.reducedMotion() ? 0 : MIN_THINK_MS / this.#deps.speed();
      const rest = minimum - (performance.now() - started);
      if (rest > 0) await sleep(rest);
      if (epoch !== this.#epoch) return;
      if (answer.move) await this.#playMove(answer.move.move, answer.move.direction!, epoch);
      else await this.#layOut(answer.pattern!, epoch);
    } catch (e) {
      if (epoch === this.#epoch) this.#update(engineFailure(e));
    }
  }

  /** The computer's lay-out taken, shown on the next round's board, then the round goes on. */
  async #layOut(pattern: readonly number[], epoch: number): Promise<void> {
    const before = this.#view.game.match;
    const arranged = arrangeSeeds(this.#view.game, pattern);
    if (!arranged.ok) {
      this.#update({ engineError: arranged.error.message });
      return;
    }
    const game = arranged.value;
    this.#deps.save(game);
    this.#lastMove = undefined;
    const words = layoutText(this.#deps.t(), before.arranger!, pattern);
    this.#update({
      game,
      phase: 'animating',
      board: boardFromPosition(game.match.position),
      stepMs: 0,
      announcement: words,
    });
    const pause = this.#deps.reducedMotion() ? 0 : LAYOUT_SHOW_MS / this.#deps.speed();
    if (pause > 0) await (this.#deps.sleep ?? wait)(pause);
    if (epoch !== this.#epoch) return;
    this.#settle(`${words} ${this.#nextText()}`);
  }

  async #playMove(house: number, direction: Direction, epoch: number): Promise<void> {
    const before = this.#view.game;
    const played = playGiuthiMove(before, { house, direction });
    if (!played.ok) return;
    const { game, events } = played.value;
    this.#lastMove = { side: before.match.position.turn, house };
    this.#deps.save(game);
    this.#update({ game, phase: 'animating', hint: undefined });
    await animateEvents(this.#view.board, events, {
      speed: this.#deps.speed,
      reducedMotion: this.#deps.reducedMotion,
      sleep: this.#deps.sleep ?? wait,
      show: (board, stepMs) => this.#update({ board, stepMs }),
      onStep: (event, ms) => this.#deps.onStep?.(event, ms, game),
      stale: () => epoch !== this.#epoch,
    });
    if (epoch !== this.#epoch) return;
    const t = this.#deps.t();
    const moved = announceMove(t, events, game.match.position, direction);
    this.#settle(
      game.match.rounds.length > before.match.rounds.length
        ? `${moved} ${this.#nextText()}`
        : moved,
    );
  }

  /** What comes next in words (see {@link nextInMatchText}). */
  #nextText(): string {
    const { match, stopped } = this.#view.game;
    return nextInMatchText(this.#deps.t(), match, stopped);
  }

  /**
   * After a move or an arrangement: the board at rest, and what the match waits for; the
   * computer's turn (a move, or its lay-out) if it is one.
   */
  #settle(announcement: string): void {
    const game = this.#view.game;
    const match = game.match;
    const seat = seatToAct(game);
    const person = seat?.kind === 'human';
    const playing = match.phase === 'playing';
    const moves = playing && person ? legalOf(legalMoves(match.position)) : { legal: [] };
    this.#update({
      board: settleOn(this.#view.board, match.position, { ...moves, lastMove: this.#lastMove }),
      stepMs: 0,
      phase:
        seat?.kind === 'computer'
          ? 'thinking'
          : game.stopped
            ? 'over'
            : playing
              ? 'ready'
              : match.phase,
      announcement,
      hint: undefined,
      hintPending: false,
    });
    if (seat?.kind === 'computer') void this.#think(seat.level, ++this.#epoch);
  }

  #update(change: Partial<GiuthiView>): void {
    this.#view = { ...this.#view, ...change };
    for (const listener of this.#listeners) listener();
  }
}
