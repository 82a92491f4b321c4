/**
 * The result of a finished game (docs/RULES.md 1.3 "Score = seeds in the store. More seeds wins; equal →
 * tieBreak") and the tieBreak option of 1.1.
 */
import { unwrap } from './result.ts';
import { describe, it, expect } from 'vitest';
import type { GameEnd } from './events.ts';
import { outcome } from './outcome.ts';
import { play } from './play.ts';
import { Position } from './position.ts';
import { type RuleSet } from './ruleset.ts';
import { at, rules } from '../test/fixtures.ts';

function after(p: Position, house: number): Position {
  const r = unwrap(play(p, { house }));
  return r.position;
}

/** A finished game given directly: every seed in the stores. */
function finished(rs: RuleSet, south: number, north: number, end: GameEnd): Position {
  const m = rs.houses;
  const r = unwrap(
    Position.fromSetup(rs, {
      houses: { south: Array<number>(m).fill(0), north: Array<number>(m).fill(0) },
      stores: { south, north },
      turn: 'south',
      end,
    }),
  );
  return r;
}

describe('outcome (docs/RULES.md 1.3 "Score = seeds in the store. More seeds wins")', () => {
  it('is undefined while the game goes on', () => {
    expect(outcome(Position.initial(rules()))).toBeUndefined();
  });

  it('000 "Spelaren med flest kulor i sin stora skål vinner": scores are the stores, more seeds wins', () => {
    const p = after(at(rules(), [0, 0, 0, 0, 0, 1], [2, 0, 3, 0, 0, 1], { south: 30 }), 6);
    expect(outcome(p)).toEqual({
      scores: { south: 37, north: 35 },
      winner: 'south',
      end: { reason: 'sideEmpty', side: 'south' },
      decidedBy: 'score',
    });
    expect(outcome(p)?.scores).toEqual({ south: p.store('south'), north: p.store('north') });
    const q = finished(rules(), 30, 42, { reason: 'sideEmpty', side: 'north' });
    expect(outcome(q)).toMatchObject({ winner: 'north', decidedBy: 'score' });
  });
});

