import {
  ClientMessageSchema,
  IdSchema,
  NewGameSchema,
  type ActionMessage,
  type GameSummary,
  type GameView,
  type NewGame,
  type SeatGrant,
} from '@kalaha/protocol';
import { ok, SIDES, type Side, err } from '@kalaha/rules';
import { randomInt } from 'node:crypto';
import type { Bus } from '../bus/bus.ts';
import type { Request } from '../game/decide.ts';
import { refuse } from '../game/errors.ts';
import { newGame } from '../game/new-game.ts';
import { gameRecord } from '../game/record.ts';
import { replayGame, type MasterState } from '../game/state.ts';
import { gameSummary } from '../game/view.ts';
import type { Storage, StoredAction, StoredPlayer } from '../storage/storage.ts';
import { GameHost } from './host.ts';
import * as players from './players.ts';
import { answerPuzzle, playerPuzzles } from './puzzles.ts';
import { hashSecret, newId, seatSecret, secretMatches } from './secrets.ts';
import { seatInfoOf } from './seat-info.ts';
import type { GameService, GameUpdate, PlayerAuth, ServiceResult } from './service.ts';

/** Open games listed in the lobby, newest first. */
export const LOBBY_GAMES = 50;
/**
 * Games one player may hold that have not started (open, or joined with not both sides moved):
 * enough to wait in a couple of games and play one, too few to block the lobby by joining every
 * open game at once (each also ends after `FIRST_MOVE_MS` without a move).
 */
export const UNSTARTED_GAMES_PER_PLAYER = 3;

/** What {@link createGameService} works with. Times are in ms. */
export interface GameServiceOptions {
  readonly storage: Storage;
  readonly bus: Bus;
  /** This instance's name on the bus (presence); a fresh random id by default. */
  readonly instanceId?: string;
  /** The server's clock, ms since the epoch; `Date.now` by default (tests pass a fake one). */
  readonly now?: () => number;
  /**
   * The longest a flag timer sleeps before it looks at `now()` again (ms); by default it sleeps
   * until the flag falls. Tests with a fake clock set it short.
   */
  readonly flagCheckMaxMs?: number;
  /**
   * Told after each look of a flag timer at a game's clocks (whether or not a flag had fallen),
   * with the game's id: a test with a fake clock waits for it instead of for time to pass.
   */
  readonly onFlagCheck?: (gameId: string) => void;
  /** How often each instance repeats its presence counts on the bus (ms; 10 s by default). */
  readonly presenceHeartbeatMs?: number;
  /**
   * How long an instance's presence counts last unless repeated (ms; 30 s by default), so that a
   * dead instance's spectators and connected players vanish within that time.
   */
  readonly presenceTtlMs?: number;
  /**
   * How long the creator of an open game may be away from it before it is called off and leaves
   * the lobby (ms; {@link OPEN_GAME_ABANDON_MS} by default).
   */
  readonly openGameAbandonMs?: number;
  /** Told after each look at an open game whose creator was away (a test waits for it). */
  readonly onAbandonCheck?: (gameId: string) => void;
  /** Told of failures nobody is answered about (a listener that threw, the bus down, a bug). */
  readonly onError?: (error: unknown) => void;
}

/**
 * How long an open game waits for its creator to come back (to its page, on any device) before
 * it is called off: long enough for a reload, a lost connection or a glance at another app on a
 * phone; short enough that the lobby offers games somebody waits in.
 */
export const OPEN_GAME_ABANDON_MS = 10 * 60_000;

/** Presence heartbeat: often enough that a dead instance is noticed within the TTL. */
const PRESENCE_HEARTBEAT_MS = 10_000;
/** Presence TTL: three heartbeats, so that one lost note does not drop a live instance. */
const PRESENCE_TTL_MS = 30_000;
/** setTimeout's longest delay (ms). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The online-play service of one server instance over `storage` and `bus` (see
 * {@link GameService}): players and their secrets, games and their masters, clocks and flag fall,
 * Glicko-2 ratings, presence, and updates to watchers on every instance.
 *
 * Secrets: player ids and secrets are random (`secrets.ts`), stored as SHA-256 hashes and compared
 * in constant time; a seat's secret is derived from its player's secret hash (HMAC-SHA256 over
 * `gameId:side`), so only its hash is stored and the player can get it again with `seatOf`.
 *
 * Every method answers a {@link ServiceResult}; a failure inside (storage down) is reported to
 * `onError` and answered as `server/internal`, the game left as it was. `lobby()`, whose answer
 * has no room for an error, rejects instead.
 */
