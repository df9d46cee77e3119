/**
 * Lighthouse on the pages that matter most, the way a visitor on a phone gets them: builds the
 * shipped site (production React) into a temporary folder, serves it on 127.0.0.1 as a static
 * host would (the `_headers` caching rules, gzip or brotli), and runs Lighthouse's default mobile
 * profile (Moto G Power viewport, simulated slow 4G and 4x CPU slowdown) in Debian's Chromium on
 * home, pricing and onboarding of the global and Hebrew sites.
 *
 * Prints a short table on stdout and writes bench/results/lighthouse.md with the four category
 * scores, LCP, CLS, TBT and bytes per page, the goals, and every audit that keeps a category
 * under 100. Reports figures; it never fails on a score (exit 1 only when a run cannot finish).
 *
 *   node --import tsx bench/lighthouse.ts [--runs 3] [--no-compression]
 *
 * `--runs N` runs each page N times and keeps Lighthouse's own median run (closest to the median
 * FCP and TTI). `--no-compression` serves the files uncompressed, as `sitegen serve` does.
 * `--json <dir>` also writes each kept run's full Lighthouse result there (`global-home.json`...),
 * to open in the Lighthouse viewer or read the details of an audit.
 * Chromium: `CHROMIUM_PATH`, else /usr/bin/chromium. Nothing leaves 127.0.0.1.
 */
// Production React, as the CLI uses (bin/sitegen.js); set before React is loaded.
process.env.NODE_ENV ??= 'production';

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const { build } = await import('../generator/build.ts');
const { serveSite } = await import('../generator/dev/serve.ts');

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const reportFile = join(repoRoot, 'bench', 'results', 'lighthouse.md');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The pages measured, in report order: [locale label, URL prefix] x [page label, path]. */
const locales = [
  ['global', ''],
  ['il', '/il'],
] as const;
const pages = [
  ['home', '/'],
  ['pricing', '/pricing'],
  ['onboarding', '/onboarding'],
] as const;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const goals = { score: 1, lcpMs: 1500, cls: 0 };

/**
 * Why an audit may stay under 100 for a reason the pages cannot fix, shown next to it in the
 * report (the score is reported as measured, never adjusted). The first three only fail when
 * the run itself is local; `is-crawlable` is expected on onboarding alone.
 */
const knownReasons: Record<string, string> = {
  'is-on-https': 'local run only: the local server speaks plain HTTP; the real host serves HTTPS',
  'redirects-http': 'local run only: needs an HTTPS host that redirects HTTP; the local server has no TLS',
  'uses-http2': 'local run only: the local server speaks HTTP/1.1; static hosts serve HTTP/2 or HTTP/3',
  'is-crawlable':
    'expected on onboarding only: generator/routes.ts lists onboarding (with login and 404) as unlisted, so it says `noindex`, stays out of the sitemap and has no alternates; on any other page this is a bug',
};

interface Row {
  page: string;
  url: string;
  scores: Record<(typeof categories)[number], number | null>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
  failing: { category: string; id: string; title: string; score: number | null; weight: number; display: string }[];
  warnings: string[];
  benchmarkIndex: number;
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const compressibleType = /^(text\/|application\/(javascript|json|ld\+json|manifest\+json|rss\+xml|atom\+xml|xml)|image\/svg\+xml)/i;

/**
 * What a static host (Netlify, Cloudflare Pages) adds on top of `sitegen serve` (which applies
 * `_headers` itself, and is told not to gzip here): text responses compressed with brotli or
 * gzip, whichever the browser accepts. The bodies are compressed for real, nothing is skipped.
 * Like a host's edge cache, a compressed body is made once (brotli for every text file up
 * front) and reused, so compressing does not show up as server time in Lighthouse's simulation.
 */
function hostLike(dir: string, compress: boolean): Middleware {
  const cache = new Map<string, Buffer>();
  const compressed = (body: Buffer, encoding: 'br' | 'gzip') => {
    const key = `${encoding}:${createHash('sha256').update(body).digest('hex')}`;
    let result = cache.get(key);
    if (!result) {
      result =
        encoding === 'br'
          ? brotliCompressSync(body, {
              params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
            })
          : gzipSync(body, { level: 9 });
      cache.set(key, result);
    }
    return result;
  };
  if (compress) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (/\.(html|css|js|svg|xml|json|txt)$/.test(file)) compressed(readFileSync(join(dir, file)), 'br');
    }
  }
  return (req, res, next) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);

    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    if (!compress || !encoding || req.method === 'HEAD') return next();
    res.setHeader('Vary', 'Accept-Encoding');
    const chunks: Buffer[] = [];
    const end = res.end.bind(res) as (body?: Buffer) => ServerResponse;
    const collect = (chunk: unknown, encodingArg?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encodingArg === 'string' ? (encodingArg as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
      );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      let body: Buffer = Buffer.concat(chunks);
      try {
        const type = String(res.getHeader('content-type') ?? '');
        if (!res.headersSent && body.length > 0 && compressibleType.test(type) && !res.hasHeader('content-encoding')) {
          body = compressed(body, encoding);
          res.setHeader('Content-Encoding', encoding);
        }
        if (!res.headersSent) res.setHeader('Content-Length', body.length);
      } catch (error) {
        process.stderr.write(`lighthouse: serving ${path} uncompressed: ${String(error)}\n`);
        body = Buffer.concat(chunks);
      }
      return end(body);
    }) as typeof res.end;
    next();
  };
}

