import { outcome, play, Position, type Move } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { positionOf, rulesOf } from '../test/positions.ts';
import { explainMove, explainResult } from './explain.ts';

function explain(position: Position, move: Move): string[] {
  const played = play(position, move);
  if (!played.ok) throw new Error(played.error.message);
  return explainMove(played.value.events);
}

const titles = { south: 'South (Ann)', north: 'North (Bob)' };

describe('explainMove', () => {
  it('names the house, the seeds and where the last seed fell, and the extra turn', () => {
    // RULES.md 1.2: the last seed in the mover's store gives an extra turn.
    expect(explain(Position.initial(rulesOf()), { house: 1 })).toEqual([
      "South sows house 1 (6 seeds); the last seed lands in South's store.",
      'Extra turn: South moves again.',
    ]);
  });

  it('counts laps when the sowing goes round the board', () => {
    // RULES.md 6: 13 seeds from a 6-house side go once round and the 13th lands in the emptied house.
    const position = positionOf(rulesOf(), {
      south: [13, 1, 1, 1, 1, 1],
      north: [1, 1, 1, 1, 1, 1],
    });
    expect(explain(position, { house: 1 })[0]).toBe(
      "South sows house 1 (13 seeds, 2 laps); the last seed lands in South's house 1.",
    );
  });

  it('tells a capture with the seeds taken from each house', () => {
    // South house 2 faces North house 5 (RULES.md 0: house k faces the opponent's house m+1-k).
    const position = positionOf(rulesOf(), {
      south: [1, 0, 1, 1, 1, 1],
      north: [1, 1, 1, 1, 8, 1],
    });
    expect(explain(position, { house: 1 })).toEqual([
      "South sows house 1 (1 seed); the last seed lands in South's house 2.",
      "South captures 9 seeds (1 from South's house 2; 8 from North's house 5).",
    ]);
  });

  it('tells an empty capture (emptyCapture: true) as such', () => {
    const position = positionOf(rulesOf(), {
      south: [1, 0, 1, 1, 1, 1],
      north: [1, 1, 1, 1, 0, 1],
    });
    expect(explain(position, { house: 1 })[1]).toBe(
      "South captures 1 seed (1 from South's house 2; North's house 5 was empty).",
    );
  });

  it('tells a two-or-three capture over several houses (004 variant)', () => {
    const rules = rulesOf('kalaha-de', { captureTwoThree: true });
    const position = positionOf(rules, { south: [1, 1, 1, 1, 1, 3], north: [1, 2, 4, 4, 4, 4] });
    expect(explain(position, { house: 6 })[1]).toBe(
      "South captures 5 seeds (3 from North's house 2; 2 from North's house 1).",
    );
  });

  it('ends the game under emptierTakes: the emptier takes the seeds left (000)', () => {
    const position = positionOf(rulesOf(), {
      south: [0, 0, 0, 0, 0, 1],
      north: [1, 2, 0, 0, 0, 6],
    });
    const store = position.store('south');
    expect(explain(position, { house: 6 })).toEqual([
      "South sows house 6 (1 seed); the last seed lands in South's store.",
      "Game over: South's side is empty; South takes the 9 seeds left in North's houses.",
      `Final score: South ${store + 10}, North ${position.store('north')}.`,
    ]);
  });

  it('ends the game under ownerTakes: each player keeps his own seeds (004 Endvariante 2)', () => {
    const position = positionOf(rulesOf('kalah'), {
      south: [0, 0, 0, 0, 0, 1],
      north: [1, 2, 0, 0, 0, 6],
    });
    expect(explain(position, { house: 6 })[1]).toBe(
      "Game over: South's side is empty; North takes the 9 seeds left in North's houses.",
    );
  });

  it('ends the game at a majority (004)', () => {
    const rules = rulesOf('kalaha-de');
    const position = positionOf(
      rules,
      { south: [0, 0, 0, 0, 1, 1], north: [1, 1, 1, 1, 1, 1] },
      'south',
      36,
    );
    expect(explain(position, { house: 6 })[1]).toBe(
      "Game over: South's store holds more than half of the seeds; South takes the 1 seed left in South's houses; North takes the 6 seeds left in North's houses.",
    );
  });

  it('tells a pass under playOn (003 variant 1)', () => {
    const rules = rulesOf('kalaha-felt', { endRule: 'playOn' });
    const position = positionOf(rules, { south: [0, 0, 0, 0, 0, 1], north: [1, 1, 1, 1, 1, 1] });
    expect(explain(position, { house: 6 })).toEqual([
      "South sows house 6 (1 seed); the last seed lands in South's store.",
      'Extra turn: South moves again.',
      'South has no seeds and passes.',
    ]);
  });
});

describe('explainResult', () => {
  it('names the winner, the score and why the game ended', () => {
    const rules = rulesOf('kalaha', { houses: 1, seeds: 1 });
    const over = play(Position.initial(rules), { house: 1 });
    if (!over.ok) throw new Error(over.error.message);
    // South sows into his store; his side is empty, so he takes North's seed too (emptierTakes).
    expect(explainResult(outcome(over.value.position)!, titles)).toEqual([
      'Result: South (Ann) wins 2 to 0.',
      "The game ended because South's side is empty.",
    ]);
  });

  it('tells a draw and a tie-break (002)', () => {
    const draw = {
      scores: { south: 36, north: 36 },
      winner: undefined,
      decidedBy: 'draw',
    } as const;
    const end = { reason: 'sideEmpty', side: 'north' } as const;
    expect(explainResult({ ...draw, end }, titles)[0]).toBe('Result: a draw, 36 to 36.');
    expect(explainResult({ ...draw, end, winner: 'north', decidedBy: 'tieBreak' }, titles)[0]).toBe(
      'Result: North (Bob) wins on the tie-break: the stores are equal (36 to 36) and the player whose side was emptied wins (tieBreak=emptierWins).',
    );
  });
});
