/**
 * `npm run bench:dev`: how long an edited post takes to show in an open browser tab under
 * `sitegen dev` (file written → page reloaded with the new title), and how long the rebuild
 * itself takes, over several edits. Writes bench/results/dev.md. Reports figures; never fails on time.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../generator/assets/browser.ts';
import { startDevServer } from '../generator/dev/dev-server.ts';

process.env.NODE_ENV ??= 'production';
const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const edits = 7;
const postFile = join('content', 'posts', 'en', 'more-reviews-more-money.md');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const root = await mkdtemp(join(tmpdir(), 'sitegen-bench-dev-'));
  const log: string[] = [];
  for (const folder of ['data', 'locales', 'content']) await cp(join(repoRoot, folder), join(root, folder), { recursive: true });
  const dev = await startDevServer({ root, outDir: join(root, 'dist'), port: 0, log: (line) => log.push(line) });
  const browser = await launchBrowser();
  const visible: number[] = [];
  const rebuilds: number[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${dev.url}/blog/more-reviews-more-money/`);
    const original = await readFile(join(root, postFile), 'utf8');
    for (let i = 0; i < edits; i += 1) {
      await page.waitForFunction(() => document.querySelector('script[src="/__sitegen/client.js"]') !== null);
      const title = `Edited title number ${i}`;
      const reloaded = page.waitForEvent('load');
      const started = performance.now();
      await writeFile(join(root, postFile), original.replace(/^title: .*$/m, `title: "${title}"`));
      await reloaded;
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      visible.push(Math.round(performance.now() - started));
      await dev.idle();
      const rebuilt = log.at(-1)?.match(/ in (\d+) ms/);
      if (rebuilt) rebuilds.push(Number(rebuilt[1]));
    }
  } finally {
    await browser.close();
    await dev.close();
    await rm(root, { recursive: true, force: true });
  }
  const table = [
    '| measure | median ms | all runs (ms) |',
    '|---|---|---|',
    `| edit → new title visible in the open tab | ${median(visible)} | ${visible.join(', ')} |`,
    `| rebuild (load, plan, render changed pages, write) | ${median(rebuilds)} | ${rebuilds.join(', ')} |`,
  ].join('\n');
  process.stdout.write(`${table}\n`);
  const machine = `${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
  await mkdir(join(repoRoot, 'bench', 'results'), { recursive: true });
  await writeFile(join(repoRoot, 'bench', 'results', 'dev.md'), `# Dev server: edit to visible\n\nMachine: ${machine}. Shipped site, ${edits} title edits of one post; the edit-to-visible time includes the file watcher's 30 ms settle delay, the rebuild, the reload event and the page load in Chromium.\n\n${table}\n`);
}

await main();
