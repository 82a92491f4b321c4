/**
 * The game service on real parts: PGlite in memory and the in-process bus. Two players play
 * through it as the transport would call it; every refusal is checked to change nothing.
 */
import { afterAll, beforeAll, describe, it, expect, vi } from 'vitest';
import { GameViewSchema } from '@kalaha/protocol';
import { parseRecord, replay, unwrap } from '@kalaha/rules';
import { InProcessBus } from '../bus/in-process.ts';
import { openStorage } from '../storage/open.ts';
import type { Storage } from '../storage/storage.ts';
import { createGameService, UNSTARTED_GAMES_PER_PLAYER } from './game-service.ts';
import { FIRST_MOVE_MS } from '../game/decide.ts';
import type { GameService } from './service.ts';
import {
  action,
  codeOf,
  FakeClock,
  newPlayer,
  recorder,
  settings,
  twoPlayers as seatTwo,
  bothMove,
  waitFor,
} from './test-helpers.ts';

let storage: Storage;
let bus: InProcessBus;
let service: GameService;
const clock = new FakeClock();
const errors: unknown[] = [];

beforeAll(async () => {
  storage = await openStorage({});
  bus = new InProcessBus();
  service = createGameService({
    storage,
    bus,
    now: clock.now,
    flagCheckMaxMs: 20,
    onFlagCheck: (gameId) => flagChecks.set(gameId, (flagChecks.get(gameId) ?? 0) + 1),
    onError: (error) => errors.push(error),
  });
}, 60_000);

/** How many times the flag timer of each game has looked at its clocks. */
const flagChecks = new Map<string, number>();

/**
 * Waits until the flag timer of `gameId` has looked at the clocks as they are now: two looks more
 * (one may have begun before the clock was moved).
 */
async function nextFlagCheck(gameId: string): Promise<void> {
  const before = flagChecks.get(gameId) ?? 0;
  await vi.waitFor(() => expect(flagChecks.get(gameId) ?? 0).toBeGreaterThan(before + 1));
}

afterAll(async () => {
  await service.close();
  expect(errors).toEqual([]);
});

/** Ann (South) and Bob (North) in a new game of these settings. */
function twoPlayers(overrides: Parameters<typeof settings>[0] = {}) {
  return seatTwo(service, overrides);
}

describe('players', () => {
  it('creates a player with a name, authenticates only his secret, renames him', async () => {
    const created = unwrap(await service.createPlayer('  Ada  '));
    expect(created.name).toBe('Ada');
    const auth = { playerId: created.playerId, secret: created.secret };
    expect(await service.authenticate(auth)).toBe(true);
    expect(await service.authenticate({ ...auth, secret: 'x'.repeat(32) })).toBe(false);
    expect(await service.authenticate({ playerId: 'nobody', secret: created.secret })).toBe(false);
    const page = unwrap(await service.renamePlayer(auth, 'Ada L.'));
    expect(page).toEqual({ playerId: auth.playerId, name: 'Ada L.', ratings: [], games: [] });
    expect(codeOf(await service.renamePlayer(auth, '   '))).toBe('player/bad_name');
    expect(codeOf(await service.renamePlayer(auth, 'a\u0007b'))).toBe('player/bad_name');
    expect(codeOf(await service.createPlayer('x'.repeat(33)))).toBe('player/bad_name');
    expect(unwrap(await service.playerPage(auth.playerId)).name).toBe('Ada L.');
    expect(codeOf(await service.playerPage('nobody'))).toBe('auth/unknown_player');
  });
});

