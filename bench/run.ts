/**
 * `npm run bench`: sitegen against Hugo (Debian's `hugo`, 0.111) on the same synthetic corpus, in
 * one run. For each corpus size both trees are prepared once, each tool builds once to warm up,
 * then BENCH_RUNS pairs of builds alternate sitegen -> Hugo -> Hugo without its related posts
 * (`--environment norelated`), each build a child process of its own writing into a fresh output
 * folder. Each pair gives a ratio of pages per second against each Hugo build and of peak memory
 * (sitegen / Hugo); the table reports their medians. Build times on this kind of machine
 * drift by up to 2x from minute to minute, so only ratios of builds made side by side in the same
 * run mean anything: figures from different runs or days are not a comparison.
 *
 * Each build runs under GNU time (/usr/bin/time): its peak RSS is the process's own maximum
 * resident set, which covers all its threads (sitegen's render workers are threads). Wall time
 * is measured here around the child, from start to exit. Pages are the .html files each tool
 * wrote, less redirect stubs (Hugo writes a few: /en/ -> /, /blog/page/1/ -> /blog/).
 *
 * Environment: BENCH_SIZES (posts, comma-separated; default 1000,5000; 20000 is optional),
 * BENCH_RUNS (pairs per size; default 3), BENCH_SHIPPED (sitegen-only builds of the shipped site;
 * default 5, 0 skips them), BENCH_SEARCH (0 skips the site-search figures of bench/search.ts,
 * made for the shipped site and each corpus size), BENCH_MAX_OTHER_CPU (seconds of other processes' CPU time during a
 * pair above which the pair is made again; default 0.5). Writes bench/results/build.md. Reports
 * figures; never fails on time.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeHugoSite } from './hugo-corpus.ts';
import { writeSyntheticCorpus } from './synthetic-corpus.ts';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const cli = join(repoRoot, 'bin', 'sitegen.js');
const gnuTime = '/usr/bin/time';
/** Where bin/cli-bundle.js keeps the CLI's bundle: a new entry there means a build re-bundled. */
const bundleCache = join(repoRoot, 'node_modules', '.cache', 'sitegen');

function envIntegers(name: string, fallback: string): number[] {
  const raw = process.env[name]?.trim() || fallback;
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isInteger(value) || value < 0))
    throw new Error(`${name}=${raw}: expected whole numbers, comma-separated`);
  return values;
}
const sizes = envIntegers('BENCH_SIZES', '1000,5000').filter((size) => size > 0);
const pairCount = Math.max(1, envIntegers('BENCH_RUNS', '3')[0]!);
const shippedBuilds = envIntegers('BENCH_SHIPPED', '5')[0]!;
const measureSearch = envIntegers('BENCH_SEARCH', '1')[0]! > 0;
/** A pair during which the machine spent more CPU than this on other work is made again. */
const maxOtherCpuMs = Number(process.env.BENCH_MAX_OTHER_CPU?.trim() || '0.5') * 1000;
if (!(maxOtherCpuMs >= 0)) throw new Error(`BENCH_MAX_OTHER_CPU=${process.env.BENCH_MAX_OTHER_CPU}: expected seconds, like 0.5`);
let repeatedPairs = 0;

type Tool = 'sitegen' | 'hugo' | 'hugo without related posts';
/** otherCpuMs: CPU time the whole machine spent during the build beyond the build's own process. */
interface Build {
  tool: Tool;
  pages: number;
  wallMs: number;
  cpuMs: number;
  peakRssMb: number;
  otherCpuMs: number;
}
/** `bare`: Hugo with the related posts left out of its post pages (the full-build pairs only). */
interface Pair {
  sitegen: Build;
  hugo: Build;
  bare?: Build;
}

