import {
  createPrng,
  makePosition,
  parseMove,
  play,
  Position,
  ruleSet,
  unwrap,
} from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { MoveTracker } from './tracker.ts';

const rules = unwrap(ruleSet('kalaha'));
/** A game view of the `kalaha` preset at its start, as the server sends it. */
const game = { rules: { ...rules }, start: makePosition(Position.initial(rules)) };

function tracker(): MoveTracker {
  const made = unwrap(MoveTracker.of({ ...game, moves: [] }));
  return made;
}

describe('MoveTracker', () => {
  it('starts with South to move (docs/RULES.md 0: South moves first) and no move played', () => {
    const t = tracker();
    expect(t.played).toBe(0);
    expect(t.turnAfter([])).toEqual({ ok: true, value: 'south' });
  });

  it('follows an extra turn: house 1 of 6 seeds ends in the store, South moves again', () => {
    const t = tracker();
    expect(t.turnAfter(['1'])).toEqual({ ok: true, value: 'south' });
    // House 2 now holds 7 seeds: 3-6, the store, North's houses 1 and 2; North is to move.
    expect(t.turnAfter(['1', '2'])).toEqual({ ok: true, value: 'north' });
    expect(t.played).toBe(2);
  });

  it('answers a client that is behind from the turns it remembers', () => {
    const t = tracker();
    t.turnAfter(['1', '2']);
    expect(t.turnAfter(['1'])).toEqual({ ok: true, value: 'south' });
    expect(t.turnAfter([])).toEqual({ ok: true, value: 'south' });
    expect(t.played).toBe(2);
  });

  it('picks only legal moves and so plays a whole game to its end, as the rules do', () => {
    const t = tracker();
    const random = createPrng(3).next;
    const moves: string[] = [];
    let position = Position.initial(rules);
    for (let turn = t.turnAfter(moves); turn.ok && turn.value !== undefined;) {
      const move = t.pickMove(random)!;
      const parsed = unwrap(parseMove(move));
      const played = play(position, parsed);
      expect(played.ok).toBe(true);
      if (!played.ok) break;
      position = played.value.position;
      moves.push(move);
      turn = t.turnAfter(moves);
      expect(turn).toEqual({ ok: true, value: position.isOver ? undefined : position.turn });
    }
    expect(position.isOver).toBe(true);
    expect(t.pickMove(random)).toBeUndefined();
  });

  it('refuses rules, a start and moves that are not the rules library’s', () => {
    expect(MoveTracker.of({ ...game, rules: { game: 'chess' }, moves: [] })).toMatchObject({
      ok: false,
      error: { code: 'bench/bad_rules' },
    });
    expect(MoveTracker.of({ ...game, start: '1,2|0 south', moves: [] })).toMatchObject({
      ok: false,
      error: { code: 'bench/bad_start' },
    });
    const t = tracker();
    expect(t.turnAfter(['1', '1'])).toMatchObject({ ok: false, error: { code: 'bench/bad_move' } });
    expect(t.turnAfter(['x'])).toMatchObject({ ok: true, value: 'south' });
    expect(tracker().turnAfter(['x'])).toMatchObject({
      ok: false,
      error: { code: 'bench/bad_move' },
    });
  });
});