describe('creating and joining games', () => {
  it('creates an open game in the lobby with the creator seated; a join starts it', async () => {
    const ann = await newPlayer(service, 'Ann');
    const bob = await newPlayer(service, 'Bob');
    const created = unwrap(await service.createGame(ann, settings({ side: 'north', rated: true })));
    expect(GameViewSchema.parse(created.game)).toEqual(created.game);
    expect(created.seat).toBe('north');
    expect(created.game).toMatchObject({
      status: 'open',
      version: 1,
      rated: true,
      seats: { south: null, north: { playerId: ann.playerId, name: 'Ann', rating: null } },
    });
    const lobby = await service.lobby();
    expect(lobby.find((g) => g.id === created.game.id)).toMatchObject({
      status: 'open',
      north: 'Ann',
      south: null,
      family: 'kalaha',
    });
    const joined = unwrap(await service.joinGame(bob, created.game.id));
    expect(joined.seat).toBe('south');
    expect(joined.game).toMatchObject({ status: 'active', version: 2 });
    expect((await service.lobby()).some((g) => g.id === created.game.id)).toBe(false);
  });

  it('draws the side for random', async () => {
    const sides = new Set<string>();
    for (let i = 0; i < 24 && sides.size < 2; i++) {
      // A player of his own for each game: one may wait in only a few games at once.
      const ann = await newPlayer(service, `Ann ${i}`);
      sides.add(unwrap(await service.createGame(ann, settings({ side: 'random' }))).seat);
    }
    expect(sides).toEqual(new Set(['south', 'north']));
  });

  it("refuses bad rules with the rules library's message, and bad credentials", async () => {
    const ann = await newPlayer(service, 'Ann');
    const bad = await service.createGame(ann, settings({ options: { houses: 99 } }));
    expect(bad).toEqual({
      ok: false,
      error: { code: 'game/bad_settings', message: "option 'houses' must be 1..12 (got 99)" },
    });
    expect(codeOf(await service.createGame(ann, settings({ preset: 'chess' })))).toBe(
      'game/bad_settings',
    );
    const wrong = { playerId: ann.playerId, secret: 'y'.repeat(32) };
    expect(codeOf(await service.createGame(wrong, settings()))).toBe('auth/unknown_player');
  });

  it("refuses joining one's own game (game/already_joined) and a full game (game/full)", async () => {
    const { ann, gameId } = await twoPlayers();
    expect(codeOf(await service.joinGame(ann, gameId))).toBe('game/already_joined');
    const eve = await newPlayer(service, 'Eve');
    expect(codeOf(await service.joinGame(eve, gameId))).toBe('game/full');
    expect(codeOf(await service.joinGame(eve, 'no-such-game'))).toBe('game/not_found');
    expect(codeOf(await service.game('bad id!'))).toBe('game/not_found');
  });
});

