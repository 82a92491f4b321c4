/**
 * Replaying the record of a whole Giuthi match (docs/RULES.md 4 "Rounds"): the match after every
 * arrangement and move, and every way a record can fail to replay, named by round and move.
 */
import { unwrap } from '../result.ts';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchArb } from '../../test/arbitraries.ts';
import { makePosition } from '../notation.ts';
import { matchRecordOf, parseMatchRecord, type MatchRecord } from './match-record.ts';
import { replayMatch } from './match-replay.ts';

const INFO = {
  players: {
    south: { name: 'Wanjiru', kind: 'human' as const },
    north: { name: 'Kamau', kind: 'human' as const },
  },
  started: '2026-11-21T10:00:00.000Z',
};

const read = unwrap(
  parseMatchRecord(
    readFileSync(new URL('../../test/records/giuthi-match.json', import.meta.url), 'utf8'),
  ),
);
/** The hand-written match on 5 × 4 seeds; round 2 on 3 houses, after which North cannot fill. */
const RECORD: MatchRecord = read;
const [ONE, TWO] = RECORD.rounds as [MatchRecord['rounds'][0], MatchRecord['rounds'][0]];

function failure(record: MatchRecord): [string, number, number, string] | 'ok' {
  const r = replayMatch(record);
  return r.ok ? 'ok' : [r.error.code, r.error.round, r.error.moveNumber, r.error.message];
}

