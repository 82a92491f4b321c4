import { legalMoves, makePosition, parsePosition, play, Position, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { ExactSources } from '../levels/exact-sources.ts';
import { WARI_WEIGHTS } from '../params.ts';
import { EngineClient, EngineError } from './client.ts';
import { createEngineHandler, inProcessPort } from './handler.ts';
import { toWire, type EngineReply } from './protocol.ts';
import { parseRequest } from './read-request.ts';
import { giuthiRules } from '../../test/giuthi-match.ts';
import { rulesOf } from '../../test/rules-of.ts';

const KALAHA = rulesOf('kalaha');
const START = Position.initial(KALAHA);
const WIRE = { rules: KALAHA, position: makePosition(START) };
const WARI = rulesOf('wari');

/**
 * A Wari position seen for the second time (docs/RULES.md 2): one seed a side, sown one house on at
 * each move (the last legal house; must-feed decides when a side is empty), so that after 12
 * moves the start comes back.
 */
function wariSeenTwice(): Position {
  const start = unwrap(parsePosition(WARI, '1,0,0,0,0,0|23 1,0,0,0,0,0|23 south'));
  let position = start;
  for (let i = 0; i < 12; i++) {
    const played = unwrap(play(position, legalMoves(position).at(-1)!));
    position = played.position;
  }
  return position;
}

/** A handler whose jobs run when `flush()` is called; its replies collected. */
function harness(exact?: ExactSources) {
  const replies: EngineReply[] = [];
  const tasks: (() => void)[] = [];
  const handle = createEngineHandler((r) => replies.push(r), {
    ttMiB: 1,
    schedule: (task) => tasks.push(task),
    ...(exact === undefined ? {} : { exact }),
  });
  const flush = (): void => {
    while (tasks.length > 0) tasks.shift()!();
  };
  return { replies, handle, flush };
}

describe('the engine message handler', () => {
  it.each([
    ['not an object', 42, null, 'ERR_MESSAGE'],
    ['an array', [1, 2], null, 'ERR_MESSAGE'],
    ['no id', { type: 'search', position: WIRE }, null, 'ERR_MESSAGE'],
    ['an unknown type', { type: 'dance', id: 1 }, 1, 'ERR_MESSAGE'],
    ['no position', { type: 'search', id: 'a' }, 'a', 'ERR_MESSAGE'],
    [
      'bad rules',
      { type: 'analyze', id: 2, position: { rules: { game: 'chess' }, position: 'x' } },
      2,
      'ERR_RULES',
    ],
    [
      'a bad position',
      { type: 'search', id: 3, position: { rules: KALAHA, position: '1,2|3 south' } },
      3,
      'ERR_POSITION',
    ],
    [
      'a bad limit',
      { type: 'search', id: 4, position: WIRE, limits: { depth: -1 } },
      4,
      'ERR_MESSAGE',
    ],
    [
      'an unknown limit',
      { type: 'search', id: 5, position: WIRE, limits: { plies: 3 } },
      5,
      'ERR_MESSAGE',
    ],
    ['no level', { type: 'levelMove', id: 6, position: WIRE, level: 11, seed: 1 }, 6, 'ERR_LEVEL'],
    [
      'a bad seed',
      { type: 'levelMove', id: 7, position: WIRE, level: 3, seed: -1 },
      7,
      'ERR_MESSAGE',
    ],
    [
      'a stop flag that is no Int32Array',
      { type: 'search', id: 8, position: WIRE, stopFlag: [0] },
      8,
      'ERR_MESSAGE',
    ],
    [
      'an illegal opening',
      {
        type: 'playGame',
        id: 9,
        game: {
          rules: KALAHA,
          opening: [{ house: 7 }],
          players: { south: { level: 1, seed: 1 }, north: { level: 2, seed: 2 } },
        },
      },
      9,
      'ERR_POSITION',
    ],
    [
      'a repetition history that is no list',
      { type: 'search', id: 10, position: { ...toWire(wariSeenTwice()), history: 'x' } },
      10,
      'ERR_POSITION',
    ],
    [
      'a repetition history in the Kalaha family',
      {
        type: 'analyze',
        id: 11,
        position: { ...WIRE, history: [{ houses: START.toSetup().houses, turn: 'north' }] },
      },
      11,
      'ERR_POSITION',
    ],
  ])('answers %s with an error message', (_name, message, id, code) => {
    const { replies, handle, flush } = harness();
    expect(() => handle(message)).not.toThrow();
    flush();
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ type: 'error', id, code });
    expect((replies[0] as { message: string }).message.length).toBeGreaterThan(5);
  });

  it('plays a whole Wari game between levels 2 and 3 (docs/RULES.md 2), every move legal', () => {
    const { replies, handle, flush } = harness();
    const wari = rulesOf('wari');
    handle({
      type: 'playGame',
      id: 'w',
      game: {
        rules: wari,
        opening: [],
        players: { south: { level: 3, seed: 1 }, north: { level: 2, seed: 2 } },
      },
    });
    flush();
    expect(replies).toHaveLength(1);
    const reply = replies[0]!;
    if (reply.type !== 'result' || reply.kind !== 'playGame')
      throw new Error(JSON.stringify(reply));
    const game = reply.result;
    // Every move is legal under the rules library, and the game ends where the handler says.
    let position = Position.initial(wari);
    for (const move of game.moves) {
      const played = unwrap(play(position, move));
      position = played.position;
    }
    expect(position.isOver).toBe(true);
    expect(game.scores).toEqual({ south: position.store('south'), north: position.store('north') });
  });

  it('plays each side with the Wari evaluation weights it is given (docs/RULES.md 2), and refuses fractional ones', () => {
    const { replies, handle, flush } = harness();
    const oware = rulesOf('oware');
    const game = (south: object, id: number) => {
      handle({
        type: 'playGame',
        id,
        game: { rules: oware, opening: [], players: { south, north: { level: 6, seed: 2 } } },
      });
      flush();
      const reply = replies.at(-1)!;
      return reply.type === 'result' && reply.kind === 'playGame' ? reply.result.moves : reply;
    };
    const plain = game({ level: 6, seed: 1 }, 1);
    // The engine's own weights, given: the same game; other weights: another game.
    expect(game({ level: 6, seed: 1, wariWeights: WARI_WEIGHTS }, 2)).toEqual(plain);
    expect(game({ level: 6, seed: 1, wariWeights: { ...WARI_WEIGHTS, side: -64 } }, 3)).not.toEqual(
      plain,
    );
    expect(
      game({ level: 6, seed: 1, wariWeights: { ...WARI_WEIGHTS, side: 0.5 } }, 4),
    ).toMatchObject({
      type: 'error',
      code: 'ERR_MESSAGE',
    });
  });

  it('reads a side that plays without the opening book or level 10’s exact sources, and nothing else in their place', () => {
    const game = (south: object) => ({
      type: 'playGame',
      id: 1,
      game: {
        rules: rulesOf('oware'),
        opening: [],
        players: { south, north: { level: 10, seed: 2 } },
      },
    });
    const read = parseRequest(game({ level: 10, seed: 1, book: false, exact: false }));
    if (!read.ok || read.value.type !== 'playGame') throw new Error(JSON.stringify(read));
    expect(read.value.request.game.players.south).toEqual({
      level: 10,
      seed: 1,
      book: false,
      exact: false,
    });
    expect(read.value.request.game.players.north).toEqual({ level: 10, seed: 2 });
    for (const bad of [{ book: true }, { exact: 'no' }]) {
      expect(parseRequest(game({ level: 10, seed: 1, ...bad }))).toMatchObject({
        ok: false,
        error: { code: 'ERR_MESSAGE' },
      });
    }
  });

  it('carries a Wari position’s repetition history, so that the search sees a third occurrence (docs/RULES.md 2)', async () => {
    const seenTwice = wariSeenTwice();
    expect(seenTwice.occurrence).toBe(2);
    const read = parseRequest({ type: 'search', id: 1, position: toWire(seenTwice) });
    if (!read.ok || read.value.type !== 'search') throw new Error('refused');
    expect(read.value.position.occurrence).toBe(2);
    expect(read.value.position.toSetup()).toEqual(seenTwice.toSetup());

    // 12 more moves end the game by repetition, each player taking his own seed: a draw. The
    // search proves it within 13 plies only when it knows the position has been seen before.
    const client = new EngineClient(inProcessPort({ ttMiB: 1 }));
    const known = await client.analyze(seenTwice, { depth: 13 }).result;
    expect(known).toMatchObject({ exact: true, score: 0 });
    const text = unwrap(parsePosition(WARI, makePosition(seenTwice)));
    const forgotten = await client.analyze(text, { depth: 13 }).result;
    expect(forgotten.exact).toBe(false);
  });

  it('refuses a level move in a finished game, and keeps working after errors', () => {
    const { replies, handle, flush } = harness();
    const over = {
      rules: KALAHA,
      position: '0,0,0,0,0,0|44 0,0,0,0,0,0|28 north end:sideEmpty:south',
    };
    handle({ type: 'levelMove', id: 1, position: over, level: 5, seed: 1 });
    handle({ type: 'search', id: 2, position: WIRE, limits: { depth: 3 } });
    flush();
    expect(replies[0]).toMatchObject({ type: 'error', id: 1, code: 'ERR_POSITION' });
    expect(replies.at(-1)).toMatchObject({ type: 'result', id: 2, kind: 'search' });
    expect(replies.filter((r) => r.type === 'progress')).toHaveLength(3);
  });

  it('stops a job that has not started when asked by id', () => {
    const { replies, handle, flush } = harness();
    handle({ type: 'search', id: 'long', position: WIRE, limits: { depth: 30 } });
    handle({ type: 'stop', id: 'long' });
    flush();
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ type: 'result', id: 'long', kind: 'search' });
    const result = (replies[0] as { result: { reason: string; depth: number } }).result;
    expect(result.reason).toBe('stop');
    expect(result.depth).toBe(0);
  });

  it('runs every kind of job through a client', async () => {
    const client = new EngineClient(inProcessPort({ ttMiB: 1 }));
    const progress: number[] = [];
    const analysis = await client.analyze(START, { depth: 4 }, (a) => progress.push(a.depth))
      .result;
    expect(analysis.moves).toHaveLength(6);
    expect(progress).toEqual([1, 2, 3]);
    const search = await client.search(START, { depth: 5 }).result;
    expect(search.depth).toBe(5);
    const move = await client.levelMove(START, 3, 77).result;
    expect(move.level).toBe(3);
    const game = await client.playGame({
      rules: rulesOf('kalaha', { houses: 3, seeds: 2 }),
      opening: [],
      players: { south: { level: 1, seed: 1 }, north: { level: 2, seed: 2 } },
    }).result;
    expect(game.scores.south + game.scores.north).toBe(12);
    await expect(client.levelMove(START, 12, 1).result).rejects.toThrow(EngineError);
    expect(client.pending).toBe(0);
  });

  it('makes the Kalaha exact solver (and its table) for level 10 of the Kalaha family only', () => {
    const exact = new ExactSources(undefined, 1);
    const { replies, handle, flush } = harness(exact);
    const relatives = [rulesOf('wari'), rulesOf('oware'), rulesOf('obridjie'), giuthiRules()];
    for (const [i, rules] of relatives.entries()) {
      const position = toWire(Position.initial(rules));
      handle({ type: 'analyze', id: `a${i}`, position, limits: { depth: 2 } });
      handle({ type: 'levelMove', id: `m${i}`, position, level: 10, seed: 1, timeMs: 20 });
    }
    // An analysis needs only database values, never the solver.
    handle({ type: 'analyze', id: 'k', position: WIRE, limits: { depth: 2 } });
    flush();
    expect(replies.filter((r) => r.type === 'result')).toHaveLength(2 * relatives.length + 1);
    expect(exact.tableBytes).toBe(0);
    handle({ type: 'levelMove', id: 'k10', position: WIRE, level: 10, seed: 1, timeMs: 20 });
    flush();
    expect(replies.at(-1)).toMatchObject({ type: 'result', id: 'k10', kind: 'levelMove' });
    expect(exact.tableBytes).toBe(1 << 20);
  });
});
