/**
 * `npm run bench:dev`: how long an edit takes to show in an open browser tab under `sitegen dev`
 * (file written → the changed text or colour on the page), for a post, a strings file, the CSS
 * and a template, each several times; then the dev process's memory over 200 post edits.
 * Writes bench/results/dev.md. Reports figures; never fails on time.
 *
 * `sitegen dev` runs as users run it (the CLI, a process of its own) from a copy of the project
 * (code, templates and site), since the CSS and template edits change templates/: the
 * repository stays untouched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../generator/assets/browser.ts';
import { settleMs } from '../generator/dev/dev-server.ts';
import { writeSyntheticCorpus } from './synthetic-corpus.ts';

process.env.NODE_ENV ??= 'production';
const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const runs = 7;
/** Between one edit's rebuild and the next edit. */
const pauseMs = 1500;
/** `BENCH_DEV_POSTS=5000`: the shipped site with its posts replaced by the synthetic corpus of `npm run bench`. */
const corpusPosts = Number(process.env.BENCH_DEV_POSTS ?? 0);
const memoryEdits = Number(process.env.BENCH_DEV_MEMORY_EDITS ?? 200);
/** The post edited: a shipped article, or the corpus' first English one. */
const editedPost = corpusPosts
  ? { file: 'content/posts/en/synthetic-post-00000.md', url: '/blog/synthetic-post-00000/' }
  : { file: 'content/posts/en/more-reviews-more-money.md', url: '/blog/more-reviews-more-money/' };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A copy of the project with the installed packages linked in (its own node_modules/.cache). */
async function copyProject(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'sitegen-bench-dev-'));
  for (const entry of [
    'bin',
    'generator',
    'templates',
    'data',
    'locales',
    'content',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
  ]) {
    await cp(join(repoRoot, entry), join(root, entry), { recursive: true });
  }
  await mkdir(join(root, 'node_modules'));
  for (const name of await readdir(join(repoRoot, 'node_modules'))) {
    if (name !== '.cache') await symlink(join(repoRoot, 'node_modules', name), join(root, 'node_modules', name), 'dir');
  }
  if (corpusPosts) {
    await writeSyntheticCorpus(root, corpusPosts);
    // As after a build or an earlier session: the image cache holds the corpus' 5,000 social
    // cards (drawing them takes minutes) and the post cache its parsed posts.
    const generate = spawn(
      process.execPath,
      [join(root, 'bin', 'sitegen.js'), 'generate', '--root', root, '--out', join(root, 'dist'), '--quiet', '--drafts', '--future'],
      { stdio: 'inherit' },
    );
    const code = await new Promise((done) => generate.once('exit', done));
    if (code !== 0) throw new Error(`sitegen generate of the corpus exited with ${code}`);
  }
  return root;
}

interface EditKind {
  name: string;
  url: string;
  file: string;
  /** The file's text with edit number `i` made. */
  edit(original: string, i: number): string;
  /**
   * Resolves when the page shows edit number `i`. Always `waitForFunction`, which checks at every
   * animation frame: a locator's `waitFor` checks a changed page at growing intervals (up to
   * 500 ms) and would time Playwright, not the dev server.
   */
  shown(page: Page, i: number): Promise<unknown>;
}

