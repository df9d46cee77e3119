/**
 * `npm run bench`: builds the shipped site 5 times, then synthetic corpora of 1,000, 5,000 and 20,000
 * posts, each build in a fresh process. Prints a table and writes a Markdown report to
 * bench/results/. Reports figures; it never fails on time.
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

interface Figures { pages: number; wallMs: number; cpuMs: number; peakRssMb: number; stages: Record<string, number> }

async function measure(root: string, out: string): Promise<Figures> {
  const { stdout } = await run(process.execPath, [join(repoRoot, 'bench', 'measure-build.js'), root, out], { cwd: repoRoot, maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split('\n').pop()!);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'sitegen-bench-'));
  const rows: string[] = [];
  try {
    const shipped: Figures[] = [];
    for (let i = 0; i < 5; i += 1) shipped.push(await measure(repoRoot, join(work, 'dist-shipped')));
    rows.push(`| shipped site (median of 5) | ${shipped[0]!.pages} | ${median(shipped.map((f) => f.wallMs))} | ${median(shipped.map((f) => f.cpuMs))} | ${Math.round(shipped[0]!.pages / (median(shipped.map((f) => f.wallMs)) / 1000))} | ${median(shipped.map((f) => f.peakRssMb))} | ${JSON.stringify(shipped[2]!.stages)} |`);
    for (const size of sizes) {
      const root = join(work, `site-${size}`);
      for (const folder of ['data', 'locales', 'content']) await cp(join(repoRoot, folder), join(root, folder), { recursive: true });
      await writeSyntheticCorpus(root, size);
      const figures = await measure(root, join(root, 'dist'));
      rows.push(`| ${size.toLocaleString('en-US')} posts | ${figures.pages} | ${figures.wallMs} | ${figures.cpuMs} | ${Math.round(figures.pages / (figures.wallMs / 1000))} | ${figures.peakRssMb} | ${JSON.stringify(figures.stages)} |`);
      await rm(root, { recursive: true, force: true });
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const table = [
    '| corpus | pages | wall ms | CPU ms | pages/s | peak RSS MB | stages (ms) |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  process.stdout.write(`${table}\n`);
  const machine = `${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
  await mkdir(join(repoRoot, 'bench', 'results'), { recursive: true });
  await writeFile(join(repoRoot, 'bench', 'results', 'build.md'), `# Build benchmark\n\nMachine: ${machine}.\nEach build runs in its own process; wall time includes loading, rendering and writing.\n\n${table}\n`);
}

await main();
