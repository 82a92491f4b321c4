/**
 * One Kalaha-family move (docs/RULES.md 1.2): sowing, extra turns and captures, each test naming the
 * rulebook line it checks. Positions are hand-built with `Position.fromSetup` and played with `play`.
 */
import { describe, it, expect } from 'vitest';
import type { MoveEvent } from '../events.ts';
import { Position } from '../position.ts';
import { at, lift, move, rules, sowH, sowS } from '../../test/fixtures.ts';

describe('sowing (docs/RULES.md 1.2 step 2)', () => {
  it('000 Spelstart "Fördela kulorna åt höger (motsols)… även en kula i sin egen stora skål": house 3 of the opening', () => {
    const { position, events } = move(Position.initial(rules()), 3);
    expect(events).toEqual([
      lift('south', 3, 6),
      sowH('south', 4, 7),
      sowH('south', 5, 7),
      sowH('south', 6, 7),
      sowS('south', 1),
      sowH('north', 1, 7),
      sowH('north', 2, 7),
    ]);
    expect(position.houses('south')).toEqual([6, 6, 0, 7, 7, 7]);
    expect(position.houses('north')).toEqual([7, 7, 6, 6, 6, 6]);
    expect(position.store('south')).toBe(1);
    expect(position.store('north')).toBe(0);
    expect(position.turn).toBe('north');
  });

  it('000 "OBS! Du får inte lägga några kulor i motspelarens stora skål" (004 "nicht aber die gegnerische Gewinnmulde"): South skips the North store', () => {
    const p = at(rules(), [0, 1, 0, 0, 0, 9], [1, 1, 1, 1, 1, 1], { south: 30, north: 26 });
    const { position, events } = move(p, 6);
    expect(events).toEqual([
      lift('south', 6, 9),
      sowS('south', 31),
      sowH('north', 1, 2),
      sowH('north', 2, 2),
      sowH('north', 3, 2),
      sowH('north', 4, 2),
      sowH('north', 5, 2),
      sowH('north', 6, 2),
      sowH('south', 1, 1),
      sowH('south', 2, 2),
    ]);
    expect(position.store('north')).toBe(26);
    expect(position.houses('south')).toEqual([1, 2, 0, 0, 0, 0]);
    expect(position.turn).toBe('north');
  });

  it('001 "Men aldrig i modstanderens store fordybning!": North skips the South store', () => {
    const p = at(
      rules(),
      [1, 1, 1, 1, 1, 1],
      [0, 1, 0, 0, 0, 9],
      { south: 26, north: 30 },
      'north',
    );
    const { position, events } = move(p, 6);
    expect(events).toEqual([
      lift('north', 6, 9),
      sowS('north', 31),
      sowH('south', 1, 2),
      sowH('south', 2, 2),
      sowH('south', 3, 2),
      sowH('south', 4, 2),
      sowH('south', 5, 2),
      sowH('south', 6, 2),
      sowH('north', 1, 1),
      sowH('north', 2, 2),
    ]);
    expect(position.store('south')).toBe(26);
    expect(position.turn).toBe('south');
  });
});

