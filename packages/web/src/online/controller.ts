import type { Change, GameView } from '@kalaha/protocol';
import {
  actor,
  capabilities,
  legalActions,
  makeMove,
  opponent,
  type Action,
  type Direction,
  type Move,
  type MoveEvent,
  type Side,
} from '@kalaha/rules';
import { boardFromPosition } from '../board/state.ts';
import { announceMove, nextToMove } from '../game/announce.ts';
import { LAYOUT_SHOW_MS } from '../game/controller.ts';
import { layoutText, nextInMatchText } from '../game/rounds-text.ts';
import type { ResultText } from '../game/result-text.ts';
import { arrangeSeeds, current, matchNow, moveAt, playMove, type Game } from '../game/session.ts';
import type { Translate } from '../i18n/translate.ts';
import type { HeldSeat } from './identity.ts';
import {
  agreedEnd,
  bothHaveMoved,
  compareGame,
  gameFromView,
  takeStep,
  type GameRelation,
} from './online-game.ts';
import { onlineGameResultText } from './result.ts';
import type { OnlineControllerDeps } from './seat-controller.ts';
import {
  loadingView,
  OnlineSyncController,
  type OnlineBoardView,
  type RestingGame,
} from './sync-controller.ts';

/** Everything the online game screen draws, for every game. */
export interface OnlineView extends OnlineBoardView<Game> {
  /**
   * The rules library's refusal of this seat's last lay-out, in its words, or `undefined`; the
   * server's refusal is in `error`.
   */
  readonly arrangeError: string | undefined;
}

/**
 * Runs one online game of any rule set on screen, players and spectators alike: follows the
 * server's `state` and `update`s (rebuilding the game from its moves and lay-outs), animates each
 * move from the events the rules library gives for it (as a local game does), sends this
 * browser's moves (with their direction where the game has directions; shown at once, confirmed by
 * the server; a refusal puts the board back on the server's game), resigns, aborts, offers or
 * accepts a rematch. Where the game can be ended by agreement (`canOfferEnd`, docs/RULES.md 2) it
 * offers that or answers the other side's offer; in a game of rounds (`hasRounds`, docs/RULES.md 4)
 * it sends this seat's lay-out when its side lost a round, and shows the other side's on the next
 * round's board for {@link LAYOUT_SHOW_MS}. Only this browser's seat acts, and only on its turn.
 * The state it publishes ({@link OnlineView}) is plain data; the screen subscribes and draws it.
 */
export class OnlineGameController extends OnlineSyncController<OnlineView, Game, GameRelation> {
  /** The number of actions of the game when this seat last offered to end it. */
  #offeredAt: number | undefined;

  constructor(deps: OnlineControllerDeps<Game>, seat?: HeldSeat) {
    super(deps, { ...loadingView<Game>(seat), arrangeError: undefined });
    this.startWatching();
  }

  protected override taken(change: Change | undefined): void {
    const t = this.deps.t();
    if (change?.kind === 'offerEnd' && change.side !== this.view.seat?.side) {
      this.update({ announcement: t('announce.offer', { side: change.side }) });
    }
    if (change?.kind === 'declineEnd' && this.view.game) {
      const next = nextToMove(t, current(this.view.game));
      this.update({ announcement: t('announce.declined', { next }) });
    }
    super.taken(change);
  }

  get toAct(): Side | undefined {
    const { server, game, phase } = this.view;
    if (server?.status !== 'active' || !game || phase === 'over') return undefined;
    const match = matchNow(game);
    return match.phase === 'over' ? undefined : actor(match);
  }

  get bothHaveMoved(): boolean {
    return this.view.game !== undefined && bothHaveMoved(this.view.game);
  }

  /**
   * Sows `house` (in `direction` where the game's moves have one) for this browser's seat: shown
   * at once, sent to the server. Ignored unless it is this seat's turn and the move is legal.
   */
  play(house: number, direction?: Direction): void {
    const { phase, board, game, seat, server } = this.view;
    if (phase !== 'ready' || !board || !game || !seat || !server) return;
    if (!board.legal.includes(house)) return;
    const directed = capabilities(game.config.rules).hasDirections;
    if (directed && !board.directions?.[house]?.includes(direction!)) return;
    const move: Move = directed ? { house, direction: direction! } : { house };
    const played = playMove(game, move);
    if (!played.ok) return;
    this.send({ type: 'move', move: makeMove(move) });
    this.#show(played.value.game, played.value.events, move);
  }

