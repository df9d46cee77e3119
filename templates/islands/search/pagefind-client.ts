/**
 * The locale's Pagefind index, loaded from the site's own folder (`/il/pagefind/pagefind.js`)
 * the first time a visitor searches, never before: the pages' script budgets do not carry it.
 */

export interface SearchHit {
  url: string;
  title: string;
  /** Pagefind's excerpt: the page's own text, escaped, with the matched words in `<mark>`. */
  excerpt: string;
  type: 'post' | 'page';
}

interface PagefindResult {
  data(): Promise<{ url: string; meta: Record<string, string>; excerpt: string; filters: Record<string, string[]> }>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] }>;
}

const loaded = new Map<string, Promise<Pagefind>>();

function pagefindAt(base: string): Promise<Pagefind> {
  let pagefind = loaded.get(base);
  if (!pagefind) {
    // A URL only known in the browser: esbuild leaves this import to the browser as it is.
    pagefind = (import(/* webpackIgnore: true */ `${base}pagefind.js`) as Promise<Pagefind>).then(async (module) => {
      // Result URLs are the pages' paths as indexed (base path included): Pagefind must not prefix
      // its own folder's parent. No worker: output/search-index.ts does not ship Pagefind's.
      await module.options({ baseUrl: '/', excerptLength: 24, noWorker: true });
      await module.init();
      return module;
    });
    pagefind.catch(() => loaded.delete(base));
    loaded.set(base, pagefind);
  }
  return pagefind;
}

/** Starts loading the index's entry and code, so the first query waits less. */
export function preloadSearch(base: string): Promise<unknown> {
  return pagefindAt(base);
}

/**
 * Results shown at first and added by each "more": every result shown fetches its fragment
 * (~2.6 KB gzip), and five keep a first query within 100 KB (bench/results/search.md).
 */
export const resultsPerTurn = 5;

/** The pages of the locale matching `query`, best first: how many match in all, and the first `shown`. */
export async function searchSite(base: string, query: string, shown = resultsPerTurn): Promise<{ total: number; hits: SearchHit[] }> {
  const pagefind = await pagefindAt(base);
  const { results } = await pagefind.search(query);
  const hits = await Promise.all(
    results.slice(0, shown).map(async (result) => {
      const data = await result.data();
      return {
        url: data.url,
        title: data.meta.title ?? data.url,
        excerpt: data.excerpt,
        type: data.filters.type?.[0] === 'post' ? ('post' as const) : ('page' as const),
      };
    }),
  );
  return { total: results.length, hits };
}
