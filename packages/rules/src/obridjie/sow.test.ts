/**
 * Obridjie's relay sowing, fours, capture, skipped origin and never-ending moves (docs/RULES.md 3,
 * rulebook 004 "Obridjic"), on hand-built positions of 2×6 houses and 48 seeds, through the public
 * API.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, play } from '../play.ts';
import { at, four, lift, move, obridjie, sowH, sweep } from '../../test/fixtures.ts';
import { naiveRelativeMoves } from '../../test/naive-relatives.ts';

const OBRIDJIE = obridjie();

describe('Obridjie sowing (docs/RULES.md 3)', () => {
  it('the last seed in an empty house ends the turn (004: "trifft die letzte Bohne auf eine leere Mulde, dann ist Ihr Gegner am Zug")', () => {
    const p = at(OBRIDJIE, [2, 0, 0, 8, 8, 8], [4, 4, 4, 4, 0, 0]);
    const { position, events } = move(p, 1);
    expect(events).toEqual([lift('south', 1, 2), sowH('south', 2, 1), sowH('south', 3, 1)]);
    expect(position.turn).toBe('north');
  });

  it('the last seed in a house that held seeds: they are lifted and sown on, from either side (relay; 004: "so nehmen Sie die darin enthaltenen Bohnen und spielen weiter")', () => {
    const p = at(OBRIDJIE, [0, 0, 0, 0, 1, 2], [0, 1, 0, 0, 5, 5]);
    const { position, events } = move(p, 6);
    expect(events).toEqual([
      lift('south', 6, 2),
      sowH('north', 1, 1),
      sowH('north', 2, 2),
      // The relay lifts North's house 2, the house the last seed fell in.
      lift('north', 2, 2),
      sowH('north', 3, 1),
      sowH('north', 4, 1),
    ]);
    expect(position.houses('north')).toEqual([1, 0, 1, 1, 5, 5]);
    expect(position.turn).toBe('north');
  });

  it('the last seed making a house hold 4 captures them for the mover and ends the turn (004: "Fällt die letzte Bohne in ein Feld mit 3 Bohnen, so gewinnen sie die 4 Bohnen")', () => {
    const p = at(OBRIDJIE, [8, 8, 0, 0, 0, 1], [3, 0, 0, 0, 5, 5]);
    const { position, events } = move(p, 6);
    expect(events).toEqual([
      lift('south', 6, 1),
      sowH('north', 1, 4),
      { type: 'capture', by: 'south', houses: [{ side: 'north', house: 1, seeds: 4 }], seeds: 4 },
    ]);
    expect(position.store('south')).toBe(p.store('south') + 4);
    expect(position.turn).toBe('north');
  });

  it('the mover also captures a 4 made by his last seed on his own side', () => {
    const p = at(OBRIDJIE, [1, 3, 8, 0, 0, 0], [0, 0, 0, 0, 5, 5]);
    const { position, events } = move(p, 1);
    expect(events.at(-1)).toEqual({
      type: 'capture',
      by: 'south',
      houses: [{ side: 'south', house: 2, seeds: 4 }],
      seeds: 4,
    });
    expect(position.store('south')).toBe(p.store('south') + 4);
  });

  it('a seed that is not the last making a house hold 4: those 4 go at once to that side\'s owner (004: "so gehören die Bohnen dem Spieler, auf dessen Seite sich das Feld befindet")', () => {
    const p = at(OBRIDJIE, [8, 8, 0, 0, 3, 3], [3, 0, 0, 0, 5, 5]);
    const { position, events } = move(p, 5);
    expect(events).toEqual([
      lift('south', 5, 3),
      sowH('south', 6, 4),
      four('south', 6),
      sowH('north', 1, 4),
      four('north', 1),
      sowH('north', 2, 1),
    ]);
    expect(position.store('south')).toBe(p.store('south') + 4);
    expect(position.store('north')).toBe(p.store('north') + 4);
    expect(position.houses('south')).toEqual([8, 8, 0, 0, 0, 0]);
    expect(position.houses('north')).toEqual([0, 1, 0, 0, 5, 5]);
  });

  it('with 12 seeds or more lifted, at every lift, their house is skipped (004: "Wenn Sie wenigstens 12 Bohnen aufgenommen haben, dann berücksichtigen Sie beim Verteilen die Ausgangsmulde nicht")', () => {
    // House 1's seed makes house 2 hold 12: the relay lifts 12, sows the 11 other houses and the
    // 12th, skipping house 2, lands in house 3, emptied on the way by its four.
    const p = at(OBRIDJIE, [1, 11, 3, 0, 0, 0], [0, 0, 0, 0, 0, 0]);
    const { position, events } = move(p, 1);
    expect(events).toEqual([
      lift('south', 1, 1),
      sowH('south', 2, 12),
      lift('south', 2, 12),
      sowH('south', 3, 4),
      four('south', 3),
      sowH('south', 4, 1),
      sowH('south', 5, 1),
      sowH('south', 6, 1),
      ...[1, 2, 3, 4, 5, 6].map((h) => sowH('north', h, 1)),
      sowH('south', 1, 1),
      sowH('south', 3, 1, 2),
    ]);
    expect(position.houses('south')).toEqual([1, 0, 1, 1, 1, 1]);
    expect(position.houses('north')).toEqual([1, 1, 1, 1, 1, 1]);
    expect(position.store('south')).toBe(p.store('south') + 4);
  });

  it('with 11 seeds the sowing stops short of its house, which is not skipped (no lap 2)', () => {
    const p = at(OBRIDJIE, [11, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]);
    const { position, events } = move(p, 1);
    expect(
      events.filter((e) => e.type === 'sow').every((e) => e.type === 'sow' && e.lap === 1),
    ).toBe(true);
    expect(position.houses('south')).toEqual([0, 1, 1, 1, 1, 1]);
    expect(position.houses('north')).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

describe('Obridjie never-ending moves (docs/RULES.md 3: "A move whose relay sowing would never end … is not legal")', () => {
  // House 6 relays round the board for ever: 2 seeds lifted, the last in a house holding 1, again
  // and again, never making a 4 (found by search; the naive model agrees).
  const endless = { south: [1, 0, 1, 0, 1, 2], north: [0, 1, 0, 1, 0, 2] };

  it('is not among the legal moves and is refused with ERR_ENDLESS_MOVE', () => {
    const p = at(OBRIDJIE, endless.south, endless.north);
    expect(legalMoves(p)).toEqual([{ house: 1 }, { house: 3 }, { house: 5 }]);
    const refused = play(p, { house: 6 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'ERR_ENDLESS_MOVE' } });
    expect(!refused.ok && refused.error.message).toContain('never end');
  });

  it('the naive model, which keeps every state inside the move, finds the same legal moves', () => {
    const p = at(OBRIDJIE, endless.south, endless.north);
    const naive = naiveRelativeMoves(OBRIDJIE, {
      south: endless.south,
      north: endless.north,
      southStore: p.store('south'),
      northStore: p.store('north'),
      turn: 'south',
      ended: undefined,
      history: [],
    });
    expect(naive).toEqual([1, 3, 5]);
  });
});

describe('Obridjie end (docs/RULES.md 3: "the player to move cannot move"; 004: "Das Spiel endet, wenn ein Spieler nicht mehr ziehen kann")', () => {
  it("capturing the opponent's last seeds ends the game; the seeds in houses go to their side's owner", () => {
    const p = at(OBRIDJIE, [2, 0, 0, 0, 0, 1], [3, 0, 0, 0, 0, 0]);
    const { position, events } = move(p, 6);
    expect(events.slice(2)).toEqual([
      { type: 'capture', by: 'south', houses: [{ side: 'north', house: 1, seeds: 4 }], seeds: 4 },
      sweep('south', 1, 2, 'south'),
      {
        type: 'end',
        end: { reason: 'noMove', side: 'north' },
        scores: { south: p.store('south') + 6, north: p.store('north') },
      },
    ]);
    expect(position.end).toEqual({ reason: 'noMove', side: 'north' });
  });
});
