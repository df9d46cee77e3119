/** A page number to link, or a gap (an ellipsis) standing for the numbers left out. */
export type PageWindowItem = number | 'gap';

/**
 * The page numbers a pagination bar shows: the first and last pages, and the current page with
 * `radius` neighbours on each side. Left-out runs become one gap; a gap that would hide a single
 * number shows the number instead. With 167 pages of posts, listing every number put 167 links
 * on every list page (75 KB of HTML, rows of buttons on a phone); this keeps it to at most
 * 2 × radius + 5 items.
 */
export function pageWindow(page: number, pageCount: number, radius = 1): PageWindowItem[] {
  const shown = new Set<number>([1, pageCount]);
  for (let n = page - radius; n <= page + radius; n += 1) if (n >= 1 && n <= pageCount) shown.add(n);
  const numbers = [...shown].sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  numbers.forEach((n, i) => {
    const previous = numbers[i - 1];
    if (previous !== undefined && n - previous === 2) items.push(n - 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}
