import { describe, expect, it } from 'vitest';
import { importRecord } from './record-io.ts';
import { importErrorKey } from './import-message.ts';

/** The message key for opening `text`, which must fail. */
function keyFor(text: string): string {
  const opened = importRecord(text);
  if (opened.ok) throw new Error('opened');
  return importErrorKey(opened.error.code);
}

describe('why a record does not open, in words (issue 16: never the parser’s message)', () => {
  it('not a record: no JSON, another format, a damaged Oware file', () => {
    expect(keyFor('')).toBe('game.importError');
    expect(keyFor('{"format":"x"}')).toBe('game.importError');
    expect(keyFor('[Variant "Oware Abapa"]\n\n1. C x\n')).toBe('game.importError');
  });

  it('moves that do not follow the rules', () => {
    const record = JSON.stringify({
      format: 'kalaha-record',
      version: 1,
      rules: { game: 'wari', houses: 6, seeds: 4, grandSlam: 'forbidden', cycleRule: 'ownSide' },
      players: { south: { name: 'A', kind: 'human' }, north: { name: 'B', kind: 'human' } },
      start: '4,4,4,4,4,4|0 4,4,4,4,4,4|0 south',
      moves: ['1', '1', '1'],
      started: '2026-11-27T10:00:00.000Z',
    });
    expect(keyFor(record)).toBe('game.importBadMoves');
  });
});
