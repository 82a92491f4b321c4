/**
 * Calls `task` on every item with at most `limit` calls running at once, in the items' order,
 * and resolves with the results in that order once all have settled. A task that rejects rejects
 * the whole (after the tasks already running have settled); the benchmark's tasks answer
 * failures as values instead.
 *
 * @throws RangeError when `limit` is not a whole number of at least 1.
 */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit ${limit} must be >= 1`);
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < items.length && !failure) {
      const index = next++;
      try {
        results[index] = await task(items[index]!, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
  return results;
}