describe('extra turn (docs/RULES.md 1.1 extraTurn)', () => {
  const south = [1, 0, 0, 3, 0, 0];
  const north = [1, 1, 1, 1, 1, 1];

  it('000 "Extradrag!" / 004 Hauptregel 1: the last seed in the own store gives another move', () => {
    const { position, events } = move(at(rules(), south, north), 4);
    expect(events).toEqual([
      lift('south', 4, 3),
      sowH('south', 5, 1),
      sowH('south', 6, 1),
      sowS('south', 32),
      { type: 'extraTurn', side: 'south' },
    ]);
    expect(position.turn).toBe('south');
    expect(position.isOver).toBe(false);
  });

  it('001 "far man et ekstra træk": North moves again too', () => {
    const p = at(rules(), [1, 1, 1, 1, 1, 1], [1, 0, 0, 0, 2, 0], {}, 'north');
    const { position, events } = move(p, 5);
    expect(events.at(-1)).toEqual({ type: 'extraTurn', side: 'north' });
    expect(position.turn).toBe('north');
  });

  it('docs/RULES.md 1.1 extraTurn none: the last seed in the own store ends the turn', () => {
    const { position, events } = move(at(rules('kalaha', { extraTurn: 'none' }), south, north), 4);
    expect(events.some((e) => e.type === 'extraTurn')).toBe(false);
    expect(events.at(-1)).toEqual(sowS('south', 32));
    expect(position.turn).toBe('north');
  });

  it('000 "Avslutar du ditt drag med en kula i din egen stora skål" (extraTurn store): only the store gives another move, a non-empty own house ends the turn', () => {
    const { position, events } = move(at(rules(), [2, 0, 4, 0, 0, 0], north), 1);
    expect(events.some((e) => e.type === 'extraTurn')).toBe(false);
    expect(position.turn).toBe('north');
  });

  it('002 "Hamnar man däremot i en grop på sin egna sida så får man istället göra ett nytt drag" (extraTurn ownSide): a non-empty own house gives another move', () => {
    const { position, events } = move(at(rules('kalaha-ownside'), [2, 0, 4, 0, 0, 0], north), 1);
    expect(events).toEqual([
      lift('south', 1, 2),
      sowH('south', 2, 1),
      sowH('south', 3, 5),
      { type: 'extraTurn', side: 'south' },
    ]);
    expect(position.turn).toBe('south');
  });

  it('002 "Det gäller även när man hamnar i sitt bo" (extraTurn ownSide): the own store still gives another move', () => {
    const { position } = move(at(rules('kalaha-ownside'), south, north), 4);
    expect(position.turn).toBe('south');
  });

  it('002 "kommer tillbaka till sin sida och får göra ett extra drag" (extraTurn ownSide): after a lap through the opponent houses', () => {
    const p = at(rules('kalaha-ownside'), [1, 1, 1, 0, 0, 10], north);
    const { position, events } = move(p, 6);
    expect(events.at(-2)).toEqual(sowH('south', 3, 2));
    expect(events.at(-1)).toEqual({ type: 'extraTurn', side: 'south' });
    expect(position.turn).toBe('south');
  });

  it('002 "Det är sedan motståndarens tur, så inga ytterligare extradrag" (extraTurn ownSide): an own empty house is the capture case, no extra turn', () => {
    const p = at(rules('kalaha-ownside'), [2, 0, 0, 1, 1, 1], [1, 1, 1, 5, 1, 1]);
    const { position, events } = move(p, 1);
    expect(events.some((e) => e.type === 'capture')).toBe(true);
    expect(events.some((e) => e.type === 'extraTurn')).toBe(false);
    expect(position.turn).toBe('north');
  });
});

