/**
 * Messages of the relatives: the offer to end a Wari or Obridjie game by agreement (docs/RULES.md 2)
 * and the loser’s lay-out between Giuthi rounds (docs/RULES.md 4): what `parseClientMessage` takes,
 * what it refuses, and the changes and views that tell of them.
 */
import { describe, expect, it } from 'vitest';
import { GameViewSchema } from './game-view.ts';
import { ChangeSchema, parseClientMessage } from './messages.ts';

const seat = { actionId: 'a1', gameId: 'g1', seatSecret: 's'.repeat(24) };

describe('the offer to end by agreement', () => {
  it('reads offerEnd, acceptEnd and declineEnd as seat actions', () => {
    for (const type of ['offerEnd', 'acceptEnd', 'declineEnd'] as const) {
      expect(parseClientMessage(JSON.stringify({ type, ...seat }))).toEqual({
        ok: true,
        value: { type, ...seat },
      });
      expect(ChangeSchema.parse({ kind: type, side: 'north' })).toEqual({
        kind: type,
        side: 'north',
      });
    }
  });

  it('refuses them without a seat secret or with fields of their own (message/invalid)', () => {
    const bad = [
      { type: 'offerEnd', actionId: seat.actionId, gameId: seat.gameId },
      { type: 'acceptEnd', ...seat, accept: true },
      { type: 'declineEnd', ...seat, gameId: 'not an id!' },
      { type: 'endOffer', ...seat },
    ];
    for (const message of bad) {
      const parsed = parseClientMessage(JSON.stringify(message));
      expect(parsed.ok ? 'ok' : parsed.error.code, JSON.stringify(message)).toBe('message/invalid');
    }
  });

  it("tells the open offer in the game's view: a side or null, nothing else", () => {
    const view = {
      id: 'g1',
      rules: { game: 'wari' },
      rated: false,
      timeControl: null,
      status: 'active',
      seats: { south: null, north: null },
      start: '4,4,4,4,4,4|0 4,4,4,4,4,4|0 south',
      moves: [],
      arrangements: [],
      version: 3,
      clocks: null,
      result: null,
      rematch: { offeredBy: null, nextGameId: null },
      endOffer: 'south',
      spectators: 0,
      created: '2026-01-01T00:00:00.000Z',
    };
    expect(GameViewSchema.parse(view).endOffer).toBe('south');
    expect(GameViewSchema.parse({ ...view, endOffer: null }).endOffer).toBeNull();
    expect(GameViewSchema.safeParse({ ...view, endOffer: 'east' }).success).toBe(false);
    expect(GameViewSchema.safeParse({ ...view, endOffer: undefined }).success).toBe(false);
  });
});

describe('the loser’s lay-out of a Giuthi round (docs/RULES.md 4 rounds)', () => {
  const arrange = {
    type: 'arrange',
    actionId: 'a1',
    gameId: 'g1',
    seatSecret: 'x'.repeat(16),
    version: 9,
    arrangement: [1, 2, 3, 4, 10],
  };

  it('reads an arrange message: whole numbers of seeds, one a house', () => {
    const read = parseClientMessage(JSON.stringify(arrange));
    expect(read.ok && read.value).toEqual(arrange);
  });

  it('refuses a lay-out that is not a short list of whole numbers, naming the field', () => {
    for (const arrangement of [[], [1.5, 2], ['1'], Array(17).fill(1), [-1, 3], 7]) {
      const read = parseClientMessage(JSON.stringify({ ...arrange, arrangement }));
      expect(read.ok ? 'ok' : read.error.code).toBe('message/invalid');
      if (!read.ok) expect(read.error.message).toContain('arrangement');
    }
  });
});

describe('what a refusal says', () => {
  it('names the field and the limit in English, not just "Invalid input" (the schemas are zod/mini)', () => {
    const move = { type: 'move', ...seat, version: 3, move: '123456789' };
    const long = parseClientMessage(JSON.stringify(move));
    expect(long.ok ? 'ok' : long.error.message).toBe(
      'not a client message at move: Too big: expected string to have <=8 characters',
    );
    const negative = parseClientMessage(JSON.stringify({ ...move, move: '3', version: -1 }));
    expect(negative.ok ? 'ok' : negative.error.message).toBe(
      'not a client message at version: Too small: expected number to be >=0',
    );
  });
});
