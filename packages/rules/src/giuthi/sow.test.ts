/**
 * Giuthi's moves, rule by rule (docs/RULES.md 4; rulebook 004 "Giuthi"), on hand-built positions of the
 * 2×6 board of 6 seeds (72 seeds: what the houses do not hold is in the stores).
 */
import { unwrap } from '../result.ts';
import { describe, expect, it } from 'vitest';
import { at, giuthi, lift, sowH, sweep, wari } from '../../test/fixtures.ts';
import type { MoveEvent } from '../events.ts';
import type { Move } from '../move.ts';
import { makePosition, parsePosition } from '../notation.ts';
import { checkMove, legalMoves, play, type MoveResult } from '../play.ts';
import { Position } from '../position.ts';
import type { Side } from '../side.ts';

const GIUTHI = giuthi();

function sow(p: Position, house: number, direction: 'ccw' | 'cw'): MoveResult {
  const r = unwrap(play(p, { house, direction }));
  return r;
}

/** South's capture of `houses` (each `[side, house, seeds]`), `seeds` in all. */
const southCaptures = (seeds: number, ...houses: [Side, number, number][]): MoveEvent => ({
  type: 'capture',
  by: 'south',
  houses: houses.map(([side, house, taken]) => ({ side, house, seeds: taken })),
  seeds,
});

const names = (moves: readonly Move[]) => moves.map((m) => `${m.house}${m.direction}`);

