import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../../generator/dev/dev-server.ts';
import type { DevClient } from '../helpers/dev-client.ts';
import type { FixtureSite } from '../helpers/fixture-site.ts';
import { startDevFromCopy, type DevFromCopy, type ProjectCopy } from '../helpers/project-copy.ts';

/**
 * The CSS fast path of `sitegen dev`: a change under templates/styles/ sends a `css` event with
 * the new stylesheet's URL (open pages swap the link, no reload); anything else still reloads,
 * unless the rebuild changed no output (a save of the same bytes).
 * The styles are the templates' own, so the dev server runs from a copy of the project (its
 * code and templates/) on a trimmed copy of the site: the repository's styles stay untouched.
 */

let running: DevFromCopy;
let project: ProjectCopy;
let site: FixtureSite;
let dev: DevServer;
let client: DevClient;
let log: string[];

/** The stylesheet the served home page links to. */
async function linkedStylesheet(): Promise<string> {
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec((await client.fetch('/')).body)?.[1];
  expect(href).toMatch(/^\/assets\/site\.[0-9a-f]+\.css$/);
  return href!;
}

beforeAll(async () => {
  running = await startDevFromCopy({ locales: ['global', 'il'] });
  ({ project, site, dev, client, log } = running);
}, 120_000);

afterAll(() => running?.close());

describe('sitegen dev and styles', () => {
  it('(e) a CSS change sends a css event with the new stylesheet, which has the change, and no reload', async () => {
    const stream = client.listen();
    try {
      await stream.connected;
      const before = await linkedStylesheet();
      const logged = log.length;
      await project.edit('templates/styles/tokens.css', '--focus: #1d4ed8;', '--focus: #c0ffee;');
      await client.waitFor('a css event', () => stream.events.some((event) => event.name === 'css'));
      const { href } = stream.events.find((event) => event.name === 'css')!.data;
      expect(href).toMatch(/^\/assets\/site\.[0-9a-f]+\.css$/);
      expect(href).not.toBe(before);
      const css = await client.fetch(href);
      expect(css.status).toBe(200);
      expect(css.body).toContain('#c0ffee');
      // Sent and served while every page is still being rendered again for the new name.
      expect(log.slice(logged).filter((line) => line.startsWith('Rebuilt'))).toEqual([]);
      await client.waitFor('the rebuild', () => log.slice(logged).some((line) => line.startsWith('Rebuilt')));
      // What a reload would show links the same sheet.
      expect(await linkedStylesheet()).toBe(href);
      expect(stream.events.map((event) => event.name)).toEqual(['css']);
    } finally {
      stream.close();
    }
  });

  it('anything else still reloads: a post, or styles and a post saved together', async () => {
    const stream = client.listen();
    try {
      await stream.connected;
      await appendFile(site.path('content/posts/en/more-reviews-more-money.md'), '\nA post edit after the styles.\n');
      await client.waitFor('a reload event', () => stream.events.some((event) => event.name === 'reload'));
      expect(stream.events.map((event) => event.name)).toEqual(['reload']);
      await dev.idle();

      stream.events.length = 0;
      await Promise.all([
        project.edit('templates/styles/tokens.css', '--focus: #c0ffee;', '--focus: #bada55;'),
        appendFile(site.path('content/posts/en/more-reviews-more-money.md'), '\nSaved along with the styles.\n'),
      ]);
      await client.waitFor('a reload event', () => stream.events.some((event) => event.name === 'reload'));
      expect(stream.events.map((event) => event.name)).toEqual(['reload']);
      expect((await client.fetch(await linkedStylesheet())).body).toContain('#bada55');
    } finally {
      stream.close();
    }
  });

  it('a styles fix after a failed build reloads: open pages lack the changes the failure held back', async () => {
    const stream = client.listen();
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
      await client.waitFor('the failed build', () => stream.events.some((event) => event.name === 'error-report'));
      await dev.idle();
      await writeFile(tokens, styles);
      await client.waitFor('a reload event', () => stream.events.some((event) => event.name === 'reload'));
      expect(stream.events.map((event) => event.name)).toEqual(['error-report', 'reload']);
      expect((await client.fetch('/blog/more-reviews-more-money/')).body).toContain('Held back by the failed build.');
    } finally {
      stream.close();
    }
  });
  it('a save of the same bytes reloads nothing; restoring a broken post to them clears the report', async () => {
    const stream = client.listen();
    try {
      await stream.connected;
      await dev.idle();
      const post = site.path('content/posts/en/more-reviews-more-money.md');
      const text = await readFile(post, 'utf8');
      const logged = log.length;
      await writeFile(post, text);
      await client.waitFor('the rebuild', () => log.slice(logged).some((line) => line.startsWith('Rebuilt')));
      await dev.idle();
      expect(log.slice(logged).filter((line) => line.startsWith('Rebuilt'))).toEqual([
        expect.stringMatching(/^Rebuilt 0 page\(s\), 0 other file\(s\) in /),
      ]);
      expect(stream.events.map((event) => event.name)).toEqual([]);

      // The pages show an error report: the build back to the same output still tells them.
      await writeFile(post, text.replace(/^title: .*$/m, 'title: ['));
      await client.waitFor('the failed build', () => stream.events.some((event) => event.name === 'error-report'));
      await dev.idle();
      await writeFile(post, text);
      await client.waitFor('a reload event', () => stream.events.some((event) => event.name === 'reload'));
      expect(stream.events.map((event) => event.name)).toEqual(['error-report', 'reload']);
    } finally {
      stream.close();
    }
  });
});
