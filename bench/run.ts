/**
 * `npm run bench`: builds the shipped site 5 times, then synthetic corpora of 1,000, 5,000 and
 * 20,000 posts (3 builds each of the first two, 1 of the largest), each build in a fresh process
 * and into an output folder of its own. Prints a table and writes a Markdown report to
 * bench/results/. Reports figures; it never fails on time.
 *
 * Build times on this kind of machine vary by up to 2x from minute to minute, mostly in the
 * kernel's time for creating the output's files (the "of which kernel" column), so each row gives the
 * median build and the range.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { writeSyntheticCorpus } from './synthetic-corpus.ts';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const sizes = (process.env.BENCH_SIZES ?? '1000,5000,20000').split(',').map(Number);

interface Figures { pages: number; wallMs: number; cpuMs: number; sysMs: number; peakRssMb: number; stages: Record<string, number> }

async function measure(root: string, out: string, label: string): Promise<Figures> {
  const { stdout } = await run(process.execPath, [join(repoRoot, 'bench', 'measure-build.js'), root, out], { cwd: repoRoot, maxBuffer: 1 << 20 });
  const figures = JSON.parse(stdout.trim().split('\n').pop()!) as Figures;
  process.stderr.write(`${label}: ${figures.pages} pages in ${(figures.wallMs / 1000).toFixed(1)} s, ${figures.peakRssMb} MB\n`);
  return figures;
}

/** Builds per corpus size: enough for a median where a build takes seconds. */
const runsFor = (size: number) => (size <= 5000 ? 3 : 1);

/** One table row: the median build by wall time, the range of wall times, the highest peak memory. */
function row(label: string, runs: Figures[]): string {
  const byWall = [...runs].sort((a, b) => a.wallMs - b.wallMs);
  const mid = byWall[Math.floor(byWall.length / 2)]!;
  const range = runs.length > 1 ? ` (${byWall[0]!.wallMs}-${byWall[byWall.length - 1]!.wallMs})` : '';
  const pagesPerSecond = (figures: Figures) => Math.round(figures.pages / (figures.wallMs / 1000));
  const rates = runs.length > 1 ? ` (${pagesPerSecond(byWall[byWall.length - 1]!)}-${pagesPerSecond(byWall[0]!)})` : '';
  return `| ${label} | ${mid.pages} | ${mid.wallMs}${range} | ${mid.cpuMs} | ${mid.sysMs} | ${pagesPerSecond(mid)}${rates} | ${Math.max(...runs.map((f) => f.peakRssMb))} | ${JSON.stringify(mid.stages)} |`;
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'sitegen-bench-'));
  const rows: string[] = [];
  try {
    const shipped: Figures[] = [];
    for (let i = 0; i < 5; i += 1) shipped.push(await measure(repoRoot, join(work, 'dist-shipped'), `shipped site, build ${i + 1}/5`));
    rows.push(row(`shipped site (${shipped.length} builds)`, shipped));
    for (const size of sizes) {
      const root = join(work, `site-${size}`);
      for (const folder of ['data', 'locales', 'content']) await cp(join(repoRoot, folder), join(root, folder), { recursive: true });
      await writeSyntheticCorpus(root, size);
      const runs: Figures[] = [];
      // A folder each: deleting the previous build's 20,000 files and folders right before a
      // build made the next build's kernel time several times longer here.
      for (let i = 0; i < runsFor(size); i += 1) runs.push(await measure(root, join(root, `dist-${i}`), `${size.toLocaleString('en-US')} posts, build ${i + 1}/${runsFor(size)}`));
      rows.push(row(`${size.toLocaleString('en-US')} posts (${runs.length} build${runs.length > 1 ? 's' : ''})`, runs));
      await rm(root, { recursive: true, force: true });
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const table = [
    '| corpus | pages | wall ms, median (range) | CPU ms | of which kernel ms | pages/s, median (range) | peak RSS MB, highest | stages of the median build (ms) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  process.stdout.write(`${table}\n`);
  const machine = `${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
  await mkdir(join(repoRoot, 'bench', 'results'), { recursive: true });
  await writeFile(join(repoRoot, 'bench', 'results', 'build.md'), `# Build benchmark\n\nMachine: ${machine}.\nEach build runs in its own process; wall time includes loading, rendering and writing. CPU time is both cores' (user and kernel); the kernel's part is mostly creating the output's files and folders.\n\n${table}\n`);
}

await main();
