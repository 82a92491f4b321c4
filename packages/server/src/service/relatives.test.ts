/**
 * The game service playing Wari, Oware and Obridjie (docs/RULES.md 2, 3) on real parts, PGlite in
 * memory and the in-process bus: whole games with their moves checked by the rules library, the
 * offer to end by agreement and its answers, ratings and leaderboards per family, and the games as
 * a second service instance reads them back from storage.
 */
import { describe, expect, it } from 'vitest';
import { GameViewSchema, type GameView } from '@kalaha/protocol';
import {
  legalMoves,
  makeMove,
  parsePosition,
  parseMove,
  parseRecord,
  play,
  replay,
  validateRuleSet,
  type Position,
  unwrap,
} from '@kalaha/rules';
import {
  action,
  codeOf,
  FakeClock,
  newPlayer,
  recorder,
  serviceOnPGlite,
  settings,
  twoPlayers,
  waitFor,
} from './test-helpers.ts';

const clock = new FakeClock();
const fixture = serviceOnPGlite(clock);

/** The position of a game view: its start with its moves played by the rules library. */
function positionOf(view: GameView): Position {
  const rules = unwrap(validateRuleSet(view.rules));
  const start = unwrap(parsePosition(rules, view.start));
  return view.moves.reduce((position, text) => {
    const move = parseMove(text);
    const played = move.ok ? play(position, move.value) : undefined;
    if (!played?.ok) throw new Error(`move ${text} does not replay`);
    return played.value.position;
  }, start);
}

/** Plays the game out, each side sowing its first legal move; returns the final view. */
async function playOut(
  gameId: string,
  secrets: { readonly south: string; readonly north: string },
): Promise<GameView> {
  let view = unwrap(await fixture.service.game(gameId));
  while (view.status === 'active') {
    const position = positionOf(view);
    const first = legalMoves(position)[0]!;
    const body = { type: 'move' as const, version: view.version, move: makeMove(first) };
    unwrap(await fixture.service.act(action(gameId, secrets[position.turn], body)));
    view = unwrap(await fixture.service.game(gameId));
  }
  return view;
}