describe('tieBreak', () => {
  // South's last seed goes into his store (31) and, emptierTakes, he takes North's 5: 36-36.
  const south = [0, 0, 0, 0, 0, 1];
  const north = [1, 1, 1, 1, 1, 0];

  it('tieBreak draw (000/001: no tie rule; 002 "Skulle det bli lika är det bara att spela igen"): equal stores are a draw', () => {
    const p = after(at(rules(), south, north, { south: 30 }), 6);
    expect(outcome(p)).toEqual({
      scores: { south: 36, north: 36 },
      winner: undefined,
      end: { reason: 'sideEmpty', side: 'south' },
      decidedBy: 'draw',
    });
  });

  it('002 "eller så spelar man med att den som tömde sin sida isåfall är vinnaren" (tieBreak emptierWins): the player who emptied his side wins a tie', () => {
    const rs = rules('kalaha-ownside', { tieBreak: 'emptierWins' });
    const p = after(at(rs, south, north, { south: 30 }), 6);
    expect(outcome(p)).toEqual({
      scores: { south: 36, north: 36 },
      winner: 'south',
      end: { reason: 'sideEmpty', side: 'south' },
      decidedBy: 'tieBreak',
    });
  });

  it('002 tieBreak emptierWins under ownerTakes: the win still goes to the player whose side was emptied', () => {
    const rs = rules('kalaha-de', { tieBreak: 'emptierWins' });
    const p = after(at(rs, [0, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1], { south: 35 }), 6);
    expect(outcome(p)).toMatchObject({
      scores: { south: 36, north: 36 },
      winner: 'south',
      decidedBy: 'tieBreak',
    });
    // Under tieBreak draw the same game is 004's "Unentschieden".
    const q = after(
      at(rules('kalaha-de'), [0, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1], { south: 35 }),
      6,
    );
    expect(outcome(q)).toMatchObject({ winner: undefined, decidedBy: 'draw' });
  });

  it('002 tieBreak emptierWins for North, when a capture emptied North’s side', () => {
    // South captures North's last 5 (30 + 6 = 36); North, whose side is now empty, takes South's
    // 2 seeds left (emptierTakes: 34 + 2 = 36).
    const rs = rules('kalaha', { tieBreak: 'emptierWins' });
    const p = after(at(rs, [2, 0, 0, 1, 0, 0], [0, 0, 0, 5, 0, 0], { south: 30, north: 34 }), 1);
    expect(p.end).toEqual({ reason: 'sideEmpty', side: 'north' });
    expect(outcome(p)).toMatchObject({
      scores: { south: 36, north: 36 },
      winner: 'north',
      decidedBy: 'tieBreak',
    });
  });

  it('docs/RULES.md 1.1 tieBreak "only when the game ended by an empty side; otherwise a draw": not for a majority end or both sides emptied at once', () => {
    const rs = rules('kalaha-de', { tieBreak: 'emptierWins' });
    // A majority end cannot be a tie: one store holds more than half (a 36-36 "majority" is refused).
    const tiedMajority = Position.fromSetup(rs, {
      houses: { south: [0, 0, 0, 0, 0, 0], north: [0, 0, 0, 0, 0, 0] },
      stores: { south: 36, north: 36 },
      turn: 'south',
      end: { reason: 'majority', side: 'south' },
    });
    expect(tiedMajority.ok ? undefined : tiedMajority.error.code).toBe('ERR_END');
    expect(outcome(finished(rs, 36, 36, { reason: 'sideEmpty', side: 'both' }))).toMatchObject({
      winner: undefined,
      decidedBy: 'draw',
    });
    // A real majority end is decided by the score, whatever tieBreak says.
    const p = after(at(rs, [0, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1], { south: 36 }), 6);
    expect(outcome(p)).toMatchObject({
      end: { reason: 'majority', side: 'south' },
      winner: 'south',
      decidedBy: 'score',
    });
  });

  it('002 "den som tömde sin sida" / docs/RULES.md 1.1 tieBreak: one move empties both sides under tieBreak emptierWins: the mover emptied his side, so he wins the tie', () => {
    const rs = rules('kalaha', { tieBreak: 'emptierWins' });
    // South's lone seed captures North's 7 (28 + 8 = 36) and both sides are empty: 36-36.
    const p = after(at(rs, [1, 0, 0, 0, 0, 0], [0, 0, 0, 0, 7, 0], { south: 28, north: 36 }), 1);
    expect(p.end).toEqual({ reason: 'sideEmpty', side: 'south' });
    expect(outcome(p)).toMatchObject({
      scores: { south: 36, north: 36 },
      winner: 'south',
      decidedBy: 'tieBreak',
    });
    // North moving into the same kind of end wins it.
    const q = after(
      at(rs, [0, 0, 0, 0, 7, 0], [1, 0, 0, 0, 0, 0], { south: 36, north: 28 }, 'north'),
      1,
    );
    expect(q.end).toEqual({ reason: 'sideEmpty', side: 'north' });
    expect(outcome(q)).toMatchObject({ winner: 'north', decidedBy: 'tieBreak' });
  });

  it('docs/RULES.md 1.1 tieBreak draw: one move emptying both sides ends as both, and a tie is a draw', () => {
    const rs = rules('kalaha');
    const p = after(at(rs, [1, 0, 0, 0, 0, 0], [0, 0, 0, 0, 7, 0], { south: 28, north: 36 }), 1);
    expect(p.end).toEqual({ reason: 'sideEmpty', side: 'both' });
    expect(outcome(p)).toMatchObject({ winner: undefined, decidedBy: 'draw' });
  });

  it('docs/RULES.md 1.1 tieBreak emptierWins: a set-up position with both sides empty names no mover, so a tie is a draw', () => {
    const rs = rules('kalaha', { tieBreak: 'emptierWins' });
    const p = at(rs, [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], { south: 36, north: 36 });
    expect(p.end).toEqual({ reason: 'sideEmpty', side: 'both' });
    expect(outcome(p)).toMatchObject({ winner: undefined, decidedBy: 'draw' });
  });
});
