import {
  checkAgreement,
  legalMoves,
  opponent,
  type HouseRef,
  type MoveEvent,
  type Side,
} from '@kalaha/rules';
import { boardFromPosition, settleOn, type BoardState } from '../board/state.ts';
import { EngineCancelled, enginePlays, type Engine } from '../engine/types.ts';
import type { Translate } from '../i18n/translate.ts';
import { animateEvents, wait } from './animate.ts';
import { announceMove, nextToMove } from './announce.ts';
import { OFFER_ANALYSIS, weighOffer } from './offer-answer.ts';
import { resultText, spokenResult } from './result-text.ts';
import { stoppedResultText } from './stopped-text.ts';
import {
  current,
  endByAgreement,
  gameOutcome,
  hasEnded,
  playMove,
  seatToMove,
  takeBack,
  takeBackPoint,
  truncate,
  type Game,
} from './session.ts';

/**
 * What the game screen is doing:
 * `ready` (a person may move), `animating` (a move is being shown), `thinking` (the computer
 * chooses), `over` (the game has ended), `review` (stepping through a finished game).
 */
export type Phase = 'ready' | 'animating' | 'thinking' | 'over' | 'review';

/** Everything the game screen draws. */
export interface PlayView {
  readonly game: Game;
  readonly board: BoardState;
  /** Milliseconds the current animation step lasts. */
  readonly stepMs: number;
  readonly phase: Phase;
  /** The latest text for screen readers (an `aria-live` region). */
  readonly announcement: string;
  /** In review: how many moves are applied to the board shown (0..moves). */
  readonly reviewAt: number | undefined;
  /** True while the engine looks for a hint. */
  readonly hintPending: boolean;
  /** The hinted house, if any. */
  readonly hint: number | undefined;
  /** Set when the engine failed (shown to the user). */
  readonly engineError: string | undefined;
  /**
   * The player who offered to end the game (Wari, Obridjie: docs/RULES.md 2, "both players agree"),
   * while the other (a person, or the computer thinking it over) has not answered; nothing is
   * playable meanwhile.
   */
  readonly offer: Side | undefined;
  /** True after the computer declined the person's offer to end, until the next move. */
  readonly offerDeclined: boolean;
}

/** What the controller runs with. */
export interface ControllerDeps {
  /** The engine for the computer's moves and hints (created on first use). */
  readonly engine: () => Engine;
  /** The translator of the current language (read each time: the language may change). */
  readonly t: () => Translate;
  /** The animation speed, a multiple of normal speed. */
  readonly speed: () => number;
  /** True when moves should appear at once (prefers-reduced-motion). */
  readonly reducedMotion: () => boolean;
  /** Keeps the game (localStorage); called after every change. */
  readonly save: (game: Game) => void;
  /**
   * Told of each step of a move as it is shown, with the step's duration (0: shown at once) and
   * the game after the move: the sound effects.
   */
  readonly onStep?: (event: MoveEvent, stepMs: number, game: Game) => void;
  /** Waits `ms` milliseconds (a test passes one that does not wait). */
  readonly sleep?: (ms: number) => Promise<void>;
}

/** Milliseconds the computer seems to think at least, at normal speed: an instant answer feels abrupt. */
export const MIN_THINK_MS = 450;

/** The level of the hint: the strongest search with a short time. */
export const HINT_LEVEL = 9;

/**
 * Runs one game on screen: takes a person's move, shows it step by step from the rules library's
 * events, lets the computer answer through the engine, takes moves back, gives hints and steps
 * through the moves in review. The state it publishes ({@link PlayView}) is plain data; the
 * screen subscribes and draws it.
 */
export class GameController {
  #view: PlayView;
  readonly #deps: ControllerDeps;
  readonly #listeners = new Set<() => void>();
  /** Bumped by anything that makes running animations and engine answers obsolete. */
  #epoch = 0;