  /**
   * Lays out this seat's seeds for the next round (docs/RULES.md 4; this seat lost the round): `pattern`
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
    this.send({ type: 'arrange', arrangement: [...pattern] }, { arrangeError: undefined });
    const next = arranged.value;
    this.update({ game: next, board: boardFromPosition(current(next)) });
    this.settle(this.restingText(this.deps.t(), next));
  }

  /**
   * True when this seat may offer to end the game by agreement now: a game whose rules allow it
   * (`legalActions(...).agreement`: Wari and Obridjie) in play, no offer open, and none made by
   * this seat since the last move (the server allows one between two moves).
   */
  get canOfferEnd(): boolean {
    const { server, game, seat, phase } = this.view;
    if (!server || !game || !seat || server.status !== 'active' || phase === 'over') return false;
    if (server.endOffer !== null || this.#offeredAt === game.actions.length) return false;
    return legalActions(matchNow(game)).agreement;
  }

  /** The side whose offer to end this seat is to answer (the other side's open offer), if any. */
  get offerToAnswer(): 'south' | 'north' | undefined {
    const { server, seat } = this.view;
    if (!server || !seat || server.status !== 'active') return undefined;
    return server.endOffer === opponent(seat.side) ? server.endOffer : undefined;
  }

  /** Offers to end the game by agreement (docs/RULES.md 2). @returns true when applied. */
  async offerEnd(): Promise<boolean> {
    if (!this.canOfferEnd) return false;
    const count = this.view.game?.actions.length;
    const applied = await this.action('offerEnd');
    if (applied) this.#offeredAt = count;
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

  protected fromView(server: GameView) {
    return gameFromView(server);
  }

  protected compare(game: Game, server: GameView): GameRelation {
    return compareGame(game, server);
  }

  /** An accepted offer to end: the seeds left are swept as in the local game. */
  protected override caughtUp(game: Game, server: GameView): void {
    const agreed = agreedEnd(game, server);
    if (agreed) this.#show(agreed.game, agreed.events, undefined);
    else this.settle();
  }

  protected playNext(
    game: Game,
    _server: GameView,
    relation: Extract<GameRelation, { kind: 'ahead' }>,
  ): void {
    const next: Action = relation.next;
    if (next.kind === 'arrange') {
      this.#showLayout(game, next.pattern);
      return;
    }
    const played = takeStep(game, next);
    if (!played.ok) this.update({ error: played.error });
    else
      this.#show(
        played.value.game,
        played.value.events,
        next.kind === 'move' ? next.move : undefined,
      );
  }

  protected restOf(game: Game): RestingGame {
    const match = matchNow(game);
    const last = moveAt(game, game.actions.length - 1);
    return {
      position: match.position,
      over: match.phase === 'over',
      toAct: actor(match),
      acts: match.phase === 'arranging' ? 'arrange' : 'move',
      lastMove: last && { side: last.side, house: last.move.house },
    };
  }

  protected restingText(t: Translate, game: Game): string {
    return capabilities(game.config.rules).hasRounds
      ? nextInMatchText(t, matchNow(game))
      : nextToMove(t, current(game));
  }

  protected resultText(t: Translate, server: GameView, game: Game): ResultText | undefined {
    return onlineGameResultText(t, server, game);
  }

  /**
   * Animates a move or the agreed end (ours or the server's), then takes up the server's game
   * again; a move that ends a round is announced with what comes next.
   */
  #show(game: Game, events: readonly MoveEvent[], move: Move | undefined): void {
    const before = matchNow(this.view.game!);
    void this.show(game, events, (t) => {
      const match = matchNow(game);
      const moved = announceMove(t, events, match.position, move?.direction);
      const ended =
        capabilities(game.config.rules).hasRounds && match.rounds.length > before.rounds.length;
      return ended ? `${moved} ${nextInMatchText(t, match)}` : moved;
    });
  }

  /** The other side's lay-out, shown on the next round's board for a while. */
  #showLayout(game: Game, pattern: readonly number[]): void {
    const side = matchNow(game).arranger!;
    const arranged = arrangeSeeds(game, pattern);
    if (!arranged.ok) {
      this.reset();
      return;
    }
    const next = arranged.value;
    const words = layoutText(this.deps.t(), side, pattern);
    const pause = this.deps.reducedMotion() ? 0 : LAYOUT_SHOW_MS / this.deps.speed();
    void this.showFor(
      {
        game: next,
        board: boardFromPosition(current(next)),
        announcement: `${words} ${nextInMatchText(this.deps.t(), matchNow(next))}`,
      },
      pause,
    );
  }
}
