import { outcome, parsePosition, play, Position, type Move, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { positionOf, rulesOf } from '../test/positions.ts';
import { explainMove, explainResult } from './explain.ts';

function explain(position: Position, move: Move): string[] {
  const played = unwrap(play(position, move));
  return explainMove(played.events, move);
}

const titles = { south: 'South (Ann)', north: 'North (Bob)' };

describe('explainMove', () => {
  it('names the house, the seeds and where the last seed fell, and the extra turn', () => {
    // docs/RULES.md 1.2: the last seed in the mover's store gives an extra turn.
    expect(explain(Position.initial(rulesOf()), { house: 1 })).toEqual([
      "South sows house 1 (6 seeds); the last seed lands in South's store.",
      'Extra turn: South moves again.',
    ]);
  });

  it('counts laps when the sowing goes round the board', () => {
    // docs/RULES.md 6: 13 seeds from a 6-house side go once round and the 13th lands in the emptied house.
    const position = positionOf(rulesOf(), {
      south: [13, 1, 1, 1, 1, 1],
      north: [1, 1, 1, 1, 1, 1],
    });
    expect(explain(position, { house: 1 })[0]).toBe(
      "South sows house 1 (13 seeds, 2 laps); the last seed lands in South's house 1.",
    );
  });

  it('tells a capture with the seeds taken from each house', () => {
    // South house 2 faces North house 5 (docs/RULES.md 0: house k faces the opponent's house m+1-k).
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

describe('explainMove in Wari and Obridjie (docs/RULES.md 2, 3)', () => {
  const wari = rulesOf('wari');
  const obridjie = rulesOf('obridjie');

  it('tells a Wari chain capture house by house, the last sown first (docs/RULES.md 2)', () => {
    const position = positionOf(wari, { south: [8, 8, 8, 0, 2, 4], north: [1, 1, 2, 1, 5, 0] });
    expect(explain(position, { house: 6 })).toEqual([
      "South sows house 6 (4 seeds); the last seed lands in North's house 4.",
      "South captures 9 seeds (2 from North's house 4; 3 from North's house 3; 2 from North's house 2; 2 from North's house 1).",
    ]);
  });

  it('tells a grand slam that captures nothing, under either grandSlam rule (docs/RULES.md 2)', () => {
    const slam = { south: [1, 0, 0, 0, 0, 2], north: [1, 1, 0, 0, 0, 0] };
    expect(explain(positionOf(rulesOf('oware'), slam), { house: 6 })).toContain(
      "Grand slam: South would take all 4 seeds on North's side (grandSlam=noCapture), so it captures nothing.",
    );
    const forced = positionOf(wari, { ...slam, south: [0, 0, 0, 0, 0, 2] });
    const lines = explain(forced, { house: 6 });
    expect(lines).toContain(
      "Grand slam: South would take all 4 seeds on North's side (every legal move was one, grandSlam=forbidden), so it captures nothing.",
    );
    expect(lines.at(-2)).toBe(
      "Game over: North cannot move; North takes the 4 seeds left in North's houses.",
    );
  });

  it('tells the duty to feed the emptied opponent (docs/RULES.md 2 must feed)', () => {
    const position = positionOf(wari, { south: [0, 0, 0, 0, 0, 1], north: [0, 0, 0, 0, 0, 6] });
    expect(explain(position, { house: 6 })).toEqual([
      "South sows house 6 (1 seed); the last seed lands in North's house 1.",
      "Must feed: South's houses are empty, so North must sow seeds into them.",
    ]);
  });

  it('tells fours going to the owner of their house (docs/RULES.md 3)', () => {
    const position = positionOf(obridjie, {
      south: [8, 8, 0, 0, 3, 3],
      north: [3, 0, 0, 0, 5, 5],
    });
    expect(explain(position, { house: 5 })).toEqual([
      "South sows house 5 (3 seeds); the last seed lands in North's house 2.",
      "South's house 6 reaches 4 seeds: the 4 seeds go to South, its owner.",
      "North's house 1 reaches 4 seeds: the 4 seeds go to North, its owner.",
    ]);
  });

  it('tells each relay sowing and where its last seed fell (docs/RULES.md 3)', () => {
    const position = positionOf(obridjie, {
      south: [0, 0, 0, 0, 1, 2],
      north: [0, 1, 0, 0, 5, 5],
    });
    expect(explain(position, { house: 6 })).toEqual([
      "South sows house 6 (2 seeds); the last seed lands in North's house 2.",
      "Relay: the 2 seeds of North's house 2 are sown on; the last seed lands in North's house 4.",
    ]);
  });
});

describe('explainMove in Giuthi (docs/RULES.md 4)', () => {
  const giuthi = rulesOf('giuthi', { houses: 5, seeds: 4 });
  const at = (text: string): Position => {
    const p = unwrap(parsePosition(giuthi, text));
    return p;
  };

  it('tells the direction, each relay sowing and the further choice inside the turn', () => {
    // Clockwise from South's house 4: houses 3, 2, 1, then North's house 5, occupied: a relay
    // sowing the other way ends in South's occupied house 5, so South chooses again, clockwise.
    expect(explain(Position.initial(giuthi), { house: 4, direction: 'cw' })).toEqual([
      "South sows house 4 clockwise (4 seeds); the last seed lands in North's house 5.",
      "Relay: the 5 seeds of North's house 5 are sown on; the last seed lands in South's house 5.",
      'Further choice: South sows again, a house of 2 or more seeds, clockwise.',
    ]);
  });

  it('tells a pass for want of a house of 2 seeds, and the end of the round', () => {
    // A round on a board shrunk to 3 houses.
    expect(explain(at('0,2,1|30 1,3,3|0 south'), { house: 2, direction: 'ccw' }).slice(2)).toEqual([
      "South captures 7 seeds (1 from South's house 2; 3 from North's house 2; 3 from North's house 3).",
      'North has no house with 2 or more seeds and passes.',
    ]);
    expect(explain(at('0,0,3|37 0,0,0|0 south'), { house: 3, direction: 'cw' }).slice(1)).toEqual([
      "Round over: neither player can move; South takes the 2 seeds left in South's houses; North takes the 1 seed left in North's houses.",
      'Final score: South 39, North 1.',
    ]);
  });
});

describe('explainResult', () => {
  it('names the winner, the score and why the game ended', () => {
    const rules = rulesOf('kalaha', { houses: 1, seeds: 1 });
    const over = unwrap(play(Position.initial(rules), { house: 1 }));
    // South sows into his store; his side is empty, so he takes North's seed too (emptierTakes).
    expect(explainResult(outcome(over.position)!, titles)).toEqual([
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
