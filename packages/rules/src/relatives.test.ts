/**
 * The repetition rule and the agreed end of Wari and Obridjie (docs/RULES.md 2 "Repetition", 3
 * "Repetition as in Wari"; rulebook 004: "Am Ende eines Spieles kann es vorkommen, daß sie
 * weiterspielen könnten ohne Bohnen zu erobern. Dann sollten sie sich auf Abbruch des Spieles
 * einigen und die verbliebenen Bohnen teilen"), with Wari's `cycleRule`, on hand-built positions.
 */
import { unwrap } from './result.ts';
import { describe, expect, it } from 'vitest';
import type { MoveEvent } from './events.ts';
import { makePosition, parsePosition } from './notation.ts';
import { outcome } from './outcome.ts';
import { agreeToEnd, legalMoves, play } from './play.ts';
import { Position } from './position.ts';
import type { RuleSet } from './ruleset.ts';
import { at, move, obridjie, rules, sweep, wari } from '../test/fixtures.ts';

const WARI = wari();
const SPLIT = wari({ cycleRule: 'split' });

/** Plays `houses` one after the other; returns every position, the start first, and the last events. */
function line(
  start: Position,
  houses: readonly number[],
): { positions: Position[]; events: readonly MoveEvent[] } {
  const positions = [start];
  let events: readonly MoveEvent[] = [];
  for (const house of houses) {
    const played = move(positions.at(-1)!, house);
    positions.push(played.position);
    events = played.events;
  }
  return { positions, events };
}

/** Plays the first legal move until the game ends (or `limit` moves). */
function firstMoves(start: Position, limit: number): { final: Position; moves: number } {
  let p = start;
  let moves = 0;
  while (!p.isOver && moves < limit) {
    p = move(p, legalMoves(p)[0]!.house).position;
    moves++;
  }
  return { final: p, moves };
}

function parsed(rs: RuleSet, text: string): Position {
  const r = unwrap(parsePosition(rs, text));
  return r;
}

describe('repetition (docs/RULES.md 2: "the game ends when a position (board and player to move) occurs for the third time")', () => {
  // One seed a side, opposite each other: each move carries a seed one house on, so after 12
  // moves the board is back, with South to move.
  const cycle = [3, 3, 4, 4, 5, 5, 6, 6, 1, 1, 2, 2];

  it('counts the occurrences of each position since the last capture and ends the game at the third', () => {
    const start = parsed(WARI, '0,0,1,0,0,0|23 0,0,1,0,0,0|23 south');
    expect(start.occurrence).toBe(1);
    const { positions, events } = line(start, [...cycle, ...cycle]);
    expect(positions[12]!.occurrence).toBe(2);
    expect(makePosition(positions[12]!)).toBe(makePosition(start));
    expect(positions[23]!.isOver).toBe(false);
    const final = positions[24]!;
    expect(final.end).toEqual({ reason: 'repetition' });
    // cycleRule ownSide (wari's default): the seed on each side goes to that side's owner.
    expect(events.slice(-3)).toEqual([
      sweep('south', 3, 1, 'south'),
      sweep('north', 3, 1, 'north'),
      { type: 'end', end: { reason: 'repetition' }, scores: { south: 24, north: 24 } },
    ]);
    expect(outcome(final)).toMatchObject({ winner: undefined, decidedBy: 'draw' });
  });

  it('the same board with the other player to move is another position', () => {
    const south = parsed(WARI, '0,0,1,0,0,0|23 0,0,1,0,0,0|23 south');
    const { positions } = line(south, cycle.slice(0, 6));
    // After 6 moves the seeds stand at South 6 and North 6: never the start board.
    expect(positions.every((p, i) => i === 0 || makePosition(p) !== makePosition(south))).toBe(
      true,
    );
  });

  it('a capture starts the count afresh: no position before it can come back', () => {
    const p = at(WARI, [8, 8, 8, 0, 0, 4], [1, 3, 0, 1, 5, 0]);
    const after = move(p, 6).position;
    expect(after.store('south')).toBe(p.store('south') + 2);
    expect(after.occurrence).toBe(1);
    expect(after.toSetup().history).toBeUndefined();
  });

  it('cycleRule split: the seeds left are shared equally, the odd one left out (004: "die verbliebenen Bohnen teilen")', () => {
    const text = '1,1,0,0,0,1|22 0,0,0,0,0,0|23 south';
    const split = firstMoves(parsed(SPLIT, text), 200);
    expect(split.final.end).toEqual({ reason: 'repetition' });
    // Three seeds were left, all on South's side: one to each player, one left out.
    expect(makePosition(split.final)).toBe('0,0,0,0,0,1|23 0,0,0,0,0,0|24 south end:repetition');
    const own = firstMoves(parsed(WARI, text), 200);
    expect(own.moves).toBe(split.moves);
    expect(makePosition(own.final)).toBe('0,0,0,0,0,0|25 0,0,0,0,0,0|23 south end:repetition');
  });

  it("Obridjie ends at the third occurrence too, each side's seeds to its owner (docs/RULES.md 3)", () => {
    const start = parsed(obridjie(), '1,1,0,0,0,1|22 0,0,0,0,1,0|22 south');
    const { positions } = line(start, [1, 5, 3, 1, 5, 3, 1, 5, 3, 1, 5, 3]);
    expect(positions.map((p) => p.occurrence).slice(0, 12)).toEqual([
      1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2,
    ]);
    expect(makePosition(positions[12]!)).toBe('0,0,0,0,0,0|25 0,0,0,0,0,0|23 south end:repetition');
  });

  it('the Kalaha family keeps no history: every position occurs once (docs/RULES.md 0)', () => {
    const p = move(Position.initial(rules()), 3).position;
    expect(p.occurrence).toBe(1);
    expect(p.toSetup().history).toBeUndefined();
  });
});

