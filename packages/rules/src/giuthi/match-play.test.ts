/**
 * Rebuilding a Giuthi match (docs/RULES.md 4 "Rounds") from its moves and the losers' arrangements as
 * two flat lists, as an online game carries them.
 */
import { unwrap } from '../result.ts';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchArb } from '../../test/arbitraries.ts';
import { makeMove } from '../move.ts';
import type { Match } from '../match.ts';
import { parseMatchRecord } from './match-record.ts';
import { matchOfPlay } from './match-play.ts';

/** The play of `match` as two flat lists. */
function playOf(match: Match): { moves: string[]; arrangements: number[][] } {
  return {
    moves: match.history.flatMap((round) => round.moves.map(makeMove)),
    arrangements: match.history.slice(1).map((round) => [...round.arrangement!]),
  };
}

function expectSameMatch(actual: Match, expected: Match): void {
  const { position, ...rest } = actual;
  const { position: want, ...wantRest } = expected;
  expect(position.equals(want)).toBe(true);
  expect(rest).toEqual(wantRest);
}

const read = unwrap(
  parseMatchRecord(
    readFileSync(new URL('../../test/records/giuthi-match.json', import.meta.url), 'utf8'),
  ),
);
/** The hand-written match on 5 × 4 seeds: round 2 on 3 houses, after which North cannot fill. */
const RECORD = read;
const MOVES = RECORD.rounds.flatMap((round) => round.moves.map(makeMove));
const ONE = RECORD.rounds[0]!.moves.length;
const PATTERN = [...RECORD.rounds[1]!.arrangement!];

describe('a match rebuilt from flat moves and arrangements (docs/RULES.md 4 rounds)', () => {
  it('is the match that was played, for random matches at every point of their play', () => {
    fc.assert(
      fc.property(matchArb(), (match) => {
        const { moves, arrangements } = playOf(match);
        const rebuilt = matchOfPlay(match.rules, moves, arrangements, match.rounds[0]?.first);
        expect(rebuilt.ok).toBe(true);
        if (rebuilt.ok) expectSameMatch(rebuilt.value, match);
      }),
      { seed: 29, numRuns: 60 },
    );
  });

  it('lays out the arrangement after the move that ends a round, before the next round starts', () => {
    const ended = matchOfPlay(RECORD.rules, MOVES.slice(0, ONE), [], RECORD.first);
    expect(ended.ok && ended.value.phase).toBe('arranging');
    const laid = matchOfPlay(RECORD.rules, MOVES.slice(0, ONE), [PATTERN], RECORD.first);
    expect(laid.ok && laid.value.phase).toBe('playing');
    expect(laid.ok && laid.value.houses).toBe(PATTERN.length);
  });

  it('refuses a move where the next round needs an arrangement that is missing', () => {
    const r = matchOfPlay(RECORD.rules, MOVES, [], RECORD.first);
    expect(r.ok ? 'ok' : [r.error.code, r.error.index]).toEqual(['ERR_MATCH_PLAY', 0]);
  });

  it('refuses an arrangement the match did not ask for, or one the rules refuse', () => {
    const early = matchOfPlay(RECORD.rules, MOVES.slice(0, 1), [PATTERN], RECORD.first);
    expect(early.ok ? 'ok' : [early.error.code, early.error.index]).toEqual(['ERR_MATCH_PLAY', 0]);
    const wrong = PATTERN.map((n, i) => (i === 0 ? n + 1 : n));
    const refused = matchOfPlay(RECORD.rules, MOVES, [wrong], RECORD.first);
    expect(refused.ok ? 'ok' : [refused.error.code, refused.error.index]).toEqual([
      'ERR_ARRANGEMENT',
      0,
    ]);
  });

  it('refuses an unreadable or illegal move, naming its place', () => {
    const bad = matchOfPlay(RECORD.rules, [MOVES[0]!, 'x9'], [], RECORD.first);
    expect(bad.ok ? 'ok' : [bad.error.code, bad.error.index]).toEqual(['ERR_ILLEGAL_MOVE', 1]);
    const illegal = matchOfPlay(RECORD.rules, [MOVES[0]!, MOVES[0]!, MOVES[0]!], [], RECORD.first);
    expect(illegal.ok).toBe(false);
  });
});