describe('replay of a match record (docs/RULES.md 4 rounds)', () => {
  it('reproduces random matches: every arrangement and move, and the match at the end', () => {
    fc.assert(
      fc.property(matchArb(), (match) => {
        const r = replayMatch(matchRecordOf(match, INFO));
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const { steps, final } = r.value;
        expect(steps.filter((s) => s.kind === 'arrangement').map((s) => s.pattern)).toEqual(
          match.history.slice(1).map((h) => h.arrangement),
        );
        expect(steps.filter((s) => s.kind === 'move').map((s) => s.move)).toEqual(
          match.history.flatMap((h) => h.moves),
        );
        steps.forEach((step, i) => {
          if (i > 0) expect(step.before).toBe(steps[i - 1]!.match);
        });
        const { position, ...rest } = final;
        const { position: expected, ...expectedRest } = match;
        expect(position.equals(expected)).toBe(true);
        expect(rest).toEqual(expectedRest);
      }),
      { seed: 23, numRuns: 60 },
    );
  });

  it('replays the hand-written match, stored before issue 15 (shrink oneTwoThree then): round 2 set up from the loser’s pattern on 3 houses', () => {
    const r = unwrap(replayMatch(RECORD));
    const { steps, final } = r;
    expect(steps).toHaveLength(13 + 1 + 7);
    // docs/RULES.md 4: a further choice inside the turn: South's 4cw, 2cw and 1cw are one turn.
    expect(
      steps.slice(0, 3).map((s) => makePosition(s.match.position).split(' ').slice(2)),
    ).toEqual([
      ['south', 'choice:cw'],
      ['south', 'choice:cw'],
      ['south', 'choice:ccw'],
    ]);
    const endOfOne = steps[12]!;
    expect(endOfOne.match.phase).toBe('arranging');
    expect(makePosition(endOfOne.match.position)).toBe(
      '0,0,0,0,0|35 0,0,0,0,0|5 north end:noMove:north',
    );
    // docs/RULES.md 4: North, the loser, lays out his 5 seeds over 3 houses (5 of 40 is below 1/4);
    // South mirrors the pattern and keeps the rest (35 - 5) in his store; the loser starts.
    const arrangement = steps[13]!;
    expect(arrangement).toMatchObject({ kind: 'arrangement', round: 2, pattern: [2, 2, 1] });
    expect(makePosition(arrangement.match.position)).toBe('2,2,1|30 2,2,1|0 north');
    expect(final.phase).toBe('over');
    expect(final.rounds.map((r) => [r.houses, r.first, r.winner])).toEqual([
      [5, 'south', 'south'],
      [3, 'north', 'south'],
    ]);
    // North holds 1 seed, fewer than the 3 houses of the next board.
    expect(final.result).toEqual({
      winner: 'south',
      reason: 'cannotFill',
      seeds: { south: 39, north: 1 },
    });
  });

  it('refuses an arrangement that arrange refuses, naming the round', () => {
    const wrong = { ...RECORD, rounds: [ONE, { ...TWO, arrangement: [2, 2, 2] }] };
    expect(failure(wrong)).toEqual([
      'ERR_ARRANGEMENT',
      2,
      0,
      'round 2: the arrangement [2,2,2] is refused: north must lay out all his 5 seeds over 3 houses, at least 1 in each: the pattern holds 6',
    ]);
    // The board of round 2 has 3 houses, not the 5 of the rule set.
    const unshrunk = { ...RECORD, rounds: [ONE, { ...TWO, arrangement: [1, 1, 1, 1, 1] }] };
    expect(failure(unshrunk)).toEqual([
      'ERR_ARRANGEMENT',
      2,
      0,
      'round 2: the arrangement [1,1,1,1,1] is refused: north must lay out all his 5 seeds over 3 houses, at least 1 in each: got 5 houses',
    ]);
  });

  it('refuses a move illegal in its round, naming the round and the move', () => {
    const moves = [...TWO.moves];
    moves[2] = { house: 2 }; // no direction
    expect(failure({ ...RECORD, rounds: [ONE, { ...TWO, moves }] })).toEqual([
      'ERR_ILLEGAL_MOVE',
      2,
      3,
      expect.stringMatching(/^round 2, move 3 \(2\) is illegal: /),
    ]);
    // House 4 is off the board of round 2.
    moves[2] = { house: 4, direction: 'cw' };
    expect(failure({ ...RECORD, rounds: [ONE, { ...TWO, moves }] })).toEqual([
      'ERR_ILLEGAL_MOVE',
      2,
      3,
      'round 2, move 3 (4cw) is illegal: there is no house 4: houses are numbered 1 to 3',
    ]);
  });

  it('refuses a move after the end of its round', () => {
    const one = { ...ONE, moves: [...ONE.moves, { house: 1, direction: 'cw' as const }] };
    expect(failure({ ...RECORD, rounds: [one, TWO] })).toEqual([
      'ERR_ILLEGAL_MOVE',
      1,
      14,
      'round 1, move 14 (1cw) is illegal: the round ended with move 13',
    ]);
  });

  it('refuses a round after the end of the match', () => {
    const three = { arrangement: [1], moves: [] };
    expect(failure({ ...RECORD, result: undefined, rounds: [ONE, TWO, three] })).toEqual([
      'ERR_MATCH_OVER',
      3,
      0,
      'round 3 follows the end of the match (south 39-1 cannotFill)',
    ]);
  });

  it('refuses round results the moves do not give, and a round left unfinished', () => {
    const wrong = { ...TWO.result!, scores: { south: 38, north: 2 } };
    expect(failure({ ...RECORD, rounds: [ONE, { ...TWO, result: wrong }] })).toEqual([
      'ERR_RESULT_MISMATCH',
      2,
      7,
      'round 2: the recorded result (south 38-2 noMove:north) does not match the moves: the moves end it south 39-1 noMove:north',
    ]);
    const short = { ...ONE, moves: ONE.moves.slice(0, 12) };
    expect(failure({ ...RECORD, rounds: [short, TWO] })).toEqual([
      'ERR_RESULT_MISMATCH',
      1,
      12,
      expect.stringContaining('the moves do not finish it'),
    ]);
    const noResult = { ...short, result: undefined };
    expect(failure({ ...RECORD, rounds: [noResult, TWO] })).toEqual([
      'ERR_RESULT_MISMATCH',
      1,
      12,
      'round 1: the moves do not finish it, yet round 2 follows',
    ]);
  });

  it('refuses a match result the rounds do not give', () => {
    const allSeeds = { ...RECORD.result!, reason: 'allSeeds' as const };
    expect(failure({ ...RECORD, result: allSeeds })).toEqual([
      'ERR_RESULT_MISMATCH',
      2,
      7,
      'the recorded match result (south 39-1 allSeeds) does not match the rounds: the match ends south 39-1 cannotFill',
    ]);
    // After round 1 the match goes on: North arranges.
    const early = {
      ...RECORD,
      rounds: [ONE],
      result: { ...RECORD.result!, seeds: ONE.result!.scores },
    };
    expect(failure(early)).toEqual([
      'ERR_RESULT_MISMATCH',
      1,
      13,
      'the recorded match result (south 35-5 cannotFill) does not match the rounds: the match is not over',
    ]);
  });

  it('accepts a match given up while undecided by the rules, with the stores as they stood (docs/RULES.md 4)', () => {
    // Round 2 after 3 moves: South kept 30 of his 35 seeds in his store when North laid out 5.
    const midRound = {
      ...RECORD,
      result: undefined,
      stopped: {
        winner: 'south' as const,
        scores: { south: 30, north: 0 },
        end: { reason: 'resign' as const, side: 'north' as const },
      },
      rounds: [ONE, { ...TWO, moves: TWO.moves.slice(0, 3), result: undefined }],
    };
    const r = replayMatch(midRound);
    expect(r.ok && [r.value.final.phase, r.value.stopped]).toEqual(['playing', midRound.stopped]);
    // Between rounds: the seeds each held after round 1.
    const betweenStopped = {
      winner: 'north' as const,
      scores: { south: 35, north: 5 },
      end: { reason: 'timeout' as const, side: 'south' as const },
    };
    const between = replayMatch({
      ...RECORD,
      result: undefined,
      stopped: betweenStopped,
      rounds: [ONE],
    });
    expect(between.ok && [between.value.final.phase, between.value.stopped]).toEqual([
      'arranging',
      betweenStopped,
    ]);
    expect(
      failure({ ...midRound, stopped: { ...midRound.stopped, scores: { south: 35, north: 5 } } }),
    ).toEqual([
      'ERR_RESULT_MISMATCH',
      2,
      3,
      'the match is recorded as given up (south 35-5 resign:north), but as the match stood it reads south 30-0 resign:north',
    ]);
  });

  it('refuses a match given up after the rules decided it (docs/RULES.md 4)', () => {
    const stopped = {
      winner: 'north' as const,
      scores: { south: 39, north: 1 },
      end: { reason: 'resign' as const, side: 'south' as const },
    };
    expect(failure({ ...RECORD, result: undefined, stopped })).toEqual([
      'ERR_RESULT_MISMATCH',
      2,
      7,
      'the match is recorded as given up (north 39-1 resign:south), but the rules had decided the match (south 39-1 cannotFill)',
    ]);
  });

  it('replays a match still going on: a round in play, or waiting for the arrangement', () => {
    const playing = replayMatch({
      ...RECORD,
      result: undefined,
      rounds: [ONE, { ...TWO, moves: TWO.moves.slice(0, 3), result: undefined }],
    });
    expect(playing.ok && playing.value.final.phase).toBe('playing');
    const arranging = replayMatch({ ...RECORD, result: undefined, rounds: [ONE] });
    expect(arranging.ok && arranging.value.final.arranger).toBe('north');
  });
});
