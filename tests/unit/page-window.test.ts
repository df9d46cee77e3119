import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../templates/components/page-window.ts';

describe('pageWindow (blog pagination)', () => {
  it('shows first, last and the current page with one neighbour each side', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 167)).toEqual([1, 2, 'gap', 167]);
    expect(pageWindow(50, 167)).toEqual([1, 'gap', 49, 50, 51, 'gap', 167]);
    expect(pageWindow(167, 167)).toEqual([1, 'gap', 166, 167]);
  });

  it('shows a lone left-out number instead of a gap', () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(3, 8)).toEqual([1, 2, 3, 4, 'gap', 8]);
  });

  it('holds for any page of any count', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 500 })
          .chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 1, max: count }), fc.integer({ min: 0, max: 3 }))),
        ([count, page, radius]) => {
          const items = pageWindow(page, count, radius);
          const numbers = items.filter((item): item is number => item !== 'gap');
          expect(numbers[0]).toBe(1);
          expect(numbers.at(-1)).toBe(count);
          expect(numbers).toContain(page);
          for (let n = Math.max(1, page - radius); n <= Math.min(count, page + radius); n += 1) expect(numbers).toContain(n);
          expect(items.length).toBeLessThanOrEqual(2 * radius + 5);
          items.forEach((item, i) => {
            if (item === 'gap') {
              // A gap sits between numbers and hides at least two of them.
              const before = items[i - 1] as number;
              const after = items[i + 1] as number;
              expect(after - before).toBeGreaterThan(2);
            } else if (typeof items[i - 1] === 'number') {
              expect(item).toBe((items[i - 1] as number) + 1);
            }
          });
        },
      ),
    );
  });
});
