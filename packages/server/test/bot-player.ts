/**
 * A player as a program: an {@link OnlineClient} (over `ws`) that watches its game and, whenever
 * its side is to move, plays a legal move, keeping every move the server acknowledged.
 */
import { OnlineClient, type GameView, type SeatGrant } from '@kalaha/protocol';
import type { Side } from '@kalaha/rules';
import WebSocket from 'ws';
import { movesOf, sideToMove } from './bot.ts';

/** A move the server acknowledged: the game's version after it. */
export interface AckedMove {
  readonly version: number;
  readonly move: string;
}

/** A playing bot. */
export interface BotPlayer {
  readonly client: OnlineClient;
  readonly side: Side;
  readonly acked: AckedMove[];
  /** Refusals of its moves (none expected). */
  readonly refusals: string[];
  /** The game as last heard. */
  latest(): GameView | undefined;
  /** Resolves with the game once it is over. */
  readonly finished: Promise<GameView>;
}

/** Retry delays for the tests' clients: quick, but backing off while a server restarts. */
export const TEST_RETRY = { minMs: 100, maxMs: 1_000 } as const;

/**
 * Starts a bot for `grant`'s seat, connecting to `urls` in turn as `player`.
 *
 * @param onAck called after each acknowledged move (the test kills servers from here).
 */
export function botPlayer(options: {
  readonly urls: readonly string[];
  readonly player: { readonly playerId: string; readonly secret: string };
  readonly grant: SeatGrant;
  readonly onAck?: (move: AckedMove) => void;
}): BotPlayer {
  const { grant } = options;
  const acked: AckedMove[] = [];
  const refusals: string[] = [];
  /** Versions this bot has moved on (a move is sent once per version; the client resends it). */
  const movedOn = new Set<number>();
  let latest: GameView | undefined;
  let finish!: (game: GameView) => void;
  const finished = new Promise<GameView>((resolve) => (finish = resolve));
  const client = new OnlineClient({
    urls: options.urls,
    WebSocket,
    player: options.player,
    retry: TEST_RETRY,
  });
  const play = (game: GameView) => {
    if (sideToMove(game) !== grant.seat || movedOn.has(game.version)) return;
    movedOn.add(game.version);
    const moves = movesOf(game);
    const move = moves[game.version % moves.length]!;
    void client
      .act({
        type: 'move',
        gameId: game.id,
        seatSecret: grant.seatSecret,
        version: game.version,
        move,
      })
      .then((result) => {
        if (result.ok) {
          const ack = { version: result.value.version, move };
          acked.push(ack);
          options.onAck?.(ack);
        } else refusals.push(`${result.error.code}: ${result.error.message}`);
      });
  };
  client.watch(grant.game.id, ({ game }) => {
    latest = game;
    if (game.status === 'finished' || game.status === 'aborted') finish(game);
    else play(game);
  });
  return { client, side: grant.seat, acked, refusals, latest: () => latest, finished };
}

/**
 * Checks that `game` holds every acknowledged move at its place: the move acknowledged with
 * version `v` is the game's move number `v - (version before the first move)`.
 *
 * @returns the problems found (none when all is well).
 */
export function missingAcks(game: GameView, acked: readonly AckedMove[]): string[] {
  const before = game.version - game.moves.length;
  return acked
    .filter((ack) => game.moves[ack.version - before - 1] !== ack.move)
    .map((ack) => `move ${ack.move} acknowledged as version ${ack.version} is not in the game`);
}
