import type { GameView } from '@kalaha/protocol';
import { makeMove, type Direction, type MoveEvent, type Side } from '@kalaha/rules';
import { boardFromPosition } from '../board/state.ts';
import { announceMove } from '../game/announce.ts';
import { LAYOUT_SHOW_MS } from '../game/giuthi-controller.ts';
import { arrangeSeeds, playGiuthiMove, type GiuthiGame } from '../game/giuthi-session.ts';
import { layoutText, nextInMatchText } from '../game/giuthi-text.ts';
import type { ResultText } from '../game/result-text.ts';
import type { Translate } from '../i18n/translate.ts';
import {
  compareMatch,
  lastMoveOf,
  matchFromView,
  moversOf,
  type MatchRelation,
} from './giuthi-play.ts';
import type { HeldSeat } from './identity.ts';
import { onlineMatchResultText } from './result.ts';
import type { OnlineControllerDeps } from './seat-controller.ts';
import {
  loadingView,
  OnlineSyncController,
  type OnlineBoardView,
  type RestingGame,
} from './sync-controller.ts';

/** Everything the online Giuthi screen draws. */
export interface OnlineGiuthiView extends OnlineBoardView<GiuthiGame> {
  /**
   * The rules library's refusal of this seat's last lay-out, in its words, or `undefined`; the
   * server's refusal is in `error`.
   */
  readonly arrangeError: string | undefined;
}

/**
 * Runs one online Giuthi match (docs/RULES.md 4) on screen, players and spectators alike: follows the
 * server's `state` and `update`s (rebuilding the match with `matchOfPlay`), animates each move of
 * the other side from the rules library's events (relays, the further choice inside a turn, the
 * end of a round) as the local screen does, shows the other side's lay-out on the next round's
 * board for {@link LAYOUT_SHOW_MS}, and sends this browser's moves (house and direction) and,
 * when its side lost a round, its lay-out (`arrange`): both shown at once and confirmed by the
 * server; a refusal puts the match back on the server's. Resign, abort and rematch as in every
 * online game; Giuthi has no offer to end.
 */
export class OnlineGiuthiController extends OnlineSyncController<
  OnlineGiuthiView,
  GiuthiGame,
  MatchRelation
> {
  constructor(deps: OnlineControllerDeps<GiuthiGame>, seat?: HeldSeat) {
    super(deps, { ...loadingView<GiuthiGame>(seat), arrangeError: undefined });
    this.startWatching();
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
    this.send({ type: 'move', move: makeMove({ house, direction }) });
    this.#show(played.value.game, played.value.events, direction);
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
    this.update({ game: next, board: boardFromPosition(next.match.position) });
    this.settle(nextInMatchText(this.deps.t(), next.match));
  }

  protected fromView(server: GameView) {
    return matchFromView(server);
  }

  protected compare(game: GiuthiGame, server: GameView): MatchRelation {
    return compareMatch(game.match, server);
  }

  protected playNext(
    game: GiuthiGame,
    _server: GameView,
    relation: Extract<MatchRelation, { kind: 'ahead' }>,
  ): void {
    const next = relation.next;
    if (next.kind === 'arrange') {
      this.#showLayout(game, next.pattern);
      return;
    }
    const played = playGiuthiMove(game, next.move);
    if (!played.ok) this.reset();
    else this.#show(played.value.game, played.value.events, next.move.direction);
  }

  protected restOf(game: GiuthiGame): RestingGame {
    const match = game.match;
    return {
      position: match.position,
      over: match.phase === 'over',
      toAct: match.phase === 'arranging' ? match.arranger! : match.position.turn,
      acts: match.phase === 'playing' ? 'move' : 'arrange',
      lastMove: lastMoveOf(match),
    };
  }

  protected restingText(t: Translate, game: GiuthiGame): string {
    return nextInMatchText(t, game.match);
  }

  protected resultText(t: Translate, server: GameView, game: GiuthiGame): ResultText | undefined {
    return onlineMatchResultText(t, server, game.match);
  }

  /**
   * Animates a move (ours or the server's), then takes up the server's match again; a move that
   * ends a round is announced with what comes next.
   */
  #show(game: GiuthiGame, events: readonly MoveEvent[], direction?: Direction): void {
    const before = this.view.game!.match;
    void this.show(game, events, (t) => {
      const match = game.match;
      const moved = announceMove(t, events, match.position, direction);
      const ended = match.rounds.length > before.rounds.length;
      return ended ? `${moved} ${nextInMatchText(t, match)}` : moved;
    });
  }

  /** The other side's lay-out, shown on the next round's board for a while. */
  #showLayout(game: GiuthiGame, pattern: readonly number[]): void {
    const side = game.match.arranger!;
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
        board: boardFromPosition(next.match.position),
        announcement: `${words} ${nextInMatchText(this.deps.t(), next.match)}`,
      },
      pause,
    );
  }
}
