/**
 * The end of a Kalaha-family game (docs/RULES.md 1.3): endRule emptierTakes / ownerTakes / playOn and
 * majorityEnd, each test naming the rulebook line it checks.
 */
import { describe, it, expect } from 'vitest';
import { outcome } from '../outcome.ts';
import { legalMoves } from '../play.ts';
import type { Position } from '../position.ts';
import { at, lift, move, rules, sowH, sowS, sweep } from '../../test/fixtures.ts';

function expectAllHousesEmpty(p: Position): void {
  expect(p.houses('south').every((s) => s === 0)).toBe(true);
  expect(p.houses('north').every((s) => s === 0)).toBe(true);
}

describe('endRule emptierTakes (000, 001 da/sv/no, 002, 003 Variant 2, 004 Endvariante 1)', () => {
  // South's last seed goes into his store: an extra turn, but his side is now empty.
  const south = [0, 0, 0, 0, 0, 1];
  const north = [2, 0, 3, 0, 0, 1];

  it('000 Vem vinner? "Spelaren utan kulor får ta alla de kulor som motspelaren har kvar" / 004 Endvariante 1: the emptier sweeps the other side, even after earning an extra turn (docs/RULES.md 1.3), which is then not announced', () => {
    const { position, events } = move(at(rules(), south, north, { south: 30 }), 6);
    expect(events).toEqual([
      lift('south', 6, 1),
      sowS('south', 31),
      sweep('north', 1, 2, 'south'),
      sweep('north', 3, 3, 'south'),
      sweep('north', 6, 1, 'south'),
      {
        type: 'end',
        end: { reason: 'sideEmpty', side: 'south' },
        scores: { south: 37, north: 35 },
      },
    ]);
    expect(position.isOver).toBe(true);
    expect(position.end).toEqual({ reason: 'sideEmpty', side: 'south' });
    expectAllHousesEmpty(position);
    expect(legalMoves(position)).toEqual([]);
    expect(outcome(position)).toMatchObject({ winner: 'south', scores: { south: 37, north: 35 } });
  });

  it('001 da/sv/no "laegges i den store fordybning hos den spiller, der sluttede spillet" / 003 Variant 2: the emptying move may end on the opponent side', () => {
    const p = at(rules('kalaha-felt'), [0, 0, 0, 0, 0, 2], [1, 1, 1, 1, 1, 1], { south: 20 });
    const { position, events } = move(p, 6);
    expect(events.filter((e) => e.type === 'sweep')).toEqual([
      sweep('north', 1, 2, 'south'),
      sweep('north', 2, 1, 'south'),
      sweep('north', 3, 1, 'south'),
      sweep('north', 4, 1, 'south'),
      sweep('north', 5, 1, 'south'),
      sweep('north', 6, 1, 'south'),
    ]);
    expect(position.store('south')).toBe(28);
    expect(position.end).toEqual({ reason: 'sideEmpty', side: 'south' });
    expect(position.turn).toBe('north');
  });

  it('001 sv "hos den spelare som avslutade spelet": North emptying his side takes South’s seeds', () => {
    const p = at(rules(), [1, 2, 0, 0, 0, 0], [0, 0, 0, 0, 0, 1], { north: 30 }, 'north');
    const { position, events } = move(p, 6);
    expect(events.filter((e) => e.type === 'sweep')).toEqual([
      sweep('south', 1, 1, 'north'),
      sweep('south', 2, 2, 'north'),
    ]);
    expect(position.store('north')).toBe(34);
    expect(position.end).toEqual({ reason: 'sideEmpty', side: 'north' });
  });

  it('docs/RULES.md 1.3 "whoever\'s move it was": a capture that empties the opponent side ends the game, and the player whose houses are empty takes the rest', () => {
    const p = at(rules(), [2, 0, 0, 1, 0, 0], [0, 0, 0, 5, 0, 0]);
    const { position, events } = move(p, 1);
    expect(events).toEqual([
      lift('south', 1, 2),
      sowH('south', 2, 1),
      sowH('south', 3, 1),
      {
        type: 'capture',
        by: 'south',
        houses: [
          { side: 'south', house: 3, seeds: 1 },
          { side: 'north', house: 4, seeds: 5 },
        ],
        seeds: 6,
      },
      sweep('south', 2, 1, 'north'),
      sweep('south', 4, 1, 'north'),
      {
        type: 'end',
        end: { reason: 'sideEmpty', side: 'north' },
        scores: { south: 38, north: 34 },
      },
    ]);
    expect(position.turn).toBe('north');
  });

  it('004 "Das Spiel endet, sobald ein Spieler keine Bohnen mehr in den Mulden seiner Seite hat": both sides emptied by one move end the game (side both), nothing to sweep', () => {
    const p = at(rules(), [1, 0, 0, 0, 0, 0], [0, 0, 0, 0, 7, 0]);
    const { position, events } = move(p, 1);
    expect(events).toEqual([
      lift('south', 1, 1),
      sowH('south', 2, 1),
      {
        type: 'capture',
        by: 'south',
        houses: [
          { side: 'south', house: 2, seeds: 1 },
          { side: 'north', house: 5, seeds: 7 },
        ],
        seeds: 8,
      },
      {
        type: 'end',
        end: { reason: 'sideEmpty', side: 'both' },
        scores: { south: 40, north: 32 },
      },
    ]);
    expect(position.end).toEqual({ reason: 'sideEmpty', side: 'both' });
  });
});