describe('capture (docs/RULES.md 1.1 capture, emptyCapture)', () => {
  // South house 1 (2 seeds) sows houses 2 and 3; house 3 was empty and faces North house 4.
  const south = [2, 0, 0, 1, 1, 1];
  const north = [1, 1, 1, 5, 1, 1];

  it('000 "Ta kulor från motspelaren!" / 004 Hauptregel 2: the last seed in an own empty house takes it and the opposite house', () => {
    const p = at(rules(), south, north, { south: 30 });
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
    ]);
    expect(position.houses('south')).toEqual([0, 1, 0, 1, 1, 1]);
    expect(position.houses('north')).toEqual([1, 1, 1, 0, 1, 1]);
    expect(position.store('south')).toBe(36);
    expect(position.turn).toBe('north');
  });

  it('001 "Dette giver ikke et ekstra træk": a capture ends the turn (extraTurn store)', () => {
    const { position, events } = move(at(rules(), south, north), 1);
    expect(events.some((e) => e.type === 'extraTurn')).toBe(false);
    expect(position.turn).toBe('north');
  });

  it('000 "motsatta lilla skål (tvärsöver brädet)": North house 3 faces South house 4', () => {
    const p = at(rules(), north, south, { north: 30 }, 'north');
    const { position, events } = move(p, 1);
    expect(events.at(-1)).toEqual({
      type: 'capture',
      by: 'north',
      houses: [
        { side: 'north', house: 3, seeds: 1 },
        { side: 'south', house: 4, seeds: 5 },
      ],
      seeds: 6,
    });
    expect(position.store('north')).toBe(36);
    expect(position.turn).toBe('south');
  });

  it('docs/RULES.md 1.1 capture none: the last seed stays in the empty own house and the turn ends', () => {
    const { position, events } = move(at(rules('kalaha', { capture: 'none' }), south, north), 1);
    expect(events.some((e) => e.type === 'capture')).toBe(false);
    expect(position.houses('south')).toEqual([0, 1, 1, 1, 1, 1]);
    expect(position.house('north', 4)).toBe(5);
    expect(position.turn).toBe('north');
  });

  it('capture none with extraTurn ownSide: "the capture did not apply" gives the extra turn (docs/RULES.md 1.2)', () => {
    const rs = rules('kalaha', { capture: 'none', extraTurn: 'ownSide' });
    const { position, events } = move(at(rs, south, north), 1);
    expect(events.at(-1)).toEqual({ type: 'extraTurn', side: 'south' });
    expect(position.turn).toBe('south');
  });

  it('emptyCapture true (000 "den lagda kulan + alla kulor", the kalaha default): the lone seed goes to the store when the opposite house is empty', () => {
    const p = at(rules(), south, [1, 1, 1, 0, 1, 1], { south: 30 });
    const { position, events } = move(p, 1);
    expect(events.at(-1)).toEqual({
      type: 'capture',
      by: 'south',
      houses: [
        { side: 'south', house: 3, seeds: 1 },
        { side: 'north', house: 4, seeds: 0 },
      ],
      seeds: 1,
    });
    expect(position.house('south', 3)).toBe(0);
    expect(position.store('south')).toBe(31);
    expect(position.turn).toBe('north');
  });

  it('docs/RULES.md 1.1 emptyCapture false (standard Kalah, preset kalah): nothing is captured from an empty opposite house and the seed stays', () => {
    const p = at(rules('kalah'), south, [1, 1, 1, 0, 1, 1], { south: 10 });
    const { position, events } = move(p, 1);
    expect(events.some((e) => e.type === 'capture')).toBe(false);
    expect(position.house('south', 3)).toBe(1);
    expect(position.store('south')).toBe(10);
    expect(position.turn).toBe('north');
  });

  it('docs/RULES.md 1.1 emptyCapture false (standard Kalah) still captures when the opposite house holds seeds (standard Kalah)', () => {
    const p = at(rules('kalah'), south, north, { south: 10 });
    const { position } = move(p, 1);
    expect(position.store('south')).toBe(16);
    expect(position.house('north', 4)).toBe(0);
  });

  it('emptyCapture false with extraTurn ownSide: the capture did not apply, so the own house gives an extra turn (docs/RULES.md 1.2)', () => {
    const rs = rules('kalah', { extraTurn: 'ownSide' });
    const { position } = move(at(rs, south, [1, 1, 1, 0, 1, 1]), 1);
    expect(position.turn).toBe('south');
    expect(position.house('south', 3)).toBe(1);
  });

  it('a house that received a seed earlier in the move is not empty: no capture (docs/RULES.md 1.2 "empty before this seed")', () => {
    // 14 seeds from South house 2: the 13th seed lands in house 2, the 14th in house 3 which held
    // 0 at the start but 1 after the first lap.
    const p = at(rules(), [1, 14, 0, 1, 1, 1], [1, 1, 1, 1, 1, 1]);
    const { position, events } = move(p, 2);
    expect(events.at(-1)).toEqual(sowH('south', 3, 2, 2));
    expect(position.turn).toBe('north');
  });
});

