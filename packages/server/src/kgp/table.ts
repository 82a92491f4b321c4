import type { ErrorCode, GameView } from '@kalaha/protocol';
import { opponent, SIDES, type PerSide, type Position, type Side } from '@kalaha/rules';
import { timeLeft } from '../game/clock.ts';
import { engineLevelOf } from '../service/players.ts';
import { newId, seatSecret } from '../service/secrets.ts';
import type { GameService } from '../service/service.ts';
import type { StoredPlayer } from '../storage/storage.ts';
import type { KgpClock, KgpTimer } from './clock.ts';
import type { KgpOptions } from './config.ts';
import type { EngineMover } from './engine.ts';
import { boardForMover, illegalHouse, positionOfView, randomHouse } from './moves.ts';
import type { KgpSession } from './session.ts';

/**
 * The time kept back from a bot's clock when its move time is cut to what its clock has left, in
 * ms: the time a move takes to reach the game's master and be stored, so that a bot stopped at
 * its limit has moved before its flag falls.
 */
const CLOCK_MARGIN_MS = 500;
/** The shortest time a bot is given for a move, in ms, whatever its clock says. */
const MIN_MOVE_MS = 100;
/** How long a table waits before it tries again after a failure of the service, in ms. */
const RETRY_MS = 1_000;
/** Refusals that mean the game moved on meanwhile: look at it again, nothing is wrong. */
const MOVED_ON: ReadonlySet<ErrorCode> = new Set([
  'action/stale',
  'action/not_your_turn',
  'action/game_not_active',
]);

/** What a table works with. */
export interface TableContext {
  readonly service: GameService;
  readonly engine: EngineMover;
  readonly clock: KgpClock;
  readonly options: KgpOptions;
  /** The accepted, open KGP session of a bot player, if it is connected. */
  sessionOf(playerId: string): KgpSession | undefined;
  /** The table's game is over (finished or aborted); the table has let go of everything. */
  ended(table: KgpTable): void;
  /** Told of failures nobody is answered about. */
  onError(error: unknown): void;
}

/** The decision a table is waiting for: the game version it is made on. */
interface Deciding {
  readonly version: number;
  readonly withdraw: () => void;
}

/**
 * The server's hands in one game with a KGP bot in it: it watches the game through the game
 * service (as a player whose seat is connected: a bot's while its connection lasts, an engine
 * level's always) and plays for the seats the server answers for, each move through the service
 * like a person's (`act`: checked by the game's master, durably stored before anyone hears of it):
 *
 * - a bot's seat: `state` to its session (the board mirrored for North) and the move it settles
 *   on by `yield` or the time limit, a random legal move when it made none (spec 021); while the
 *   bot is disconnected its clock runs as a person's would, and when it comes back the table asks
 *   again with a fresh `state`;
 * - an engine level's seat: the level's move, computed in the engine's worker thread;
 * - a person's seat: nothing (the person plays through the web app).
 *
 * A game still waiting for its first move after `abandonMs` (no clock runs before it) is aborted,
 * so that a bot is never held by a game nobody plays. A table drives a game on this instance;
 * several instances driving one game cannot both move (the master refuses the stale one).
 */
export class KgpTable {
  readonly gameId: string;
  readonly seats: PerSide<StoredPlayer>;
  readonly #ctx: TableContext;
  #latest: GameView;
  /** The watches open, by the player whose seat they show connected. */
  readonly #watches = new Map<string, () => void>();
  /** Watches being opened. */
  readonly #opening = new Set<string>();
  #deciding: Deciding | undefined;
  #abandonTimer: KgpTimer | undefined;
  #retryTimer: KgpTimer | undefined;
  #over = false;

  constructor(context: TableContext, game: GameView, seats: PerSide<StoredPlayer>) {
    this.#ctx = context;
    this.gameId = game.id;
    this.#latest = game;
    this.seats = seats;
  }

  /** The game as last heard. */
  get game(): GameView {
    return this.#latest;
  }

  /** True once the game is over and the table has let go of it. */
  get over(): boolean {
    return this.#over;
  }

  /** True when `playerId` is a bot seated here. */
  seatsBot(playerId: string): boolean {
    return SIDES.some(
      (side) => this.seats[side].kind === 'bot' && this.seats[side].playerId === playerId,
    );
  }

