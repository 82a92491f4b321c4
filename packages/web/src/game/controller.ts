import {
  capabilities,
  legalActions,
  legalMoves,
  opponent,
  type Capabilities,
  type Direction,
  type HouseRef,
  type Move,
  type MoveEvent,
  type Side,
} from '@kalaha/rules';
import { boardFromPosition, legalOf, settleOn, type BoardState } from '../board/state.ts';
import { EngineCancelled, enginePlays, type Engine } from '../engine/types.ts';
import type { Translate } from '../i18n/translate.ts';
import { animateEvents, wait } from './animate.ts';
import { announceMove, nextToMove } from './announce.ts';
import { layoutText, nextInMatchText } from './rounds-text.ts';
import { OFFER_ANALYSIS, weighOffer } from './offer-answer.ts';
import { resultText, spokenResult } from './result-text.ts';
import { stoppedResultText } from './stopped-text.ts';
import {
  arrangeSeeds,
  current,
  endByAgreement,
  gameOutcome,
  matchNow,
  moveAt,
  playMove,
  seatToAct,
  takeBack,
  takeBackPoint,
  truncate,
  type ActionError,
  type Game,
} from './session.ts';

/**
 * What the game screen is doing:
 * `ready` (a person may move), `animating` (a move or the computer's lay-out is being shown),
 * `thinking` (the computer chooses), `arranging` (a person, the loser of a round, lays out his
 * seeds), `over` (the game has ended), `review` (stepping through the game).
 */
export type Phase = 'ready' | 'animating' | 'thinking' | 'arranging' | 'over' | 'review';

/**
 * Milliseconds the computer's lay-out of a lost round stays on the board before the round goes on
 * (at normal speed; none under reduced motion), so that the person sees it mirrored.
 */
export const LAYOUT_SHOW_MS = 1800;

/** Everything the game screen draws. */
export interface PlayView {
  readonly game: Game;
  readonly board: BoardState;
  /** Milliseconds the current animation step lasts. */
  readonly stepMs: number;
  readonly phase: Phase;
  /** The latest text for screen readers (an `aria-live` region). */
  readonly announcement: string;
  /** In review: how many actions are applied to the board shown (0..actions). */
  readonly reviewAt: number | undefined;
  /** True while the engine looks for a hint. */
  readonly hintPending: boolean;
  /** The hinted move (its house, and its direction where moves have one), if any. */
  readonly hint: Move | undefined;
  /** Set when the engine failed (shown to the user). */
  readonly engineError: string | undefined;
  /** A lay-out the rules library refused, in its words (the set-up shows it). */
  readonly error: string | undefined;
  /**
   * The player who offered to end the game (`canOfferEnd`: Wari, Obridjie, docs/RULES.md 2, "both
   * players agree"), while the other (a person, or the computer thinking it over) has not
   * answered; nothing is playable meanwhile.
   */
  readonly offer: Side | undefined;
  /** True after the computer declined the person's offer to end, until the next move. */
  readonly offerDeclined: boolean;
}

/** What the controller runs with. */
export interface ControllerDeps {
  /** The engine for the computer's moves and lay-outs and for hints (created on first use). */
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
   * Keeps where the review stands (actions applied to the board shown), or `undefined` when the
   * review is left: a reload opens the review there again.
   */
  readonly saveReview?: (at: number | undefined) => void;
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
 * Runs one game of any rule set on screen: takes a person's move (with its direction where the
 * game has directions), shows it step by step from the rules library's events, lets the computer
 * answer through the engine, takes actions back, gives hints, handles the offer to end where the
 * game allows it, and steps through the game in review. In a game of rounds (`hasRounds`,
 * docs/RULES.md 4) it also takes the loser's lay-out between rounds (the computer's from the
 * engine, shown mirrored for {@link LAYOUT_SHOW_MS}) and announces rounds and the match result.
 * Who acts is asked of `seatToAct`. The state it publishes ({@link PlayView}) is plain data; the
 * screen subscribes and draws it.
 */
export class GameController {
  #view: PlayView;
  readonly #deps: ControllerDeps;
  readonly #can: Capabilities;
  readonly #listeners = new Set<() => void>();
  /** Bumped by anything that makes running animations and engine answers obsolete. */
  #epoch = 0;
  /** The work in progress: moves and lay-outs being shown, the engine's answers awaited. */
  readonly #work = new Set<Promise<void>>();

