/**
 * Maps items through async work with at most `limit` running at once, results in item order.
 * Unbounded, 20,000 post files opened at once ran out of file handles (EMFILE).
 */
export async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  // After a failure no item is started, and the call returns once the items under way have
  // ended: a caller that then deletes a folder they write into finds no write still going.
  const workers = await Promise.allSettled(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length && !failed) {
        const index = next++;
        try {
          results[index] = await work(items[index]!);
        } catch (error) {
          failed = true;
          throw error;
        }
      }
    }),
  );
  const failure = workers.find((worker) => worker.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}
