/**
 * The record of a whole Giuthi match (docs/RULES.md 4 "Rounds"): written and read back unchanged, the
 * hand-written record of a match whose board shrinks in round 2, and every malformed field.
 */
import { unwrap } from '../result.ts';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchArb } from '../../test/arbitraries.ts';
import { wari, withOldGiuthiOptions } from '../../test/fixtures.ts';
import { makeMove } from '../move.ts';
import {
  makeMatchRecord,
  matchRecordOf,
  parseMatchRecord,
  type MatchRecord,
  type MatchRecordInfo,
} from './match-record.ts';

const INFO: MatchRecordInfo = {
  players: {
    south: { name: 'Wanjiru', kind: 'human' },
    north: { name: 'Computer', kind: 'computer', level: 4 },
  },
  started: '2026-11-21T10:00:00.000Z',
  ended: '2026-11-21T10:40:00Z',
};

/** A hand-written match on 5 × 4 seeds: round 1 leaves North 5 of 40, round 2 is on 3 houses. */
const MATCH_FILE = new URL('../../test/records/giuthi-match.json', import.meta.url);
const MATCH_TEXT = readFileSync(MATCH_FILE, 'utf8');
const MATCH_JSON = JSON.parse(MATCH_TEXT) as Record<string, unknown> & {
  rounds: Record<string, unknown>[];
};

/** The hand-written record with `change` applied to a copy of its JSON. */
function edited(change: (json: typeof MATCH_JSON) => void): string {
  const json = structuredClone(MATCH_JSON);
  change(json);
  return JSON.stringify(json);
}

function parsed(text: string): MatchRecord {
  const r = unwrap(parseMatchRecord(text));
  return r;
}