describe('the history a position carries (Setup.history)', () => {
  const start = parsed(WARI, '0,0,1,0,0,0|23 0,0,1,0,0,0|23 south');
  const cycle = [3, 3, 4, 4, 5, 5, 6, 6, 1, 1, 2, 2];

  it('travels with toSetup and fromSetup, keeping the count', () => {
    const { positions } = line(start, [...cycle, 3, 3]);
    const p = positions.at(-1)!;
    expect(p.occurrence).toBe(2);
    const setup = p.toSetup();
    expect(setup.history).toHaveLength(14);
    expect(setup.history![0]).toEqual({
      houses: { south: [0, 0, 1, 0, 0, 0], north: [0, 0, 1, 0, 0, 0] },
      turn: 'south',
    });
    const back = Position.fromSetup(WARI, setup);
    expect(back.ok && back.value.occurrence).toBe(2);
    // Ten more moves bring the start position back for the third time.
    const rest = line(back.ok ? back.value : start, cycle.slice(2));
    expect(rest.positions.at(-1)!.end).toEqual({ reason: 'repetition' });
  });

  const e = { houses: start.toSetup().houses, turn: 'south' as const };
  const n = { houses: start.toSetup().houses, turn: 'north' as const };

  it('a set-up position occurring for the second or third time: counted, or finished as a move would finish it', () => {
    const second = Position.fromSetup(WARI, { ...start.toSetup(), history: [e, n] });
    expect(second.ok && second.value.occurrence).toBe(2);
    for (const history of [
      [e, e],
      [e, n, e, n],
    ]) {
      const third = Position.fromSetup(WARI, { ...start.toSetup(), history });
      expect(third.ok && makePosition(third.value)).toBe(
        '0,0,0,0,0,0|24 0,0,0,0,0,0|24 south end:repetition',
      );
    }
  });

  it('refuses a history in which a position occurs a third time: the game would have ended there', () => {
    const made = Position.fromSetup(WARI, { ...start.toSetup(), history: [n, e, n, e, n] });
    expect(made).toMatchObject({ ok: false, error: { code: 'ERR_HISTORY' } });
    expect(!made.ok && made.error.message).toContain('history[4]');
  });

  it('refuses a history that cannot be: in the Kalaha family, in a finished game, of another seed count or shape', () => {
    const kalaha = Position.initial(rules());
    expect(
      Position.fromSetup(rules(), {
        ...kalaha.toSetup(),
        history: [{ houses: kalaha.toSetup().houses, turn: 'north' }],
      }),
    ).toMatchObject({ ok: false, error: { code: 'ERR_HISTORY' } });
    const bad = [
      'no list',
      [{ houses: { south: [0, 0, 2, 0, 0, 0], north: [0, 0, 1, 0, 0, 0] }, turn: 'north' }],
      [{ houses: { south: [0, 0, 1, 0, 0], north: [0, 0, 1, 0, 0, 0] }, turn: 'north' }],
      [{ houses: { south: [0, 0, 1, 0, 0, 0], north: [0, 0, 1, 0, 0, -1] }, turn: 'north' }],
      [{ houses: { south: [0, 0, 1, 0, 0, 0], north: [0, 0, 1, 0, 0, 0] }, turn: 'east' }],
      [null],
    ];
    for (const history of bad) {
      const made = Position.fromSetup(WARI, { ...start.toSetup(), history } as never);
      expect(made, JSON.stringify(history)).toMatchObject({
        ok: false,
        error: { code: 'ERR_HISTORY' },
      });
    }
    const finished = {
      houses: { south: [0, 0, 0, 0, 0, 0], north: [0, 0, 0, 0, 0, 0] },
      stores: { south: 24, north: 24 },
      turn: 'south' as const,
      end: { reason: 'agreement' as const },
      history: [{ houses: start.toSetup().houses, turn: 'north' as const }],
    };
    expect(Position.fromSetup(WARI, finished)).toMatchObject({
      ok: false,
      error: { code: 'ERR_HISTORY' },
    });
  });
});

