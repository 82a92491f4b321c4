/**
 * The Giuthi match of rounds (docs/RULES.md 4 "Rounds"; 004: "Der Verlierer der ersten Runde verteilt
 * seine Bohnen …"): closing a round, the loser's arrangement, the mirrored set-up, the board that
 * shrinks and grows, and the ends of a match.
 */
import { unwrap } from './result.ts';
import { describe, expect, it } from 'vitest';
import { giuthi } from '../test/fixtures.ts';
import { makePosition, parsePosition } from './notation.ts';
import type { Position } from './position.ts';
import type { GiuthiRuleSet } from './ruleset.ts';
import type { Side } from './side.ts';
import { giuthiHouses } from './giuthi/board-size.ts';
import { arrange, arrangementsAllowed, playInMatch, startMatch, type Match } from './match.ts';

const GIUTHI = giuthi();
/** The shrink of the rules before issue 15 (docs/RULES.md 4 `shrink: oneTwoThree`). */
const OLD_SHRINK = giuthi({ shrink: 'oneTwoThree' });

function position(rules: GiuthiRuleSet, text: string): Position {
  const p = unwrap(parsePosition(rules, text));
  return p;
}

/**
 * A match whose round in play is at `text`, where South's 6ccw ends the round (North is left with
 * single seeds and South with none), so that the round ends with the stores given.
 */
function lastMove(south: number, north: number, rules = GIUTHI, first: Side = 'south'): Match {
  const m = rules.houses;
  const row = Array(m).fill(0);
  const text = `${[...row.slice(0, -1), 2].join(',')}|${south} ${row.join(',')}|${north - 2} south`;
  const match = { ...startMatch(rules, first), position: position(rules, text) };
  const played = unwrap(playInMatch(match, { house: m, direction: 'ccw' }));
  return played.match;
}

