import { describe, expect, it } from 'vitest';
import { allOnceSettled, mapBounded } from '../../generator/load/concurrency.ts';

describe('mapBounded', () => {
  it('gives results in item order with at most `limit` running', async () => {
    let running = 0;
    let most = 0;
    const results = await mapBounded([5, 1, 4, 2, 3], 2, async (n) => {
      most = Math.max(most, (running += 1));
      await new Promise((wake) => setTimeout(wake, n));
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('after a failure starts no item and returns only once the items under way have ended', async () => {
    const started: number[] = [];
    const ended: number[] = [];
    const call = mapBounded([0, 1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      if (n === 0) throw new Error('item 0 failed');
      await new Promise((wake) => setTimeout(wake, 30));
      ended.push(n);
    });
    await expect(call).rejects.toThrow('item 0 failed');
    // Item 1 was under way when item 0 failed: it ended before the call did (a caller deleting
    // the folder these write into finds no write still going); nothing was started after.
    expect(started).toEqual([0, 1]);
    expect(ended).toEqual([1]);
  });
});

describe('allOnceSettled', () => {
  it('gives every value in order', async () => {
    expect(await allOnceSettled([Promise.resolve(1), 'two', Promise.resolve([3])])).toEqual([1, 'two', [3]]);
  });

  it('rejects with the first failure only once the others have ended', async () => {
    let slowEnded = false;
    const slow = new Promise<void>((wake) => setTimeout(wake, 30)).then(() => void (slowEnded = true));
    const call = allOnceSettled([Promise.reject(new Error('cards failed')), slow]);
    await expect(call).rejects.toThrow('cards failed');
    // The build deletes its staging folder next: the search indexing reading it has ended.
    expect(slowEnded).toBe(true);
  });
});
