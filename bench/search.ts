/**
 * Site search (issue 43): the time Pagefind takes to index each locale's pages from nothing
 * (the Node API, as `generate` runs it on a cache miss), next to the `pagefind` CLI run on the
 * same output folder, in BENCH_RUNS pairs (default 3) that alternate the two; and the bytes a
 * first query fetches in Chromium, for a word in nearly every post and for a word in one.
 *
 *   node --import tsx bench/search.ts               # the shipped site
 *   node --import tsx bench/search.ts 5000          # the synthetic corpus of bench/run.ts, in a copy
 *   node --import tsx bench/search.ts --root DIR    # a project as it is (`npm run bench` passes its corpus)
 *
 * Prints a Markdown table on standard output; progress goes to standard error.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { build } from '../generator/build.ts';
import { launchBrowser } from '../generator/assets/browser.ts';
import { buildSearchIndexes, isSearchable } from '../generator/output/search-index.ts';
import { repoRoot } from '../tests/helpers/fixture-site.ts';
import { serveStatic } from '../tests/helpers/static-server.ts';
import { writeSyntheticCorpus } from './synthetic-corpus.ts';

const rootAt = process.argv.indexOf('--root');
const givenRoot = rootAt > 0 ? resolve(process.argv[rootAt + 1]!) : undefined;
const posts = givenRoot ? 0 : Number(process.argv[2] ?? 0);
const runs = Math.max(1, Number(process.env.BENCH_RUNS?.split(',')[0] ?? '3') || 3);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const log = (line: string) => process.stderr.write(`search: ${line}\n`);

/**
 * The files a first query fetches on the English home page: the dialog's chunk, Pagefind's
 * code, WebAssembly and index, and one fragment per result shown. JavaScript and JSON are
 * counted as gzip would send them; Pagefind's index files as stored (they are gzip already).
 */
async function firstQuery(browser: Browser, siteUrl: string, query: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${siteUrl}/`);
  const fetched: { url: string; gzip: number }[] = [];
  page.on('response', async (response) => {
    const body = await response.body().catch(() => Buffer.alloc(0));
    const text = /\.(js|json)(\?|$)/.test(response.url());
    fetched.push({ url: response.url().replace(siteUrl, ''), gzip: text ? gzipSync(body, { level: 9 }).length : body.length });
  });
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  await page.getByRole('searchbox').fill(query);
  const results = page.getByRole('dialog').getByRole('listitem');
  await results.first().waitFor();
  await page.waitForLoadState('networkidle');
  const shown = (await results.allTextContents()).map((text) => text.trim().slice(0, 60));
  await context.close();
  const files = fetched.filter((file) => !file.url.includes('favicon'));
  log(`"${query}" showed ${shown.length} result(s): ${shown.join(' / ')}`);
  return { query, shown: shown.length, files, total: files.reduce((sum, file) => sum + file.gzip, 0) };
}

const work = await mkdtemp(join(tmpdir(), 'sitegen-search-bench-'));
try {
  let root = givenRoot ?? repoRoot;
  if (posts > 0) {
    root = join(work, 'site');
    for (const folder of ['data', 'locales', 'content']) await cp(join(repoRoot, folder), join(root, folder), { recursive: true });
    await writeSyntheticCorpus(root, posts);
  }
  const synthetic = posts > 0 || givenRoot !== undefined;
  const out = join(work, 'dist');
  log(`building ${root}`);
  const built = await build({ root, outDir: out, force: true });
  const pages = built.routes.map((route) => ({ route, key: 'bench', file: join(out, route.outputPath) }));
  const searchable = pages.filter(({ route }) => isSearchable(route)).length;

  // Pairs alternate the Node API from nothing (a cache folder of its own, empty) and the CLI,
  // which indexes every page of the folder that has data-pagefind-body.
  const pairs: { apiMs: number; cliMs: number }[] = [];
  for (let i = 1; i <= runs; i += 1) {
    let start = performance.now();
    await buildSearchIndexes(join(work, `empty-cache-${i}`), 'bench', pages);
    const apiMs = performance.now() - start;
    start = performance.now();
    execFileSync(join(repoRoot, 'node_modules', '.bin', 'pagefind'), ['--site', out, '--output-path', join(work, `cli-index-${i}`)], {
      stdio: 'ignore',
    });
    const cliMs = performance.now() - start;
    log(`pair ${i}/${runs}: Node API ${apiMs.toFixed(0)} ms, CLI ${cliMs.toFixed(0)} ms`);
    pairs.push({ apiMs, cliMs });
  }

  const server = await serveStatic(out);
  const browser = await launchBrowser();
  // A word in nearly every post, and a word in one page: each synthetic post's title carries
  // its number (the middle English post's is asked for); of the shipped posts one says "dentist".
  const englishPosts = built.routes.filter(
    (route) => route.template === 'blogPost' && route.locale.id === 'global' && !route.fallback,
  ).length;
  const rare = synthetic ? String(Math.floor(englishPosts / 2)) : 'dentist';
  const queries = [await firstQuery(browser, server.url, 'review'), await firstQuery(browser, server.url, rare)];
  await browser.close();
  await server.close();

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const corpus = givenRoot ? `${built.routes.filter((route) => route.template === 'blogPost').length} post pages` : posts || 'shipped site';
  console.log(
    `| corpus | pages indexed | Node API, 5 locales, ms, median | pagefind CLI, same folder, ms, median | CLI/API time, median (min–max of pairs) | first query, a word in most posts: KB gzip (results shown) | first query, a word in one post: KB gzip (results shown) |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  const ratios = pairs.map((pair) => pair.cliMs / pair.apiMs);
  console.log(
    `| ${corpus} | ${searchable} of ${pages.length} | ${median(pairs.map((p) => p.apiMs)).toFixed(0)} | ${median(pairs.map((p) => p.cliMs)).toFixed(0)} | ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) | "${queries[0]!.query}": ${kb(queries[0]!.total)} (${queries[0]!.shown}) | "${queries[1]!.query}": ${kb(queries[1]!.total)} (${queries[1]!.shown}) |`,
  );
  for (const { query, files } of queries) {
    log(`files of the first query "${query}" (gzip bytes):`);
    for (const file of files) log(`  ${file.url}: ${file.gzip}`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
