import { unwrap } from './result.ts';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameArb, playGame, recordOf } from '../test/arbitraries.ts';
import { withOldGiuthiOptions } from '../test/fixtures.ts';
import { makeRecord, parseRecord, type GameRecord } from './record.ts';
import { ruleSet } from './ruleset.ts';

function expectSameRecord(a: GameRecord, b: GameRecord): void {
  const { start: sa, ...ra } = a;
  const { start: sb, ...rb } = b;
  expect(sa.equals(sb)).toBe(true);
  expect(ra).toEqual(rb);
}

const kalaha = unwrap(ruleSet('kalaha'));
const sample = recordOf(playGame(kalaha, [3, 1, 4, 1, 5, 9, 2, 6]));
const sampleJson = JSON.parse(makeRecord(sample)) as Record<string, unknown>;

function withField(field: string, value: unknown): string {
  return JSON.stringify({ ...sampleJson, [field]: value });
}

describe('game record (JSON)', () => {
  it('writes format, version, preset, rules, players, start, moves, result and dates', () => {
    expect(sampleJson).toMatchObject({
      format: 'kalaha-record',
      version: 1,
      preset: 'kalaha',
      rules: { game: 'kalaha', houses: 6, seeds: 6, endRule: 'emptierTakes' },
      players: { north: { kind: 'computer', level: 3 } },
      start: '6,6,6,6,6,6|0 6,6,6,6,6,6|0 south',
      started: '2026-11-21T10:00:00.000Z',
    });
    expect(sampleJson.moves).toEqual(sample.moves.map((m) => String(m.house)));
    expect(sampleJson.result).toMatchObject({
      end: expect.stringMatching(/^(sideEmpty|majority|allEmpty)/),
    });
  });

  it('round-trips records of random games under random rule sets: parse(make(r)) = r', () => {
    fc.assert(
      fc.property(gameArb(), (game) => {
        const record = recordOf(game);
        const back = parseRecord(makeRecord(record));
        expect(back.ok).toBe(true);
        if (back.ok) expectSameRecord(back.value, record);
      }),
      { seed: 7, numRuns: 100 },
    );
  });

  it.each([
    ['not JSON', '{"format":', 'ERR_RECORD_JSON', ''],
    ['another format', JSON.stringify({ format: 'pgn' }), 'ERR_RECORD_FORMAT', 'format'],
    ['another version', withField('version', 2), 'ERR_RECORD_FORMAT', 'version'],
    [
      'an unknown rule option',
      withField('rules', { ...(sampleJson.rules as object), sowTwice: true }),
      'ERR_RECORD_RULES',
      'rules',
    ],
    [
      'an out-of-range option',
      withField('rules', { ...(sampleJson.rules as object), seeds: 13 }),
      'ERR_RECORD_RULES',
      'rules',
    ],
    [
      'a player without a name',
      withField('players', { south: { kind: 'human' }, north: { name: 'B', kind: 'human' } }),
      'ERR_RECORD_FIELD',
      'players.south.name',
    ],
    [
      'a player of unknown kind',
      withField('players', {
        south: { name: 'A', kind: 'robot' },
        north: { name: 'B', kind: 'human' },
      }),
      'ERR_RECORD_FIELD',
      'players.south.kind',
    ],
    [
      'a bad level',
      withField('players', {
        south: { name: 'A', kind: 'computer', level: 0 },
        north: { name: 'B', kind: 'human' },
      }),
      'ERR_RECORD_FIELD',
      'players.south.level',
    ],
    [
      'a start breaking seed conservation',
      withField('start', '6,6,6,6,6,6|9 6,6,6,6,6,6|0 south'),
      'ERR_RECORD_START',
      'start',
    ],
    ['a start that is not a position', withField('start', 42), 'ERR_RECORD_FIELD', 'start'],
    ['moves that are not a list', withField('moves', '3 4'), 'ERR_RECORD_FIELD', 'moves'],
    ['a move that is not a move', withField('moves', ['3', 'x']), 'ERR_RECORD_MOVE', 'moves[1]'],
    [
      'a result with an unknown end',
      withField('result', { winner: 'south', scores: { south: 40, north: 32 }, end: 'boredom' }),
      'ERR_RECORD_FIELD',
      'result.end',
    ],
    [
      'a result with a bad winner',
      withField('result', { winner: 'east', scores: { south: 40, north: 32 }, end: 'allEmpty' }),
      'ERR_RECORD_FIELD',
      'result.winner',
    ],
    ['a bad date', withField('started', 'yesterday'), 'ERR_RECORD_FIELD', 'started'],
  ])('refuses %s with a clear error naming the field', (_what, text, code, path) => {
    const r = parseRecord(text);
    expect(r.ok ? 'ok' : [r.error.code, r.error.path]).toEqual([code, path]);
    if (!r.ok) expect(r.error.message).toMatch(/\w{3,}/);
  });

  it.each(['kalah-game.json', 'giuthi-round.json'])(
    'reads and writes back %s, written before match records existed, byte for byte (a Giuthi rule set then with its options of then named)',
    (name) => {
      const text = readFileSync(new URL(`../test/records/${name}`, import.meta.url), 'utf8');
      const read = parseRecord(text);
      expect(read.ok && makeRecord(read.value)).toBe(withOldGiuthiOptions(text));
    },
  );

  it('refuses the record of a whole match, which has rounds instead of a start and moves', () => {
    const text = readFileSync(
      new URL('../test/records/giuthi-match.json', import.meta.url),
      'utf8',
    );
    const r = parseRecord(text);
    expect(r.ok ? 'ok' : [r.error.code, r.error.path, r.error.message]).toEqual([
      'ERR_RECORD_FORMAT',
      'rounds',
      'this is the record of a whole match (it has "rounds"), not of one game',
    ]);
  });
});