  constructor(game: Game, deps: ControllerDeps, announcement = '') {
    this.#deps = deps;
    this.#can = capabilities(game.config.rules);
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
      error: undefined,
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

  /** What the game can do (`capabilities` of its rules). */
  get can(): Capabilities {
    return this.#can;
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Resolves once nothing is in progress: every move and lay-out shown, every engine answer (the
   * computer's moves and lay-outs, its answer to an offer, a hint) taken, and whatever they
   * started done. It does not resolve while the engine keeps an answer back.
   */
  async idle(): Promise<void> {
    while (this.#work.size > 0) await Promise.all([...this.#work]);
  }

  /** Keeps `work` in {@link GameController.idle}'s account until it is done. */
  #track(work: Promise<void>): Promise<void> {
    this.#work.add(work);
    const done = () => void this.#work.delete(work);
    work.then(done, done);
    return work;
  }

  /** Stops animations and engine requests (the screen is closing). */
  dispose(): void {
    this.#stopThinking();
    this.#epoch++;
    this.#listeners.clear();
  }

  /** Keeps a board state changed by the board itself (keyboard focus, direction arrows). */
  setBoard(board: BoardState): void {
    this.#update({ board });
  }

  /**
   * A person sows `house`, in `direction` where the game's moves have one (ignored unless it is a
   * person's turn and the move is legal).
   *
   * @returns a promise that resolves once the move has been shown (at once when it is ignored);
   *   what follows it, such as the computer's answer, is {@link GameController.idle}'s.
   */
  play(house: number, direction?: Direction): Promise<void> {
    const view = this.#view;
    if (view.phase !== 'ready' || seatToAct(view.game)?.kind !== 'human') return Promise.resolve();
    if (view.offer !== undefined || !view.board.legal.includes(house)) return Promise.resolve();
    if (this.#can.hasDirections && !view.board.directions?.[house]?.includes(direction!)) {
      return Promise.resolve();
    }
    const move: Move = this.#can.hasDirections ? { house, direction: direction! } : { house };
    return this.#track(this.#playMove(move, ++this.#epoch));
  }

  /**
   * The loser lays out his seeds for the next round (docs/RULES.md 4): `pattern` is his row, house 1
   * first. Then the next round starts on its board, or the game ends when it cannot be played.
   *
   * @returns the rules library's refusal (`ERR_MATCH_PHASE`, `ERR_ARRANGEMENT`), also shown in
   *   {@link PlayView.error}, or `undefined` when the lay-out was taken.
   */
  arrange(pattern: readonly number[]): ActionError | undefined {
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
    this.#update({ game, error: undefined, board: boardFromPosition(current(game)) });
    this.#settle(this.#nextText());
    return undefined;
  }

  /**
   * True when the person to move may offer to end the game now: a game whose rules allow it
   * (`legalActions(...).agreement`: Wari and Obridjie), in play, no offer open, and the computer
   * has not just declined one in this position.
   */
  get canOfferEnd(): boolean {
    const { phase, game, offer, offerDeclined } = this.#view;
    return (
      phase === 'ready' &&
      offer === undefined &&
      !offerDeclined &&
      legalActions(matchNow(game)).agreement
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
    if (this.computerConsidersOffer) void this.#track(this.#considerOffer(++this.#epoch));
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
    void this.#track(this.#show(ended.value.game, ended.value.events, undefined, ++this.#epoch));
  }

  /** True when a person's move or lay-out can be taken back now. */
  get canTakeBack(): boolean {
    const phase = this.#view.phase;
    return phase !== 'review' && takeBackPoint(this.#view.game) !== undefined;
  }

  /** Takes back the last action of a person and what followed it (the computer's answer). */
  takeBack(): void {
    if (!this.canTakeBack) return;
    this.#stopThinking();
    this.#epoch++;
    const game = takeBack(this.#view.game);
    this.#deps.save(game);
    this.#update({
      game,
      board: boardFromPosition(current(game)),
      stepMs: 0,
      offer: undefined,
      error: undefined,
    });
    const t = this.#deps.t();
    this.#settle(t('announce.takeBack', { next: this.#nextText() }));
  }

  /** Asks the engine for the best move of the person to move and highlights its house (and arrow). */
  hint(): Promise<void> {
    return this.#track(this.#hint());
  }

  async #hint(): Promise<void> {
    const view = this.#view;
    if (view.phase !== 'ready' || view.board.legal.length === 0 || view.hintPending) return;
    if (!enginePlays(view.game.config.rules.game)) return;
    const epoch = this.#epoch;
    this.#update({ hintPending: true });
    try {
      const answer = await this.#deps.engine().levelMove(current(view.game), HINT_LEVEL);
      if (epoch !== this.#epoch) return;
      const { move: house, direction } = answer;
      const t = this.#deps.t();
      this.#update({
        hintPending: false,
        hint: direction ? { house, direction } : { house },
        board: { ...this.#view.board, hint: house, hintDirection: direction, focus: house },
        announcement: direction
          ? t(`announce.hintSow.${direction}`, { house })
          : t('announce.hint', { house }),
      });
    } catch (e) {
      if (epoch === this.#epoch) this.#update({ hintPending: false, ...engineFailure(e) });
    }
  }

  /** Shows the position after `count` actions (review, of a finished game or of any game). */
  review(count: number): void {
    const game = this.#view.game;
    const at = Math.max(0, Math.min(count, game.actions.length));
    this.#stopThinking();
    this.#epoch++;
    this.#update({
      phase: 'review',
      offer: undefined,
      reviewAt: at,
      stepMs: 0,
      board: boardFromPosition(game.matches[at]!.position, { lastMove: lastMoveOf(game, at) }),
    });
    this.#deps.saveReview?.(at);
  }

  /** Leaves the review: back to the game's last position. */
  leaveReview(): void {
    if (this.#view.phase !== 'review') return;
    this.#deps.saveReview?.(undefined);
    this.#update({ reviewAt: undefined, board: boardFromPosition(current(this.#view.game)) });
    this.#settle(this.#nextText());
  }

  /**
   * Plays on from the position shown in review (the later actions are dropped); not in a game
   * given up, which stays ended.
   */
  continueFromReview(): void {
    const at = this.#view.reviewAt;
    if (at === undefined || this.#view.game.stopped) return;
    const game = truncate(this.#view.game, at);
    this.#deps.save(game);
    this.#deps.saveReview?.(undefined);
    this.#update({ game, reviewAt: undefined, board: boardFromPosition(current(game)) });
    this.#settle(this.#nextText());
  }

  /**
   * What comes next in words: who moves (in a game of rounds, also a round's result, who lays
   * out, the match result); for a game given up (`stopped`), who won and who gave it up.
   */
  #nextText(): string {
    const { game } = this.#view;
    const t = this.#deps.t();
    if (this.#can.hasRounds) return nextInMatchText(t, matchNow(game), game.stopped);
    if (!game.stopped) return nextToMove(t, current(game));
    return spokenResult(stoppedResultText(t, game.stopped));
  }

  /** Cancels the engine's work for the game: the computer's move or lay-out, or its answer to an offer. */
  #stopThinking(): void {
    if (this.#view.phase === 'thinking' || this.computerConsidersOffer) {
      this.#deps.engine().cancel();
    }
  }

  async #playMove(move: Move, epoch: number): Promise<void> {
    const played = playMove(this.#view.game, move);
    if (!played.ok) return;
    await this.#show(played.value.game, played.value.events, move, epoch);
  }

  /**
   * Shows `game` after a move (`move`) or the agreed end (none), step by step from `events`, and
   * says what happened and what comes next (with the result, once the game or a round is over).
   */
  async #show(
    game: Game,
    events: readonly MoveEvent[],
    move: Move | undefined,
    epoch: number,
  ): Promise<void> {
    const before = matchNow(this.#view.game);
    this.#deps.save(game);
    this.#update({ game, phase: 'animating', hint: undefined, offer: undefined });
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
    const moved = announceMove(t, events, current(game), move?.direction);
    if (this.#can.hasRounds) {
      const roundEnded = matchNow(game).rounds.length > before.rounds.length;
      this.#settle(roundEnded ? `${moved} ${this.#nextText()}` : moved);
      return;
    }
    const result = gameOutcome(game);
    if (!result) {
      this.#settle(moved);
      return;
    }
    const words = resultText(t, result, game.config.rules, events);
    this.#settle(`${moved} ${spokenResult(words)}`);
  }

  /** The computer's lay-out taken, shown on the next round's board, then the round goes on. */
  async #layOut(pattern: readonly number[], epoch: number): Promise<void> {
    const loser = matchNow(this.#view.game).arranger!;
    const arranged = arrangeSeeds(this.#view.game, pattern);
    if (!arranged.ok) {
      this.#update({ engineError: arranged.error.message });
      return;
    }
    const game = arranged.value;
    this.#deps.save(game);
    const words = layoutText(this.#deps.t(), loser, pattern);
    this.#update({
      game,
      phase: 'animating',
      board: boardFromPosition(current(game)),
      stepMs: 0,
      announcement: words,
    });
    const pause = this.#deps.reducedMotion() ? 0 : LAYOUT_SHOW_MS / this.#deps.speed();
    if (pause > 0) await (this.#deps.sleep ?? wait)(pause);
    if (epoch !== this.#epoch) return;
    this.#settle(`${words} ${this.#nextText()}`);
  }

  /**
   * After a move, a lay-out or a change: the board at rest, and what the game waits for; the
   * computer's turn (a move, or its lay-out) if it is one.
   */
  #settle(announcement: string): void {
    const game = this.#view.game;
    const match = matchNow(game);
    const seat = seatToAct(game);
    const person = seat?.kind === 'human';
    const playing = match.phase === 'playing';
    const moves = person && playing ? legalOf(legalMoves(match.position)) : { legal: [] };
    const lastMove = lastMoveOf(game, game.actions.length);
    this.#update({
      board: settleOn(this.#view.board, match.position, { ...moves, lastMove }),
      stepMs: 0,
      phase: !seat
        ? 'over'
        : seat.kind === 'computer'
          ? 'thinking'
          : playing
            ? 'ready'
            : 'arranging',
      announcement,
      hint: undefined,
      hintPending: false,
      offerDeclined: false,
    });
    if (seat?.kind === 'computer') void this.#track(this.#think(seat.level, ++this.#epoch));
  }

  /**
   * The computer at `level` acts: while a round is played it sows the engine's move (in its
   * direction); while it lays out (it lost the round) it lays out the engine's pattern.
   */
  async #think(level: number, epoch: number): Promise<void> {
    const sleep = this.#deps.sleep ?? wait;
    const started = performance.now();
    const match = matchNow(this.#view.game);
    try {
      const answer =
        match.phase === 'arranging'
          ? { pattern: await this.#deps.engine().arrange(match, level) }
          : { move: await this.#deps.engine().levelMove(match.position, level) };
      if (epoch !== this.#epoch) return;
      // How long the computer took, for the figures (read by the end-to-end tests).
      performance.measure('kalaha:think', { start: started, end: performance.now() });
      const minimum = this.#deps.reducedMotion() ? 0 : MIN_THINK_MS / this.#deps.speed();
      const rest = minimum - (performance.now() - started);
      if (rest > 0) await sleep(rest);
      if (epoch !== this.#epoch) return;
      if (answer.move) {
        const { move: house, direction } = answer.move;
        await this.#playMove(direction ? { house, direction } : { house }, epoch);
      } else await this.#layOut(answer.pattern!, epoch);
    } catch (e) {
      if (epoch === this.#epoch) this.#update(engineFailure(e));
    }
  }

  #update(change: Partial<PlayView>): void {
    this.#view = { ...this.#view, ...change };
    for (const listener of this.#listeners) listener();
  }
}

/** The house of the move that led to the position after `count` actions, if that action was a move. */
function lastMoveOf(game: Game, count: number): HouseRef | undefined {
  const played = count > 0 ? moveAt(game, count - 1) : undefined;
  return played && { side: played.side, house: played.move.house };
}

/** What to show of an engine failure: nothing for a cancelled request, else its message. */
export function engineFailure(e: unknown): { readonly engineError?: string } {
  if (e instanceof EngineCancelled) return {};
  return { engineError: e instanceof Error ? e.message : String(e) };
}