describe('Giuthi moves (docs/RULES.md 4)', () => {
  it('004 "vor jedem Zug wählen, in welche Richtung": every house of 2+ seeds, ccw and cw', () => {
    const start = Position.initial(GIUTHI);
    expect(makePosition(start)).toBe('6,6,6,6,6,6|0 6,6,6,6,6,6|0 south');
    expect(names(legalMoves(start))).toEqual([
      '1ccw',
      '1cw',
      '2ccw',
      '2cw',
      '3ccw',
      '3cw',
      '4ccw',
      '4cw',
      '5ccw',
      '5cw',
      '6ccw',
      '6cw',
    ]);
    // 004 "aus einer beliebigen eigenen Mulde mit mehr als einer Bohne": a single seed is no move.
    const p = at(GIUTHI, [1, 0, 2, 0, 0, 0], [0, 0, 3, 0, 0, 0]);
    expect(names(legalMoves(p))).toEqual(['3ccw', '3cw']);
    expect(checkMove(p, { house: 1, direction: 'ccw' })?.code).toBe('ERR_TOO_FEW_SEEDS');
    expect(checkMove(p, { house: 2, direction: 'cw' })?.code).toBe('ERR_EMPTY_HOUSE');
    expect(checkMove(p, { house: 3 })).toMatchObject({
      code: 'ERR_DIRECTION',
      message: '3: Giuthi moves name their direction, write 3ccw or 3cw',
    });
    expect(checkMove(p, { house: 7, direction: 'cw' })?.code).toBe('ERR_NO_SUCH_HOUSE');
    expect(play(p, { house: 1, direction: 'cw' })).toMatchObject({ ok: false });
  });

  it('docs/RULES.md 4: last seed in an empty opponent house ends the turn (004 "so ist Ihr Zug beendet")', () => {
    const p = at(GIUTHI, [0, 0, 0, 0, 0, 2], [0, 0, 0, 0, 3, 0], { south: 40 });
    const { position, events } = sow(p, 6, 'ccw');
    expect(events).toEqual([lift('south', 6, 2), sowH('north', 1, 1), sowH('north', 2, 1)]);
    expect(makePosition(position)).toBe('0,0,0,0,0,0|40 1,1,0,0,3,0|27 north');
  });

  it('docs/RULES.md 4: clockwise sowing runs from house 1 to the opponent house m', () => {
    const p = at(GIUTHI, [2, 0, 0, 0, 0, 0], [0, 0, 0, 3, 0, 0], { south: 40 });
    const { position, events } = sow(p, 1, 'cw');
    expect(events).toEqual([lift('south', 1, 2), sowH('north', 6, 1), sowH('north', 5, 1)]);
    expect(makePosition(position)).toBe('0,0,0,0,0,0|40 0,0,0,3,1,1|27 north');
  });

  it('docs/RULES.md 4: last seed in an occupied opponent house: its seeds are sown in the opposite direction (relay)', () => {
    // South 6 ccw: North 1, North 2 (held 3, now 4): relay of 4 clockwise from North 2:
    // North 1, South 6, South 5, South 4 (empty, own): capture of that seed (North 3 opposite is empty).
    const p = at(GIUTHI, [0, 0, 0, 0, 0, 2], [0, 3, 0, 0, 0, 0], { south: 40 });
    const { position, events } = sow(p, 6, 'ccw');
    expect(events).toEqual([
      lift('south', 6, 2),
      sowH('north', 1, 1),
      sowH('north', 2, 4),
      lift('north', 2, 4),
      sowH('north', 1, 2),
      sowH('south', 6, 1),
      sowH('south', 5, 1),
      sowH('south', 4, 1),
      southCaptures(1, ['south', 4, 1]),
    ]);
    expect(makePosition(position)).toBe('0,0,0,0,1,1|41 2,0,0,0,0,0|27 north');
  });

  it('docs/RULES.md 4: last seed in an occupied own house: a further choice, sown in the opposite direction', () => {
    // South 3 ccw: South 4, South 5 (held 3, now 4): South picks again, clockwise only.
    const p = at(GIUTHI, [0, 0, 2, 0, 3, 0], [2, 0, 0, 0, 0, 0], { south: 40 });
    const first = sow(p, 3, 'ccw');
    expect(first.events.at(-1)).toEqual({ type: 'choice', side: 'south', direction: 'cw' });
    expect(first.position.turn).toBe('south');
    expect(first.position.choice).toBe('cw');
    expect(makePosition(first.position)).toBe('0,0,0,1,4,0|40 2,0,0,0,0,0|25 south choice:cw');
    // furtherChoice anyHouse (004: "so verteilen Sie eine beliebige eigene Mulde"): South 4's
    // single seed may be sown too; under twoOrMore only a house of 2 or more.
    expect(names(legalMoves(first.position))).toEqual(['4cw', '5cw']);
    const strict = unwrap(
      parsePosition(giuthi({ furtherChoice: 'twoOrMore' }), makePosition(first.position)),
    );
    expect(names(legalMoves(strict))).toEqual(['5cw']);
    expect(checkMove(strict, { house: 4, direction: 'cw' })).toMatchObject({
      code: 'ERR_TOO_FEW_SEEDS',
    });
    expect(checkMove(first.position, { house: 5, direction: 'ccw' })).toMatchObject({
      code: 'ERR_DIRECTION',
    });
    // The choice is a move like any other: 5cw sows South 4, 3, 2, 1 and ends in the empty South 1.
    const second = sow(first.position, 5, 'cw');
    expect(second.events[0]).toEqual(lift('south', 5, 4));
    expect(second.events.at(-1)).toMatchObject({ type: 'capture', by: 'south' });
    expect(second.position.choice).toBeUndefined();
    expect(second.position.turn).toBe('north');
  });

  it('docs/RULES.md 4: last seed in an empty own house: capture with the opposite house, the turn ends', () => {
    // South 2 ccw: South 3, South 4 (empty): it and North 3 opposite; South 5 next is not empty.
    const p = at(GIUTHI, [0, 2, 0, 0, 1, 0], [0, 5, 4, 0, 0, 3], { south: 30 });
    const { position, events } = sow(p, 2, 'ccw');
    expect(events.at(-1)).toEqual(southCaptures(5, ['south', 4, 1], ['north', 3, 4]));
    expect(makePosition(position)).toBe('0,0,1,0,1,0|35 0,5,0,0,0,3|27 north');
  });

  it('004 "Sollte eine benachbarte Mulde ebenfalls leer sein": the next own house in the sowing direction empty too, its opposite is captured as well', () => {
    const p = at(GIUTHI, [0, 2, 0, 0, 0, 0], [0, 5, 4, 0, 0, 3], { south: 30 });
    const { position, events } = sow(p, 2, 'ccw');
    expect(events.at(-1)).toEqual(
      southCaptures(10, ['south', 4, 1], ['north', 3, 4], ['north', 2, 5]),
    );
    expect(makePosition(position)).toBe('0,0,1,0,0,0|40 0,0,0,0,0,3|28 north');
    // Clockwise the next house is the one before: South 6 cw sows South 5, South 4 (empty); South 3
    // next clockwise is empty too, so North 3 (opposite South 4) and North 4 (opposite South 3) go.
    const q = at(GIUTHI, [0, 0, 0, 0, 0, 2], [0, 0, 4, 5, 0, 3], { south: 30 });
    const cw = sow(q, 6, 'cw');
    expect(cw.events.at(-1)).toEqual(
      southCaptures(10, ['south', 4, 1], ['north', 3, 4], ['north', 4, 5]),
    );
  });

  it('docs/RULES.md 4 secondCapture (004: "Sollte eine benachbarte Mulde ebenfalls leer sein"): eitherNeighbour takes the seeds opposite the empty own house behind too, next only ahead', () => {
    // A further choice sows South 4's single seed counter-clockwise into the empty South 5: South 5
    // and North 2 opposite are captured; South 6 ahead is empty (North 1 opposite), and South 4
    // behind, just emptied, too (North 3 opposite).
    const text = '0,0,0,1,0,0|30 1,3,7,0,0,0|30 south choice:ccw';
    const captureOf = (r: MoveResult) => r.events.find((e) => e.type === 'capture');
    const either = sow(unwrap(parsePosition(GIUTHI, text)), 4, 'ccw');
    expect(captureOf(either)).toEqual(
      southCaptures(12, ['south', 5, 1], ['north', 2, 3], ['north', 1, 1], ['north', 3, 7]),
    );
    const next = sow(unwrap(parsePosition(giuthi({ secondCapture: 'next' }), text)), 4, 'ccw');
    expect(captureOf(next)).toEqual(
      southCaptures(5, ['south', 5, 1], ['north', 2, 3], ['north', 1, 1]),
    );
  });

  it('docs/RULES.md 4 "A player with no house holding 2+ seeds passes"', () => {
    // After South 6 ccw North holds single seeds only: North passes, South moves again.
    const p = at(GIUTHI, [0, 0, 0, 2, 0, 2], [0, 0, 0, 0, 0, 0], { south: 40 });
    const { position, events } = sow(p, 6, 'ccw');
    expect(events.slice(-1)).toEqual([{ type: 'pass', side: 'north' }]);
    expect(position.turn).toBe('south');
    // A set-up position passes at once too.
    const q = at(GIUTHI, [1, 1, 0, 0, 0, 0], [0, 0, 3, 0, 0, 0], {}, 'south');
    expect(q.turn).toBe('north');
  });

  it('docs/RULES.md 4: the round ends when neither can move; seeds in houses go to their side', () => {
    const p = at(GIUTHI, [0, 0, 0, 0, 0, 2], [0, 0, 0, 0, 0, 0], { south: 40 });
    const { position, events } = sow(p, 6, 'ccw');
    expect(events.slice(-3)).toEqual([
      sweep('north', 1, 1, 'north'),
      sweep('north', 2, 1, 'north'),
      { type: 'end', end: { reason: 'noMove', side: 'north' }, scores: { south: 40, north: 32 } },
    ] satisfies MoveEvent[]);
    expect(makePosition(position)).toBe('0,0,0,0,0,0|40 0,0,0,0,0,0|32 north end:noMove:north');
  });

  it('the notation writes a pending choice and reads it back; refused where it cannot be', () => {
    const text = '0,0,0,1,4,0|40 2,0,0,0,0,0|25 south choice:cw';
    const read = parsePosition(GIUTHI, text);
    expect(read.ok && makePosition(read.value)).toBe(text);
    expect(read.ok && read.value.toSetup().choice).toBe('cw');
    expect(parsePosition(GIUTHI, '0,0,0,1,4,0|40 2,0,0,0,0,0|25 south choice:up')).toMatchObject({
      ok: false,
      error: { code: 'ERR_NOTATION' },
    });
    const inWari = parsePosition(wari(), '4,4,4,4,4,4|0 4,4,4,4,4,4|0 south choice:cw');
    expect(inWari).toMatchObject({ ok: false, error: { code: 'ERR_CHOICE' } });
  });

  it('docs/RULES.md 4 rounds: a position may have as many houses fewer a side as shrink takes (4 under oneThreeFour, 3 under oneTwoThree)', () => {
    const five = parsePosition(GIUTHI, '4,4,4,4,4|0 4,4,4,4,4|32 south');
    expect(five.ok && five.value.houseCount).toBe(5);
    expect(five.ok && names(legalMoves(five.value)).length).toBe(10);
    const three = parsePosition(GIUTHI, '4,4,4|0 4,4,4|48 south');
    expect(three.ok && three.value.houseCount).toBe(3);
    const two = parsePosition(GIUTHI, '4,4|0 4,4|56 south');
    expect(two.ok && two.value.houseCount).toBe(2);
    expect(parsePosition(GIUTHI, '4|0 4|64 south')).toMatchObject({
      ok: false,
      error: { code: 'ERR_HOUSE_COUNT' },
    });
    expect(parsePosition(giuthi({ shrink: 'oneTwoThree' }), '4,4|0 4,4|56 south')).toMatchObject({
      ok: false,
      error: { code: 'ERR_HOUSE_COUNT' },
    });
    expect(parsePosition(GIUTHI, '4,4,4,4,4|0 4,4,4,4,4,4|28 south')).toMatchObject({
      ok: false,
      error: { code: 'ERR_HOUSE_COUNT' },
    });
  });
  it('docs/RULES.md 0 termination, (choice) repetition as in Wari: the third occurrence of board, player and pending choice ends the round', () => {
    const rules = giuthi({ houses: 5, seeds: 4 });
    const p = unwrap(parsePosition(rules, '0,0,0,1,0|16 0,3,1,0,0|19 north'));
    const line = ['2cw', '1cw', '5ccw', '2cw', '1cw', '5ccw'] as const;
    const seen: string[] = [];
    let position = p;
    let last: readonly MoveEvent[] = [];
    for (const text of line) {
      const r = unwrap(
        play(position, {
          house: Number(text[0]),
          direction: text.endsWith('ccw') ? 'ccw' : 'cw',
        }),
      );
      position = r.position;
      last = r.events;
      seen.push(`${makePosition(position)} #${position.occurrence}`);
    }
    expect(seen).toEqual([
      '0,0,0,0,2|16 2,0,1,0,0|19 north choice:cw #1',
      '0,0,0,1,3|16 0,0,1,0,0|19 south #1',
      '0,0,0,1,0|16 0,3,1,0,0|19 north #2',
      '0,0,0,0,2|16 2,0,1,0,0|19 north choice:cw #2',
      '0,0,0,1,3|16 0,0,1,0,0|19 south #2',
      '0,0,0,0,0|17 0,0,0,0,0|23 north end:repetition #1',
    ]);
    expect(last.at(-1)).toEqual({
      type: 'end',
      end: { reason: 'repetition' },
      scores: { south: 17, north: 23 },
    });
  });
});
