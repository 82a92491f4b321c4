/** A distribution of durations, in ms: how many, and where they lie. */
export interface Summary {
  readonly count: number;
  readonly mean: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

/** The summary of no samples: every figure 0 (a report prints the count next to it). */
export const EMPTY_SUMMARY: Summary = { count: 0, mean: 0, p50: 0, p90: 0, p99: 0, max: 0 };

/**
 * Summarizes `samples` (ms): the mean, the nearest-rank percentiles (the p-th percentile is the
 * smallest sample with at least p% of the samples at or below it) and the maximum. The samples
 * are not changed.
 */
export function summarize(samples: ArrayLike<number>): Summary {
  const count = samples.length;
  if (count === 0) return EMPTY_SUMMARY;
  const sorted = Float64Array.from(samples).sort();
  let sum = 0;
  for (const sample of sorted) sum += sample;
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * count) - 1)]!;
  return {
    count,
    mean: sum / count,
    p50: rank(50),
    p90: rank(90),
    p99: rank(99),
    max: sorted[count - 1]!,
  };
}

/**
 * A growable list of samples (ms) kept in a typed array, so that hundreds of thousands of them
 * cost a few MB and no garbage on the bots' hot path.
 */
export class Samples {
  #data = new Float64Array(1024);
  #length = 0;

  /** Adds one sample. */
  add(value: number): void {
    if (this.#length === this.#data.length) {
      const grown = new Float64Array(this.#data.length * 2);
      grown.set(this.#data);
      this.#data = grown;
    }
    this.#data[this.#length++] = value;
  }

  get length(): number {
    return this.#length;
  }

  /** The samples added so far (a view, not a copy). */
  values(): Float64Array {
    return this.#data.subarray(0, this.#length);
  }
}
