import { describe, expect, it } from 'vitest';
import { Recorder } from './recorder.ts';

describe('Recorder', () => {
  it('counts accepted moves for the stage they are acknowledged in, not the one they were sent in', () => {
    const recorder = new Recorder();
    expect(recorder.phase).toBeUndefined();
    recorder.enter('human');
    recorder.ack('human', 4);
    recorder.enter('burst');
    recorder.ack('human', 30);
    recorder.ack('burst', 9);
    recorder.enter('drain');
    recorder.ack('burst', 12);
    expect(recorder.phase).toBeUndefined();
    expect(recorder.phases.human.acceptedMoves).toBe(1);
    expect(recorder.phases.burst.acceptedMoves).toBe(2);
    expect([...recorder.phases.human.acks.values()]).toEqual([4, 30]);
    expect([...recorder.phases.burst.acks.values()]).toEqual([9, 12]);
  });

  it('keeps round trips by the phase they were sent in', () => {
    const recorder = new Recorder();
    recorder.roundTrip('burst', 7);
    recorder.roundTrip('human', 3);
    expect([...recorder.phases.human.roundTrips.values()]).toEqual([3]);
    expect([...recorder.phases.burst.roundTrips.values()]).toEqual([7]);
  });

  it('counts errors by code and keeps the first message of each', () => {
    const recorder = new Recorder();
    recorder.error('action/stale', 'first');
    recorder.error('close/1006', 'gone');
    recorder.error('action/stale', 'second');
    expect(Object.fromEntries(recorder.errors)).toEqual({ 'action/stale': 2, 'close/1006': 1 });
    expect(recorder.errorExamples.get('action/stale')).toBe('first');
    expect(recorder.errorCount).toBe(3);
  });
});
