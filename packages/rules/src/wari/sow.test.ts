/**
 * Wari's sowing, capture and grand slam (docs/RULES.md 2, rulebook 004 "Wari"), on hand-built positions
 * of 2×6 houses and 48 seeds, through the public `play`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { houseIndex } from '../board.ts';
import type { Side } from '../side.ts';
import { isGrandSlam, sowWari } from './sow.ts';
import type { MoveEvent } from '../events.ts';
import { legalMoves, play } from '../play.ts';
import { at, lift, move, sowH, wari } from '../../test/fixtures.ts';

const WARI = wari();
const OWARE = wari({}, 'oware');

describe('Wari sowing (docs/RULES.md 2; 004: "verteilen den Inhalt gegen den Uhrzeigersinn einzeln auf die anderen Mulden")', () => {
  it('sows one seed a house counter-clockwise through both rows, never into a store', () => {
    const p = at(WARI, [0, 0, 0, 4, 0, 0], [1, 1, 1, 1, 1, 1], { south: 20 });
    const { position, events } = move(p, 4);
    expect(events).toEqual([
      lift('south', 4, 4),
      sowH('south', 5, 1),
      sowH('south', 6, 1),
      sowH('north', 1, 2),
      sowH('north', 2, 2),
      // The last seed made North's house 2 hold 2: captured with North's house 1 (below).
      {
        type: 'capture',
        by: 'south',
        houses: [
          { side: 'north', house: 2, seeds: 2 },
          { side: 'north', house: 1, seeds: 2 },
        ],
        seeds: 4,
      },
    ]);
    expect(position.store('south')).toBe(24);
    expect(position.turn).toBe('north');
  });

  it('skips the house the seeds were lifted from with 12 seeds, the 12th landing one further (docs/RULES.md 2 (choice); 004: "Ausgangsmulde nicht")', () => {
    const p = at(WARI, [12, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1]);
    const { position, events } = move(p, 1);
    const sown = events.filter((e) => e.type === 'sow');
    expect(sown).toHaveLength(12);
    expect(sown[10]).toEqual(sowH('north', 6, 2));
    expect(sown[11]).toEqual(sowH('south', 2, 2, 2));
    expect(position.houses('south')).toEqual([0, 2, 1, 1, 1, 2]);
    expect(position.houses('north')).toEqual([2, 2, 2, 2, 2, 2]);
    // The last seed fell on South's own side: nothing is captured.
    expect(events.some((e) => e.type === 'capture')).toBe(false);
  });

  it('originSkip over12 (004 literally: "Enthält eine Mulde mehr als 12 Bohnen … Ausgangsmulde nicht"): the 12th of 12 seeds lands in the emptied house; 13 still skip it', () => {
    const rules = wari({ originSkip: 'over12' });
    const twelve = move(at(rules, [12, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1]), 1);
    const sown = twelve.events.filter((e) => e.type === 'sow');
    expect(sown[11]).toEqual(sowH('south', 1, 1, 2));
    expect(twelve.position.houses('south')).toEqual([1, 1, 1, 1, 1, 2]);
    expect(twelve.position.houses('north')).toEqual([2, 2, 2, 2, 2, 2]);
    const thirteen = move(at(rules, [13, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]), 1);
    expect(thirteen.position.houses('south')).toEqual([0, 2, 2, 1, 1, 1]);
  });

  it('skips the origin on every lap: 23 seeds go twice round the 11 other houses, the 23rd on lap 3', () => {
    const p = at(WARI, [23, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]);
    const { position, events } = move(p, 1);
    const laps = events.flatMap((e) => (e.type === 'sow' ? [e.lap] : []));
    expect(laps).toEqual([...Array<number>(11).fill(1), ...Array<number>(11).fill(2), 3]);
    expect(position.houses('south')).toEqual([0, 3, 2, 2, 2, 2]);
    expect(position.houses('north')).toEqual([2, 2, 2, 2, 2, 2]);
  });
});

describe('Wari capture (docs/RULES.md 2; 004: "Wenn Ihre letzte Bohne in eine gegnerische Mulde kommt, in der sich genau 1 oder 2 Bohnen befinden")', () => {
  it('captureChain pair (004 literally: "die unmittelbar vor dieser Mulde befindliche Mulde"): the hit house and at most the one before it', () => {
    const p = at(wari({ captureChain: 'pair' }), [8, 8, 8, 0, 2, 4], [1, 1, 2, 1, 5, 0]);
    const { position, events } = move(p, 6);
    expect(events.at(-1)).toEqual({
      type: 'capture',
      by: 'south',
      houses: [
        { side: 'north', house: 4, seeds: 2 },
        { side: 'north', house: 3, seeds: 3 },
      ],
      seeds: 5,
    });
    expect(position.houses('north')).toEqual([2, 2, 0, 0, 5, 0]);
  });

  it('takes the last house when it then holds 2 or 3, and the houses before it while they hold 2 or 3, back along the row', () => {
    // South's own house 5 holds 2 but is not the opponent's: the chain stops at North's house 1.
    const p = at(WARI, [8, 8, 8, 0, 2, 4], [1, 1, 2, 1, 5, 0]);
    const { position, events } = move(p, 6);
    expect(events.at(-1)).toEqual({
      type: 'capture',
      by: 'south',
      houses: [
        { side: 'north', house: 4, seeds: 2 },
        { side: 'north', house: 3, seeds: 3 },
        { side: 'north', house: 2, seeds: 2 },
        { side: 'north', house: 1, seeds: 2 },
      ],
      seeds: 9,
    });
    expect(position.houses('north')).toEqual([0, 0, 0, 0, 5, 0]);
    expect(position.houses('south')).toEqual([8, 8, 8, 0, 2, 0]);
    expect(position.store('south')).toBe(p.store('south') + 9);
  });

  it('stops the chain at the first house before that does not hold 2 or 3', () => {
    const p = at(WARI, [8, 8, 8, 0, 0, 4], [1, 3, 0, 1, 5, 0]);
    const { position, events } = move(p, 6);
    expect(events.at(-1)).toEqual({
      type: 'capture',
      by: 'south',
      houses: [{ side: 'north', house: 4, seeds: 2 }],
      seeds: 2,
    });
    expect(position.houses('north')).toEqual([2, 4, 1, 0, 5, 0]);
  });

  it("captures nothing when the last house holds 1 or 4 and more, or is the mover's own", () => {
    for (const [north, house, south] of [
      [[0, 2, 2, 2, 2, 2], 6, [8, 8, 0, 0, 0, 1]], // last seed makes 1
      [[3, 2, 2, 2, 2, 2], 6, [8, 8, 0, 0, 0, 1]], // last seed makes 4
      [[2, 2, 2, 2, 2, 2], 1, [1, 1, 0, 8, 8, 0]], // last seed on South's side
    ] as const) {
      const p = at(WARI, [...south], [...north]);
      const { position, events } = move(p, house);
      expect(events.some((e) => e.type === 'capture')).toBe(false);
      expect(position.store('south')).toBe(p.store('south'));
    }
  });

  it("North captures on South's row the same way", () => {
    const p = at(WARI, [1, 2, 0, 0, 0, 3], [8, 8, 8, 0, 0, 2], {}, 'north');
    const { events } = move(p, 6);
    expect(events.at(-1)).toEqual({
      type: 'capture',
      by: 'north',
      houses: [
        { side: 'south', house: 2, seeds: 3 },
        { side: 'south', house: 1, seeds: 2 },
      ],
      seeds: 5,
    });
  });
});

describe('Wari grand slam (docs/RULES.md 2 grandSlam; 004: "Sie dürfen in einem Zug auch nicht die Reihen eines Gegners ausräumen")', () => {
  // South's house 6 would capture North's houses 2 and 1, every seed North has.
  const slam = { south: [1, 0, 0, 0, 0, 2], north: [1, 1, 0, 0, 0, 0] };
  const slamEvent = (rule: 'forbidden' | 'noCapture'): MoveEvent => ({
    type: 'grandSlam',
    by: 'south',
    houses: [
      { side: 'north', house: 2, seeds: 2 },
      { side: 'north', house: 1, seeds: 2 },
    ],
    seeds: 4,
    rule,
  });

  it('forbidden (wari): a move that would capture every seed of the opponent is not legal while another move exists', () => {
    const p = at(WARI, slam.south, slam.north);
    expect(legalMoves(p)).toEqual([{ house: 1 }]);
    expect(play(p, { house: 6 })).toMatchObject({ ok: false, error: { code: 'ERR_GRAND_SLAM' } });
  });

  it('forbidden (wari): when every legal move is a grand slam, it is played and captures nothing', () => {
    const p = at(WARI, [0, 0, 0, 0, 0, 2], slam.north);
    expect(legalMoves(p)).toEqual([{ house: 6 }]);
    const { position, events } = move(p, 6);
    expect(events.slice(0, 4)).toEqual([
      lift('south', 6, 2),
      sowH('north', 1, 2),
      sowH('north', 2, 2),
      slamEvent('forbidden'),
    ]);
    // South's side is now empty and no North house reaches it (must feed), so the game ends and
    // North's 4 seeds, which the grand slam left him, go to North.
    expect(position.end).toEqual({ reason: 'noMove', side: 'north' });
    expect(position.store('north')).toBe(p.store('north') + 4);
    expect(position.store('south')).toBe(p.store('south'));
  });

  it('noCapture (oware, "Abapa"): the move is legal and captures nothing', () => {
    const p = at(OWARE, slam.south, slam.north);
    expect(legalMoves(p)).toEqual([{ house: 1 }, { house: 6 }]);
    const { position, events } = move(p, 6);
    expect(events.at(-1)).toEqual(slamEvent('noCapture'));
    expect(position.houses('north')).toEqual([2, 2, 0, 0, 0, 0]);
    expect(position.store('south')).toBe(p.store('south'));
  });

  it('a capture that leaves the opponent a seed is no grand slam', () => {
    const p = at(WARI, [8, 8, 8, 0, 0, 2], [1, 1, 0, 0, 0, 8]);
    expect(legalMoves(p)).toEqual([{ house: 1 }, { house: 2 }, { house: 3 }, { house: 6 }]);
    const { position, events } = move(p, 6);
    expect(events.at(-1)).toMatchObject({ type: 'capture', seeds: 4 });
    expect(position.houses('north')).toEqual([0, 0, 0, 0, 0, 8]);
  });
});

describe('the grand-slam test without sowing (isGrandSlam)', () => {
  it('agrees with the sowing itself on random boards of 2..12 houses, up to 40 seeds a house, under every captureChain and originSkip', () => {
    const board = fc.integer({ min: 2, max: 12 }).chain((m) =>
      fc.record({
        m: fc.constant(m),
        houses: fc.array(fc.oneof(fc.nat(4), fc.nat(40)), { minLength: 2 * m, maxLength: 2 * m }),
        house: fc.integer({ min: 1, max: m }),
        mover: fc.constantFrom<Side>('south', 'north'),
        captureChain: fc.constantFrom('chain', 'pair'),
        originSkip: fc.constantFrom('always', 'over12'),
      }),
    );
    fc.assert(
      fc.property(board, ({ m, houses, house, mover, captureChain, originSkip }) => {
        const pits = new Uint16Array(2 * m + 2);
        houses.forEach((seeds, k) => (pits[k < m ? k : k + 1] = seeds));
        pits[houseIndex(m, mover, house)] ||= 1;
        const rules = wari({ houses: m, captureChain, originSkip });
        const events: MoveEvent[] = [];
        const before = pits.slice();
        sowWari(rules, pits.slice(), mover, house, events);
        expect(isGrandSlam(rules, before, mover, house)).toBe(
          events.some((e) => e.type === 'grandSlam'),
        );
        expect(before).toEqual(pits);
      }),
      { seed: 6_004, numRuns: 3000 },
    );
  });
});