const kinds: EditKind[] = [
  {
    name: 'a post (its title)',
    url: editedPost.url,
    file: editedPost.file,
    edit: (text, i) => text.replace(/^title: .*$/m, `title: "Edited title number ${i}"`),
    shown: (page, i) => page.waitForFunction((n) => document.querySelector('h1')?.textContent?.trim() === `Edited title number ${n}`, i),
  },
  {
    name: 'a strings file (es.json, on a Mexican page)',
    url: '/mx/blog/',
    file: 'locales/es.json',
    edit: (text, i) => {
      const strings = JSON.parse(text);
      strings.blog.title = `${strings.blog.title} ${i}`;
      return `${JSON.stringify(strings, null, 2)}\n`;
    },
    shown: (page, i) => page.waitForFunction((n) => document.querySelector('h1')?.textContent?.trim().endsWith(` ${n}`), i),
  },
  {
    // The brand colours come from data/brand.json; the focus ring's colour is the stylesheet's own.
    name: 'the CSS (tokens.css: the focus colour)',
    url: '/',
    file: 'templates/styles/tokens.css',
    edit: (text, i) => text.replace(/--focus: #[0-9a-f]{6};/, `--focus: #0${i}4ed8;`),
    shown: (page, i) =>
      page.waitForFunction((n) => getComputedStyle(document.documentElement).getPropertyValue('--focus').trim() === `#0${n}4ed8`, i),
  },
  {
    name: 'a template (site-footer.tsx)',
    url: '/',
    file: 'templates/layout/site-footer.tsx',
    edit: (text, i) =>
      text.replace(
        '<p className="site-footer__muted">{ctx.t(\'footer.tagline\')}</p>',
        `<p className="site-footer__muted">{ctx.t('footer.tagline')}</p><p data-edit="${i}">edit ${i}</p>`,
      ),
    shown: (page, i) => page.waitForFunction((n) => document.querySelector(`[data-edit="${n}"]`) !== null, i),
  },
];

/** `sitegen dev` of the copy, in a process of its own, and the lines it prints. */
interface Dev {
  url: string;
  process: ChildProcess;
  log: string[];
  /** Resolves at the next "Rebuilt …" or "Build failed" line. */
  nextBuild(): Promise<string>;
  /** Resident memory of the dev process, MB (from /proc). */
  rssMb(): number;
}

async function startDev(root: string): Promise<Dev> {
  const child = spawn(process.execPath, [join(root, 'bin', 'sitegen.js'), 'dev', '--root', root, '--port', '0'], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  let waiting: ((line: string) => void)[] = [];
  let buffer = '';
  const url = new Promise<string>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`sitegen dev exited with ${code}:\n${log.join('\n')}`)));
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 1);
        log.push(line);
        const found = /Dev server at (http:\/\/\S+?)\/? /.exec(line);
        if (found) resolve(found[1]!);
        if (/^(Rebuilt|Build failed)/.test(line)) waiting.splice(0).forEach((wake) => wake(line));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
  });
  return {
    url: await url,
    process: child,
    log,
    nextBuild: () => new Promise((resolve) => waiting.push(resolve)),
    rssMb: () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024),
  };
}

/** Per edit: file written → changed DOM, and file written → the dev server's "Rebuilt" line (the rest is the event, the reload and the browser). */
interface Timing {
  visible: number;
  rebuilt: number;
}

async function measure(dev: Dev, page: Page, root: string, kind: EditKind): Promise<Timing[]> {
  const file = join(root, kind.file);
  const original = await readFile(file, 'utf8');
  if (kind.edit(original, 1) === original)
    throw new Error(`The ${kind.name} edit no longer matches ${kind.file}: update bench/dev-reload.ts`);
  const response = await page.goto(`${dev.url}${kind.url}`);
  if (!response?.ok()) throw new Error(`${kind.url} answered ${response?.status()}; the dev server said:\n${dev.log.slice(-3).join('\n')}`);
  const times: Timing[] = [];
  try {
    for (let i = 1; i <= runs; i += 1) {
      await page.waitForFunction(() => document.querySelector('script[src="/__sitegen/client.js"]') !== null);
      const started = performance.now();
      const built = dev.nextBuild().then(() => performance.now() - started);
      await writeFile(file, kind.edit(original, i));
      await kind.shown(page, i);
      const visible = performance.now() - started;
      times.push({ visible: Math.round(visible), rebuilt: Math.round(await built) });
      // As a person looks at the result before the next save: the dev server finishes what it
      // does after a rebuild (social cards, say) before the next edit.
      await new Promise((wake) => setTimeout(wake, pauseMs));
    }
  } finally {
    const built = dev.nextBuild();
    await writeFile(file, original);
    await built;
  }
  return times;
}

