/**
 * The pie rule, option `swap` (docs/RULES.md 5: "after the first move the second player may take over
 * the first player's side"), with the ManKalah game engine's rule that belongs to it (issue 7:
 * "after South's first move it is always North's turn even if that move ended in South's store";
 * the swap "swaps the players' sides … and it is the new North's turn").
 */
import { unwrap } from './result.ts';
import { describe, expect, it } from 'vitest';
import { makeMove, parseMove, SWAP_MOVE } from './move.ts';
import { makePosition, parsePosition } from './notation.ts';
import { perft } from './perft.ts';
import { checkMove, legalMoves, play } from './play.ts';
import { Position } from './position.ts';
import { makeRecord, parseRecord } from './record.ts';
import { replay } from './replay.ts';
import { validateRuleSet } from './ruleset.ts';
import { move, rules } from '../test/fixtures.ts';

const mankalah = rules('kalah', { houses: 7, seeds: 7, swap: true });

function played(p: Position, text: string) {
  const m = unwrap(parseMove(text));
  const r = unwrap(play(p, m));
  return r;
}

describe('option swap (docs/RULES.md 5, the pie rule)', () => {
  it('is off in every preset, and a rule set written before the option existed reads as off', () => {
    expect(rules().swap).toBe(false);
    const old: Record<string, unknown> = { ...rules('kalah') };
    delete old.swap;
    const read = validateRuleSet(old);
    expect(read.ok && read.value.game === 'kalaha' && read.value.swap).toBe(false);
    expect(validateRuleSet({ ...old, swap: 'yes' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_OPTION_VALUE', option: 'swap' },
    });
  });

  it('the start position waits for the first move (pie:firstMove); without the option there is no pie state', () => {
    expect(Position.initial(mankalah).pie).toBe('firstMove');
    expect(Position.initial(rules()).pie).toBeUndefined();
    expect(legalMoves(Position.initial(mankalah))).not.toContainEqual(SWAP_MOVE);
  });

  it('docs/RULES.md 5 (ManKalah): the first move earns no extra turn even when it ends in the store', () => {
    // South house 1 holds 7 seeds on a 7-house side: the 7th lands in South's store.
    const { position, events } = played(Position.initial(mankalah), '1');
    expect(position.store('south')).toBe(1);
    expect(position.turn).toBe('north');
    expect(events.some((e) => e.type === 'extraTurn')).toBe(false);
    // The same move under the same rules without swap earns the extra turn.
    const plain = move(Position.initial(rules('kalah', { houses: 7, seeds: 7 })), 1);
    expect(plain.position.turn).toBe('south');
  });

  it('after the first move the second player may swap: the board and the side to move stay, the swap closes', () => {
    const first = played(Position.initial(mankalah), '3').position;
    expect(first.pie).toBe('offered');
    expect(legalMoves(first)).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7].map((house) => ({ house })),
      SWAP_MOVE,
    ]);
    const { position, events } = played(first, 'swap');
    expect(events).toEqual([{ type: 'swap', side: 'north' }]);
    expect(position.toSetup()).toEqual({ ...first.toSetup(), pie: undefined });
    expect(position.turn).toBe('north');
    expect(position.pie).toBeUndefined();
    expect(legalMoves(position)).not.toContainEqual(SWAP_MOVE);
    // Once only: North (the former South player) sows, and the swap is never offered again.
    const later = played(position, '1').position;
    expect(later.pie).toBeUndefined();
    expect(checkMove(later, SWAP_MOVE)?.code).toBe('ERR_SWAP');
  });

  it('answering the first move with a sowing closes the swap, and later extra turns count again', () => {
    const first = played(Position.initial(mankalah), '1').position;
    // North house 1 holds 7 seeds: the 7th lands in North's store, an extra turn as usual.
    const second = played(first, '1');
    expect(second.events).toContainEqual({ type: 'extraTurn', side: 'north' });
    expect(second.position.turn).toBe('north');
    expect(second.position.pie).toBeUndefined();
    expect(legalMoves(second.position)).not.toContainEqual(SWAP_MOVE);
  });

  it('swap is refused with ERR_SWAP before the first move, after the offer and without the option', () => {
    expect(checkMove(Position.initial(mankalah), SWAP_MOVE)?.code).toBe('ERR_SWAP');
    expect(checkMove(Position.initial(rules()), SWAP_MOVE)).toMatchObject({
      code: 'ERR_SWAP',
      message: expect.stringContaining('no pie rule') as unknown,
    });
    const r = play(Position.initial(rules()), SWAP_MOVE);
    expect(r.ok).toBe(false);
  });

  it('swap is written and read as "swap"', () => {
    expect(makeMove(SWAP_MOVE)).toBe('swap');
    expect(parseMove(' swap ')).toEqual({ ok: true, value: SWAP_MOVE });
    expect(parseMove('swap3').ok).toBe(false);
  });

  it('the notation carries the pie state (pie:firstMove, pie:offered) and refuses one without the option', () => {
    const start = Position.initial(mankalah);
    expect(makePosition(start)).toBe('7,7,7,7,7,7,7|0 7,7,7,7,7,7,7|0 south pie:firstMove');
    const offered = played(start, '3').position;
    const text = makePosition(offered);
    expect(text).toBe('7,7,0,8,8,8,8|1 8,8,7,7,7,7,7|0 north pie:offered');
    const back = parsePosition(mankalah, text);
    expect(back.ok && back.value.equals(offered)).toBe(true);
    // Without a pie field the position is one where the swap is over.
    const plain = parsePosition(mankalah, '7,7,0,8,8,8,8|1 8,8,7,7,7,7,7|0 north');
    expect(plain.ok && legalMoves(plain.value).some((m) => m.swap)).toBe(false);
    expect(parsePosition(rules(), '6,6,6,6,6,6|0 6,6,6,6,6,6|0 south pie:firstMove')).toMatchObject(
      {
        ok: false,
        error: { code: 'ERR_PIE' },
      },
    );
    expect(
      parsePosition(mankalah, '7,7,7,7,7,7,7|0 7,7,7,7,7,7,7|0 south pie:later'),
    ).toMatchObject({
      ok: false,
      error: { code: 'ERR_NOTATION' },
    });
  });

  it('perft counts the swap: 7 first moves, then 7 + 1 answers each (ManKalah)', () => {
    const start = Position.initial(mankalah);
    expect(perft(start, 1)).toBe(7);
    expect(perft(start, 2)).toBe(56);
  });

  it('a record with a swap round-trips and replays', () => {
    const start = Position.initial(mankalah);
    const moves = ['3', 'swap', '1', '7'].map((t) => {
      const m = parseMove(t);
      if (!m.ok) throw new Error(t);
      return m.value;
    });
    const record = {
      rules: mankalah,
      players: {
        south: { name: 'A', kind: 'computer' as const, level: 5 },
        north: { name: 'B', kind: 'computer' as const, level: 5 },
      },
      start,
      moves,
      started: '2025-01-01T00:00:00.000Z',
    };
    const text = makeRecord(record);
    expect(JSON.parse(text)).toMatchObject({
      start: '7,7,7,7,7,7,7|0 7,7,7,7,7,7,7|0 south pie:firstMove',
      moves: ['3', 'swap', '1', '7'],
      rules: { swap: true },
    });
    const read = unwrap(parseRecord(text));
    const again = unwrap(replay(read));
    expect(again.steps[1]!.events).toEqual([{ type: 'swap', side: 'north' }]);
    // A swap where none is offered does not replay.
    const json = JSON.parse(text) as Record<string, unknown>;
    const bad = unwrap(parseRecord(JSON.stringify({ ...json, moves: ['3', '1', 'swap', '7'] })));
    expect(replay(bad)).toMatchObject({
      ok: false,
      error: { code: 'ERR_ILLEGAL_MOVE', moveNumber: 3 },
    });
  });
});
