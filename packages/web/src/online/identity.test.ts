import { describe, expect, it } from 'vitest';
import { memoryStore } from '../test-support/memory-store.ts';
import {
  IDENTITY_KEY,
  loadIdentity,
  loadSeat,
  MAX_SEATS_KEPT,
  saveIdentity,
  saveSeat,
  SEATS_KEY,
} from './identity.ts';

const ann = { playerId: 'p1', secret: 's'.repeat(32), name: 'Ann' };

describe('the player kept in the browser', () => {
  it('is kept and read back', () => {
    const store = memoryStore();
    expect(loadIdentity(store)).toBeUndefined();
    saveIdentity(store, ann);
    expect(loadIdentity(store)).toEqual(ann);
  });

  it('is forgotten when unreadable or incomplete', () => {
    const store = memoryStore();
    for (const text of [
      '{',
      'null',
      '{"playerId":"p1"}',
      '{"playerId":1,"secret":"x","name":"A"}',
    ]) {
      store.data.set(IDENTITY_KEY, text);
      expect(loadIdentity(store), text).toBeUndefined();
    }
  });

  it('survives a storage that refuses to write (private mode)', () => {
    const store = {
      ...memoryStore(),
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => saveIdentity(store, ann)).not.toThrow();
    expect(() => saveSeat(store, 'g1', { side: 'south', seatSecret: 'x' })).not.toThrow();
  });
});

describe('the seats kept in the browser', () => {
  it('keeps a seat per game', () => {
    const store = memoryStore();
    saveSeat(store, 'g1', { side: 'south', seatSecret: 'secret-1' });
    saveSeat(store, 'g2', { side: 'north', seatSecret: 'secret-2' });
    expect(loadSeat(store, 'g1')).toEqual({ side: 'south', seatSecret: 'secret-1' });
    expect(loadSeat(store, 'g2')).toEqual({ side: 'north', seatSecret: 'secret-2' });
    expect(loadSeat(store, 'g3')).toBeUndefined();
  });

  it('drops broken entries and keeps the good ones', () => {
    const store = memoryStore();
    store.data.set(
      SEATS_KEY,
      JSON.stringify([
        ['g1', { side: 'east', seatSecret: 'x' }],
        ['g2', { side: 'north', seatSecret: '' }],
        ['g3', { side: 'south', seatSecret: 'ok' }],
        ['g4', null],
        [5, { side: 'south', seatSecret: 'ok' }],
        'g6',
      ]),
    );
    expect(loadSeat(store, 'g1')).toBeUndefined();
    expect(loadSeat(store, 'g2')).toBeUndefined();
    expect(loadSeat(store, 'g3')).toEqual({ side: 'south', seatSecret: 'ok' });
    for (const broken of ['[', '{"g3":{"side":"south","seatSecret":"ok"}}', 'null']) {
      store.data.set(SEATS_KEY, broken);
      expect(loadSeat(store, 'g3')).toBeUndefined();
    }
  });

  it('keeps the newest seats only, beyond a bound', () => {
    const store = memoryStore();
    for (let i = 0; i < MAX_SEATS_KEPT + 5; i++) {
      saveSeat(store, `g${i}`, { side: 'south', seatSecret: `s${i}` });
    }
    expect(loadSeat(store, 'g0')).toBeUndefined();
    expect(loadSeat(store, 'g4')).toBeUndefined();
    expect(loadSeat(store, 'g5')).toEqual({ side: 'south', seatSecret: 's5' });
    expect(loadSeat(store, `g${MAX_SEATS_KEPT + 4}`)).toBeDefined();
    expect(JSON.parse(store.data.get(SEATS_KEY)!) as unknown[]).toHaveLength(MAX_SEATS_KEPT);
    // A seat kept again becomes the newest.
    saveSeat(store, 'g5', { side: 'north', seatSecret: 'again' });
    saveSeat(store, 'new', { side: 'south', seatSecret: 'new' });
    expect(loadSeat(store, 'g5')).toEqual({ side: 'north', seatSecret: 'again' });
    expect(loadSeat(store, 'g6')).toBeUndefined();
  });
});
