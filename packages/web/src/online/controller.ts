import type { Change, GameView } from '@kalaha/protocol';
import {
  checkAgreement,
  makeMove,
  opponent,
  type HouseRef,
  type MoveEvent,
  type Side,
} from '@kalaha/rules';
import { announceMove, nextToMove } from '../game/announce.ts';
import type { ResultText } from '../game/result-text.ts';
import { current, playMove, type Game } from '../game/session.ts';
import type { Translate } from '../i18n/translate.ts';
import type { HeldSeat } from './identity.ts';
import {
  agreedEnd,
  bothHaveMoved,
  compareMoves,
  gameFromView,
  playText,
  type MovesRelation,
} from './online-game.ts';
import { onlineResultText } from './result.ts';
import type { OnlineControllerDeps } from './seat-controller.ts';
import {
  loadingView,
  OnlineSyncController,
  type OnlineBoardView,
  type RestingGame,
} from './sync-controller.ts';

/** Everything the online game screen draws for a game of the Kalaha family, Wari or Obridjie. */
export type OnlineView = OnlineBoardView<Game>;

/**
 * Runs one online game on screen, players and spectators alike: follows the server's `state` and
 * `update`s, animates each move from the events the rules library gives for it (as a local game
 * does), sends this browser's moves (shown at once, confirmed by the server; a refusal puts the
 * board back on the server's position), resigns, aborts, offers or accepts a rematch, and offers
 * to end a Wari or Obridjie game by agreement or answers the other side's offer (docs/RULES.md 2).
 * Only the houses of this browser's seat are playable, and only on its turn. The state it
 * publishes ({@link OnlineView}) is plain data; the screen subscribes and draws it.
 */
export class OnlineGameController extends OnlineSyncController<OnlineView, Game, MovesRelation> {
  /** The number of moves of the game when this seat last offered to end it. */
  #offeredAt: number | undefined;

  constructor(deps: OnlineControllerDeps<Game>, seat?: HeldSeat) {
    super(deps, loadingView(seat));
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
    this.send({ type: 'move', move: makeMove({ house }) });
    this.#show(played.value.game, played.value.events);
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

  /** Offers to end the game by agreement (docs/RULES.md 2). @returns true when applied. */
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

  protected fromView(server: GameView) {
    return gameFromView(server);
  }

  protected compare(game: Game, server: GameView): MovesRelation {
    return compareMoves(game.moves, server.moves);
  }

  /** An accepted offer to end: the seeds left are swept as in the local game. */
  protected override caughtUp(game: Game, server: GameView): void {
    const agreed = agreedEnd(game, server);
    if (agreed) this.#show(agreed.game, agreed.events);
    else this.settle();
  }

  protected playNext(game: Game, server: GameView): void {
    const played = playText(game, server.moves[game.moves.length]!);
    if (!played.ok) this.update({ error: played.error });
    else this.#show(played.value.game, played.value.events);
  }

  protected restOf(game: Game): RestingGame {
    const position = current(game);
    const last = game.moves.length;
    const lastMove: HouseRef | undefined =
      last > 0 ? { side: game.positions[last - 1]!.turn, house: game.moves[last - 1]! } : undefined;
    return { position, over: position.isOver, toAct: position.turn, acts: 'move', lastMove };
  }

  protected restingText(t: Translate, game: Game): string {
    return nextToMove(t, current(game));
  }

  protected resultText(t: Translate, server: GameView, game: Game): ResultText | undefined {
    return onlineResultText(t, server, game);
  }

  /** Animates a move (ours or the server's), then takes up the server's game again. */
  #show(game: Game, events: readonly MoveEvent[]): void {
    void this.show(game, events, (t) => announceMove(t, events, current(game)));
  }
}