/** Installs hugo and GNU time with apt-get (bench/hugo/setup.sh) if either is missing. */
function ensureTools(): string {
  const hugoInstalled = () => {
    try {
      return execFileSync('hugo', ['version'], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  if (!hugoInstalled() || !existsSync(gnuTime)) execFileSync('bash', [join(repoRoot, 'bench', 'hugo', 'setup.sh')], { stdio: 'inherit' });
  const version = hugoInstalled();
  if (!version) throw new Error('hugo is still missing after bench/hugo/setup.sh');
  const short = /v\d+\.\d+\.\d+\S*/.exec(version)?.[0] ?? version;
  if (!short.startsWith('v0.111.'))
    process.stderr.write(`note: this benchmark's Hugo site was written for Hugo 0.111 (Debian 12); found ${short}\n`);
  return short;
}

/** .html files under `dir`, less redirect stubs (a few hundred bytes with a meta refresh). */
async function countPages(dir: string): Promise<number> {
  let pages = 0;
  for (const name of await readdir(dir, { recursive: true })) {
    if (!name.endsWith('.html')) continue;
    const file = join(dir, name);
    if ((await stat(file)).size < 2048 && /http-equiv="?refresh/i.test(await readFile(file, 'utf8'))) continue;
    pages += 1;
  }
  return pages;
}

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
/** CPU time all cores have spent busy since boot (user, nice, system, irq, softirq, steal), in ms. */
function machineBusyMs(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return ((user! + nice! + system! + irq! + softirq! + steal!) * 1000) / clockTicks;
}

/** The build under way, if any: stopped with the benchmark. */
let running: ChildProcess | undefined;

const bundles = () => (existsSync(bundleCache) ? readdirSync(bundleCache).sort().join('\n') : '');

/**
 * One build under GNU time. Dirty pages of earlier builds are flushed first (`sync`, not timed),
 * so no build pays for writing back another's output.
 */
async function timed(tool: Tool, command: string, args: string[], out: string, workDir: string): Promise<Build> {
  execFileSync('sync');
  const timeFile = join(workDir, 'time.txt');
  const busyBefore = machineBusyMs();
  const started = process.hrtime.bigint();
  // A process group of its own, so stopping the benchmark stops the build and its threads too.
  const child = spawn(gnuTime, ['-o', timeFile, '-f', '%e %M %U %S', command, ...args], {
    cwd: repoRoot,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running = child;
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve(code));
  });
  const closed = new Promise((resolve) => child.on('close', resolve));
  const code = await exited.finally(() => (running = undefined));
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const busyMs = machineBusyMs() - busyBefore;
  await closed; // all output read
  if (code !== 0) throw new Error(`${tool} exited with status ${code}:\n${output.trim()}`);
  if (output.trim()) process.stderr.write(`  ${tool} printed:\n${output.trim().replace(/^/gm, '    ')}\n`);
  // GNU time's last line: elapsed s, max RSS in KiB, user s, system s.
  const [, maxRssKb, user, system] = (await readFile(timeFile, 'utf8')).trim().split('\n').pop()!.split(' ').map(Number);
  const cpuMs = Math.round((user! + system!) * 1000);
  return {
    tool,
    pages: await countPages(out),
    wallMs,
    cpuMs,
    peakRssMb: Math.round(maxRssKb! / 1024),
    otherCpuMs: Math.max(0, busyMs - cpuMs),
  };
}

/**
 * sitegen as users run it: `node bin/sitegen.js generate`. The CLI bundles itself when its sources
 * changed; `sitegen --help` (not timed) does that first, and a build that bundled anyway (the
 * sources changed in between: another checkout being edited) is made again.
 */
async function buildSitegen(root: string, out: string, workDir: string, options: { cached?: boolean } = {}): Promise<Build> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      execFileSync(process.execPath, [cli, '--help'], { cwd: repoRoot, stdio: 'ignore' });
      const before = bundles();
      // A second attempt writes into a folder of its own rather than deleting the first attempt's.
      const target = attempt === 1 || options.cached ? out : `${out}-attempt-${attempt}`;
      // A cold build ignores the build cache (`--force`: parsed posts, the last build's
      // manifest), as on a fresh CI runner; it still fills it, for the edit pairs.
      const build = await timed(
        'sitegen',
        process.execPath,
        [cli, 'generate', '--root', root, '--out', target, '--quiet', ...(options.cached ? [] : ['--force'])],
        target,
        workDir,
      );
      if (bundles() === before) return build;
      if (attempt >= 3) {
        process.stderr.write('  sitegen re-bundled its CLI during the build again (sources changing): this build counts as it is\n');
        return build;
      }
      process.stderr.write('  sitegen re-bundled its CLI during the build (sources changed): building again\n');
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stderr.write(`  sitegen failed (${(error as Error).message.split('\n').slice(0, 3).join(' / ')}); trying again in 20 s\n`);
      await new Promise((resolve) => setTimeout(resolve, 20_000));
    }
  }
}