describe('playing', () => {
  it('plays a rated game to the end: result, ratings once, record, every update heard', async () => {
    const { ann, bob, gameId, south, north } = await twoPlayers({ rated: true });
    const watcher = recorder();
    unwrap(await service.watch(gameId, watcher.listener));
    expect(
      unwrap(await service.act(action(gameId, south, { type: 'move', version: 2, move: '1' }))),
    ).toEqual({ version: 3 });
    // South's house 1 ended in his house 2: North's turn.
    expect(
      codeOf(await service.act(action(gameId, south, { type: 'move', version: 3, move: '2' }))),
    ).toBe('action/not_your_turn');
    unwrap(await service.act(action(gameId, north, { type: 'move', version: 3, move: '1' })));
    // South's house 2 then ends the game, 4-0 (both sides have moved: it is rated).
    expect(
      unwrap(await service.act(action(gameId, south, { type: 'move', version: 4, move: '2' }))),
    ).toEqual({ version: 5 });
    const game = unwrap(await service.game(gameId));
    expect(game).toMatchObject({
      status: 'finished',
      moves: ['1', '1', '2'],
      result: {
        winner: 'south',
        scores: { south: 4, north: 0 },
        reason: 'end',
        end: 'sideEmpty:south',
      },
    });
    expect(watcher.updates.map((u) => u.change)).toEqual([
      { kind: 'move', side: 'south', move: '1' },
      { kind: 'move', side: 'north', move: '1' },
      { kind: 'move', side: 'south', move: '2' },
    ]);
    expect(watcher.updates.map((u) => u.game.version)).toEqual([3, 4, 5]);
    const annPage = unwrap(await service.playerPage(ann.playerId));
    const bobPage = unwrap(await service.playerPage(bob.playerId));
    expect(annPage.ratings).toHaveLength(1);
    expect(annPage.ratings[0]).toMatchObject({ family: 'kalaha', games: 1 });
    expect(annPage.ratings[0]!.rating).toBeGreaterThan(1500);
    expect(bobPage.ratings[0]!.rating).toBeLessThan(1500);
    expect(annPage.games[0]).toMatchObject({ id: gameId, status: 'finished', moves: 3 });
    expect(watcher.updates.at(-1)!.game.seats.south!.rating).toBe(annPage.ratings[0]!.rating);
    const board = unwrap(await service.leaderboard('kalaha'));
    const rankOf = (id: string) => board.entries.find((e) => e.playerId === id)!.rank;
    expect(rankOf(ann.playerId)).toBeLessThan(rankOf(bob.playerId));
    expect(codeOf(await service.leaderboard('chess'))).toBe('game/bad_settings');
    // Further actions change nothing: the ratings stay as they are.
    expect(codeOf(await service.act(action(gameId, north, { type: 'resign' })))).toBe(
      'action/game_not_active',
    );
    expect(unwrap(await service.playerPage(ann.playerId)).ratings).toEqual(annPage.ratings);
    const record = parseRecord(unwrap(await service.record(gameId)));
    expect(record.ok).toBe(true);
    if (!record.ok) return;
    expect(record.value.players.south.name).toBe('Ann');
    expect(record.value.result).toMatchObject({ winner: 'south', scores: { south: 4, north: 0 } });
    expect(replay(record.value).ok).toBe(true);
  });

  it('answers a retried action with its version and stores it once', async () => {
    const { gameId, south } = await twoPlayers();
    const move = action(gameId, south, { type: 'move', version: 2, move: '1' });
    expect(unwrap(await service.act(move))).toEqual({ version: 3 });
    expect(unwrap(await service.act(move))).toEqual({ version: 3 });
    const game = unwrap(await service.game(gameId));
    expect(game.version).toBe(3);
    expect(game.moves).toEqual(['1']);
  });

  it('refuses stale, out-of-turn, illegal and unauthorised actions, changing nothing', async () => {
    const { gameId, south, north, joined } = await twoPlayers({ options: {} });
    unwrap(await service.act(action(gameId, south, { type: 'move', version: 2, move: '3' })));
    const before = unwrap(await service.game(gameId));
    const refusals = [
      [action(gameId, north, { type: 'move', version: 2, move: '1' }), 'action/stale'],
      [action(gameId, south, { type: 'move', version: 3, move: '1' }), 'action/not_your_turn'],
      [action(gameId, north, { type: 'move', version: 3, move: '7' }), 'action/illegal_move'],
      [
        action(gameId, 'z'.repeat(43), { type: 'move', version: 3, move: '1' }),
        'auth/bad_seat_secret',
      ],
      [action(gameId, 'z'.repeat(43), { type: 'resign' }), 'auth/bad_seat_secret'],
      [action('nope', north, { type: 'resign' }), 'game/not_found'],
      [action(gameId, north, { type: 'rematch' }), 'action/no_rematch_offer'],
    ] as const;
    for (const [message, code] of refusals) {
      expect(codeOf(await service.act(message))).toBe(code);
    }
    const illegal = await service.act(
      action(gameId, north, { type: 'move', version: 3, move: '7' }),
    );
    expect(illegal.ok ? '' : illegal.error.message).toContain('no house 7');
    expect(unwrap(await service.game(gameId))).toEqual(before);
    expect(joined.game.version).toBe(2);
  });

  it("reuses of an action id for another seat's action are refused", async () => {
    const { gameId, south, north } = await twoPlayers({ options: {} });
    const first = action(gameId, south, { type: 'move', version: 2, move: '3' });
    unwrap(await service.act(first));
    const reused = {
      ...action(gameId, north, { type: 'move', version: 3, move: '1' }),
      actionId: first.actionId,
    };
    expect(codeOf(await service.act(reused))).toBe('action/stale');
    expect(unwrap(await service.game(gameId)).version).toBe(3);
  });

  it('aborts before both sides moved, with no rating change', async () => {
    const { ann, gameId, south, north } = await twoPlayers({ rated: true, options: {} });
    unwrap(await service.act(action(gameId, south, { type: 'move', version: 2, move: '3' })));
    unwrap(await service.act(action(gameId, north, { type: 'abort' })));
    expect(unwrap(await service.game(gameId))).toMatchObject({
      status: 'aborted',
      result: { reason: 'aborted', winner: null },
    });
    expect(unwrap(await service.playerPage(ann.playerId)).ratings).toEqual([]);
    const again = await twoPlayers({ options: {} });
    unwrap(
      await service.act(action(again.gameId, again.south, { type: 'move', version: 2, move: '3' })),
    );
    unwrap(
      await service.act(action(again.gameId, again.north, { type: 'move', version: 3, move: '1' })),
    );
    expect(codeOf(await service.act(action(again.gameId, again.south, { type: 'abort' })))).toBe(
      'action/too_late_to_abort',
    );
  });

  it('a casual game changes no rating', async () => {
    const players = await twoPlayers({ rated: false });
    const { ann, bob, gameId, north } = players;
    await bothMove(service, players);
    unwrap(await service.act(action(gameId, north, { type: 'resign' })));
    expect(unwrap(await service.game(gameId)).result).toMatchObject({
      winner: 'south',
      reason: 'resign',
    });
    expect(unwrap(await service.playerPage(ann.playerId)).ratings).toEqual([]);
    expect(unwrap(await service.playerPage(bob.playerId)).ratings).toEqual([]);
  });
});