describe('endRule ownerTakes (001 fi, 003 Variant 3, 004 Endvariante 2, standard Kalah)', () => {
  const south = [0, 0, 0, 0, 0, 1];
  const north = [2, 0, 3, 0, 0, 1];

  it('001 fi "Pelaaja, jonka pienissä kupeissa on jäljellä kuulia, laittaa ne omaan suureen kuppiinsa" / 003 Variant 3: the seeds left go to their owner, even after an extra turn', () => {
    const rs = rules('kalaha', { endRule: 'ownerTakes' });
    const { position, events } = move(at(rs, south, north, { south: 30 }), 6);
    expect(events).toEqual([
      lift('south', 6, 1),
      sowS('south', 31),
      sweep('north', 1, 2, 'north'),
      sweep('north', 3, 3, 'north'),
      sweep('north', 6, 1, 'north'),
      {
        type: 'end',
        end: { reason: 'sideEmpty', side: 'south' },
        scores: { south: 31, north: 41 },
      },
    ]);
    expectAllHousesEmpty(position);
    expect(outcome(position)).toMatchObject({ winner: 'north' });
  });

  it('004 Endvariante 2 "Der Spieler, der das Spiel nicht beendet hat, darf nun noch alle Bohnen auf seiner Seite in seine Gewinnmulde legen" (preset kalaha-de)', () => {
    const p = at(rules('kalaha-de'), south, north, { south: 30 });
    const { position } = move(p, 6);
    expect(position.end).toEqual({ reason: 'sideEmpty', side: 'south' });
    expect(position.store('north')).toBe(41);
  });

  it('004 Endvariante 2 after a capture that empties the opponent side: the mover keeps his own seeds (standard Kalah, preset kalah)', () => {
    const p = at(rules('kalah'), [2, 0, 0, 1, 0, 0], [0, 0, 0, 5, 0, 0], { south: 20 });
    const { position, events } = move(p, 1);
    expect(events.filter((e) => e.type === 'sweep')).toEqual([
      sweep('south', 2, 1, 'south'),
      sweep('south', 4, 1, 'south'),
    ]);
    expect(position.end).toEqual({ reason: 'sideEmpty', side: 'north' });
    expect(position.store('south')).toBe(28);
  });
});