  /**
   * Brings the table in line with the bots' connections (watches opened for those connected,
   * closed for those gone) and plays on. Call it when a bot of the table connects or disconnects.
   */
  sync(): void {
    if (this.#over) return;
    this.#updateWatches();
    this.#drive();
  }

  /** Loads the game as it stands (a bot came back, a failure passed), then {@link sync}s. */
  async refresh(): Promise<void> {
    if (this.#over) return;
    const game = await this.#ctx.service.game(this.gameId);
    if (!game.ok) {
      this.#ctx.onError(new Error(`KGP game ${this.gameId}: ${game.error.message}`));
      this.#retry();
      return;
    }
    if (game.value.version >= this.#latest.version) this.#latest = game.value;
    this.sync();
  }

  /** Lets go of the game without ending it (the server stops): watches, timers, requests. */
  close(): void {
    if (this.#over) return;
    this.#over = true;
    this.#ctx.clock.clearTimeout(this.#abandonTimer);
    this.#ctx.clock.clearTimeout(this.#retryTimer);
    this.#deciding?.withdraw();
    this.#deciding = undefined;
    for (const unwatch of this.#watches.values()) unwatch();
    this.#watches.clear();
  }

  /** The players the server answers for who should show as connected now. */
  #present(): Set<string> {
    const present = new Set<string>();
    for (const side of SIDES) {
      const player = this.seats[side];
      if (player.kind === 'engine') present.add(player.playerId);
      if (player.kind === 'bot' && this.#ctx.sessionOf(player.playerId)) {
        present.add(player.playerId);
      }
    }
    return present;
  }

  #updateWatches(): void {
    const present = this.#present();
    for (const [playerId, unwatch] of this.#watches) {
      if (present.has(playerId)) continue;
      unwatch();
      this.#watches.delete(playerId);
    }
    for (const playerId of present) {
      if (this.#watches.has(playerId) || this.#opening.has(playerId)) continue;
      this.#opening.add(playerId);
      void this.#ctx.service
        .watch(this.gameId, (update) => this.#heard(update.game), playerId)
        .then((watched) => {
          this.#opening.delete(playerId);
          if (!watched.ok) throw new Error(`KGP game ${this.gameId}: ${watched.error.message}`);
          if (this.#over || !this.#present().has(playerId)) {
            watched.value.unwatch();
            return;
          }
          this.#watches.set(playerId, watched.value.unwatch);
          this.#heard(watched.value.game);
        })
        .catch((error: unknown) => {
          this.#opening.delete(playerId);
          this.#ctx.onError(error);
          this.#retry();
        });
    }
  }

  /** A view of the game from a watch: newer than the last one, it is played on. */
  #heard(game: GameView): void {
    if (this.#over || game.version < this.#latest.version) return;
    this.#latest = game;
    this.#drive();
  }

  /** Plays for the side to move when the server answers for it (once per version). */
  #drive(): void {
    if (this.#over) return;
    const game = this.#latest;
    if (game.status === 'finished' || game.status === 'aborted') {
      this.close();
      this.#ctx.ended(this);
      return;
    }
    if (game.status !== 'active') return;
    this.#watchAbandonment(game);
    if (this.#deciding?.version === game.version) return;
    // The game moved on while a decision was pending (a resignation, a flag): no longer needed.
    this.#deciding?.withdraw();
    this.#deciding = undefined;
    let position: Position;
    try {
      position = positionOfView(game);
    } catch (error) {
      this.#ctx.onError(error);
      return;
    }
    const side = position.turn;
    const player = this.seats[side];
    if (player.kind === 'engine') this.#engineMove(game, position, side, player);
    else if (player.kind === 'bot') this.#botMove(game, position, side, player);
  }

  #engineMove(game: GameView, position: Position, side: Side, player: StoredPlayer): void {
    const level = engineLevelOf(player) ?? this.#ctx.options.engineLevel;
    const deciding: Deciding = { version: game.version, withdraw: () => {} };
    this.#deciding = deciding;
    this.#ctx.engine
      .move(position, level)
      .then(
        (house) => this.#play(deciding, side, house),
        (error: unknown) => {
          this.#ctx.onError(error);
          if (this.#deciding !== deciding) return;
          this.#deciding = undefined;
          this.#retry();
        },
      )
      .catch((error: unknown) => this.#ctx.onError(error));
  }

  #botMove(game: GameView, position: Position, side: Side, player: StoredPlayer): void {
    const session = this.#ctx.sessionOf(player.playerId);
    if (!session) return;
    const asked = session.ask({
      board: boardForMover(position),
      timeMs: this.#moveTime(game, side),
      illegal: (house) => illegalHouse(position, house),
      game: { id: this.gameId, opponent: this.seats[opponent(side)].name },
    });
    const deciding: Deciding = { version: game.version, withdraw: asked.withdraw };
    this.#deciding = deciding;
    asked.answer
      .then((answer) => {
        if (this.#deciding !== deciding) return;
        if (answer.end === 'closed' || answer.end === 'withdrawn') {
          // Asked again when the bot comes back (a fresh `state`) or the game goes on.
          this.#deciding = undefined;
          return;
        }
        return this.#play(deciding, side, answer.house ?? randomHouse(position));
      })
      .catch((error: unknown) => this.#ctx.onError(error));
  }

  /**
   * A bot's time for this move: the move time, cut to what its clock has left (less a margin) so
   * that a bot stopped at its limit does not lose on time.
   */
  #moveTime(game: GameView, side: Side): number {
    const { moveMs } = this.#ctx.options;
    if (!game.clocks) return moveMs;
    const left = timeLeft(game.clocks, side, this.#ctx.clock.now()) - CLOCK_MARGIN_MS;
    return Math.max(MIN_MOVE_MS, Math.min(moveMs, left));
  }

  /** Plays `house` for `side` through the service, if the decision is still wanted. */
  async #play(deciding: Deciding, side: Side, house: number): Promise<void> {
    if (this.#over || this.#deciding !== deciding) return;
    const played = await this.#ctx.service.act({
      type: 'move',
      actionId: newId(),
      gameId: this.gameId,
      seatSecret: this.#secret(side),
      version: deciding.version,
      move: String(house),
    });
    // Played: the watches hear the move and the table plays on from there.
    if (played.ok) return;
    if (this.#deciding === deciding) this.#deciding = undefined;
    if (MOVED_ON.has(played.error.code)) {
      await this.refresh();
      return;
    }
    this.#ctx.onError(
      new Error(`KGP game ${this.gameId}: move ${house} refused: ${played.error.message}`),
    );
    this.#retry();
  }

  /** Aborts the game after `abandonMs` while its first move has not come. */
  #watchAbandonment(game: GameView): void {
    if (game.moves.length > 0) {
      this.#ctx.clock.clearTimeout(this.#abandonTimer);
      return;
    }
    this.#abandonTimer ??= this.#ctx.clock.setTimeout(
      () => void this.#abandon().catch((error: unknown) => this.#ctx.onError(error)),
      this.#ctx.options.abandonMs,
    );
  }

  async #abandon(): Promise<void> {
    await this.refresh();
    const game = this.#latest;
    if (this.#over || game.status !== 'active' || game.moves.length > 0) return;
    const waiting = opponent(positionOfView(game).turn);
    const aborted = await this.#ctx.service.act({
      type: 'abort',
      actionId: newId(),
      gameId: this.gameId,
      seatSecret: this.#secret(waiting),
    });
    if (!aborted.ok) {
      this.#ctx.onError(
        new Error(`KGP game ${this.gameId}: abort refused: ${aborted.error.message}`),
      );
    }
    await this.refresh();
  }

  /** A seat's secret, derived as for its player (`secrets.ts`): the server acts for the seat. */
  #secret(side: Side): string {
    return seatSecret(this.seats[side].secretHash, this.gameId, side);
  }

  /** Looks at the game again after {@link RETRY_MS}. */
  #retry(): void {
    if (this.#over || this.#retryTimer !== undefined) return;
    this.#retryTimer = this.#ctx.clock.setTimeout(() => {
      this.#retryTimer = undefined;
      this.refresh().catch((error: unknown) => this.#ctx.onError(error));
    }, RETRY_MS);
  }
}
