import { appendFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevClient } from '../helpers/dev-client.ts';
import type { FixtureSite } from '../helpers/fixture-site.ts';
import { startDevFromCopy, type DevFromCopy, type ProjectCopy } from '../helpers/project-copy.ts';

/**
 * Template edits in `sitegen dev`: the pages are rendered again in the same dev process, by a
 * render thread loaded with the templates as they are now, and later content edits stay
 * incremental (no lasting fall back to full builds). The dev server runs from a copy of the
 * project, so the repository's templates stay untouched.
 */

const footer = 'templates/layout/site-footer.tsx';
const tagline = '<p className="site-footer__muted">{ctx.t(\'footer.tagline\')}</p>';

let running: DevFromCopy;
let project: ProjectCopy;
let site: FixtureSite;
let client: DevClient;
let log: string[];

beforeAll(async () => {
  running = await startDevFromCopy({ locales: ['global', 'il'], waitLimit: 30_000 });
  ({ project, site, client, log } = running);
}, 120_000);

afterAll(() => running?.close());

describe('sitegen dev and template edits', () => {
  it('renders a template edit in process, again at the next edit, and stays incremental for content', async () => {
    await project.edit(footer, tagline, `${tagline}<p data-probe="first">first</p>`);
    await client.served('/', 'data-probe="first"');
    // Every page, counted: rendered here, not by a build in a child process.
    const pages = Number(/Rebuilt all (\d+) pages .*site-footer\.tsx/.exec(await client.loggedLast(/^Rebuilt .*site-footer\.tsx/))?.[1]);
    expect(pages).toBeGreaterThan(20);

    await project.edit(footer, 'data-probe="first">first', 'data-probe="second">second');
    const home = await client.served('/', 'data-probe="second"');
    expect(home).not.toContain('data-probe="first"');
    expect(log.at(-1)).toMatch(/Rebuilt all \d+ pages .*site-footer\.tsx/);

    // A post edit after the template edits: only the pages showing its text, with the new footer.
    await appendFile(site.path('content/posts/en/automated-reviews-vs-manual.md'), '\n\nA sentence written after the template edits.\n');
    const post = await client.served('/blog/automated-reviews-vs-manual/', 'A sentence written after the template edits.');
    expect(post).toContain('data-probe="second"');
    const line = await client.loggedLast(/^Rebuilt .*automated-reviews-vs-manual\.md/);
    expect(line).toMatch(/Rebuilt \d+ page\(s\)/);
    expect(Number(/Rebuilt (\d+) page\(s\)/.exec(line)?.[1])).toBeLessThan(pages);
  });

  it('renders the page open in a browser first and tells it before the other pages are rendered', async () => {
    const open = client.listen('/pricing/');
    // A stream that names no page: told when the whole rebuild is done.
    const other = client.listen();
    await Promise.all([open.connected, other.connected]);
    const from = log.length;
    await project.edit(footer, 'data-probe="second">second', 'data-probe="open-first">open first');
    const reloads = (stream: typeof open) => stream.events.filter((event) => event.name === 'reload').length;
    await client.waitFor('the open page to be told', () => reloads(open) > 0);
    // Told while the rest (every other page, on a fresh render thread) is still being rendered.
    const rebuiltWhenTold = log.slice(from).some((line) => line.startsWith('Rebuilt'));
    const otherWhenTold = reloads(other);
    expect((await client.fetch('/pricing/')).body).toContain('data-probe="open-first"');
    expect(rebuiltWhenTold).toBe(false);
    expect(otherWhenTold).toBe(0);
    await client.waitFor('the rebuild to end', () =>
      log.slice(from).some((line) => /^Rebuilt all \d+ pages .*site-footer\.tsx/.test(line)),
    );
    expect((await client.fetch('/')).body).toContain('data-probe="open-first"');
    // Each stream told once: the open page's early, the other at the end.
    await client.waitFor('the other page to be told', () => reloads(other) > 0);
    expect([reloads(open), reloads(other)]).toEqual([1, 1]);
    open.close();
    other.close();
  });

  it('bundles the islands again when an island changed, and serves the new markup and script', async () => {
    const script = (html: string) => /src="(\/assets\/islands\/site-nav\.[^"]+\.js)"/.exec(html)?.[1];
    const before = script((await client.fetch('/')).body);
    expect(before).toBeDefined();
    await project.edit(
      'templates/islands/site-nav.tsx',
      '<div className="container site-header__bar">',
      '<div className="container site-header__bar" data-island-probe="one">',
    );
    const home = await client.served('/', 'data-island-probe="one"');
    const after = script(home);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await client.fetch(after!)).status).toBe(200);
  });

  it('shows a syntax error in a template and recovers at the fix, still in process', async () => {
    await project.edit(footer, 'data-probe="open-first">open first</p>', 'data-probe="third">third</p><div');
    await client.logged(/^Build failed[\s\S]*site-footer\.tsx/);
    // The last good build is still served.
    expect((await client.fetch('/')).body).toContain('data-probe="open-first"');
    await project.edit(footer, 'data-probe="third">third</p><div', 'data-probe="fixed">fixed</p>');
    await client.served('/', 'data-probe="fixed"');
    expect(await client.loggedLast(/^Rebuilt .*site-footer\.tsx/)).toMatch(/Rebuilt all \d+ pages/);
  });
});
