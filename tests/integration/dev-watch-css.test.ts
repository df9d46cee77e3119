import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer, startDevServer as StartDevServer } from '../../generator/dev/dev-server.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { copyProject, type ProjectCopy } from '../helpers/project-copy.ts';

/**
 * The CSS fast path of `sitegen dev`: a change under templates/styles/ sends a `css` event with
 * the new stylesheet's URL (open pages swap the link, no reload); anything else still reloads.
 * The styles are the templates' own, so the dev server runs from a copy of the project (its
 * code and templates/) on a trimmed copy of the site: the repository's styles stay untouched.
 */

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));
const waitLimit = 20_000;

let project: ProjectCopy;
let site: FixtureSite;
let dev: DevServer;
const log: string[] = [];

function fetchText(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get(`${dev.url}${path}`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`GET ${path} timed out`)));
  });
}

async function waitFor(what: string, probe: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + waitLimit;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}. Last lines of the dev log:\n${log.slice(-4).join('\n')}`);
    await sleep(20);
  }
}

interface Stream {
  events: { name: string; data: any }[];
  connected: Promise<void>;
  close(): void;
}

/** Server-sent events from the dev server, as they arrive. */
function listen(): Stream {
  const events: Stream['events'] = [];
  let opened!: () => void;
  const connected = new Promise<void>((resolve) => (opened = resolve));
  const request = get(`${dev.url}/__sitegen/events`, { agent: false }, (response) => {
    opened();
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (name) events.push({ name, data: data === undefined ? undefined : JSON.parse(data) });
      }
    });
  });
  request.on('error', () => undefined);
  return { events, connected, close: () => request.destroy() };
}

/** The stylesheet the served home page links to. */
async function linkedStylesheet(): Promise<string> {
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec((await fetchText('/')).body)?.[1];
  expect(href).toMatch(/^\/assets\/site\.[0-9a-f]+\.css$/);
  return href!;
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

describe('sitegen dev and styles', () => {
  it('(e) a CSS change sends a css event with the new stylesheet, which has the change, and no reload', async () => {
    const stream = listen();
    try {
      await stream.connected;
      const before = await linkedStylesheet();
      await project.edit('templates/styles/tokens.css', '--focus: #1d4ed8;', '--focus: #c0ffee;');
      await waitFor('a css event', () => stream.events.some((event) => event.name === 'css'));
      const { href } = stream.events.find((event) => event.name === 'css')!.data;
      expect(href).toMatch(/^\/assets\/site\.[0-9a-f]+\.css$/);
      expect(href).not.toBe(before);
      const css = await fetchText(href);
      expect(css.status).toBe(200);
      expect(css.body).toContain('#c0ffee');
      // What a reload would show links the same sheet.
      expect(await linkedStylesheet()).toBe(href);
      expect(stream.events.map((event) => event.name)).toEqual(['css']);
    } finally {
      stream.close();
    }
  });

  it('anything else still reloads: a post, or styles and a post saved together', async () => {
    const stream = listen();
    try {
      await stream.connected;
      await appendFile(site.path('content/posts/en/more-reviews-more-money.md'), '\nA post edit after the styles.\n');
      await waitFor('a reload event', () => stream.events.some((event) => event.name === 'reload'));
      expect(stream.events.map((event) => event.name)).toEqual(['reload']);
      await dev.idle();

      stream.events.length = 0;
      await Promise.all([
        project.edit('templates/styles/tokens.css', '--focus: #c0ffee;', '--focus: #bada55;'),
        appendFile(site.path('content/posts/en/more-reviews-more-money.md'), '\nSaved along with the styles.\n'),
      ]);
      await waitFor('a reload event', () => stream.events.some((event) => event.name === 'reload'));
      expect(stream.events.map((event) => event.name)).toEqual(['reload']);
      expect((await fetchText(await linkedStylesheet())).body).toContain('#bada55');
    } finally {
      stream.close();
    }
  });

  it('a styles fix after a failed build reloads: open pages lack the changes the failure held back', async () => {
    const stream = listen();
    try {
      await stream.connected;
      const post = site.path('content/posts/en/more-reviews-more-money.md');
      const tokens = join(project.root, 'templates/styles/tokens.css');
      const styles = await readFile(tokens, 'utf8');
      // A post edit saved along with broken styles: the build fails, open pages keep the old post.
      await Promise.all([
        writeFile(tokens, `@import "./no-such-file.css";\n${styles}`),
        appendFile(post, '\nHeld back by the failed build.\n'),
      ]);
      await waitFor('the failed build', () => stream.events.some((event) => event.name === 'error-report'));
      await dev.idle();
      await writeFile(tokens, styles);
      await waitFor('a reload event', () => stream.events.some((event) => event.name === 'reload'));
      expect(stream.events.map((event) => event.name)).toEqual(['error-report', 'reload']);
      expect((await fetchText('/blog/more-reviews-more-money/')).body).toContain('Held back by the failed build.');
    } finally {
      stream.close();
    }
  });
});