describe('Wari and Obridjie games online', () => {
  it('plays a rated Wari game to its end by the rules: stored, rated in family wari', async () => {
    const { ann, bob, gameId, south, north } = await twoPlayers(fixture.service, {
      preset: 'wari',
      options: { houses: 3, seeds: 2 },
      rated: true,
    });
    const over = await playOut(gameId, { south, north });
    // Each side sowing its first legal house: 24 moves, North's store passes half (docs/RULES.md 2).
    expect(over).toMatchObject({
      status: 'finished',
      rules: { game: 'wari', houses: 3, seeds: 2 },
      result: { winner: 'north', reason: 'end', end: 'majority:north' },
    });
    expect(over.moves).toHaveLength(24);
    expect(positionOf(over).end).toEqual({ reason: 'majority', side: 'north' });

    const board = unwrap(await fixture.service.leaderboard('wari'));
    expect(board.family).toBe('wari');
    const rankOf = (id: string) => board.entries.find((e) => e.playerId === id)?.rank;
    expect(rankOf(bob.playerId)).toBeLessThan(rankOf(ann.playerId)!);
    const page = unwrap(await fixture.service.playerPage(ann.playerId));
    expect(page.ratings.map((r) => r.family)).toEqual(['wari']);
    expect(page.games[0]).toMatchObject({ id: gameId, family: 'wari', preset: null });
    // The other families keep their own leaderboards.
    expect(
      unwrap(await fixture.service.leaderboard('kalaha')).entries.map((e) => e.playerId),
    ).not.toContain(ann.playerId);
    expect(unwrap(await fixture.service.leaderboard('obridjie')).family).toBe('obridjie');
    expect(
      unwrap(await fixture.service.leaderboard('giuthi')).entries.map((e) => e.playerId),
    ).not.toContain(ann.playerId);

    const record = parseRecord(unwrap(await fixture.service.record(gameId)));
    expect(record.ok && record.value.rules.game).toBe('wari');
    expect(record.ok && replay(record.value).ok).toBe(true);
  });

  it('ends an Obridjie game by an accepted offer; watchers hear offer and answer', async () => {
    const { ann, gameId, south, north } = await twoPlayers(fixture.service, {
      preset: 'obridjie',
      options: {},
      rated: true,
    });
    const heard = recorder();
    const watched = unwrap(await fixture.service.watch(gameId, heard.listener));
    unwrap(
      await fixture.service.act(action(gameId, south, { type: 'move', version: 2, move: '1' })),
    );
    // North moves too, so that the game counts (is rated) once it ends.
    unwrap(
      await fixture.service.act(action(gameId, north, { type: 'move', version: 3, move: '1' })),
    );
    unwrap(await fixture.service.act(action(gameId, north, { type: 'offerEnd' })));
    expect(unwrap(await fixture.service.game(gameId))).toMatchObject({
      status: 'active',
      endOffer: 'north',
    });
    unwrap(await fixture.service.act(action(gameId, south, { type: 'declineEnd' })));
    expect(unwrap(await fixture.service.game(gameId)).endOffer).toBeNull();
    unwrap(await fixture.service.act(action(gameId, south, { type: 'offerEnd' })));
    const played = unwrap(await fixture.service.game(gameId));
    unwrap(await fixture.service.act(action(gameId, north, { type: 'acceptEnd' })));
    const over = unwrap(await fixture.service.game(gameId));
    expect(GameViewSchema.parse(over)).toEqual(over);
    expect(over).toMatchObject({
      status: 'finished',
      endOffer: null,
      version: played.version + 1,
      moves: ['1', '1'],
      result: { reason: 'end', end: 'agreement' },
    });
    await waitFor(() => heard.updates.length === 6);
    expect(heard.updates.map((u) => u.change)).toEqual([
      { kind: 'move', side: 'south', move: '1' },
      { kind: 'move', side: 'north', move: '1' },
      { kind: 'offerEnd', side: 'north' },
      { kind: 'declineEnd', side: 'south' },
      { kind: 'offerEnd', side: 'south' },
      { kind: 'acceptEnd', side: 'north' },
    ]);
    watched.unwatch();
    // The agreed end is a result like any other: rated in the obridjie family.
    expect(unwrap(await fixture.service.playerPage(ann.playerId)).ratings).toMatchObject([
      { family: 'obridjie', games: 1 },
    ]);
    const record = parseRecord(unwrap(await fixture.service.record(gameId)));
    expect(record.ok && record.value.result?.end).toEqual({ reason: 'agreement' });

    // Stored durably: another instance over the same database reads the same game.
    const second = fixture.another();
    // (The first instance's watcher was a spectator; the second one has none.)
    expect(unwrap(await second.game(gameId))).toEqual({ ...over, spectators: 0 });
    await second.close();
  });

  it('refuses hostile offers and answers, changing nothing', async () => {
    const wari = await twoPlayers(fixture.service, { preset: 'oware' });
    const kalaha = await twoPlayers(fixture.service, { options: {} });
    unwrap(await fixture.service.act(action(wari.gameId, wari.south, { type: 'offerEnd' })));
    const before = unwrap(await fixture.service.game(wari.gameId));
    const refusals = [
      [action(wari.gameId, wari.north, { type: 'offerEnd' }), 'action/cannot_offer_end'],
      [action(wari.gameId, wari.south, { type: 'offerEnd' }), 'action/cannot_offer_end'],
      [action(wari.gameId, wari.south, { type: 'acceptEnd' }), 'action/no_end_offer'],
      [action(wari.gameId, 'z'.repeat(43), { type: 'acceptEnd' }), 'auth/bad_seat_secret'],
      [action(kalaha.gameId, kalaha.south, { type: 'offerEnd' }), 'action/cannot_offer_end'],
      [action(kalaha.gameId, kalaha.north, { type: 'acceptEnd' }), 'action/no_end_offer'],
    ] as const;
    for (const [message, code] of refusals) {
      expect(codeOf(await fixture.service.act(message))).toBe(code);
    }
    expect(unwrap(await fixture.service.game(wari.gameId))).toEqual(before);
    expect(unwrap(await fixture.service.game(kalaha.gameId)).version).toBe(2);
  });

  it('refuses bad settings of a relative with a clear message and stores nothing', async () => {
    const ann = await newPlayer(fixture.service, 'Ann');
    const lobby = await fixture.service.lobby();
    const bad = [
      [{ preset: 'wari', options: { capture: 'both' } }, "'capture'"],
      [{ preset: 'obridjie', options: { houses: 5 } }, 'houses'],
      [{ preset: 'oware', options: { grandSlam: 'sometimes' } }, 'grandSlam'],
      [{ preset: 'giuthi', options: { houses: 1 } }, 'houses'],
    ] as const;
    for (const [overrides, words] of bad) {
      const refused = await fixture.service.createGame(ann, settings(overrides));
      expect(refused).toMatchObject({
        ok: false,
        error: { code: 'game/bad_settings', message: expect.stringContaining(words) },
      });
    }
    expect(await fixture.service.lobby()).toEqual(lobby);
    expect(unwrap(await fixture.service.playerPage(ann.playerId)).games).toEqual([]);
  });
});
