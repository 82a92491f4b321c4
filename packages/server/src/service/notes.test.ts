import { describe, it, expect } from 'vitest';
import { decodeNote, encodeNote, gameChannel, type BusNote } from './notes.ts';

describe('bus notes', () => {
  it('round-trip through their JSON text', () => {
    const notes: BusNote[] = [
      { type: 'action', version: 7, change: { kind: 'move', side: 'north', move: '3' } },
      { type: 'action', version: 1, change: { kind: 'join', side: 'south' } },
      {
        type: 'presence',
        instanceId: 'i1',
        counts: { spectators: 2, south: 1, north: 0 },
        ask: true,
      },
    ];
    for (const note of notes) expect(decodeNote(encodeNote(note))).toEqual(note);
    expect(gameChannel('abc')).toBe('game:abc');
  });

  it('ignores anything that is not a note', () => {
    for (const text of [
      'not json',
      'null',
      '[]',
      '{"type":"action","version":0,"change":{"kind":"join","side":"south"}}',
      '{"type":"action","version":2,"change":{"kind":"fly"}}',
      '{"type":"presence","instanceId":"i","counts":{"spectators":-1,"south":0,"north":0},"ask":false}',
      '{"type":"presence","instanceId":7,"counts":{"spectators":1,"south":0,"north":0},"ask":false}',
      '{"type":"other"}',
    ]) {
      expect(decodeNote(text)).toBeUndefined();
    }
  });
});