describe('match record (JSON, docs/RULES.md 4 rounds)', () => {
  it('round-trips the records of random matches played to their end: parse(make(r)) = r', () => {
    fc.assert(
      fc.property(matchArb(), (match) => {
        const record = matchRecordOf(match, INFO);
        const text = makeMatchRecord(record);
        const back = parseMatchRecord(text);
        expect(back.ok && back.value).toEqual(record);
        expect(back.ok && makeMatchRecord(back.value)).toBe(text);
      }),
      { seed: 17, numRuns: 60 },
    );
  });

  it('records every round begun: its arrangement, its moves and, once over, its result', () => {
    fc.assert(
      fc.property(matchArb(), (match) => {
        const record = matchRecordOf(match, INFO);
        expect(record.first).toBe(match.rounds[0]?.first ?? match.first);
        expect(record.rounds.map((r) => r.arrangement?.length)).toEqual(
          match.history.map((h, i) => (i === 0 ? undefined : h.arrangement!.length)),
        );
        expect(record.rounds.map((r) => r.result?.scores)).toEqual(
          match.history.map((_, i) => match.rounds[i]?.seeds),
        );
        expect(record.result).toEqual(match.result);
      }),
      { seed: 18, numRuns: 40 },
    );
  });

  it('writes a match given up while the rules had not decided it, and reads it back (docs/RULES.md 4)', () => {
    const stoppedArb = fc.record({
      reason: fc.constantFrom('resign' as const, 'timeout' as const),
      side: fc.constantFrom('south' as const, 'north' as const),
    });
    let given = 0;
    fc.assert(
      fc.property(matchArb(), stoppedArb, (match, stopped) => {
        const record = matchRecordOf(match, { ...INFO, stopped });
        if (match.result) {
          // The rules decided the match: who gave up afterwards changes nothing.
          expect([record.result, record.stopped]).toEqual([match.result, undefined]);
        } else {
          given++;
          expect(record.result).toBeUndefined();
          expect(record.stopped).toEqual({
            winner: stopped.side === 'south' ? 'north' : 'south',
            scores: { south: match.position.store('south'), north: match.position.store('north') },
            end: stopped,
          });
        }
        const text = makeMatchRecord(record);
        const back = parseMatchRecord(text);
        expect(back.ok && back.value).toEqual(record);
        expect(back.ok && makeMatchRecord(back.value)).toBe(text);
      }),
      { seed: 19, numRuns: 60 },
    );
    expect(given).toBeGreaterThan(0);
  });

  it('writes a match given up as result end resign:SIDE / timeout:SIDE, the other side winning', () => {
    const text = edited((j) => {
      delete j.rounds[1]!.result;
      j.rounds[1]!.moves = (j.rounds[1]!.moves as string[]).slice(0, 3);
      j.result = { winner: 'south', scores: { south: 30, north: 0 }, end: 'timeout:north' };
    });
    const record = parsed(text);
    expect([record.result, record.stopped]).toEqual([
      undefined,
      {
        winner: 'south',
        scores: { south: 30, north: 0 },
        end: { reason: 'timeout', side: 'north' },
      },
    ]);
    expect(JSON.parse(makeMatchRecord(record))).toMatchObject({
      result: { winner: 'south', scores: { south: 30, north: 0 }, end: 'timeout:north' },
    });
    // Between rounds: round 1 has its result, round 2 never began.
    const between = parsed(
      edited((j) => {
        j.rounds = [j.rounds[0]!];
        j.result = { winner: 'north', scores: { south: 35, north: 5 }, end: 'resign:south' };
      }),
    );
    expect(between.stopped?.end).toEqual({ reason: 'resign', side: 'south' });
  });

  it('reads the hand-written match, stored before issue 15: two rounds, the second on a board shrunk to 3 houses', () => {
    const record = parsed(MATCH_TEXT);
    // Its rule set names none of shrink, secondCapture and furtherChoice: the rules of then.
    expect(record.rules).toEqual({
      game: 'giuthi',
      houses: 5,
      seeds: 4,
      rounds: true,
      shrink: 'oneTwoThree',
      secondCapture: 'next',
      furtherChoice: 'twoOrMore',
    });
    expect(record.first).toBe('south');
    const [one, two] = record.rounds;
    expect(one!.arrangement).toBeUndefined();
    expect(one!.moves.slice(0, 4).map(makeMove)).toEqual(['4cw', '2cw', '1cw', '5ccw']);
    expect(one!.result).toEqual({
      winner: 'south',
      scores: { south: 35, north: 5 },
      end: { reason: 'noMove', side: 'north' },
    });
    // North holds 5 of 40 seeds, less than 1/4 (not less than 1/8): two houses a side fewer.
    expect(two!.arrangement).toEqual([2, 2, 1]);
    expect(two!.moves).toHaveLength(7);
    expect(record.result).toEqual({
      winner: 'south',
      reason: 'cannotFill',
      seeds: { south: 39, north: 1 },
    });
    expect(makeMatchRecord(record)).toBe(withOldGiuthiOptions(MATCH_TEXT));
  });

  it('writes a draw as "draw" and a match still going on without its result', () => {
    const draw = edited((j) => {
      j.rounds = [j.rounds[0]!];
      j.rounds[0]!.result = { winner: 'draw', scores: { south: 20, north: 20 }, end: 'repetition' };
      j.result = { winner: 'draw', scores: { south: 20, north: 20 }, end: 'equalSeeds' };
    });
    const record = parsed(draw);
    expect(record.result).toEqual({
      winner: undefined,
      reason: 'equalSeeds',
      seeds: { south: 20, north: 20 },
    });
    expect(JSON.parse(makeMatchRecord(record))).toMatchObject({
      rounds: [{ result: { winner: 'draw', end: 'repetition' } }],
      result: { winner: 'draw', end: 'equalSeeds' },
    });
    const going = parsed(
      edited((j) => {
        delete j.result;
        delete j.ended;
        delete j.rounds[1]!.result;
      }),
    );
    expect([going.result, going.ended, going.rounds[1]!.result]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it.each([
    ['not JSON', '{"rounds": [', 'ERR_RECORD_JSON', ''],
    [
      'the record of one game',
      edited((j) => {
        j.rounds = undefined as never; // left out of the JSON
        j.start = '4,4,4,4,4|0 4,4,4,4,4|0 south';
        j.moves = [];
      }),
      'ERR_RECORD_FORMAT',
      'rounds',
    ],
    ['another version', edited((j) => (j.version = 2)), 'ERR_RECORD_FORMAT', 'version'],
    ['rules of another game', edited((j) => (j.rules = wari())), 'ERR_RECORD_RULES', 'rules.game'],
    [
      'an invalid rule set',
      edited((j) => (j.rules = { game: 'giuthi', houses: 4, seeds: 4, rounds: true })),
      'ERR_RECORD_RULES',
      'rules',
    ],
    ['no first mover', edited((j) => delete j.first), 'ERR_RECORD_FIELD', 'first'],
    ['no rounds', edited((j) => (j.rounds = [])), 'ERR_RECORD_FIELD', 'rounds'],
    [
      'a round that is not an object',
      edited((j) => (j.rounds[1] = ['2ccw'] as never)),
      'ERR_RECORD_FIELD',
      'rounds[1]',
    ],
    [
      'an arrangement in round 1',
      edited((j) => (j.rounds[0]!.arrangement = [4, 4, 4, 4, 4])),
      'ERR_RECORD_FIELD',
      'rounds[0].arrangement',
    ],
    [
      'no arrangement in round 2',
      edited((j) => delete j.rounds[1]!.arrangement),
      'ERR_RECORD_FIELD',
      'rounds[1].arrangement',
    ],
    [
      'an arrangement with a house of no whole number',
      edited((j) => (j.rounds[1]!.arrangement = [2, 'two', 1])),
      'ERR_RECORD_FIELD',
      'rounds[1].arrangement[1]',
    ],
    [
      'moves that are not a list',
      edited((j) => (j.rounds[1]!.moves = '2ccw 1ccw')),
      'ERR_RECORD_FIELD',
      'rounds[1].moves',
    ],
    [
      'a move that is not a move',
      edited((j) => ((j.rounds[1]!.moves as string[])[3] = '3up')),
      'ERR_RECORD_MOVE',
      'rounds[1].moves[3]',
    ],
    [
      'a round followed by another without its result',
      edited((j) => delete j.rounds[0]!.result),
      'ERR_RECORD_FIELD',
      'rounds[0].result',
    ],
    [
      'a round result with an unknown end',
      edited((j) => ((j.rounds[0]!.result as { end: string }).end = 'boredom')),
      'ERR_RECORD_FIELD',
      'rounds[0].result.end',
    ],
    [
      'a round resigned',
      edited((j) => ((j.rounds[0]!.result as { end: string }).end = 'resign:north')),
      'ERR_RECORD_FIELD',
      'rounds[0].result.end',
    ],
    [
      'a round result with a bad winner',
      edited((j) => ((j.rounds[1]!.result as { winner: string }).winner = 'east')),
      'ERR_RECORD_FIELD',
      'rounds[1].result.winner',
    ],
    [
      'a match result with a round end',
      edited((j) => ((j.result as { end: string }).end = 'noMove:north')),
      'ERR_RECORD_FIELD',
      'result.end',
    ],
    [
      'a match result with bad scores',
      edited((j) => ((j.result as { scores: unknown }).scores = { south: 39 })),
      'ERR_RECORD_FIELD',
      'result.scores',
    ],
    [
      'a match result after a round still in play',
      edited((j) => delete j.rounds[1]!.result),
      'ERR_RECORD_FIELD',
      'rounds[1].result',
    ],
    [
      'a match given up won by the side who gave it up',
      edited((j) => ((j.result as { end: string }).end = 'resign:south')),
      'ERR_RECORD_FIELD',
      'result.winner',
    ],
    [
      'a match given up that is a draw',
      edited(
        (j) =>
          (j.result = { winner: 'draw', scores: { south: 1, north: 1 }, end: 'timeout:north' }),
      ),
      'ERR_RECORD_FIELD',
      'result.winner',
    ],
    [
      'a match given up by nobody',
      edited((j) => ((j.result as { end: string }).end = 'resign:east')),
      'ERR_RECORD_FIELD',
      'result.end',
    ],
    ['a bad date', edited((j) => (j.ended = 'tonight')), 'ERR_RECORD_FIELD', 'ended'],
  ])('refuses %s with a clear error naming the field', (_what, text, code, path) => {
    const r = parseMatchRecord(text);
    expect(r.ok ? 'ok' : [r.error.code, r.error.path]).toEqual([code, path]);
    if (!r.ok) expect(r.error.message).toMatch(/\w{3,}/);
  });

  it('names the round and the move in the message', () => {
    const r = parseMatchRecord(edited((j) => ((j.rounds[1]!.moves as string[])[3] = '3up')));
    expect(!r.ok && r.error.message).toBe('round 2, move 4 "3up" is not a move');
  });
});