export function createGameService(options: GameServiceOptions): GameService {
  const { storage, bus } = options;
  const now = options.now ?? Date.now;
  const onError = options.onError ?? ((error: unknown) => console.error('game service:', error));
  const host = new GameHost({
    storage,
    bus,
    instanceId: options.instanceId ?? newId(),
    now,
    flagCheckMaxMs: Math.min(options.flagCheckMaxMs ?? MAX_TIMER_MS, MAX_TIMER_MS),
    onFlagCheck: options.onFlagCheck ?? (() => undefined),
    presenceHeartbeatMs: options.presenceHeartbeatMs ?? PRESENCE_HEARTBEAT_MS,
    presenceTtlMs: options.presenceTtlMs ?? PRESENCE_TTL_MS,
    openGameAbandonMs: Math.min(options.openGameAbandonMs ?? OPEN_GAME_ABANDON_MS, MAX_TIMER_MS),
    onAbandonCheck: options.onAbandonCheck ?? (() => undefined),
    onError,
  });

  /** Runs `task`, turning a thrown failure into `server/internal`. */
  async function guard<T>(task: () => Promise<ServiceResult<T>>): Promise<ServiceResult<T>> {
    try {
      return await task();
    } catch (error) {
      onError(error);
      return refuse('server/internal', 'the server failed; nothing was changed, try again');
    }
  }

  /** Runs `task` on game `gameId`'s queue (after checking the id's shape), guarded. */
  function onGame<T>(
    gameId: string,
    task: () => Promise<ServiceResult<T>>,
  ): Promise<ServiceResult<T>> {
    if (!IdSchema.safeParse(gameId).success) {
      return Promise.resolve(refuse('game/not_found', 'no game with this id'));
    }
    return guard(() => host.queue.run(gameId, task));
  }

  /** The seat grant of `player` at `side` of a game. */
  async function grant(
    state: MasterState,
    player: StoredPlayer,
    side: Side,
  ): Promise<ServiceResult<SeatGrant>> {
    return ok({
      game: await host.view(state),
      seat: side,
      seatSecret: seatSecret(player.secretHash, state.game.gameId, side),
    });
  }

  /** Seats `player` at `side` (or the free seat) of the game with a server-made `join`. */
  async function seat(
    state: MasterState,
    player: StoredPlayer,
    side: Side | undefined,
  ): Promise<ServiceResult<SeatGrant>> {
    const actionId = newId();
    let at: Side = 'north';
    const outcome = await host.perform(state, (current) => {
      at = side ?? SIDES.find((s) => current.game.seats[s] === null) ?? 'north';
      const secretHash = hashSecret(seatSecret(player.secretHash, current.game.gameId, at));
      return { kind: 'join', side: at, actionId, seat: { playerId: player.playerId, secretHash } };
    });
    if (outcome.kind === 'ok') return grant(outcome.state, player, at);
    if (outcome.kind === 'refused') return err(outcome.error);
    return refuse('server/internal', `join ${actionId} stored twice`);
  }

  /**
   * `rate/limited` when `player` holds {@link UNSTARTED_GAMES_PER_PLAYER} games that have not
   * started; games found past their first-move time are settled (aborted) before they count.
   */
  async function tooManyUnstarted(player: StoredPlayer): Promise<ServiceResult<never> | undefined> {
    const listed = await Promise.all(
      (['open', 'active'] as const).map((status) =>
        storage.listGames({ status, playerId: player.playerId, limit: LOBBY_GAMES }),
      ),
    );
    const waiting = listed.flat().filter((listing) => listing.moves < 2);
    if (waiting.length < UNSTARTED_GAMES_PER_PLAYER) return undefined;
    let still = 0;
    for (const { game } of waiting) {
      const state = await host.queue.run(game.gameId, () => host.current(game.gameId));
      if (state.ok && ['open', 'active'].includes(state.value.game.status)) still++;
    }
    if (still < UNSTARTED_GAMES_PER_PLAYER) return undefined;
    return refuse(
      'rate/limited',
      `you hold ${still} games that have not started: play or abort one first (at most ${UNSTARTED_GAMES_PER_PLAYER})`,
    );
  }

  /** The side whose seat secret this is, if any (both seats compared in constant time). */
  function sideOf(state: MasterState, secret: string): Side | undefined {
    return SIDES.find((side) => {
      const seat = state.game.seats[side];
      return seat !== null && secretMatches(secret, seat.secretHash);
    });
  }

  /** The refusal of an action whose seat secret fits no seat. */
  function badSeatSecret() {
    return refuse('auth/bad_seat_secret', 'only the holder of a seat may act for it');
  }

  /**
   * The answer to a retried action: its stored version, if it is this seat's same action (a resign
   * before both sides had moved was stored as the abort it became).
   */
  function retried(stored: StoredAction | undefined, side: Side, kind: string) {
    const same = stored?.kind === kind || (kind === 'resign' && stored?.kind === 'abort');
    if (stored && stored.side === side && same) {
      return ok({ version: stored.version });
    }
    return refuse('action/stale', 'this action id was already used for another action');
  }

  return {
    createPlayer: (name) => guard(() => players.createPlayer(storage, name, now())),

    renamePlayer: (auth, name) =>
      guard(async () => {
        const page = await players.renamePlayer(storage, auth, name);
        if (page.ok) host.renamed(page.value.playerId, page.value.name);
        return page;
      }),

    authenticate: async (auth: PlayerAuth) => {
      try {
        return (await players.authenticate(storage, auth)) !== undefined;
      } catch (error) {
        onError(error);
        return false;
      }
    },

    playerPage: (playerId) => guard(() => players.playerPage(storage, playerId)),

    createGame: (auth: PlayerAuth, settings: NewGame) =>
      guard(async () => {
        const player = await players.authenticate(storage, auth);
        if (!player) return players.unknownPlayer();
        const waiting = await tooManyUnstarted(player);
        if (waiting) return waiting;
        const parsed = NewGameSchema.safeParse(settings);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
          return refuse('game/bad_settings', `bad game settings${where}: ${issue?.message}`);
        }
        const made = newGame(parsed.data, newId(), now());
        if (!made.ok) return made;
        const game = made.value;
        const side = parsed.data.side === 'random' ? SIDES[randomInt(2)]! : parsed.data.side;
        return host.queue.run(game.gameId, async () => {
          await storage.insertGame(game);
          const state = replayGame({ game, actions: [] });
          return state.ok ? seat(state.value, player, side) : state;
        });
      }),

    seatPlayers: (seats, settings) =>
      guard(async () => {
        if (seats.south === seats.north) {
          return refuse('game/already_joined', 'one player cannot hold both seats');
        }
        const [south, north] = await Promise.all(
          SIDES.map((side) => storage.findPlayer(seats[side])),
        );
        if (!south || !north) return players.unknownPlayer();
        const made = newGame(settings, newId(), now());
        if (!made.ok) return made;
        const game = made.value;
        return host.queue.run(game.gameId, async (): Promise<ServiceResult<GameView>> => {
          await storage.insertGame(game);
          const start = replayGame({ game, actions: [] });
          if (!start.ok) return start;
          const first = await seat(start.value, south, 'south');
          if (!first.ok) return first;
          const seated = await host.current(game.gameId);
          if (!seated.ok) return seated;
          const second = await seat(seated.value, north, 'north');
          return second.ok ? ok(second.value.game) : second;
        });
      }),

    joinGame: async (auth, gameId) => {
      // Counted outside the game's queue: counting settles the player's other games on theirs.
      const player = await guard(async () => {
        const found = await players.authenticate(storage, auth);
        if (!found) return players.unknownPlayer();
        return (await tooManyUnstarted(found)) ?? ok(found);
      });
      if (!player.ok) return player;
      return onGame(gameId, async () => {
        const state = await host.current(gameId);
        return state.ok ? seat(state.value, player.value, undefined) : state;
      });
    },

    seatOf: (auth, gameId) =>
      onGame(gameId, async () => {
        const player = await players.authenticate(storage, auth);
        if (!player) return players.unknownPlayer();
        const state = await host.current(gameId);
        if (!state.ok) return state;
        const side = SIDES.find((s) => state.value.game.seats[s]?.playerId === player.playerId);
        if (!side) return refuse('auth/bad_seat_secret', `you hold no seat in game ${gameId}`);
        return grant(state.value, player, side);
      }),

    lobby: async (): Promise<GameSummary[]> => {
      const listings = await storage.listGames({ status: 'open', limit: LOBBY_GAMES });
      // A game whose creator's join was never stored (the server died between the two writes)
      // has no seat taken: nobody waits in it, so it is not offered.
      return listings
        .filter(({ game }) => (game.seats.south === null) !== (game.seats.north === null))
        .map(gameSummary);
    },

    game: (gameId) =>
      onGame(gameId, async (): Promise<ServiceResult<GameView>> => {
        const state = await host.current(gameId);
        return state.ok ? ok(await host.view(state.value)) : state;
      }),

    record: (gameId) =>
      onGame(gameId, async () => {
        const state = await host.current(gameId);
        if (!state.ok) return state;
        const seats = await seatInfoOf(storage, state.value.game);
        const names = { south: seats.south?.name ?? null, north: seats.north?.name ?? null };
        return ok(gameRecord(state.value, names));
      }),

    leaderboard: (family) => guard(() => players.leaderboard(storage, family)),
    answerPuzzle: (auth, attempt) => guard(() => answerPuzzle(storage, auth, attempt, now())),
    playerPuzzles: (playerId) => guard(() => playerPuzzles(storage, playerId)),

    act: (action: ActionMessage) => {
      const parsed = ClientMessageSchema.safeParse(action);
      if (!parsed.success || !('seatSecret' in parsed.data)) {
        const issue = parsed.error?.issues[0];
        const why = issue ? `${issue.path.join('.')}: ${issue.message}` : 'not an action';
        return Promise.resolve(refuse('message/invalid', `not a seat's action (${why})`));
      }
      // What is cheap first: a wrong secret for a game known here costs no storage and no wait.
      if (!host.seatSecretFits(action.gameId, action.seatSecret)) {
        return Promise.resolve(badSeatSecret());
      }
      return onGame(action.gameId, async () => {
        const loaded = await host.current(action.gameId);
        if (!loaded.ok) return loaded;
        const state = loaded.value;
        const side = sideOf(state, action.seatSecret);
        if (!side) return badSeatSecret();
        const request: Request =
          action.type === 'move'
            ? {
                kind: 'move',
                side,
                actionId: action.actionId,
                version: action.version,
                move: action.move,
              }
            : action.type === 'arrange'
              ? {
                  kind: 'arrange',
                  side,
                  actionId: action.actionId,
                  version: action.version,
                  arrangement: action.arrangement,
                }
              : action.type === 'rematch'
                ? { kind: 'rematch', side, actionId: action.actionId, nextGameId: newId() }
                : { kind: action.type, side, actionId: action.actionId };
        const outcome = await host.perform(state, () => request);
        if (outcome.kind === 'ok') return ok({ version: outcome.action.version });
        if (outcome.kind === 'refused') return err(outcome.error);
        return retried(outcome.action, side, action.type);
      });
    },

    watch: (gameId, listener: (update: GameUpdate) => void, connectionPlayerId?: string) =>
      onGame(gameId, async () => {
        const watched = await host.watch(gameId, listener, connectionPlayerId);
        if (!watched.ok) return watched;
        const { watcher } = watched.value;
        let watching = true;
        const unwatch = () => {
          if (!watching) return;
          watching = false;
          void host.queue.run(gameId, () => host.unwatch(gameId, watcher)).catch(onError);
        };
        return ok({ game: watched.value.game, unwatch });
      }),

    close: async () => {
      await host.close();
      await bus.close();
      await storage.close();
    },
  };
}
