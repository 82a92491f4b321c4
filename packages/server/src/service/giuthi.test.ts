/**
 * The game service playing Giuthi (docs/RULES.md 4 "Rounds") on real parts, PGlite in memory and the
 * in-process bus: a whole rated match of two rounds with the loser's lay-out between them, every
 * refusal between rounds, the match result, the rating in family giuthi, the match record, the
 * rematch with sides swapped, and the game as a second service instance reads it from storage.
 */
import { GameViewSchema, type GameView } from '@kalaha/protocol';
import {
  matchOfPlay,
  parseMatchRecord,
  replayMatch,
  validateRuleSet,
  type Match,
  unwrap,
} from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { GIUTHI_SMALL, recordedMatch, RECORDED_MATCH_RESULT } from '../game/test-fixtures.ts';
import {
  action,
  codeOf,
  FakeClock,
  recorder,
  serviceOnPGlite,
  twoPlayers,
  waitFor,
} from './test-helpers.ts';

const clock = new FakeClock();
const fixture = serviceOnPGlite(clock);

/** The match of a game view, rebuilt by the rules library from its moves and lay-outs. */
function matchOf(view: GameView): Match {
  const rules = validateRuleSet(view.rules);
  if (!rules.ok || rules.value.game !== 'giuthi') throw new Error('not a Giuthi game');
  const match = unwrap(matchOfPlay(rules.value, view.moves, view.arrangements));
  return match;
}

type Secrets = { readonly south: string; readonly north: string };

/** Plays `moves` through the service, each by the side to move in the view's match. */
async function playRound(gameId: string, secrets: Secrets, moves: readonly string[]) {
  for (const move of moves) {
    const view = unwrap(await fixture.service.game(gameId));
    const side = matchOf(view).position.turn;
    unwrap(
      await fixture.service.act(
        action(gameId, secrets[side], { type: 'move', version: view.version, move }),
      ),
    );
  }
  return unwrap(await fixture.service.game(gameId));
}

/** A Giuthi match on the recorded match's board, played through its first round. */
async function afterRoundOne(rated = false) {
  const players = await twoPlayers(fixture.service, { ...GIUTHI_SMALL, rated });
  const { rounds } = recordedMatch();
  const view = await playRound(players.gameId, players, rounds[0]!.moves);
  return { ...players, view, rounds };
}