describe('rematch', () => {
  it('swaps sides in a new game with the same settings; both players get their seats', async () => {
    const players = await twoPlayers({
      rated: true,
      timeControl: { initialMs: 120_000, incrementMs: 1_000 },
    });
    const { ann, bob, gameId, south, north } = players;
    await bothMove(service, players);
    unwrap(await service.act(action(gameId, south, { type: 'resign' })));
    unwrap(await service.act(action(gameId, north, { type: 'rematch' })));
    expect(codeOf(await service.act(action(gameId, north, { type: 'rematch' })))).toBe(
      'action/no_rematch_offer',
    );
    unwrap(await service.act(action(gameId, south, { type: 'rematch' })));
    const old = unwrap(await service.game(gameId));
    const nextId = old.rematch.nextGameId!;
    expect(old.rematch).toEqual({ offeredBy: 'north', nextGameId: nextId });
    const annSeat = unwrap(await service.seatOf(ann, nextId));
    const bobSeat = unwrap(await service.seatOf(bob, nextId));
    expect(annSeat.seat).toBe('north');
    expect(bobSeat.seat).toBe('south');
    expect(annSeat.game).toMatchObject({
      status: 'active',
      version: 0,
      rated: true,
      timeControl: { initialMs: 120_000, incrementMs: 1_000 },
      rules: old.rules,
      seats: { south: { playerId: bob.playerId }, north: { playerId: ann.playerId } },
    });
    // The seat secrets work: Bob, now South, moves first.
    unwrap(
      await service.act(
        action(nextId, bobSeat.seatSecret, { type: 'move', version: 0, move: '1' }),
      ),
    );
    expect(unwrap(await service.seatOf(ann, gameId)).seatSecret).toBe(south);
    const eve = await newPlayer(service, 'Eve');
    expect(codeOf(await service.seatOf(eve, nextId))).toBe('auth/bad_seat_secret');
  });
});

describe('watching', () => {
  it('counts spectators and marks seated players connected, telling watchers of changes', async () => {
    const { ann, bob, gameId } = await twoPlayers();
    const annWatch = recorder();
    const first = unwrap(await service.watch(gameId, annWatch.listener, ann.playerId));
    expect(first.game.seats.south!.connected).toBe(true);
    expect(first.game.seats.north!.connected).toBe(false);
    expect(first.game.spectators).toBe(0);
    const eve = await newPlayer(service, 'Eve');
    const spectator = unwrap(await service.watch(gameId, () => {}, eve.playerId));
    const anonymous = unwrap(await service.watch(gameId, () => {}));
    expect(anonymous.game.spectators).toBe(2);
    const bobWatch = unwrap(await service.watch(gameId, () => {}, bob.playerId));
    expect(bobWatch.game.seats.north!.connected).toBe(true);
    expect(annWatch.updates.map((u) => u.change)).toEqual([
      { kind: 'presence' },
      { kind: 'presence' },
      { kind: 'presence' },
    ]);
    expect(annWatch.updates.at(-1)!.game).toMatchObject({
      spectators: 2,
      seats: { south: { connected: true }, north: { connected: true } },
    });
    spectator.unwatch();
    anonymous.unwatch();
    anonymous.unwatch(); // twice: harmless
    bobWatch.unwatch();
    await waitFor(() => annWatch.updates.length === 6);
    expect(annWatch.updates.at(-1)!.game).toMatchObject({
      spectators: 0,
      seats: { north: { connected: false } },
    });
    expect(unwrap(await service.game(gameId)).spectators).toBe(0);
    first.unwatch();
  });

  it('a watcher who joins the game turns from spectator into a connected seat', async () => {
    const ann = await newPlayer(service, 'Ann');
    const bob = await newPlayer(service, 'Bob');
    const created = unwrap(await service.createGame(ann, settings()));
    const bobWatch = recorder();
    const watched = unwrap(await service.watch(created.game.id, bobWatch.listener, bob.playerId));
    expect(watched.game.spectators).toBe(1);
    unwrap(await service.joinGame(bob, created.game.id));
    expect(bobWatch.updates.at(-1)).toMatchObject({
      change: { kind: 'join', side: 'north' },
      game: { spectators: 0, status: 'active', seats: { north: { name: 'Bob', connected: true } } },
    });
    watched.unwatch();
  });

  it('refuses watching a game that does not exist', async () => {
    expect(codeOf(await service.watch('missing', () => {}))).toBe('game/not_found');
  });
});