  constructor(game: Game, deps: ControllerDeps, announcement = '') {
    this.#deps = deps;
    this.#view = {
      game,
      board: boardFromPosition(current(game)),
      stepMs: 0,
      phase: 'ready',
      announcement,
      reviewAt: undefined,
      hintPending: false,
      hint: undefined,
      engineError: undefined,
      offer: undefined,
      offerDeclined: false,
    };
    // A game given up is told with whatever else is said (it was imported): it has ended.
    const next = this.#nextText();
    this.#settle(announcement && game.stopped ? `${announcement} ${next}` : announcement || next);
  }

  /** The current state. */
  get view(): PlayView {
    return this.#view;
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Stops animations and engine requests (the screen is closing). */
  dispose(): void {
    this.#epoch++;
    this.#listeners.clear();
  }

  /** Keeps a board state changed by the board itself (keyboard focus). */
  setBoard(board: BoardState): void {
    this.#update({ board });
  }

  /** A person sows `house` (ignored unless it is a person's turn and the house is legal). */
  play(house: number): void {
    const view = this.#view;
    if (view.phase !== 'ready' || seatToMove(view.game).kind !== 'human') return;
    if (view.offer !== undefined || !view.board.legal.includes(house)) return;
    void this.#playMove(house, ++this.#epoch);
  }

  /**
   * True when the person to move may offer to end the game now: Wari and Obridjie (the Kalaha
   * family always ends by its rules, `checkAgreement`), a game in play, no offer open, and the
   * computer has not just declined one in this position.
   */
  get canOfferEnd(): boolean {
    const { phase, game, offer, offerDeclined } = this.#view;
    return (
      phase === 'ready' &&
      offer === undefined &&
      !offerDeclined &&
      checkAgreement(current(game)) === undefined
    );
  }

  /** True while the computer thinks over the person's offer to end. */
  get computerConsidersOffer(): boolean {
    const { offer, game } = this.#view;
    return offer !== undefined && game.config.seats[opponent(offer)].kind === 'computer';
  }

  /**
   * The player to move offers to end the game. A person at the other side answers with
   * {@link answerOffer}; the computer answers by itself (see `weighOffer`: it accepts when ending
   * is not worse for it than the engine's value of playing on).
   */
  offerEnd(): void {
    if (!this.canOfferEnd) return;
    const side = current(this.#view.game).turn;
    this.#update({
      offer: side,
      board: { ...this.#view.board, legal: [], focus: undefined },
      announcement: this.#deps.t()('announce.offer', { side }),
    });
    if (this.computerConsidersOffer) void this.#considerOffer(++this.#epoch);
  }

  /**
   * The other player, a person, answers the open offer: see {@link #resolveOffer}. Ignored while
   * the computer is the one to answer.
   */
  answerOffer(accept: boolean): void {
    if (this.#view.offer === undefined || this.computerConsidersOffer) return;
    this.#resolveOffer(accept);
  }

  /** The computer values the position and answers the offer (docs/RULES.md 2; `weighOffer`). */
  async #considerOffer(epoch: number): Promise<void> {
    const position = current(this.#view.game);
    try {
      const analysis = await this.#deps.engine().analyze(position, OFFER_ANALYSIS);
      if (epoch !== this.#epoch) return;
      const accept = weighOffer(position, analysis)?.accept ?? false;
      this.#resolveOffer(accept);
      if (!accept) this.#update({ offerDeclined: true });
    } catch (e) {
      if (epoch !== this.#epoch) return;
      this.#update({ offer: undefined, ...engineFailure(e) });
      this.#settle(nextToMove(this.#deps.t(), current(this.#view.game)));
    }
  }

  /**
   * Answers the open offer: accepted, the game ends by agreement (`agreeToEnd` of
   * `@kalaha/rules`: the seeds left are swept as after a repetition, shown step by step) and the
   * result is announced with its reason; declined, the player to move plays on.
   */
  #resolveOffer(accept: boolean): void {
    if (!accept) {
      this.#update({ offer: undefined });
      const t = this.#deps.t();
      this.#settle(t('announce.declined', { next: nextToMove(t, current(this.#view.game)) }));
      return;
    }
    const ended = endByAgreement(this.#view.game);
    if (!ended.ok) {
      this.#update({ offer: undefined, engineError: ended.error.message });
      return;
    }
    void this.#showEnd(ended.value.game, ended.value.events, ++this.#epoch);
  }

  async #showEnd(game: Game, events: readonly MoveEvent[], epoch: number): Promise<void> {
    this.#deps.save(game);
    this.#update({ game, offer: undefined, phase: 'animating' });
    await this.#animate(events, epoch);
    if (epoch !== this.#epoch) return;
    this.#settle(this.#withResult(announceMove(this.#deps.t(), events, current(game)), events));
  }

  /** `text` followed by the result in words, once the game is over. */
  #withResult(text: string, events: readonly MoveEvent[]): string {
    const game = this.#view.game;
    const result = gameOutcome(game);
    if (!result) return text;
    const words = resultText(this.#deps.t(), result, game.config.rules, events);
    return `${text} ${spokenResult(words)}`;
  }

  /** True when a person's move can be taken back now. */
  get canTakeBack(): boolean {
    const phase = this.#view.phase;
    return (
      (phase === 'ready' || phase === 'thinking' || phase === 'over' || phase === 'animating') &&
      takeBackPoint(this.#view.game) !== undefined
    );
  }

  /** Takes back the last move of a person and what followed it (the computer's answer). */
  takeBack(): void {
    if (!this.canTakeBack) return;
    this.#epoch++;
    this.#stopThinking();
    const game = takeBack(this.#view.game);
    this.#deps.save(game);
    this.#update({ game, board: boardFromPosition(current(game)), stepMs: 0, offer: undefined });
    const t = this.#deps.t();
    this.#settle(t('announce.takeBack', { next: nextToMove(t, current(game)) }));
  }

  /** Asks the engine for the best move and highlights it. */
  async hint(): Promise<void> {
    const view = this.#view;
    if (view.phase !== 'ready' || view.board.legal.length === 0) return;
    if (!enginePlays(view.game.config.rules.game)) return;
    const epoch = this.#epoch;
    this.#update({ hintPending: true });
    try {
      const answer = await this.#deps.engine().levelMove(current(view.game), HINT_LEVEL);
      if (epoch !== this.#epoch) return;
      const t = this.#deps.t();
      this.#update({
        hintPending: false,
        hint: answer.move,
        board: { ...this.#view.board, hint: answer.move, focus: answer.move },
        announcement: t('announce.hint', { house: answer.move }),
      });
    } catch (e) {
      if (epoch === this.#epoch) this.#update({ hintPending: false, ...engineFailure(e) });
    }
  }

  /** Shows the position after `moves` moves (review of a finished game, or of any game). */
  review(moves: number): void {
    const game = this.#view.game;
    const at = Math.max(0, Math.min(moves, game.moves.length));
    this.#epoch++;
    this.#stopThinking();
    // At the end of a game the players agreed to end, the board shows the agreed end.
    const position = at === game.moves.length ? current(game) : game.positions[at]!;
    const lastMove: HouseRef | undefined =
      at > 0 ? { side: game.positions[at - 1]!.turn, house: game.moves[at - 1]! } : undefined;
    this.#update({
      phase: 'review',
      offer: undefined,
      reviewAt: at,
      stepMs: 0,
      board: boardFromPosition(position, { lastMove }),
    });
  }

  /** Leaves the review: back to the game's last position. */
  leaveReview(): void {
    if (this.#view.phase !== 'review') return;
    this.#update({ reviewAt: undefined, board: boardFromPosition(current(this.#view.game)) });
    this.#settle(this.#nextText());
  }

  /**
   * What comes next in words: who moves; for a game given up (`stopped`), who won and who gave
   * it up.
   */
  #nextText(): string {
    const { game } = this.#view;
    if (!game.stopped) return nextToMove(this.#deps.t(), current(game));
    return spokenResult(stoppedResultText(this.#deps.t(), game.stopped));
  }

  /**
   * Plays on from the position shown in review (the later moves are dropped); not in a game given
   * up, which stays ended.
   */
  continueFromReview(): void {
    const at = this.#view.reviewAt;
    if (at === undefined || this.#view.game.stopped) return;
    const game = truncate(this.#view.game, at);
    this.#deps.save(game);
    this.#update({ game, reviewAt: undefined, board: boardFromPosition(current(game)) });
    this.#settle(nextToMove(this.#deps.t(), current(game)));
  }

  /** Cancels the engine's work for the game: the computer's move, or its answer to an offer. */
  #stopThinking(): void {
    if (this.#view.phase === 'thinking' || this.computerConsidersOffer) {
      this.#deps.engine().cancel();
    }
  }

  async #playMove(house: number, epoch: number): Promise<void> {
    const played = playMove(this.#view.game, house);
    if (!played.ok) return;
    const { game, events } = played.value;
    this.#deps.save(game);
    this.#update({ game, phase: 'animating', hint: undefined });
    await this.#animate(events, epoch);
    if (epoch !== this.#epoch) return;
    this.#settle(this.#withResult(announceMove(this.#deps.t(), events, current(game)), events));
  }

  #animate(events: readonly MoveEvent[], epoch: number): Promise<void> {
    return animateEvents(this.#view.board, events, {
      speed: this.#deps.speed,
      reducedMotion: this.#deps.reducedMotion,
      sleep: this.#deps.sleep ?? wait,
      show: (board, stepMs) => this.#update({ board, stepMs }),
      onStep: (event, ms) => this.#deps.onStep?.(event, ms, this.#view.game),
      stale: () => epoch !== this.#epoch,
    });
  }

  /** After a move or a change: the board at rest, then the computer's turn if it is one. */
  #settle(announcement: string): void {
    const game = this.#view.game;
    const position = current(game);
    const seat = seatToMove(game);
    const last = game.moves.length;
    const lastMove: HouseRef | undefined =
      last > 0 ? { side: game.positions[last - 1]!.turn, house: game.moves[last - 1]! } : undefined;
    const ended = hasEnded(game);
    const human = !ended && seat.kind === 'human';
    const legal = human ? legalMoves(position).map((m) => m.house) : [];
    this.#update({
      board: settleOn(this.#view.board, position, { legal, lastMove }),
      stepMs: 0,
      phase: ended ? 'over' : human ? 'ready' : 'thinking',
      announcement,
      hint: undefined,
      hintPending: false,
      offerDeclined: false,
    });
    if (!ended && seat.kind === 'computer') void this.#think(seat.level, ++this.#epoch);
  }

  async #think(level: number, epoch: number): Promise<void> {
    const sleep = this.#deps.sleep ?? wait;
    const started = performance.now();
    try {
      const answer = await this.#deps.engine().levelMove(current(this.#view.game), level);
      if (epoch !== this.#epoch) return;
      // How long the computer took, for the figures (read by the end-to-end tests).
      performance.measure('kalaha:think', { start: started, end: performance.now() });
      const minimum = this.#deps.reducedMotion() ? 0 : MIN_THINK_MS / this.#deps.speed();
      const rest = minimum - (performance.now() - started);
      if (rest > 0) await sleep(rest);
      if (epoch !== this.#epoch) return;
      await this.#playMove(answer.move, epoch);
    } catch (e) {
      if (epoch === this.#epoch) this.#update(engineFailure(e));
    }
  }

  #update(change: Partial<PlayView>): void {
    this.#view = { ...this.#view, ...change };
    for (const listener of this.#listeners) listener();
  }
}

/** What to show of an engine failure: nothing for a cancelled request, else its message. */
export function engineFailure(e: unknown): { readonly engineError?: string } {
  if (e instanceof EngineCancelled) return {};
  return { engineError: e instanceof Error ? e.message : String(e) };
}