describe('one lap and the emptied house (004 Tip, skipOrigin, captureNeedsLap)', () => {
  // South house 2 holds 13: houses 3-6, the store, North 1-6, South 1, and the 13th seed in house 2.
  const south = [1, 13, 1, 1, 1, 1];
  const north = [1, 1, 1, 1, 3, 1];
  const lapEvents = (lastLap: MoveEvent): MoveEvent[] => [
    lift('south', 2, 13),
    sowH('south', 3, 2),
    sowH('south', 4, 2),
    sowH('south', 5, 2),
    sowH('south', 6, 2),
    sowS('south', 24),
    sowH('north', 1, 2),
    sowH('north', 2, 2),
    sowH('north', 3, 2),
    sowH('north', 4, 2),
    sowH('north', 5, 4),
    sowH('north', 6, 2),
    sowH('south', 1, 2),
    lastLap,
  ];

  it('004 Tip "Mit 13 Steinen kann man eine gesamte Runde spielen und der letzte Stein fällt in die inzwischen leere Ausgangsmulde": it captures', () => {
    const { position, events } = move(at(rules(), south, north), 2);
    expect(events).toEqual([
      ...lapEvents(sowH('south', 2, 1, 2)),
      {
        type: 'capture',
        by: 'south',
        houses: [
          { side: 'south', house: 2, seeds: 1 },
          { side: 'north', house: 5, seeds: 4 },
        ],
        seeds: 5,
      },
    ]);
    expect(position.houses('south')).toEqual([2, 0, 2, 2, 2, 2]);
    expect(position.house('north', 5)).toBe(0);
    expect(position.store('south')).toBe(29);
    expect(position.turn).toBe('north');
  });

  it('004 Variante "Die Mulde, aus der die Steine entnommen wurden, wird beim Verteilen ausgelassen" (skipOrigin): the 13th seed lands one further', () => {
    const { position, events } = move(at(rules('kalaha', { skipOrigin: true }), south, north), 2);
    expect(events).toEqual(lapEvents(sowH('south', 3, 3, 2)));
    expect(position.houses('south')).toEqual([2, 0, 3, 2, 2, 2]);
    expect(position.store('south')).toBe(24);
    expect(position.turn).toBe('north');
  });

  it('004 "Das kann nur passieren, wenn sich mehr als 12 Steine darin befunden haben" (skipOrigin): 2m = 12 seeds sow the same either way', () => {
    const s = [1, 12, 1, 1, 1, 1];
    const n = [1, 1, 1, 1, 1, 1];
    const plain = move(at(rules(), s, n), 2);
    const skipping = move(at(rules('kalaha', { skipOrigin: true }), s, n), 2);
    expect(skipping.position.toSetup()).toEqual(plain.position.toSetup());
    expect(skipping.events).toEqual(plain.events);
    expect(plain.position.houses('south')).toEqual([2, 0, 2, 2, 2, 2]);
  });

  it('docs/RULES.md 1.1 skipOrigin (004 Variante) "matters from 2m+1 seeds up" on any board: 3 seeds on a 1-house side reach the store instead of the origin', () => {
    const rs = rules('kalaha', { houses: 1, seeds: 2 });
    const plain = move(at(rs, [3], [1], { south: 0, north: 0 }), 1);
    expect(plain.events).toEqual([
      lift('south', 1, 3),
      sowS('south', 1),
      sowH('north', 1, 2),
      sowH('south', 1, 1, 2),
      {
        type: 'capture',
        by: 'south',
        houses: [
          { side: 'south', house: 1, seeds: 1 },
          { side: 'north', house: 1, seeds: 2 },
        ],
        seeds: 3,
      },
      { type: 'end', end: { reason: 'sideEmpty', side: 'both' }, scores: { south: 4, north: 0 } },
    ]);
    const skipping = move(
      at(rules('kalaha', { houses: 1, seeds: 2, skipOrigin: true }), [3], [1], {
        south: 0,
        north: 0,
      }),
      1,
    );
    expect(skipping.events).toEqual([
      lift('south', 1, 3),
      sowS('south', 1),
      sowH('north', 1, 2),
      sowS('south', 2, 2),
      { type: 'sweep', side: 'north', house: 1, seeds: 2, to: 'south' },
      { type: 'end', end: { reason: 'sideEmpty', side: 'south' }, scores: { south: 4, north: 0 } },
    ]);
  });

  it('004 Variante "Regel 2 gilt nur nachdem die gegnerischen Mulden bedient wurden" (captureNeedsLap): no capture without sowing the opponent houses', () => {
    const rs = rules('kalaha', { captureNeedsLap: true });
    const p = at(rs, [2, 0, 0, 1, 1, 1], [1, 1, 1, 5, 1, 1]);
    const { position, events } = move(p, 1);
    expect(events.some((e) => e.type === 'capture')).toBe(false);
    expect(position.houses('south')).toEqual([0, 1, 1, 1, 1, 1]);
    expect(position.house('north', 4)).toBe(5);
    expect(position.turn).toBe('north');
  });

  it('004 Variante + Tip (captureNeedsLap): the 13-seed lap that lands in the emptied origin captures', () => {
    const { position, events } = move(
      at(rules('kalaha', { captureNeedsLap: true }), south, north),
      2,
    );
    expect(events.at(-1)).toMatchObject({ type: 'capture', by: 'south', seeds: 5 });
    expect(position.store('south')).toBe(29);
  });

  it('004 Variante (captureNeedsLap): a move that went round the opponent houses and ends in another own empty house captures', () => {
    // South house 5 holds 10: house 6, the store, North 1-6, South 1 and South 2 (empty, faces North 5).
    const rs = rules('kalaha', { captureNeedsLap: true });
    const p = at(rs, [1, 0, 1, 1, 10, 1], [1, 1, 1, 1, 3, 1], { south: 20 });
    const { position, events } = move(p, 5);
    expect(events.at(-1)).toEqual({
      type: 'capture',
      by: 'south',
      houses: [
        { side: 'south', house: 2, seeds: 1 },
        { side: 'north', house: 5, seeds: 4 },
      ],
      seeds: 5,
    });
    expect(position.store('south')).toBe(26);
  });

  it('captureNeedsLap with extraTurn ownSide: a refused capture is "an own house otherwise" and gives the extra turn (docs/RULES.md 1.2)', () => {
    const rs = rules('kalaha', { captureNeedsLap: true, extraTurn: 'ownSide' });
    const { position } = move(at(rs, [2, 0, 0, 1, 1, 1], [1, 1, 1, 5, 1, 1]), 1);
    expect(position.turn).toBe('south');
  });
});

