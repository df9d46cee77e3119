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
  await allOnceSettled(
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
  return results;
}

/**
 * `Promise.all` that settles only once every promise has, then rejects with the first failure:
 * a caller that then deletes a folder one of them reads finds none still reading it.
 */
export async function allOnceSettled<T extends readonly unknown[]>(promises: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(promises);
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}
