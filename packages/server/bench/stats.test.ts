import { describe, expect, it } from 'vitest';
import { EMPTY_SUMMARY, Samples, summarize } from './stats.ts';

describe('summarize', () => {
  it('gives nearest-rank percentiles, the mean and the maximum', () => {
    // 1..100 shuffled: the p-th percentile of 1..100 is p.
    const samples = Array.from({ length: 100 }, (_, i) => ((i * 37) % 100) + 1);
    expect(summarize(samples)).toEqual({
      count: 100,
      mean: 50.5,
      p50: 50,
      p90: 90,
      p99: 99,
      max: 100,
    });
  });

  it('takes the single slow move as p99 of a hundred, not below it', () => {
    const samples = [...Array.from({ length: 99 }, () => 2), 500];
    const summary = summarize(samples);
    expect(summary.p50).toBe(2);
    expect(summary.p99).toBe(2);
    expect(summary.max).toBe(500);
    expect(summarize([...samples, 500]).p99).toBe(500);
  });

  it('leaves the samples as they were', () => {
    const samples = [3, 1, 2];
    summarize(samples);
    expect(samples).toEqual([3, 1, 2]);
  });

  it('summarizes no samples as zeros with a count of 0', () => {
    expect(summarize([])).toEqual(EMPTY_SUMMARY);
    expect(EMPTY_SUMMARY.count).toBe(0);
  });
});

describe('Samples', () => {
  it('keeps every sample as it grows past its first block', () => {
    const samples = new Samples();
    for (let i = 0; i < 5000; i++) samples.add(i / 2);
    expect(samples.length).toBe(5000);
    expect(samples.values()[4999]).toBe(2499.5);
    expect(summarize(samples.values()).max).toBe(2499.5);
  });
});