describe('004 Variante Zusatzregel (captureTwoThree)', () => {
  const twoThree = rules('kalaha', { captureTwoThree: true });

  it('004 "so daß sich dort insgesamt 2 oder 3 Bohnen befinden … Wenn die davor liegende Mulde auch diese Bedingung erfüllt": a chain back to North house 1, never the own store', () => {
    // South house 6 (4 seeds): the store (2 → 3, a count the chain must not take), North 1, 2, 3.
    const p = at(twoThree, [1, 1, 1, 1, 1, 4], [1, 2, 1, 5, 5, 5], { south: 2 });
    const { position, events } = move(p, 6);
    expect(events).toEqual([
      lift('south', 6, 4),
      sowS('south', 3),
      sowH('north', 1, 2),
      sowH('north', 2, 3),
      sowH('north', 3, 2),
      {
        type: 'capture',
        by: 'south',
        houses: [
          { side: 'north', house: 3, seeds: 2 },
          { side: 'north', house: 2, seeds: 3 },
          { side: 'north', house: 1, seeds: 2 },
        ],
        seeds: 7,
      },
    ]);
    expect(position.houses('north')).toEqual([0, 0, 0, 5, 5, 5]);
    expect(position.store('south')).toBe(10);
    expect(position.houses('south')).toEqual([1, 1, 1, 1, 1, 0]);
    expect(position.turn).toBe('north');
  });

  it('004 "so daß insgesamt maximal 3 Mulden zu maximal 3 Steinen geleert werden können": at most 3 houses', () => {
    const p = at(twoThree, [1, 1, 1, 1, 1, 5], [1, 1, 1, 1, 5, 5]);
    const { position, events } = move(p, 6);
    expect(events.at(-1)).toEqual({
      type: 'capture',
      by: 'south',
      houses: [
        { side: 'north', house: 4, seeds: 2 },
        { side: 'north', house: 3, seeds: 2 },
        { side: 'north', house: 2, seeds: 2 },
      ],
      seeds: 6,
    });
    expect(position.houses('north')).toEqual([2, 0, 0, 0, 5, 5]);
  });

  it('004 Zusatzregel: the chain stops at a house holding another count', () => {
    const p = at(twoThree, [1, 1, 1, 1, 1, 5], [1, 1, 3, 1, 5, 5]);
    const { position, events } = move(p, 6);
    expect(events.at(-1)).toEqual({
      type: 'capture',
      by: 'south',
      houses: [{ side: 'north', house: 4, seeds: 2 }],
      seeds: 2,
    });
    expect(position.houses('north')).toEqual([2, 2, 4, 0, 5, 5]);
  });

  it('004 Zusatzregel: no capture when the last seed makes 1 or 4', () => {
    for (const before of [0, 3]) {
      const p = at(twoThree, [1, 1, 1, 1, 1, 2], [before, 1, 1, 1, 1, 1]);
      const { position, events } = move(p, 6);
      expect(events.some((e) => e.type === 'capture')).toBe(false);
      expect(position.house('north', 1)).toBe(before + 1);
    }
  });

  it('004 Zusatzregel is a variant: off by default (kalaha), 2 and 3 stay', () => {
    const p = at(rules(), [1, 1, 1, 1, 1, 4], [1, 2, 1, 5, 5, 5], { south: 2 });
    const { position, events } = move(p, 6);
    expect(events.some((e) => e.type === 'capture')).toBe(false);
    expect(position.houses('north')).toEqual([2, 3, 2, 5, 5, 5]);
  });

  it('004 Zusatzregel for North: the chain runs back along the South row', () => {
    const p = at(twoThree, [1, 2, 1, 5, 5, 5], [1, 1, 1, 1, 1, 4], { north: 2 }, 'north');
    const { position, events } = move(p, 6);
    expect(events.at(-1)).toEqual({
      type: 'capture',
      by: 'north',
      houses: [
        { side: 'south', house: 3, seeds: 2 },
        { side: 'south', house: 2, seeds: 3 },
        { side: 'south', house: 1, seeds: 2 },
      ],
      seeds: 7,
    });
    expect(position.store('north')).toBe(10);
    expect(position.turn).toBe('south');
  });

  it('004 Zusatzregel: a 2-or-3 capture ends the turn even under extraTurn ownSide', () => {
    const rs = rules('kalaha', { captureTwoThree: true, extraTurn: 'ownSide' });
    const { position, events } = move(at(rs, [1, 1, 1, 1, 1, 4], [1, 2, 1, 5, 5, 5]), 6);
    expect(events.some((e) => e.type === 'extraTurn')).toBe(false);
    expect(position.turn).toBe('north');
  });
});

