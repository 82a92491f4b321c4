/**
 * Wari's legal moves and end (docs/RULES.md 2 "Must feed" and "End", rulebook 004 "Wari"), on
 * hand-built positions of 2×6 houses and 48 seeds, through the public API.
 */
import { describe, expect, it } from 'vitest';
import { outcome } from '../outcome.ts';
import { legalMoves, play } from '../play.ts';
import { Position } from '../position.ts';
import { at, lift, move, sowH, sweep, wari } from '../../test/fixtures.ts';

const WARI = wari();

describe('Wari legal moves (docs/RULES.md 2)', () => {
  it('are the non-empty houses of the player to move; an empty house is refused', () => {
    const p = at(WARI, [0, 3, 0, 5, 0, 1], [4, 4, 4, 4, 4, 4]);
    expect(legalMoves(p)).toEqual([{ house: 2 }, { house: 4 }, { house: 6 }]);
    expect(play(p, { house: 1 })).toMatchObject({ ok: false, error: { code: 'ERR_EMPTY_HOUSE' } });
    expect(play(p, { house: 7 })).toMatchObject({
      ok: false,
      error: { code: 'ERR_NO_SUCH_HOUSE' },
    });
    expect(play(p, { house: 2, direction: 'cw' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_DIRECTION' },
    });
    expect(play(p, { house: 0, swap: true })).toMatchObject({
      ok: false,
      error: { code: 'ERR_SWAP' },
    });
  });
});

describe('Wari must feed (docs/RULES.md 2; 004: "keine Möglichkeit hat, ihm Bohnen hinüberzuspielen (wozu er verpflichtet ist)")', () => {
  it("when the opponent's houses are all empty, only a move that sows into them is legal", () => {
    // House 1's single seed stops at house 2; house 4's 2 seeds stop at house 6; house 6's 2 reach North.
    const p = at(WARI, [1, 0, 0, 2, 0, 2], [0, 0, 0, 0, 0, 0]);
    expect(legalMoves(p)).toEqual([{ house: 6 }]);
    const refused = play(p, { house: 4 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'ERR_MUST_FEED' } });
    expect(!refused.ok && refused.error.message).toContain("north's houses are empty");
    expect(move(p, 6).position.houses('north')).toEqual([1, 1, 0, 0, 0, 0]);
  });

  it("a move that empties the mover's side announces that the opponent must feed (mustFeed event)", () => {
    const p = at(WARI, [0, 0, 0, 0, 0, 1], [0, 0, 0, 1, 0, 1]);
    const { position, events } = move(p, 6);
    expect(events).toEqual([
      lift('south', 6, 1),
      sowH('north', 1, 1),
      { type: 'mustFeed', side: 'north' },
    ]);
    // North's house 6 reaches South's house 1; houses 1 and 4 do not.
    expect(legalMoves(position)).toEqual([{ house: 6 }]);
    expect(play(position, { house: 4 })).toMatchObject({
      ok: false,
      error: { code: 'ERR_MUST_FEED' },
    });
  });

  it('when no move can feed the opponent, the game ends and each side\'s seeds go to its owner (004: "fallen die Bohnen in den Mulden dem zu, auf dessen Seite sie liegen")', () => {
    const p = at(WARI, [0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 1, 0]);
    const { position, events } = move(p, 6);
    expect(events).toEqual([
      lift('south', 6, 1),
      sowH('north', 1, 1),
      sweep('north', 1, 1, 'north'),
      sweep('north', 5, 1, 'north'),
      {
        type: 'end',
        end: { reason: 'noMove', side: 'north' },
        scores: { south: p.store('south'), north: p.store('north') + 2 },
      },
    ]);
    expect(position.end).toEqual({ reason: 'noMove', side: 'north' });
    expect(legalMoves(position)).toEqual([]);
  });
});

describe('Wari end (docs/RULES.md 2 "End")', () => {
  it("a store holding more than half of the seeds ends the game; seeds in houses go to their side's owner", () => {
    // 48 seeds: South's capture of 3 brings his store from 22 to 25.
    const p = at(WARI, [0, 0, 0, 0, 0, 1], [2, 0, 0, 0, 0, 3], { south: 22 });
    const { position, events } = move(p, 6);
    expect(events.slice(-3)).toEqual([
      { type: 'capture', by: 'south', houses: [{ side: 'north', house: 1, seeds: 3 }], seeds: 3 },
      sweep('north', 6, 3, 'north'),
      { type: 'end', end: { reason: 'majority', side: 'south' }, scores: { south: 25, north: 23 } },
    ]);
    expect(outcome(position)).toEqual({
      scores: { south: 25, north: 23 },
      winner: 'south',
      end: { reason: 'majority', side: 'south' },
      decidedBy: 'score',
    });
  });

  it('exactly half is no majority: the game goes on', () => {
    const p = at(WARI, [0, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 3], { south: 22 });
    const { position } = move(p, 6);
    expect(position.store('south')).toBe(24);
    expect(position.isOver).toBe(false);
  });

  it('a set-up position whose player to move cannot move is finished at once (docs/RULES.md 2 "cannot move")', () => {
    const made = Position.fromSetup(WARI, {
      houses: { south: [0, 0, 0, 0, 0, 0], north: [0, 3, 0, 0, 0, 2] },
      stores: { south: 21, north: 22 },
      turn: 'south',
    });
    expect(made.ok && made.value.toSetup()).toEqual({
      houses: { south: [0, 0, 0, 0, 0, 0], north: [0, 0, 0, 0, 0, 0] },
      stores: { south: 21, north: 27 },
      turn: 'south',
      end: { reason: 'noMove', side: 'south' },
    });
  });

  it('a finished Wari game names why it ended, and only Wari ends are accepted', () => {
    const setup = {
      houses: { south: [0, 0, 0, 0, 0, 0], north: [0, 0, 0, 0, 0, 0] },
      stores: { south: 25, north: 23 },
      turn: 'north' as const,
    };
    for (const end of [
      { reason: 'majority', side: 'south' },
      { reason: 'noMove', side: 'north' },
      { reason: 'repetition' },
      { reason: 'agreement' },
    ] as const) {
      expect(Position.fromSetup(WARI, { ...setup, end }).ok).toBe(true);
    }
    for (const end of [
      { reason: 'sideEmpty', side: 'south' },
      { reason: 'allEmpty' },
      { reason: 'majority', side: 'north' },
      { reason: 'noMove', side: 'both' },
    ]) {
      expect(Position.fromSetup(WARI, { ...setup, end } as never)).toMatchObject({
        ok: false,
        error: { code: 'ERR_END' },
      });
    }
  });
});
