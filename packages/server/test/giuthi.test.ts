/**
 * A Giuthi match (docs/RULES.md 4 "Rounds") over a real server (port 0, PGlite in memory) with real
 * WebSocket clients: the players play the rules library's recorded match, the loser lays out his
 * seeds with an `arrange` message between the rounds, both watchers hear it, and the match result
 * finishes the game; hostile lay-outs are each answered with their error code and change nothing.
 */
import type { GameView, ServerMessage } from '@kalaha/protocol';
import { matchOfPlay, parseMatchRecord, replayMatch, validateRuleSet, unwrap } from '@kalaha/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { GIUTHI_SMALL, recordedMatch, RECORDED_MATCH_RESULT } from '../src/game/test-fixtures.ts';
import { call, newGame, SMALL_GAME } from './api-client.ts';
import { useTestServer } from './file-server.ts';
import type { RawClient } from './raw-client.ts';
import { HOOK_TIMEOUT_MS } from './timeouts.ts';

const fixture = useTestServer();
let match: Awaited<ReturnType<typeof newGame>>;
let kalaha: Awaited<ReturnType<typeof newGame>>;
const clients: { south?: RawClient; north?: RawClient } = {};
let actions = 0;

beforeAll(async () => {
  match = await newGame(fixture.server.url, { ...SMALL_GAME, ...GIUTHI_SMALL, rated: true });
  kalaha = await newGame(fixture.server.url);
  for (const side of ['south', 'north'] as const) {
    const client = await fixture.open();
    await client.ask({ type: 'watch', gameId: match.south.game.id }, (m) => m.type === 'state');
    clients[side] = client;
  }
}, HOOK_TIMEOUT_MS);

/** The answer to an action: `ack` or `error`, or the `delta` of its change (the sender watches). */
const answer = (actionId: string) => (m: ServerMessage) =>
  (m.type === 'ack' || m.type === 'error' || m.type === 'delta') && m.actionId === actionId;

/**
 * Sends a seat's action (a fresh action id) on `side`'s connection; the server's answer (for a
 * message the protocol refuses, which names no action, the next error).
 */
async function act(side: 'south' | 'north', body: object, seatSecret?: string) {
  const grant = match[side];
  const actionId = `giuthi-${++actions}`;
  const message = {
    actionId,
    gameId: grant.game.id,
    seatSecret: seatSecret ?? grant.seatSecret,
    ...body,
  };
  return clients[side]!.ask(
    message,
    (m) => answer(actionId)(m) || (m.type === 'error' && m.code === 'message/invalid'),
  );
}

/** The match game as the server has it now. */
async function current(gameId = match.south.game.id): Promise<GameView> {
  const res = await call(fixture.server.url, 'GET', `/api/games/${gameId}`);
  return (res.body as { game: GameView }).game;
}

/** Plays `moves`, each by the side to move in the match the view rebuilds (`matchOfPlay`). */
async function playRound(moves: readonly string[]): Promise<GameView> {
  for (const move of moves) {
    const view = await current();
    const rules = validateRuleSet(view.rules);
    if (!rules.ok || rules.value.game !== 'giuthi') throw new Error('not a Giuthi game');
    const rebuilt = unwrap(matchOfPlay(rules.value, view.moves, view.arrangements));
    const side = rebuilt.position.turn;
    expect(await act(side, { type: 'move', version: view.version, move })).toMatchObject({
      type: 'delta',
    });
  }
  return current();
}

describe('a Giuthi match over WebSocket', () => {
  it('plays through the lay-out to the match result; hostile lay-outs change nothing', async () => {
    const { rounds } = recordedMatch();
    const between = await playRound(rounds[0]!.moves);
    expect(between).toMatchObject({ status: 'active', arrangements: [], result: null });
    const version = between.version;
    const arrange = (arrangement: unknown, at = version) => ({
      type: 'arrange',
      version: at,
      arrangement,
    });

    // Malformed lay-outs are refused by the protocol, naming the field.
    for (const arrangement of [['2', '2', '1'], 7, Array(17).fill(1), [2.5, 1.5, 1], [-1, 5, 1]]) {
      const refused = await act('north', arrange(arrangement));
      expect(refused).toMatchObject({ type: 'error', code: 'message/invalid' });
      expect(refused.type === 'error' && refused.message).toContain('arrangement');
    }
    const refusals: ['south' | 'north', object, string, string?][] = [
      ['north', arrange([1, 1, 1]), 'action/bad_arrangement'],
      ['north', arrange([5]), 'action/bad_arrangement'],
      ['north', arrange([3, 0, 2]), 'action/bad_arrangement'],
      ['south', arrange([2, 2, 1]), 'action/not_your_turn'],
      ['north', arrange([2, 2, 1], version - 1), 'action/stale'],
      ['north', arrange([2, 2, 1]), 'auth/bad_seat_secret', 'z'.repeat(43)],
      ['north', { type: 'move', version, move: '1cw' }, 'action/illegal_move'],
    ];
    for (const [side, body, code, secret] of refusals) {
      expect(await act(side, body, secret)).toMatchObject({ type: 'error', code });
    }
    // A lay-out in a Kalaha game is not asked for.
    const kalahaId = kalaha.south.game.id;
    const kalahaBefore = await current(kalahaId);
    const inKalaha = await clients.south!.ask(
      {
        type: 'arrange',
        actionId: 'giuthi-kalaha',
        gameId: kalahaId,
        seatSecret: kalaha.south.seatSecret,
        version: kalahaBefore.version,
        arrangement: [1, 1, 1, 1],
      },
      answer('giuthi-kalaha'),
    );
    expect(inKalaha).toMatchObject({ type: 'error', code: 'action/cannot_arrange' });
    expect(await current(kalahaId)).toEqual(kalahaBefore);
    expect(await current()).toEqual(between);

    // North, the loser of round 1, lays out; both watchers hear it.
    const heardFrom = clients.south!.messages.length;
    expect(await act('north', arrange([2, 2, 1]))).toMatchObject({
      type: 'delta',
      live: { version: version + 1 },
    });
    const heard = await clients.south!.next(
      (m) => m.type === 'delta' && m.change.kind === 'arrange',
      heardFrom,
    );
    expect(heard).toMatchObject({
      change: { kind: 'arrange', side: 'north', arrangement: [2, 2, 1] },
      live: { version: version + 1 },
    });
    expect(clients.south!.game(match.south.game.id)).toMatchObject({
      version: version + 1,
      arrangements: [[2, 2, 1]],
    });

    const over = await playRound(rounds[1]!.moves);
    expect(over).toMatchObject({
      status: 'finished',
      arrangements: [[2, 2, 1]],
      result: RECORDED_MATCH_RESULT,
    });
    const record = await call(fixture.server.url, 'GET', `/api/games/${over.id}/record`);
    const parsed = parseMatchRecord(JSON.stringify(record.body));
    expect(parsed.ok && replayMatch(parsed.value).ok).toBe(true);
    const board = await call(fixture.server.url, 'GET', '/api/leaderboard?family=giuthi');
    expect(board.body).toMatchObject({ family: 'giuthi', entries: [{ rank: 1 }, { rank: 2 }] });
  });
});