describe('docs/RULES.md 6: the 17-move chain', () => {
  it('docs/RULES.md 6 / 000 "Har du riktig flyt kan du göra många extradrag på rad": houses 6, 4, 2, 3, 1, 1 give South 17 moves, each ending in his store, until his side is empty', () => {
    let p = at(rules(), [6, 4, 2, 3, 1, 1], [6, 6, 6, 6, 6, 6]);
    const store0 = p.store('south');
    let moves = 0;
    while (!p.isOver) {
      expect(p.turn).toBe('south');
      // The house whose seed count equals its distance to the store (house h is 7 - h away);
      // when several do, the one nearest the store.
      const houses = p.houses('south');
      let h = 6;
      while (h >= 1 && houses[h - 1] !== 7 - h) h--;
      expect(h).toBeGreaterThanOrEqual(1);
      const { position, events } = move(p, h);
      const sows = events.filter((e) => e.type === 'sow');
      expect(sows.at(-1)).toMatchObject({ pit: { kind: 'store', side: 'south' } });
      // Every move but the last earns an extra turn; the last empties South's side and ends the game.
      if (!position.isOver) expect(events).toContainEqual({ type: 'extraTurn', side: 'south' });
      p = position;
      moves++;
    }
    expect(moves).toBe(17);
    expect(p.houses('south')).toEqual([0, 0, 0, 0, 0, 0]);
    expect(p.end).toEqual({ reason: 'sideEmpty', side: 'south' });
    // 17 seeds sown into the store, then (emptierTakes) North's 36 seeds.
    expect(p.store('south')).toBe(store0 + 17 + 36);
  });

  it('docs/RULES.md 6 / OEIS A002491: 17 is the most for 6 houses; 18 seeds already need a 7th house, and then make 18 moves', () => {
    // Builds the unique clearable position with k seeds by undoing moves: the empty house nearest
    // the store, at distance d, gets d seeds and each house nearer the store gives one back.
    const clearable = (k: number): number[] => {
      const byDistance: number[] = [];
      for (let s = 0; s < k; s++) {
        let d = 1;
        while ((byDistance[d - 1] ?? 0) > 0) d++;
        byDistance[d - 1] = d;
        for (let e = 1; e < d; e++) byDistance[e - 1]!--;
      }
      return byDistance;
    };
    expect(clearable(17)).toEqual([1, 1, 3, 2, 4, 6]); // distances 1..6 = houses 6..1
    const eighteen = clearable(18);
    expect(eighteen).toHaveLength(7);
    let p = at(rules('kalaha', { houses: 7 }), [...eighteen].reverse(), [6, 6, 6, 6, 6, 6, 6]);
    let moves = 0;
    while (!p.isOver) {
      const houses = p.houses('south');
      let h = 7;
      while (h >= 1 && houses[h - 1] !== 8 - h) h--;
      const { position, events } = move(p, h);
      if (!position.isOver) expect(events).toContainEqual({ type: 'extraTurn', side: 'south' });
      p = position;
      moves++;
    }
    expect(moves).toBe(18);
  });
});
