import { describe, it, expect } from 'vitest';
import { parseRecord, replay } from '@kalaha/rules';
import { gameRecord } from './record.ts';
import { activeGame, apply, endRequest, playMoves, T0 } from './test-fixtures.ts';

const names = { south: 'Ann', north: 'Bob' };

describe('gameRecord', () => {
  it('writes a kalaha-record that the rules library reads and replays to the same result', () => {
    const over = playMoves(
      activeGame({ options: { houses: 3, seeds: 1 } }),
      [2, 1, 1, 3],
      T0 + 60_000,
    );
    const read = parseRecord(gameRecord(over, names));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.players).toEqual({
      south: { name: 'Ann', kind: 'human' },
      north: { name: 'Bob', kind: 'human' },
    });
    expect(read.value.result).toEqual({
      winner: 'draw',
      scores: { south: 3, north: 3 },
      end: { reason: 'sideEmpty', side: 'north' },
    });
    expect(read.value.started).toBe(new Date(T0).toISOString());
    expect(read.value.ended).toBe(new Date(T0 + 60_000).toISOString());
    const replayed = replay(read.value);
    expect(replayed.ok).toBe(true);
  });

  it('records a resigned game with its moves, end date and resign:SIDE result', () => {
    const resigned = apply(playMoves(activeGame(), [3, 1]), {
      kind: 'resign',
      side: 'north',
      actionId: 'r',
    });
    const read = parseRecord(gameRecord(resigned, { south: 'Ann', north: null }));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.moves).toEqual([{ house: 3 }, { house: 1 }]);
    expect(read.value.result).toEqual({
      winner: 'south',
      scores: { south: resigned.position.store('south'), north: resigned.position.store('north') },
      end: { reason: 'resign', side: 'north' },
    });
    expect(replay(read.value).ok).toBe(true);
    expect(read.value.ended).toBeDefined();
    expect(read.value.players.north.name).toBe('');
  });

  it('records a Wari game ended by agreement: its moves, then the agreed end (docs/RULES.md 2)', () => {
    const game = playMoves(activeGame({ preset: 'wari' }), [3, 1]);
    const offered = apply(game, endRequest(game, 'offerEnd', 'south'));
    const agreed = apply(offered, endRequest(offered, 'acceptEnd', 'north'));
    const read = parseRecord(gameRecord(agreed, names));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.rules.game).toBe('wari');
    expect(read.value.moves).toEqual([{ house: 3 }, { house: 1 }]);
    expect(read.value.result?.end).toEqual({ reason: 'agreement' });
    const replayed = replay(read.value);
    expect(replayed.ok && replayed.value.final.end).toEqual({ reason: 'agreement' });
  });
});