/** A port that was free a moment ago, so the build can use the server's origin as its site URL. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** For `is-crawlable`: the tag or header that blocks indexing, as Lighthouse found it. */
function blockingSource(audit: Result['audits'][string]): string {
  const details = audit.details as { items?: { source?: { snippet?: string } | string }[] } | undefined;
  const source = details?.items?.[0]?.source;
  const text = typeof source === 'string' ? source : (source?.snippet ?? '');
  return text ? `\`${text}\`` : '';
}

function summarize(page: string, lhr: Result): Row {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing: Row['failing'] = [];
  for (const category of categories) {
    const entry = lhr.categories[category];
    if (!entry || entry.score === 1) continue;
    for (const ref of entry.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ref.group === 'hidden') continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      // Performance: the weighted metrics make the score; of the rest, only what costs time.
      if (category === 'performance' && ref.weight === 0 && audit.scoreDisplayMode !== 'metricSavings') continue;
      failing.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        display: audit.displayValue ?? blockingSource(audit),
      });
    }
  }
  return {
    page,
    url: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(categories.map((c) => [c, lhr.categories[c]?.score ?? null])) as Row['scores'],
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    bytes: numeric('total-byte-weight'),
    failing,
    warnings: (lhr.runWarnings ?? []).map(String),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const score = (value: number | null) => (value === null ? 'n/a' : String(Math.round(value * 100)));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function table(rows: Row[]): string {
  return [
    '| page | perf | a11y | best pr. | SEO | LCP | CLS | TBT | bytes |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${categories.map((c) => score(r.scores[c])).join(' | ')} | ${seconds(r.lcpMs)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${kib(r.bytes)} |`,
    ),
  ].join('\n');
}

function goalLines(rows: Row[]): string[] {
  const check = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const allHundred = rows.every((r) => categories.every((c) => r.scores[c] === goals.score));
  const lcp = rows.every((r) => r.lcpMs < goals.lcpMs);
  const cls = rows.every((r) => r.cls === goals.cls);
  return [
    `- 100 in all four categories on every page: ${check(allHundred)}`,
    `- LCP under ${goals.lcpMs / 1000} s on every page: ${check(lcp)} (slowest ${seconds(Math.max(...rows.map((r) => r.lcpMs)))})`,
    `- CLS 0 on every page: ${check(cls)} (largest ${Math.max(...rows.map((r) => r.cls)).toFixed(3)})`,
  ];
}