describe('endRule playOn (003 Variant 1)', () => {
  it('003 Variant 1 "fortsetter den andre spilleren å flytte … Spillet fortsetter til begge er fri for steiner": passing, and the end only when all houses are empty', () => {
    const rs = rules('kalaha-felt', { endRule: 'playOn' });
    let p = at(rs, [0, 0, 0, 0, 0, 1], [1, 1, 0, 0, 0, 2], { south: 21, north: 22 });

    // South's last seed goes into his store: he earned an extra turn but has no seeds, so he passes.
    let r = move(p, 6);
    expect(r.events).toEqual([
      lift('south', 6, 1),
      sowS('south', 22),
      { type: 'extraTurn', side: 'south' },
      { type: 'pass', side: 'south' },
    ]);
    p = r.position;
    expect(p.isOver).toBe(false);
    expect(p.turn).toBe('north');
    expect(legalMoves(p)).toEqual([{ house: 1 }, { house: 2 }, { house: 6 }]);

    // North's move ends on his own side: South still has nothing and passes again.
    r = move(p, 1);
    expect(r.events).toEqual([
      lift('north', 1, 1),
      sowH('north', 2, 2),
      { type: 'pass', side: 'south' },
    ]);
    p = r.position;
    expect(p.turn).toBe('north');

    // North sows into South's houses: South moves again.
    r = move(p, 6);
    expect(r.events).toEqual([lift('north', 6, 2), sowS('north', 23), sowH('south', 1, 1)]);
    p = r.position;
    expect(p.turn).toBe('south');
    expect(legalMoves(p)).toEqual([{ house: 1 }]);

    // South's lone seed captures from an empty house (emptyCapture): his side is empty again, the
    // game goes on while North has seeds.
    r = move(p, 1);
    expect(r.events).toEqual([
      lift('south', 1, 1),
      sowH('south', 2, 1),
      {
        type: 'capture',
        by: 'south',
        houses: [
          { side: 'south', house: 2, seeds: 1 },
          { side: 'north', house: 5, seeds: 0 },
        ],
        seeds: 1,
      },
    ]);
    p = r.position;
    expect(p.isOver).toBe(false);
    expect(p.turn).toBe('north');

    r = move(p, 2);
    expect(r.events.at(-1)).toEqual({ type: 'pass', side: 'south' });
    p = r.position;
    expect(p.isOver).toBe(false);
    expect(p.houses('north')).toEqual([0, 0, 1, 0, 0, 0]);

    // North's last seed: every house is empty and the game is over.
    r = move(p, 3);
    expect(r.events).toEqual([
      lift('north', 3, 1),
      sowH('north', 4, 1),
      {
        type: 'capture',
        by: 'north',
        houses: [
          { side: 'north', house: 4, seeds: 1 },
          { side: 'south', house: 3, seeds: 0 },
        ],
        seeds: 1,
      },
      { type: 'end', end: { reason: 'allEmpty' }, scores: { south: 23, north: 25 } },
    ]);
    p = r.position;
    expect(p.end).toEqual({ reason: 'allEmpty' });
    expect(outcome(p)).toEqual({
      scores: { south: 23, north: 25 },
      winner: 'north',
      end: { reason: 'allEmpty' },
      decidedBy: 'score',
    });
  });

  it('003 Variant 1: a set-up position whose player to move has no seeds passes at once', () => {
    const rs = rules('kalaha-felt', { endRule: 'playOn' });
    const p = at(rs, [0, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0], {}, 'south');
    expect(p.isOver).toBe(false);
    expect(p.turn).toBe('north');
    expect(legalMoves(p)).toEqual([{ house: 1 }]);
  });

  it('003 Variant 1: all houses empty in a set-up position is the end', () => {
    const rs = rules('kalaha-felt', { endRule: 'playOn' });
    const p = at(rs, [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]);
    expect(p.end).toEqual({ reason: 'allEmpty' });
  });
});