describe('agreed end (docs/RULES.md 2: "or when both players agree to end it"; agreeToEnd)', () => {
  it('ends a Wari game in progress: the seeds left go to the owner of their side under ownSide', () => {
    const p = at(WARI, [3, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 1], { south: 20 }, 'north');
    const agreed = agreeToEnd(p);
    expect(agreed.ok && agreed.value.events).toEqual([
      sweep('south', 1, 3, 'south'),
      sweep('north', 6, 1, 'north'),
      { type: 'end', end: { reason: 'agreement' }, scores: { south: 23, north: 25 } },
    ]);
    const end = agreed.ok ? agreed.value.position : p;
    expect(end.end).toEqual({ reason: 'agreement' });
    expect(end.turn).toBe('north');
    expect(outcome(end)).toMatchObject({ winner: 'north', decidedBy: 'score' });
  });

  it('under cycleRule split each takes his own up to half, the richer side hands over the rest, an odd seed is left out', () => {
    const even = agreeToEnd(at(SPLIT, [3, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 1], { south: 20 }));
    expect(even.ok && even.value.events).toEqual([
      sweep('south', 1, 2, 'south'),
      sweep('north', 6, 1, 'north'),
      sweep('south', 1, 1, 'north'),
      { type: 'end', end: { reason: 'agreement' }, scores: { south: 22, north: 26 } },
    ]);
    const odd = agreeToEnd(at(SPLIT, [4, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 1], { south: 20 }));
    expect(odd.ok && makePosition(odd.value.position)).toBe(
      '1,0,0,0,0,0|22 0,0,0,0,0,0|25 south end:agreement',
    );
    // The finished position, with its left-out seed, reads back.
    const text = odd.ok ? makePosition(odd.value.position) : '';
    expect(makePosition(parsed(SPLIT, text))).toBe(text);
    // Under ownSide the odd seed is not left out: a finished ownSide game has empty houses.
    expect(parsePosition(WARI, text)).toMatchObject({ ok: false, error: { code: 'ERR_END' } });
  });

  it('ends an Obridjie game, seeds to the side owner', () => {
    const p = at(obridjie(), [3, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 1], { south: 20 });
    const agreed = agreeToEnd(p);
    expect(agreed.ok && makePosition(agreed.value.position)).toBe(
      '0,0,0,0,0,0|23 0,0,0,0,0,0|25 south end:agreement',
    );
  });

  it('is refused in the Kalaha family (ERR_NO_AGREEMENT) and in a finished game (ERR_GAME_OVER)', () => {
    expect(agreeToEnd(Position.initial(rules()))).toMatchObject({
      ok: false,
      error: { code: 'ERR_NO_AGREEMENT' },
    });
    const p = at(WARI, [3, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 1], { south: 20 });
    const agreed = agreeToEnd(p);
    expect(agreed.ok && agreeToEnd(agreed.value.position)).toMatchObject({
      ok: false,
      error: { code: 'ERR_GAME_OVER' },
    });
    expect(agreed.ok && play(agreed.value.position, { house: 1 })).toMatchObject({
      ok: false,
      error: { code: 'ERR_GAME_OVER' },
    });
  });
});