describe('clocks', () => {
  const timeControl = { initialMs: 60_000, incrementMs: 0 };

  it("a watched game ends by timeout when the running side's flag falls (server timer)", async () => {
    const players = await twoPlayers({ options: {}, timeControl, rated: true });
    const watcher = recorder();
    const watched = unwrap(await service.watch(players.gameId, watcher.listener));
    await bothMove(service, players, ['3', '1']);
    clock.advance(59_000);
    await nextFlagCheck(players.gameId);
    expect(watcher.updates.some((u) => u.change.kind === 'timeout')).toBe(false);
    clock.advance(1_000); // South's 60 s are up
    await waitFor(() => watcher.updates.some((u) => u.change.kind === 'timeout'));
    expect(watcher.updates.at(-1)).toMatchObject({
      change: { kind: 'timeout', side: 'south' },
      game: {
        status: 'finished',
        result: { winner: 'north', reason: 'timeout' },
        clocks: { south: 0, running: null },
      },
    });
    watched.unwatch();
  });

  it('a game whose side to move never makes its first move is aborted after FIRST_MOVE_MS (issue 13)', async () => {
    const players = await twoPlayers({ options: {} });
    const watcher = recorder();
    const watched = unwrap(await service.watch(players.gameId, watcher.listener));
    clock.advance(FIRST_MOVE_MS - 1);
    await nextFlagCheck(players.gameId);
    expect(watcher.updates).toEqual([]);
    clock.advance(1);
    await waitFor(() => watcher.updates.length > 0);
    expect(watcher.updates.at(-1)).toMatchObject({
      change: { kind: 'abort', side: 'south' },
      game: { status: 'aborted', result: { winner: null, reason: 'aborted' } },
    });
    watched.unwatch();
  });

  it('lets a player hold only a few games that have not started (issue 13)', async () => {
    const joiner = await newPlayer(service, 'Joiner');
    const open = async () => {
      const owner = await newPlayer(service, 'Owner');
      return unwrap(await service.createGame(owner, settings())).game.id;
    };
    for (let n = 0; n < UNSTARTED_GAMES_PER_PLAYER; n++)
      unwrap(await service.joinGame(joiner, await open()));
    const refused = await service.joinGame(joiner, await open());
    expect(refused).toMatchObject({ ok: false, error: { code: 'rate/limited' } });
    expect(codeOf(await service.createGame(joiner, settings()))).toBe('rate/limited');
    // Once those games are past their first move's time they are aborted, and count no more.
    clock.advance(FIRST_MOVE_MS);
    unwrap(await service.joinGame(joiner, await open()));
  });

  it('an unwatched game ends by timeout when it is next looked at, and a late move is refused', async () => {
    const players = await twoPlayers({ options: {}, timeControl });
    const { gameId, south } = players;
    await bothMove(service, players, ['3', '1']);
    clock.advance(60_001);
    const late = await service.act(action(gameId, south, { type: 'move', version: 4, move: '1' }));
    expect(codeOf(late)).toBe('action/game_not_active');
    expect(unwrap(await service.game(gameId))).toMatchObject({
      version: 5,
      status: 'finished',
      result: { winner: 'north', reason: 'timeout' },
    });
  });
});