describe('majorityEnd (004 "sich in einer Kalaha mehr als 36 Steine befinden")', () => {
  it('004 "mehr als 36 Steine … jeder Spieler gewinnt die Steine, die sich in seiner Reihe befinden": 37 ends the game and each house goes to its owner', () => {
    const p = at(rules('kalaha-de'), [1, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1], { south: 36 });
    const { position, events } = move(p, 6);
    expect(events).toEqual([
      lift('south', 6, 1),
      sowS('south', 37),
      sweep('south', 1, 1, 'south'),
      sweep('north', 1, 1, 'north'),
      sweep('north', 2, 1, 'north'),
      sweep('north', 3, 1, 'north'),
      sweep('north', 4, 1, 'north'),
      sweep('north', 5, 1, 'north'),
      sweep('north', 6, 1, 'north'),
      { type: 'end', end: { reason: 'majority', side: 'south' }, scores: { south: 38, north: 34 } },
    ]);
    expectAllHousesEmpty(position);
    expect(outcome(position)).toMatchObject({ winner: 'south', decidedBy: 'score' });
  });

  it('004 "mehr als 36": exactly 36 in a store does not end the game', () => {
    const p = at(rules('kalaha-de'), [1, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1], { south: 35 });
    const { position } = move(p, 6);
    expect(position.store('south')).toBe(36);
    expect(position.isOver).toBe(false);
    expect(position.turn).toBe('south');
  });

  it('004 majority end by a capture, for North', () => {
    const p = at(
      rules('kalaha-de'),
      [1, 1, 1, 5, 1, 1],
      [2, 0, 0, 1, 1, 1],
      { north: 31 },
      'north',
    );
    const { position, events } = move(p, 1);
    expect(events.at(-1)).toEqual({
      type: 'end',
      end: { reason: 'majority', side: 'north' },
      scores: { south: 31, north: 41 },
    });
    expect(position.end).toEqual({ reason: 'majority', side: 'north' });
  });

  it('majorityEnd means more than half of all seeds: 25 of 48 with 4 seeds a house (004 "3, 4, 5 oder 6 Steinen")', () => {
    const rs = rules('kalaha-de', { seeds: 4 });
    const p = at(rs, [1, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1], { south: 24 });
    const { position } = move(p, 6);
    expect(position.end).toEqual({ reason: 'majority', side: 'south' });
    expect(outcome(position)?.scores).toEqual({ south: 26, north: 22 });
  });

  it('docs/RULES.md 1.3: the majority check comes first, so under emptierTakes a move that both passes half and empties the side sweeps each house to its owner', () => {
    const rs = rules('kalaha', { majorityEnd: true });
    const p = at(rs, [0, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1], { south: 36 });
    const { position, events } = move(p, 6);
    expect(position.end).toEqual({ reason: 'majority', side: 'south' });
    expect(events.filter((e) => e.type === 'sweep').every((e) => e.side === e.to)).toBe(true);
    expect(position.store('south')).toBe(37);
    expect(position.store('north')).toBe(35);
  });

  it('000 has no majority rule (majorityEnd off in kalaha): a store past half does not end the game', () => {
    const p = at(rules(), [1, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1], { south: 36 });
    const { position } = move(p, 6);
    expect(position.store('south')).toBe(37);
    expect(position.isOver).toBe(false);
  });

  it('004 majority in a set-up position: the game is already over and the houses are swept to their owners', () => {
    const p = at(rules('kalaha-de'), [1, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1], { south: 37 });
    expect(p.end).toEqual({ reason: 'majority', side: 'south' });
    expect(p.store('south')).toBe(39);
    expect(p.store('north')).toBe(33);
    expectAllHousesEmpty(p);
  });

  it('004 "Unentschieden … wenn beide Spieler 36 Steine gesammelt haben": 36-36 is a draw', () => {
    const p = at(rules('kalaha-de'), [0, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1], { south: 35 });
    const { position } = move(p, 6);
    expect(position.end).toEqual({ reason: 'sideEmpty', side: 'south' });
    expect(outcome(position)).toEqual({
      scores: { south: 36, north: 36 },
      winner: undefined,
      end: { reason: 'sideEmpty', side: 'south' },
      decidedBy: 'draw',
    });
  });
});