describe('Giuthi matches online (docs/RULES.md 4 rounds)', () => {
  it('plays a rated match of two rounds: the loser lays out, the match result ends the game', async () => {
    const { ann, bob, gameId, south, north, view, rounds } = await afterRoundOne(true);
    const heard = recorder();
    const watched = unwrap(await fixture.service.watch(gameId, heard.listener));
    // Round 1 is over (South 35, North 5): the game goes on, North lays out his 5 seeds over the
    // next round's smaller board, 3 houses a side (docs/RULES.md 4).
    expect(view).toMatchObject({ status: 'active', result: null, arrangements: [] });
    expect(matchOf(view)).toMatchObject({ phase: 'arranging', arranger: 'north', houses: 3 });
    const version = view.version;
    const refusals = [
      [action(gameId, north, { type: 'move', version, move: '1cw' }), 'action/illegal_move'],
      [action(gameId, south, { type: 'move', version, move: '1cw' }), 'action/not_your_turn'],
      [arrangeBy(gameId, south, version, [2, 2, 1]), 'action/not_your_turn'],
      [arrangeBy(gameId, north, version - 1, [2, 2, 1]), 'action/stale'],
      [arrangeBy(gameId, north, version, [1, 1, 1]), 'action/bad_arrangement'],
      [arrangeBy(gameId, north, version, [2, 2, 1, 0]), 'action/bad_arrangement'],
      [arrangeBy(gameId, north, version, [4, 0, 1]), 'action/bad_arrangement'],
      [action(gameId, north, { type: 'offerEnd' }), 'action/cannot_offer_end'],
    ] as const;
    for (const [message, code] of refusals) {
      expect(codeOf(await fixture.service.act(message))).toBe(code);
    }
    expect(unwrap(await fixture.service.game(gameId))).toEqual({ ...view, spectators: 1 });

    const layOut = arrangeBy(gameId, north, version, [2, 2, 1]);
    expect(unwrap(await fixture.service.act(layOut))).toEqual({ version: version + 1 });
    // A retried lay-out (same action id) is answered the same and changes nothing.
    expect(unwrap(await fixture.service.act(layOut))).toEqual({ version: version + 1 });
    const arranged = unwrap(await fixture.service.game(gameId));
    expect(arranged).toMatchObject({ version: version + 1, arrangements: [[2, 2, 1]] });
    // The next round: North's row [2, 2, 1] mirrored on South's, North (the loser) to move.
    expect(matchOf(arranged)).toMatchObject({ phase: 'playing', first: 'north' });
    expect(matchOf(arranged).position.turn).toBe('north');
    expect(
      codeOf(await fixture.service.act(arrangeBy(gameId, north, version + 1, [2, 2, 1]))),
    ).toBe('action/cannot_arrange');

    const over = await playRound(gameId, { south, north }, rounds[1]!.moves);
    expect(GameViewSchema.parse(over)).toEqual(over);
    expect(over).toMatchObject({
      status: 'finished',
      moves: [...rounds[0]!.moves, ...rounds[1]!.moves],
      arrangements: [[2, 2, 1]],
      result: RECORDED_MATCH_RESULT,
    });
    await waitFor(() => heard.updates.at(-1)?.game.status === 'finished');
    expect(heard.updates.map((u) => u.change).filter((c) => c.kind === 'arrange')).toEqual([
      { kind: 'arrange', side: 'north', arrangement: [2, 2, 1] },
    ]);
    watched.unwatch();

    // Rated in the giuthi family: the winner ranks above the loser.
    const board = unwrap(await fixture.service.leaderboard('giuthi'));
    const rankOf = (id: string) => board.entries.find((e) => e.playerId === id)?.rank;
    expect(rankOf(ann.playerId)).toBeLessThan(rankOf(bob.playerId)!);
    expect(unwrap(await fixture.service.playerPage(bob.playerId))).toMatchObject({
      ratings: [{ family: 'giuthi', games: 1 }],
      games: [{ id: gameId, family: 'giuthi', moves: 20 }],
    });

    // The record is the rules library's match record, and it replays.
    const record = parseMatchRecord(unwrap(await fixture.service.record(gameId)));
    if (!record.ok) throw new Error(record.error.message);
    expect(record.value).toMatchObject({
      players: { south: { name: 'Ann' }, north: { name: 'Bob' } },
      first: 'south',
      rounds: [{ moves: expect.any(Array) }, { arrangement: [2, 2, 1] }],
      result: { winner: 'south', reason: 'cannotFill', seeds: { south: 39, north: 1 } },
    });
    expect(replayMatch(record.value).ok).toBe(true);
    expect(record.value.rounds).toEqual(recordedMatch().record.rounds);

    // Stored durably: another instance over the same database reads the same game.
    const second = fixture.another();
    expect(unwrap(await second.game(gameId))).toEqual({ ...over, spectators: 0 });
    await second.close();

    // A rematch: the same Giuthi rules, the players at swapped sides, a new match.
    unwrap(await fixture.service.act(action(gameId, south, { type: 'rematch' })));
    unwrap(await fixture.service.act(action(gameId, north, { type: 'rematch' })));
    const nextId = unwrap(await fixture.service.game(gameId)).rematch.nextGameId!;
    const next = unwrap(await fixture.service.game(nextId));
    expect(next).toMatchObject({
      status: 'active',
      rules: { game: 'giuthi', houses: 5, seeds: 4 },
      seats: { south: { playerId: bob.playerId }, north: { playerId: ann.playerId } },
      start: over.start,
      moves: [],
      arrangements: [],
    });
  });

  it('ends a match by resign or timeout between rounds', async () => {
    const resigned = await afterRoundOne(true);
    unwrap(await fixture.service.act(action(resigned.gameId, resigned.north, { type: 'resign' })));
    expect(unwrap(await fixture.service.game(resigned.gameId))).toMatchObject({
      status: 'finished',
      result: { winner: 'south', reason: 'resign', scores: { south: 35, north: 5 }, end: null },
    });
    expect(
      codeOf(await fixture.service.act(arrangeBy(resigned.gameId, resigned.north, 99, [2, 2, 1]))),
    ).toBe('action/game_not_active');
    // The record of a match given up has its rounds and the stopped result, the game's scores.
    const record = parseMatchRecord(unwrap(await fixture.service.record(resigned.gameId)));
    if (!record.ok) throw new Error(record.error.message);
    expect(record.value.result).toBeUndefined();
    expect(record.value.rounds).toHaveLength(1);
    expect(record.value.stopped).toEqual({
      winner: 'south',
      scores: { south: 35, north: 5 },
      end: { reason: 'resign', side: 'north' },
    });
    expect(replayMatch(record.value).ok).toBe(true);

    // With a clock: the round's last move hands the running clock to the loser, who lays out.
    const players = await twoPlayers(fixture.service, {
      ...GIUTHI_SMALL,
      timeControl: { initialMs: 60_000, incrementMs: 0 },
    });
    const view = await playRound(players.gameId, players, recordedMatch().rounds[0]!.moves);
    expect(view.clocks).toMatchObject({ running: 'north' });
    clock.advance(60_001);
    expect(unwrap(await fixture.service.game(players.gameId))).toMatchObject({
      status: 'finished',
      result: { winner: 'south', reason: 'timeout' },
      clocks: { north: 0, running: null },
    });
  });

  it('refuses a lay-out in a game of another family, changing nothing', async () => {
    const kalaha = await twoPlayers(fixture.service, {});
    const before = unwrap(await fixture.service.game(kalaha.gameId));
    expect(
      codeOf(
        await fixture.service.act(arrangeBy(kalaha.gameId, kalaha.south, before.version, [1, 1])),
      ),
    ).toBe('action/cannot_arrange');
    // In a round of a match: nothing to lay out yet.
    const giuthi = await twoPlayers(fixture.service, GIUTHI_SMALL);
    expect(
      codeOf(await fixture.service.act(arrangeBy(giuthi.gameId, giuthi.south, 2, [4, 4, 4, 4, 4]))),
    ).toBe('action/cannot_arrange');
    expect(unwrap(await fixture.service.game(kalaha.gameId))).toEqual(before);
    expect(unwrap(await fixture.service.game(giuthi.gameId)).version).toBe(2);
  });
});

/** An `arrange` message of the seat with `seatSecret`. */
function arrangeBy(gameId: string, seatSecret: string, version: number, arrangement: number[]) {
  return action(gameId, seatSecret, { type: 'arrange', version, arrangement });
}