async function main() {
  const root = await copyProject();
  // Files changed within 100 ms of the dev server's start count as edits made during its first
  // build (dev-server.ts): the copy must be older than that.
  await new Promise((wake) => setTimeout(wake, 300));
  const started = performance.now();
  const dev = await startDev(root);
  const startMs = Math.round(performance.now() - started);
  const browser = await launchBrowser();
  const rows: string[] = [];
  /** Resident memory before the memory edits, and after each of them. */
  let memoryBefore = 0;
  const memory: number[] = [];
  try {
    for (const kind of kinds) {
      // A tab of its own per kind: the last one may still be reloading after its file was restored.
      // The site's CSP has no 'unsafe-eval', which Playwright's waitForFunction needs.
      const page = await browser.newPage({ bypassCSP: true });
      const times = await measure(dev, page, root, kind);
      await page.close();
      const visible = times.map((time) => time.visible);
      rows.push(
        `| ${kind.name} | ${median(visible)} | ${Math.min(...visible)}–${Math.max(...visible)} | ${median(times.map((time) => time.rebuilt))} | ${visible.join(', ')} |`,
      );
      process.stderr.write(`${kind.name}: ${times.map((time) => `${time.visible} (rebuilt at ${time.rebuilt})`).join(', ')} ms\n`);
    }
    // Memory over many edits: the dev process, read after every post edit. One reading says
    // where the garbage collector happened to be; the median and the highest of each 50 say
    // whether memory grows.
    const post = join(root, editedPost.file);
    const original = await readFile(post, 'utf8');
    memoryBefore = dev.rssMb();
    for (let i = 1; i <= memoryEdits; i += 1) {
      const built = dev.nextBuild();
      await writeFile(post, `${original}\n\nEdit number ${i}.\n`);
      await built;
      memory.push(dev.rssMb());
    }
  } finally {
    await browser.close();
    dev.process.kill('SIGINT');
    await new Promise((done) => dev.process.once('exit', done));
    await rm(root, { recursive: true, force: true });
  }
  const table = ['| edit | median ms | range ms | median ms to "Rebuilt" | all runs (ms) |', '|---|---|---|---|---|', ...rows].join('\n');
  const windows = Array.from({ length: Math.ceil(memory.length / 50) }, (_, i) => memory.slice(i * 50, i * 50 + 50));
  const memoryLine =
    memoryEdits > 0
      ? `Resident memory of the dev process (the CLI, render thread included), read after each of ${memoryEdits} post edits: ${memoryBefore} MB before them; median and highest of each 50: ${windows.map((window, i) => `edits ${i * 50 + 1}-${i * 50 + window.length}: ${median(window)} and ${Math.max(...window)}`).join('; ')} MB.`
      : `Resident memory of the dev process (the CLI, render thread included) after the edits above: ${memoryBefore} MB.`;
  process.stdout.write(`${table}\n\nDev start (process start, first build, serving): ${startMs} ms.\n${memoryLine}\n`);
  const machine = `${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
  await mkdir(join(repoRoot, 'bench', 'results'), { recursive: true });
  await writeFile(
    join(repoRoot, 'bench', 'results', corpusPosts ? `dev-${corpusPosts}.md` : 'dev.md'),
    `# Dev server: edit to visible${corpusPosts ? `, ${corpusPosts} posts` : ''}

Machine: ${machine}. Run on ${new Date().toISOString().slice(0, 10)}. ${corpusPosts ? `The shipped site with its posts replaced by ${corpusPosts} synthetic ones (bench/synthetic-corpus.ts), generated once before \`sitegen dev\` starts (its image and post caches warm)` : 'The shipped site'}, served by \`sitegen dev\` from a copy of the project. Each edit is timed from the file written to the changed text or colour in the open Chromium tab, ${runs} times per kind: one edit ${pauseMs / 1000} s after the last one was rebuilt; it includes the watcher's settle delay (${settleMs} ms), the rebuild, the event to the page and the reload (for CSS, the stylesheet swap). "To Rebuilt" is the time from the file written to the dev server's "Rebuilt" line: the rest is the event, the reload and the browser. These machines drift by up to 2x from minute to minute: compare figures from one run only.

${table}

Dev start (process start, first build, serving): ${startMs} ms.

${memoryLine}
`,
  );
}

await main();