describe('Giuthi matches (docs/RULES.md 4 rounds)', () => {
  it('starts with the rule set board, South (or the chosen player) first', () => {
    const match = startMatch(GIUTHI);
    expect(match.phase).toBe('playing');
    expect(makePosition(match.position)).toBe('6,6,6,6,6,6|0 6,6,6,6,6,6|0 south');
    expect(startMatch(GIUTHI, 'north').position.turn).toBe('north');
    expect(arrangementsAllowed(match)).toBeUndefined();
  });

  it('docs/RULES.md 4 shrink oneThreeFour (004: "um 1 Mulde (3 bzw. 4 Mulden)"): 1, 3, 4 houses below 1/2, 1/4, 1/8 of the seeds', () => {
    expect([36, 35, 18, 17, 9, 8, 0].map((s) => giuthiHouses(GIUTHI, s, 72))).toEqual([
      6, 5, 5, 3, 3, 2, 2,
    ]);
  });

  it('docs/RULES.md 4 shrink oneTwoThree: 1, 2, 3 houses below 1/2, 1/4, 1/8 of the seeds', () => {
    const rules = giuthi({ shrink: 'oneTwoThree' });
    expect([36, 35, 18, 17, 9, 8, 0].map((s) => giuthiHouses(rules, s, 72))).toEqual([
      6, 5, 5, 4, 4, 3, 3,
    ]);
  });

  it('docs/RULES.md 4: the board never goes below 2 houses a side (5 houses less 4 stops at 2)', () => {
    const rules = giuthi({ houses: 5 });
    expect(giuthiHouses(rules, 0, 60)).toBe(2);
    expect(giuthiHouses(rules, 10, 60)).toBe(2);
    expect(giuthiHouses(giuthi({ houses: 5, shrink: 'oneTwoThree' }), 0, 60)).toBe(2);
  });

  it('docs/RULES.md 4: the player with fewer seeds arranges them over the shrunk row; the other mirrors', () => {
    const match = lastMove(20, 52);
    expect(match.phase).toBe('arranging');
    expect(match.rounds).toEqual([
      {
        houses: 6,
        first: 'south',
        seeds: { south: 20, north: 52 },
        winner: 'north',
        end: { reason: 'noMove', side: 'north' },
      },
    ]);
    // 20 of 72 is below 1/2, not below 1/4: one house a side less.
    expect(arrangementsAllowed(match)).toEqual({
      side: 'south',
      houses: 5,
      seeds: 20,
      minPerHouse: 1,
    });
    const next = arrange(match, [1, 2, 3, 4, 10]);
    expect(next.ok).toBe(true);
    if (!next.ok) return;
    expect(next.value.phase).toBe('playing');
    // The loser starts; the winner keeps the rest (52 - 20) in his store.
    expect(makePosition(next.value.position)).toBe('1,2,3,4,10|0 1,2,3,4,10|32 south');
    expect(next.value.first).toBe('south');
    expect(next.value.houses).toBe(5);
  });

  it('arrange refuses a pattern that is not every seed of the loser, 1 or more a house', () => {
    const match = lastMove(20, 52);
    const code = (pattern: number[]) => {
      const r = arrange(match, pattern);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code([4, 4, 4, 4, 4, 0])).toBe('ERR_ARRANGEMENT'); // 6 houses on a board of 5
    expect(code([5, 5, 5, 5, 0])).toBe('ERR_ARRANGEMENT'); // an empty house
    expect(code([4, 4, 4, 4, 3.5])).toBe('ERR_ARRANGEMENT');
    expect(code([4, 4, 4, 4, 5])).toBe('ERR_ARRANGEMENT'); // 21 seeds
    const r = arrange(match, [4, 4, 4, 4, 3]);
    expect(r).toMatchObject({
      ok: false,
      error: {
        code: 'ERR_ARRANGEMENT',
        message:
          'south must lay out all his 20 seeds over 5 houses, at least 1 in each: the pattern holds 19',
      },
    });
    expect(code([4, 4, 4, 4, 4])).toBe('ok');
    // No move while arranging, no arrangement while playing.
    expect(playInMatch(match, { house: 1, direction: 'ccw' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_MATCH_PHASE' },
    });
    expect(arrange(startMatch(GIUTHI), [6, 6, 6, 6, 6, 6])).toMatchObject({
      ok: false,
      error: { code: 'ERR_MATCH_PHASE' },
    });
  });

  it('docs/RULES.md 4 shrink oneThreeFour (004: "um 1 Mulde (3 bzw. 4 Mulden)"): less than 1/8 takes 4 houses a side', () => {
    expect(arrangementsAllowed(lastMove(8, 64))).toMatchObject({ houses: 2, seeds: 8 });
    expect(arrangementsAllowed(lastMove(17, 55))).toMatchObject({ houses: 3, seeds: 17 });
  });

  it('docs/RULES.md 4 shrink oneTwoThree: a small share shrinks the board by 3, and it grows back when the loser regains', () => {
    const poor = lastMove(8, 64, OLD_SHRINK);
    expect(arrangementsAllowed(poor)).toMatchObject({ houses: 3, seeds: 8 });
    const round2 = arrange(poor, [2, 3, 3]);
    expect(round2.ok && makePosition(round2.value.position)).toBe('2,3,3|0 2,3,3|56 south');
    if (!round2.ok) return;
    // Round 2 ends with North at 50 and South at 22: 22 is not below 1/4, so 5 houses.
    const ending = position(OLD_SHRINK, '0,0,2|22 0,0,0|48 south');
    const played = playInMatch(
      { ...round2.value, position: ending },
      { house: 3, direction: 'ccw' },
    );
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    expect(played.value.match.rounds.at(-1)).toEqual({
      houses: 3,
      first: 'south',
      seeds: { south: 22, north: 50 },
      winner: 'north',
      end: { reason: 'noMove', side: 'north' },
    });
    expect(arrangementsAllowed(played.value.match)).toMatchObject({ houses: 5, seeds: 22 });
  });

  it('docs/RULES.md 4: the match ends when the loser cannot fill his row, or holds no seed', () => {
    const cannot = lastMove(2, 70);
    expect(cannot.phase).toBe('over');
    expect(cannot.result).toEqual({
      winner: 'north',
      reason: 'cannotFill',
      seeds: { south: 2, north: 70 },
    });
    expect(arrangementsAllowed(cannot)).toBeUndefined();
    const all = lastMove(0, 72);
    expect(all.result).toMatchObject({ winner: 'north', reason: 'allSeeds' });
  });

  it('docs/RULES.md 4 (choice): one seed a house for the loser is a dead board, so the match ends', () => {
    // Under shrink oneTwoThree 3 of 72 seeds is less than 1/8: the board shrinks to 3 houses, which
    // 3 seeds fill once each; mirrored, nobody would hold 2 seeds to start a turn, and the round
    // would repeat forever. Under oneThreeFour the board stops at 2 houses, where 3 seeds play on
    // and 2 are dead.
    const dead = lastMove(3, 69, OLD_SHRINK);
    expect(dead.phase).toBe('over');
    expect(dead.result).toEqual({
      winner: 'north',
      reason: 'cannotFill',
      seeds: { south: 3, north: 69 },
    });
    const playable = lastMove(4, 68, OLD_SHRINK);
    expect(playable.phase).toBe('arranging');
    expect(arrangementsAllowed(playable)).toMatchObject({ houses: 3, seeds: 4 });
    expect(arrangementsAllowed(lastMove(3, 69))).toMatchObject({ houses: 2, seeds: 3 });
    expect(lastMove(2, 70).result).toMatchObject({ winner: 'north', reason: 'cannotFill' });
  });

  it('docs/RULES.md 4: equal seeds after a round is a draw; rounds false plays one round', () => {
    expect(lastMove(36, 36).result).toEqual({
      winner: undefined,
      reason: 'equalSeeds',
      seeds: { south: 36, north: 36 },
    });
    const single = lastMove(20, 52, giuthi({ rounds: false }));
    expect(single.phase).toBe('over');
    expect(single.result).toMatchObject({ winner: 'north', reason: 'singleRound' });
  });

  it('keeps what was played: each round begun with its arrangement and its moves', () => {
    const match = lastMove(20, 52);
    // lastMove sets the round's position by hand, so its history holds the one move played.
    expect(match.history).toEqual([
      { arrangement: undefined, moves: [{ house: 6, direction: 'ccw' }] },
    ]);
    const next = unwrap(arrange(match, [1, 2, 3, 4, 10]));
    expect(next.history.at(-1)).toEqual({ arrangement: [1, 2, 3, 4, 10], moves: [] });
    const played = unwrap(playInMatch(next, { house: 5, direction: 'cw' }));
    expect(played.match.history.at(-1)!.moves).toEqual([{ house: 5, direction: 'cw' }]);
    // The match it was played from keeps its own history.
    expect(next.history.at(-1)!.moves).toEqual([]);
  });
});