function failingSection(rows: Row[]): string {
  const lines: string[] = [];
  for (const row of rows) {
    if (row.failing.length === 0) continue;
    lines.push(`### ${row.page}`, '', '| category | audit | title | score | weight | value |', '|---|---|---|--:|--:|---|');
    for (const f of row.failing) {
      const note = knownReasons[f.id] ? ` (${knownReasons[f.id]})` : '';
      lines.push(
        `| ${f.category} | \`${f.id}\` | ${f.title.replace(/\|/g, '\\|')}${note} | ${score(f.score)} | ${Number(f.weight.toFixed(1))} | ${f.display.replace(/\|/g, '\\|')} |`,
      );
    }
    lines.push('');
  }
  return lines.length ? lines.join('\n') : 'None: every category scores 100 on every page.\n';
}

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, 'no-compression': { type: 'boolean', default: false }, json: { type: 'string' } },
  });
  const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);
  const compress = !values['no-compression'];
  const work = await mkdtemp(join(tmpdir(), 'sitegen-lighthouse-'));
  const outDir = join(work, 'dist');
  let server: Awaited<ReturnType<typeof serveSite>> | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const rows: Row[] = [];
  let chromiumVersion = 'unknown';
  let lighthouseVersion = 'unknown';
  let settings = '';
  try {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    process.stderr.write(`lighthouse: building the site for ${origin}\n`);
    await build({ root: repoRoot, outDir, baseUrl: origin });
    // serveSite's own gzip is off: the host-like middleware compresses (brotli first), or nothing does.
    server = await serveSite(outDir, { port, before: [hostLike(outDir, compress)], compress: false });
    chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags, logLevel: 'silent' });
    // Should anything escape the finally below (an error thrown in a server callback), the
    // browser still goes when the process does.
    const launched = chrome;
    process.once('exit', () => {
      try {
        launched.kill();
      } catch {
        /* already gone */
      }
    });
    // The user agent string is reduced (156.0.0.0); the DevTools endpoint has the full version.
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser?: string };
    chromiumVersion = version.Browser?.replace(/^\D*\//, '') ?? chromiumVersion;
    for (const [locale, prefix] of locales) {
      for (const [pageName, path] of pages) {
        const label = `${locale} ${pageName}`;
        const url = `${server.url}${prefix}${path === '/' && prefix ? '' : path}`;
        const results: Result[] = [];
        for (let run = 1; run <= runs; run += 1) {
          process.stderr.write(`lighthouse: ${label} (${url}) run ${run}/${runs}\n`);
          const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
          if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
          if (result.lhr.runtimeError)
            throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
          results.push(result.lhr);
        }
        const lhr = runs > 1 ? computeMedianRun(results) : results[0]!;
        rows.push(summarize(label, lhr));
        if (values.json) {
          await mkdir(values.json, { recursive: true });
          await writeFile(join(values.json, `${locale}-${pageName}.json`), JSON.stringify(lhr, null, 2));
        }
        lighthouseVersion = lhr.lighthouseVersion;
        const s = lhr.configSettings;
        settings =
          `form factor ${s.formFactor}, ${s.screenEmulation.width}x${s.screenEmulation.height} at ${s.screenEmulation.deviceScaleFactor}x, ` +
          `throttling ${s.throttlingMethod} (RTT ${s.throttling.rttMs} ms, ${Math.round(s.throttling.throughputKbps)} Kbps, CPU x${s.throttling.cpuSlowdownMultiplier})`;
      }
    }
  } finally {
    if (chrome) {
      try {
        chrome.kill();
      } catch {
        /* already gone */
      }
    }
    await server?.close();
    await rm(work, { recursive: true, force: true });
  }

  const summary = table(rows);
  process.stdout.write(`${summary}\n`);
  const benchmarks = rows.map((r) => Math.round(r.benchmarkIndex));
  const machine = `${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
  const warnings = [...new Set(rows.flatMap((r) => r.warnings))];
  const report = [
    '# Lighthouse',
    '',
    'Produced by `node --import tsx bench/lighthouse.ts`: the shipped site built with production React into a temporary folder',
    `(site URL = the local origin, so canonical links point at the page measured), served on 127.0.0.1 by \`serveSite\` (generator/serve.ts) with`,
    `the \`_headers\` caching rules${compress ? ' and brotli/gzip compression of text responses (added by the benchmark, see below)' : ' and no compression (`--no-compression`)'},`,
    `audited with Lighthouse's default mobile profile, ${runs === 1 ? 'one run per page' : `${runs} runs per page, Lighthouse's median run kept`}.`,
    '',
    `- Machine: ${machine}; Lighthouse CPU benchmark index ${Math.min(...benchmarks)}–${Math.max(...benchmarks)} over the kept runs (see "Reading the timings").`,
    `- Lighthouse ${lighthouseVersion}, Chromium ${chromiumVersion} (headless), ${settings}.`,
    `- Serving: \`serveSite\` applies the \`_headers\` rules (Cache-Control included), with its own gzip off; ${compress ? "a middleware serves HTML, CSS, JS, SVG, JSON and XML brotli-compressed (gzip for a browser without brotli), compressed once as a host's edge cache would, as Netlify and Cloudflare Pages do" : 'this run serves them uncompressed (`--no-compression`)'}. HTTP/1.1 without TLS: a real host adds HTTPS and HTTP/2, which Lighthouse's simulation would credit with fewer connection round trips.`,
    '',
    summary,
    '',
    'LCP and TBT in simulated mobile time; bytes = total transferred bytes of the page load, compressed bodies plus response',
    'headers (about 0.7 KiB per response over HTTP/1.1, most of it the Content-Security-Policy; HTTP/2 compresses repeated headers).',
    '',
    'Reading the timings: Lighthouse simulates the phone from what it observed on this machine. It multiplies the observed',
    'main-thread time by 4, and the moments it observed (first paint, largest paint) decide which requests and tasks count.',
    'The machine is shared: with other builds and tests on the same cores (benchmark index down to about 500), the same pages',
    'measured 1.2–1.6 s LCP and up to about 600 ms TBT (performance 84–100); on a quiet machine (index about 1,900 to 2,300)',
    'LCP stayed within 1.1–1.35 s and TBT under 100 ms over several runs. Compare figures from quiet runs only; the benchmark',
    'index above says how busy the machine was.',
    '',
    '## Goals',
    '',
    ...goalLines(rows),
    '',
    '## Audits below 100',
    '',
    'Audits that keep a category under 100 (for performance: the weighted metrics and the opportunities that cost time).',
    '',
    failingSection(rows),
    ...(warnings.length ? ['## Lighthouse warnings', '', ...warnings.map((w) => `- ${w}`), ''] : []),
  ].join('\n');
  await mkdir(join(repoRoot, 'bench', 'results'), { recursive: true });
  await writeFile(reportFile, report);
  process.stderr.write(`lighthouse: report written to bench/results/lighthouse.md\n`);
}

await main();
