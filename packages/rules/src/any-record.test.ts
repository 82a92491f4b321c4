import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAnyRecord } from './any-record.ts';

const file = (name: string): string =>
  readFileSync(new URL(`../test/records/${name}`, import.meta.url), 'utf8');

describe('records of either kind', () => {
  it('reads a game record as a game and a match record as a match', () => {
    const game = parseAnyRecord(file('giuthi-round.json'));
    expect(game.ok && game.value.kind).toBe('game');
    const match = parseAnyRecord(file('giuthi-match.json'));
    expect(match.ok && match.value.kind).toBe('match');
    expect(match.ok && match.value.kind === 'match' && match.value.record.rounds).toHaveLength(2);
  });

  it("gives each kind's own errors", () => {
    const game = JSON.parse(file('kalah-game.json')) as Record<string, unknown>;
    const badMove = parseAnyRecord(JSON.stringify({ ...game, moves: ['1', 'x'] }));
    expect(badMove.ok ? 'ok' : [badMove.error.code, badMove.error.path]).toEqual([
      'ERR_RECORD_MOVE',
      'moves[1]',
    ]);
    const match = JSON.parse(file('giuthi-match.json')) as Record<string, unknown>;
    const noFirst = parseAnyRecord(JSON.stringify({ ...match, first: 'east' }));
    expect(noFirst.ok ? 'ok' : [noFirst.error.code, noFirst.error.path]).toEqual([
      'ERR_RECORD_FIELD',
      'first',
    ]);
    const notJson = parseAnyRecord('{');
    expect(notJson.ok || notJson.error.code).toBe('ERR_RECORD_JSON');
  });
});
