import { describe, expect, it } from 'vitest';
import { DEFAULT_LOAD_OPTIONS } from './options.ts';
import { summarize } from './stats.ts';
import { judgeTargets } from './targets.ts';

const fast = summarize([3, 4, 5, 20, 49.9]);
const slow = summarize([3, 4, 5, 20, 50]);

describe('judgeTargets', () => {
  it('meets the issue figures: p99 of the human-like phase under 50 ms and no errors', () => {
    const targets = judgeTargets({
      options: DEFAULT_LOAD_OPTIONS,
      games: 2000,
      humanRoundTrip: fast,
      errors: 0,
    });
    expect(targets).toEqual([
      {
        name: 'p99 move round trip, human-like phase',
        goal: '< 50 ms',
        value: '49.9 ms',
        met: true,
      },
      expect.objectContaining({ goal: '0', value: '0', met: true }),
    ]);
  });

  it('misses at 50 ms, with errors, and without a human-like phase', () => {
    const missed = judgeTargets({
      options: DEFAULT_LOAD_OPTIONS,
      games: 2000,
      humanRoundTrip: slow,
      errors: 2,
    });
    expect(missed.map((t) => t.met)).toEqual([false, false]);
    expect(missed[1]!.value).toBe('2');
    const none = judgeTargets({
      options: DEFAULT_LOAD_OPTIONS,
      games: 2000,
      humanRoundTrip: null,
      errors: 0,
    });
    expect(none[0]).toMatchObject({ met: false, value: 'no moves measured' });
  });

  it('notes a run with another setup than 2,000 games on PGlite', () => {
    const fewer = judgeTargets({
      options: DEFAULT_LOAD_OPTIONS,
      games: 1999,
      humanRoundTrip: fast,
      errors: 0,
    });
    expect(fewer[0]!.note).toBe('the target is for 2000 games on pglite');
    const postgres = judgeTargets({
      options: { ...DEFAULT_LOAD_OPTIONS, db: 'postgres' },
      games: 2000,
      humanRoundTrip: fast,
      errors: 0,
    });
    expect(postgres[0]!.note).toBeDefined();
  });
});