/**
 * Hugo's related posts (`site.RegularPages.Related`) are most of its time on a big corpus, so each
 * full-build pair also times it without them (`related: false`): the honest comparison of the rest.
 */
async function buildHugo(site: string, out: string, cacheDir: string, workDir: string, related = true): Promise<Build> {
  execFileSync('hugo', ['version'], { stdio: 'ignore' }); // as sitegen's untimed --help before each build
  const args = ['--source', site, '--destination', out, '--cacheDir', cacheDir, '--quiet'];
  if (related) return timed('hugo', 'hugo', args, out, workDir);
  return timed('hugo without related posts', 'hugo', [...args, '--environment', 'norelated'], out, workDir);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const otherCpuOf = (pair: Pair) => pair.sitegen.otherCpuMs + pair.hugo.otherCpuMs + (pair.bare?.otherCpuMs ?? 0);
const pagesPerSecond = (build: Build) => build.pages / (build.wallMs / 1000);
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const int = (value: number) => Math.round(value).toLocaleString('en-US');
const describe = (build: Build) =>
  `${build.tool} ${int(build.pages)} pages in ${seconds(build.wallMs)} s, ${build.peakRssMb} MB (other CPU ${seconds(build.otherCpuMs)} s)`;

/** "median (min–max)" of a list, formatted. */
function spread(values: number[], format: (value: number) => string): string {
  if (values.length === 1) return format(values[0]!);
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

/** sitegen's pages/s over Hugo's without related posts, pair by pair: "median (min–max)". */
function bareRatio(pairs: Pair[]): string {
  const bare = pairs.filter((pair) => pair.bare);
  if (bare.length === 0) return '–';
  return spread(
    bare.map((p) => pagesPerSecond(p.sitegen) / pagesPerSecond(p.bare!)),
    (value) => value.toFixed(2),
  );
}

function summaryRow(label: string, pairs: Pair[]): string {
  const ours = pairs.map((pair) => pair.sitegen);
  const hugo = pairs.map((pair) => pair.hugo);
  const pagesOf = (builds: Build[]) => [...new Set(builds.map((build) => int(build.pages)))].join('/');
  const ratio = (value: number) => value.toFixed(2);
  return `| ${label} | ${pagesOf(ours)} | ${pagesOf(hugo)} | ${spread(
    ours.map((b) => b.wallMs),
    seconds,
  )} | ${spread(
    hugo.map((b) => b.wallMs),
    seconds,
  )} | ${int(median(ours.map(pagesPerSecond)))} | ${int(median(hugo.map(pagesPerSecond)))} | ${spread(
    pairs.map((p) => pagesPerSecond(p.sitegen) / pagesPerSecond(p.hugo)),
    ratio,
  )} | ${bareRatio(pairs)} | ${int(median(ours.map((b) => b.peakRssMb)))} | ${int(median(hugo.map((b) => b.peakRssMb)))} | ${ratio(median(pairs.map((p) => p.sitegen.peakRssMb / p.hugo.peakRssMb)))} |`;
}

function shippedRow(builds: Build[]): string {
  return `| shipped site (sitegen only, ${builds.length} builds) | ${int(builds[0]!.pages)} | – | ${spread(
    builds.map((b) => b.wallMs),
    seconds,
  )} | – | ${int(median(builds.map(pagesPerSecond)))} | – | – | – | ${int(median(builds.map((b) => b.peakRssMb)))} | – | – |`;
}

/** A table row for a corpus whose builds failed; the run goes on and exits with status 1. */
function failedRow(label: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${label}: ${message}\n`);
  process.exitCode = 1;
  return `| ${label} | failed: ${message.split('\n').slice(0, 3).join(' ').replaceAll('|', '\\|')} | – | – | – | – | – | – | – | – | – | – |`;
}

function detailRows(label: string, pairs: Pair[]): string[] {
  return pairs.map((pair, i) => {
    const bare = pair.bare
      ? `${seconds(pair.bare.wallMs)} | ${seconds(pair.bare.cpuMs)} | ${(pagesPerSecond(pair.sitegen) / pagesPerSecond(pair.bare)).toFixed(2)}`
      : '– | – | –';
    return `| ${label} | ${i + 1} | ${seconds(otherCpuOf(pair))} | ${seconds(pair.sitegen.wallMs)} | ${seconds(pair.sitegen.cpuMs)} | ${pair.sitegen.peakRssMb} | ${seconds(pair.hugo.wallMs)} | ${seconds(pair.hugo.cpuMs)} | ${pair.hugo.peakRssMb} | ${(pagesPerSecond(pair.sitegen) / pagesPerSecond(pair.hugo)).toFixed(2)} | ${bare} | ${(pair.sitegen.peakRssMb / pair.hugo.peakRssMb).toFixed(2)} |`;
  });
}

/** Prepares both trees for `size` posts in `dir`, warms each tool up, then makes the pairs. */
async function benchSize(size: number, label: string, dir: string, work: string, hugoCache: string): Promise<Pair[]> {
  const sitegenRoot = join(dir, 'sitegen-site');
  const hugoRoot = join(dir, 'hugo-site');
  for (const folder of ['data', 'locales', 'content']) await cp(join(repoRoot, folder), join(sitegenRoot, folder), { recursive: true });
  const corpus = await writeSyntheticCorpus(sitegenRoot, size);
  const converted = await writeHugoSite(hugoRoot, sitegenRoot);
  process.stderr.write(
    `${label}: ${corpus.posts} posts (${corpus.slugs} slugs); Hugo content: ${converted.posts} posts + ${converted.fallbacks} fallback pages\n`,
  );
  // Every output stays until the size is done: deleting tens of thousands of files right
  // before a build slowed that build's file creation several times here.
  const out = (name: string) => join(dir, 'out', name);
  process.stderr.write(`${label}, warm-up: ${describe(await buildSitegen(sitegenRoot, out('sitegen-warm-up'), work))}\n`);
  process.stderr.write(`${label}, warm-up: ${describe(await buildHugo(hugoRoot, out('hugo-warm-up'), hugoCache, work))}\n`);
  process.stderr.write(`${label}, warm-up: ${describe(await buildHugo(hugoRoot, out('hugo-bare-warm-up'), hugoCache, work, false))}\n`);
  const pairs: Pair[] = [];
  for (let i = 0; i < pairCount; i += 1) {
    // A pair that ran beside other work is made again (up to 3 more times): other work
    // slows whichever build it lands on, which skews that pair's ratio. If every try ran beside
    // some, the one with the least is kept.
    let kept: Pair | undefined;
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const name = `${i + 1}${attempt > 1 ? `-again-${attempt}` : ''}`;
      const sitegen = await buildSitegen(sitegenRoot, out(`sitegen-${name}`), work);
      const hugo = await buildHugo(hugoRoot, out(`hugo-${name}`), hugoCache, work);
      const bare = await buildHugo(hugoRoot, out(`hugo-bare-${name}`), hugoCache, work, false);
      process.stderr.write(
        `${label}, pair ${i + 1}/${pairCount}: ${describe(sitegen)} | ${describe(hugo)} | ${describe(bare)} | pages/s ratios ${(pagesPerSecond(sitegen) / pagesPerSecond(hugo)).toFixed(2)}, ${(pagesPerSecond(sitegen) / pagesPerSecond(bare)).toFixed(2)}\n`,
      );
      const pair = { sitegen, hugo, bare };
      if (!kept || otherCpuOf(pair) < otherCpuOf(kept)) kept = pair;
      if (otherCpuOf(pair) <= maxOtherCpuMs) break;
      if (attempt < 4) {
        repeatedPairs += 1;
        process.stderr.write(`  ${seconds(otherCpuOf(pair))} s of other CPU work during this pair: making it again\n`);
      }
    }
    pairs.push(kept!);
  }
  return pairs;
}

/**
 * One post edited, then rebuilt: sitegen with its build cache (the output and `.sitegen-cache/`
 * of the build before, as `generate` in CI with the cache kept, or run twice locally), Hugo as
 * its users rebuild (Hugo keeps no render cache across builds: a full build into a fresh
 * folder). Each pair first appends a sentence to the same post in both trees.
 */
async function benchEdits(label: string, dir: string, work: string, hugoCache: string): Promise<Pair[]> {
  const sitegenRoot = join(dir, 'sitegen-site');
  const hugoRoot = join(dir, 'hugo-site');
  const out = (name: string) => join(dir, 'out', name);
  const cachedOut = out('sitegen-cached');
  process.stderr.write(
    `${label}, one post edited, first build (fills the cache): ${describe(await buildSitegen(sitegenRoot, cachedOut, work))}\n`,
  );
  const postName = readdirSync(join(sitegenRoot, 'content', 'posts', 'en')).sort()[0]!;
  const edited = [join(sitegenRoot, 'content', 'posts', 'en', postName), join(hugoRoot, 'content', 'en', 'blog', postName)];
  const pairs: Pair[] = [];
  for (let i = 0; i < pairCount; i += 1) {
    for (const file of edited) await writeFile(file, `${await readFile(file, 'utf8')}\nEdit number ${i + 1} of this benchmark.\n`);
    const sitegen = await buildSitegen(sitegenRoot, cachedOut, work, { cached: true });
    const hugo = await buildHugo(hugoRoot, out(`hugo-edit-${i + 1}`), hugoCache, work);
    process.stderr.write(
      `${label}, one post edited, pair ${i + 1}/${pairCount}: ${describe(sitegen)} | ${describe(hugo)} | Hugo/sitegen wall ${(hugo.wallMs / sitegen.wallMs).toFixed(1)}\n`,
    );
    pairs.push({ sitegen, hugo });
  }
  return pairs;
}

/**
 * bench/search.ts on a project (the shipped site, or a corpus with its caches warm from the
 * builds before): Pagefind's Node API against its CLI in pairs, and a first query's bytes.
 * Returns the table's data rows.
 */
function benchSearch(label: string, root?: string): string[] {
  process.stderr.write(`${label}: site search (bench/search.ts)\n`);
  let output: string;
  try {
    output = execFileSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'bench', 'search.ts'), ...(root ? ['--root', root] : [])], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1 << 24,
    });
  } catch (error) {
    process.stderr.write(`${label}, site search: ${(error as Error).message}\n`);
    process.exitCode = 1;
    return [`| ${label} | failed: see the run's output |`];
  }
  const rows = output.split('\n').filter((line) => line.startsWith('|'));
  searchHeader = rows[0] ?? searchHeader;
  return rows.slice(2).map((row) => row.replace(/^\| [^|]+\|/, `| ${label} |`));
}
let searchHeader = '';

function editRow(label: string, pairs: Pair[]): string {
  const ratios = pairs.map((pair) => pair.hugo.wallMs / pair.sitegen.wallMs);
  const disturbed = pairs.filter((pair) => otherCpuOf(pair) > maxOtherCpuMs).length;
  return `| ${label}, one post edited (${pairs.length} pairs${disturbed ? `, ${disturbed} beside other work` : ''}) | ${spread(
    pairs.map((pair) => pair.sitegen.wallMs),
    seconds,
  )} | ${spread(
    pairs.map((pair) => pair.hugo.wallMs),
    seconds,
  )} | ${spread(ratios, (value) => value.toFixed(1))} | ${spread(
    pairs.map((pair) => pair.sitegen.peakRssMb),
    String,
  )} |`;
}

async function main() {
  const hugoVersion = ensureTools();
  const work = await mkdtemp(join(tmpdir(), 'sitegen-bench-'));
  // Stopped early (Ctrl-C): the build under way stops, and the trees and outputs (gigabytes at
  // 20,000 posts) go too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      const child = running;
      const cleanUp = () => {
        rmSync(work, { recursive: true, force: true, maxRetries: 5 });
        process.exit(130);
      };
      if (child?.pid === undefined || child.exitCode !== null) return cleanUp();
      child.once('exit', cleanUp);
      process.kill(-child.pid, 'SIGTERM');
    });
  }
  const hugoCache = join(work, 'hugo-cache'); // the same for every Hugo build of the run
  const summary: string[] = [];
  const editRows: string[] = [];
  const searchRows: string[] = [];
  const details: string[] = [];
  try {
    if (shippedBuilds > 0) {
      const dir = join(work, 'shipped');
      try {
        await mkdir(dir, { recursive: true });
        process.stderr.write(`shipped site, warm-up: ${describe(await buildSitegen(repoRoot, join(dir, 'warm-up'), work))}\n`);
        const builds: Build[] = [];
        for (let i = 0; i < shippedBuilds; i += 1) {
          builds.push(await buildSitegen(repoRoot, join(dir, `out-${i + 1}`), work));
          process.stderr.write(`shipped site, build ${i + 1}/${shippedBuilds}: ${describe(builds[i]!)}\n`);
        }
        summary.push(shippedRow(builds));
        if (measureSearch) searchRows.push(...benchSearch('shipped site'));
      } catch (error) {
        summary.push(failedRow('shipped site', error));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
    for (const size of sizes) {
      const label = `${size.toLocaleString('en-US')} posts`;
      const dir = join(work, `posts-${size}`);
      try {
        const pairs = await benchSize(size, label, dir, work, hugoCache);
        const disturbed = pairs.filter((pair) => otherCpuOf(pair) > maxOtherCpuMs).length;
        summary.push(
          summaryRow(
            `${label} (${pairs.length} pair${pairs.length > 1 ? 's' : ''}${disturbed ? `, ${disturbed} beside other work` : ''})`,
            pairs,
          ),
        );
        details.push(...detailRows(label, pairs));
        const edits = await benchEdits(label, dir, work, hugoCache);
        editRows.push(editRow(label, edits));
        details.push(...detailRows(`${label}, one post edited`, edits));
        if (measureSearch) searchRows.push(...benchSearch(label, join(dir, 'sitegen-site')));
      } catch (error) {
        summary.push(failedRow(label, error)); // the other sizes still run
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }

  const table = [
    '| corpus | sitegen pages | Hugo pages | sitegen wall s, median (range) | Hugo wall s, median (range) | sitegen pages/s | Hugo pages/s | pages/s sitegen/Hugo, median (min–max of pairs) | pages/s sitegen/Hugo without related posts, median (min–max) | sitegen peak RSS MB | Hugo peak RSS MB | peak RSS sitegen/Hugo, median |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...summary,
    ...(editRows.length === 0
      ? []
      : [
          '',
          '**One post edited, then rebuilt** (sitegen with its build cache; Hugo, which keeps none, a full build):',
          '',
          '| corpus | sitegen wall s, median (range) | Hugo wall s, median (range) | Hugo/sitegen wall, median (min–max of pairs) | sitegen peak RSS MB |',
          '|---|---|---|---|---|',
          ...editRows,
        ]),
    ...(searchRows.length === 0
      ? []
      : [
          '',
          "**Site search** (bench/search.ts: Pagefind's Node API from nothing, as a build without the search cache runs it, against the `pagefind` CLI on the same output, in pairs; the bytes a first query fetches in Chromium, gzip, on the English home page):",
          '',
          searchHeader,
          searchHeader.replace(/[^|]+/g, '---'),
          ...searchRows,
        ]),
  ].join('\n');
  process.stdout.write(`${table}\n`);

  const machine = `${cpus().length} cores, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Linux ${release()}, Node ${process.version}, Hugo ${hugoVersion}`;
  // sitegen's tuning variables change what is measured: named when set.
  const tuning = Object.entries(process.env)
    .filter(([name]) => name.startsWith('SITEGEN_'))
    .map(([name, value]) => `${name}=${value}`);
  const settings = tuning.length > 0 ? ` sitegen ran with ${tuning.join(', ')} (not its defaults).` : '';
  if (settings) process.stdout.write(`${settings.trim()}\n`);
  const detailTable =
    details.length === 0
      ? ''
      : [
          '',
          '## Each pair',
          '',
          `CPU is user plus kernel time of the process, over both cores. "Other CPU" is the CPU time the machine spent during the pair's builds beyond the builds' own processes (from /proc/stat; a few hundredths of a second when the machine is otherwise idle). A pair with more than ${seconds(maxOtherCpuMs)} s of it ran beside other work and was made again (${repeatedPairs} time${repeatedPairs === 1 ? '' : 's'} in this run); when all 4 tries ran beside other work, the try with the least is kept, counted as "beside other work" in the table above, and shows it here.`,
          '',
          '| corpus | pair | other CPU s | sitegen wall s | sitegen CPU s | sitegen peak RSS MB | Hugo wall s | Hugo CPU s | Hugo peak RSS MB | pages/s sitegen/Hugo | Hugo without related posts wall s | its CPU s | pages/s sitegen/it | peak RSS sitegen/Hugo |',
          '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
          ...details,
          '',
        ].join('\n');
  await mkdir(join(repoRoot, 'bench', 'results'), { recursive: true });
  await writeFile(
    join(repoRoot, 'bench', 'results', 'build.md'),
    `# Build benchmark: sitegen and Hugo

Machine: ${machine}. Run on ${new Date().toISOString().slice(0, 10)}.${settings}

Both tools build the same synthetic corpus (bench/synthetic-corpus.ts; for Hugo converted by bench/hugo-corpus.ts, bodies byte for byte) into five languages: every post slug in every language, untranslated ones as English fallback pages, blog lists of 12 per page, a feed per language and a sitemap. Hugo builds a minimal site of comparable pages (bench/hugo/site/). sitegen also builds about 12 landing pages per locale that the Hugo site does not have. For each size, both trees are prepared once, each tool builds once to warm up, then pairs of builds alternate sitegen -> Hugo -> Hugo without its related posts, each a process of its own (\`node bin/sitegen.js generate --quiet\`, \`hugo --quiet\`, \`hugo --quiet --environment norelated\`) writing into a fresh folder. Hugo's related posts (\`site.RegularPages.Related\`) are most of its time on a large corpus; sitegen's come from an inverted index, so the ratio without them is the comparison of everything else. Wall time runs from the start of the process to its exit; peak RSS is the process's maximum resident set (GNU time), threads included (sitegen's render workers are threads; esbuild's helper process, about 30 MB while sitegen bundles its CSS, is not added in). Pages are the .html files each tool wrote, less Hugo's redirect stubs. Build times on this machine drift by up to 2x from minute to minute: only the ratios of builds made side by side in the same run are a comparison; figures from different runs or days are not.

${table}
${detailTable}`,
  );
}

await main();
