import { appendFile } from 'node:fs/promises';
import { get } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer, startDevServer as StartDevServer } from '../../generator/dev/dev-server.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { copyProject, type ProjectCopy } from '../helpers/project-copy.ts';

/**
 * Template edits in `sitegen dev`: the pages are rendered again in the same dev process, by a
 * render thread loaded with the templates as they are now, and later content edits stay
 * incremental (no lasting fall back to full builds). The dev server runs from a copy of the
 * project, so the repository's templates stay untouched.
 */

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));
const footer = 'templates/layout/site-footer.tsx';
const tagline = "<p className=\"site-footer__muted\">{ctx.t('footer.tagline')}</p>";

let project: ProjectCopy;
let site: FixtureSite;
let dev: DevServer;
const log: string[] = [];

function fetchText(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = get(`${dev.url}${path}`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Waits until the served page contains `text`, or fails with the dev server's last lines. */
async function served(path: string, text: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const body = await fetchText(path);
    if (body.includes(text)) return body;
    if (Date.now() > deadline) throw new Error(`${path} never showed ${JSON.stringify(text)}. Last lines of the dev log:\n${log.slice(-4).join('\n')}`);
    await sleep(25);
  }
}

/** Waits until the dev server's last log line matches (the page may be served a moment before it). */
async function logged(pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (!pattern.test(log.at(-1) ?? '')) {
    if (Date.now() > deadline) throw new Error(`the dev log never ended with ${pattern}:\n${log.slice(-4).join('\n')}`);
    await sleep(25);
  }
  return log.at(-1)!;
}

beforeAll(async () => {
  [project, site] = await Promise.all([copyProject(), createFixtureSite({ locales: ['global', 'il'] })]);
  const copied = (await import(pathToFileURL(join(project.root, 'generator/dev/dev-server.ts')).href)) as { startDevServer: typeof StartDevServer };
  dev = await copied.startDevServer({ root: site.root, outDir: site.out, port: 0, log: (line) => log.push(line) });
}, 120_000);

afterAll(async () => {
  await dev?.close();
  await Promise.all([project?.cleanup(), site?.cleanup()]);
});

describe('sitegen dev and template edits', () => {
  it('renders a template edit in process, again at the next edit, and stays incremental for content', async () => {
    await project.edit(footer, tagline, `${tagline}<p data-probe="first">first</p>`);
    await served('/', 'data-probe="first"');
    // Every page, counted: rendered here, not by a build in a child process.
    const pages = Number(/Rebuilt all (\d+) pages .*site-footer\.tsx/.exec(await logged(/^Rebuilt .*site-footer\.tsx/))?.[1]);
    expect(pages).toBeGreaterThan(20);

    await project.edit(footer, 'data-probe="first">first', 'data-probe="second">second');
    const home = await served('/', 'data-probe="second"');
    expect(home).not.toContain('data-probe="first"');
    expect(log.at(-1)).toMatch(/Rebuilt all \d+ pages .*site-footer\.tsx/);

    // A post edit after the template edits: only the pages showing its text, with the new footer.
    await appendFile(site.path('content/posts/en/automated-reviews-vs-manual.md'), '\n\nA sentence written after the template edits.\n');
    const post = await served('/blog/automated-reviews-vs-manual/', 'A sentence written after the template edits.');
    expect(post).toContain('data-probe="second"');
    const line = await logged(/^Rebuilt .*automated-reviews-vs-manual\.md/);
    expect(line).toMatch(/Rebuilt \d+ page\(s\)/);
    expect(Number(/Rebuilt (\d+) page\(s\)/.exec(line)?.[1])).toBeLessThan(pages);
  });

  it('shows a syntax error in a template and recovers at the fix, still in process', async () => {
    await project.edit(footer, 'data-probe="second">second</p>', 'data-probe="third">third</p><div');
    const deadline = Date.now() + 30_000;
    while (!log.some((line) => line.startsWith('Build failed') && line.includes('site-footer.tsx'))) {
      if (Date.now() > deadline) throw new Error(`no build failure reported:\n${log.slice(-4).join('\n')}`);
      await sleep(25);
    }
    // The last good build is still served.
    expect(await fetchText('/')).toContain('data-probe="second"');
    await project.edit(footer, 'data-probe="third">third</p><div', 'data-probe="fixed">fixed</p>');
    await served('/', 'data-probe="fixed"');
    expect(await logged(/^Rebuilt .*site-footer\.tsx/)).toMatch(/Rebuilt all \d+ pages/);
  });
});
