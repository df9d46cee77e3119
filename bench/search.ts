/**
 * Site search (issue 43): the time Pagefind takes to index each locale's pages from nothing
 * (the Node API, as `generate` runs it, without the search cache), next to the `pagefind` CLI
 * run on the same output folder, and the bytes a first query fetches in Chromium.
 *
 *   node --import tsx bench/search.ts            # the shipped site
 *   node --import tsx bench/search.ts 5000       # the synthetic corpus of bench/run.ts
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from '../generator/build.ts';
import { launchBrowser } from '../generator/assets/browser.ts';
import { buildSearchIndexes, isSearchable } from '../generator/output/search-index.ts';
import { repoRoot } from '../tests/helpers/fixture-site.ts';
import { serveStatic } from '../tests/helpers/static-server.ts';
import { writeSyntheticCorpus } from './synthetic-corpus.ts';

const posts = Number(process.argv[2] ?? 0);
const work = await mkdtemp(join(tmpdir(), 'sitegen-search-bench-'));
try {
  let root = repoRoot;
  if (posts > 0) {
    root = join(work, 'site');
    for (const folder of ['data', 'locales', 'content']) await cp(join(repoRoot, folder), join(root, folder), { recursive: true });
    await writeSyntheticCorpus(root, posts);
  }
  const out = join(work, 'dist');
  const built = await build({ root, outDir: out, force: true });
  const pages = built.routes.map((route) => ({ route, key: 'bench', file: join(out, route.outputPath) }));

  // The Node API from nothing: a cache folder of its own, empty.
  let start = performance.now();
  await buildSearchIndexes(join(work, 'empty-cache'), 'bench', pages);
  const apiMs = performance.now() - start;
  // The CLI indexes every page of the folder that has data-pagefind-body (fallback and noindex pages too).
  start = performance.now();
  execFileSync(join(repoRoot, 'node_modules', '.bin', 'pagefind'), ['--site', out, '--output-path', join(work, 'cli-index')], {
    stdio: 'ignore',
  });
  const cliMs = performance.now() - start;

  const server = await serveStatic(out);
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(`${server.url}/`);
  const fetched: { url: string; bytes: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    const body = await response.body().catch(() => Buffer.alloc(0));
    // Pagefind's index files are gzip already; text is counted as a server would send it gzipped.
    const text = /\.(js|json)(\?|$)/.test(response.url());
    fetched.push({ url: response.url().replace(server.url, ''), bytes: body.length, gzip: text ? gzipSync(body).length : body.length });
  });
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  await page.getByRole('searchbox').fill('review');
  await page.getByRole('dialog').getByRole('listitem').first().waitFor();
  await page.waitForLoadState('networkidle');
  await browser.close();
  await server.close();

  const total = fetched.reduce((sum, file) => sum + file.gzip, 0);
  const searchable = pages.filter(({ route }) => isSearchable(route)).length;
  console.log(`| corpus | pages indexed | Node API, 5 locales, ms | pagefind CLI, same folder, ms | first query fetches, KB gzip |`);
  console.log(`|---|---|---|---|---|`);
  console.log(
    `| ${posts || 'shipped site'} | ${searchable} of ${pages.length} | ${apiMs.toFixed(0)} | ${cliMs.toFixed(0)} | ${(total / 1024).toFixed(1)} |`,
  );
  console.log('\nFiles of the first query (gzip bytes):');
  for (const file of fetched) console.log(`- ${file.url}: ${file.gzip} (${file.bytes} as stored)`);
} finally {
  await rm(work, { recursive: true, force: true });
}
