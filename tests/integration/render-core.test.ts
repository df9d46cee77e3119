import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { createTranslators } from '../../generator/i18n/i18n.ts';
import { loadSiteData } from '../../generator/load/load-data.ts';
import { buildRoutes } from '../../generator/routes/routes.ts';
import { createIncrementalBuilder } from '../../generator/dev/incremental-build.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint, listFiles } from '../helpers/output-files.ts';
import { copyProject, type ProjectCopy } from '../helpers/project-copy.ts';
import { runCli } from '../helpers/run-cli.ts';
import { spawn } from 'node:child_process';

/**
 * Two locales, left-to-right English and right-to-left Hebrew (with its fallbacks to English):
 * what a page's language changes in its markup, without the other three languages' pages.
 */
const locales = ['global', 'il'];

describe('one render function on every path', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await createFixtureSite({ locales });
  });
  afterAll(() => site.cleanup());

  it('gives the same bytes inline, on render threads and in the dev server', async () => {
    await build({ root: site.root, outDir: join(site.root, 'inline'), workers: 1 });
    await build({ root: site.root, outDir: join(site.root, 'threads'), workers: 2 });
    // The dev server draws the social cards after its first build's pages, between rebuilds.
    const dev = createIncrementalBuilder({ root: site.root, outDir: join(site.root, 'dev') });
    await dev([]);
    await dev.close();
    const inline = await fingerprint(join(site.root, 'inline'));
    expect(Object.keys(inline).length).toBeGreaterThan(95);
    expect(await fingerprint(join(site.root, 'threads'))).toEqual(inline);
    expect(await fingerprint(join(site.root, 'dev'))).toEqual(inline);
  });
});

/** Runs `sitegen dev` in a project until it reports its first build, then stops it. */
function firstDevBuild(project: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(project, 'bin', 'sitegen.js'), 'dev', '--port', '0', '--root', project], {
      cwd: project,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let output = '';
    const done = () => {
      child.kill();
      resolve(output);
    };
    const timer = setTimeout(done, 40_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      if (/Build failed|Rebuilt|error /.test(output)) {
        clearTimeout(timer);
        setTimeout(done, 200);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('close', () => resolve(output));
  });
}

/** How many pages the site at `root` has (every one of them fails when the footer throws). */
async function pageCount(root: string): Promise<number> {
  const data = await loadSiteData(root);
  return buildRoutes(data, createTranslators(data)).length;
}

/** The 1-based line of the copy's file holding `text`, as error reports number it. */
async function lineOf(root: string, file: string, text: string): Promise<number> {
  return (await readFile(join(root, file), 'utf8')).split('\n').findIndex((line) => line.includes(text)) + 1;
}

describe('templates, rendered on threads, on a copy of the project', () => {
  let project: ProjectCopy;
  beforeAll(async () => {
    project = await copyProject({ locales });
  });
  afterAll(() => project.cleanup());

  it('render a component that branches on a value correctly on every page (no template shapes)', async () => {
    await project.edit(
      'templates/components/post-card.tsx',
      '<article className="card post-card">',
      "<article className=\"card post-card\" data-probe={post.title.length > 50 ? 'long' : 'short'}>",
    );
    // Every page on the render threads, however small the site.
    const result = await runCli(['generate', '--root', project.root, '--out', join(project.root, 'probe'), '--quiet'], {
      project: project.root,
      env: { SITEGEN_THREADS_FROM_PAGES: '1' },
    });
    expect(result.stderr).not.toContain('error'); // the build may warn (number purchase off without an endpoint)
    expect(result.code).toBe(0);
    const seen = new Set<string>();
    for (const file of (await listFiles(join(project.root, 'probe'))).filter((path) => path.endsWith('.html'))) {
      const html = await readFile(join(project.root, 'probe', file), 'utf8');
      for (const card of html.matchAll(
        /<article class="card post-card" data-probe="(\w+)">[\s\S]*?<h[23][^>]*><a href="[^"]*">([\s\S]*?)<\/a>/g,
      )) {
        // Right-to-left pages wrap left-to-right runs of a title in <bdi> (issue 45 item 2).
        const title = card[2]!
          .replace(/<[^>]*>/g, '')
          .replace(/&amp;/g, '&')
          .replace(/&#x27;/g, "'")
          .replace(/&quot;/g, '"');
        expect(card[1], `${file}: ${title}`).toBe(title.length > 50 ? 'long' : 'short');
        seen.add(card[1]!);
      }
    }
    expect([...seen].sort()).toEqual(['long', 'short']);
  });

  it('report a runtime error once, with file, line, column, code frame and page count: inline, threaded and in dev', async () => {
    await project.edit(
      'templates/layout/site-footer.tsx',
      'export function SiteFooterContent({ ctx }: { ctx: LocaleContext }) {\n',
      "export function SiteFooterContent({ ctx }: { ctx: LocaleContext }) {\n  if (ctx.brand !== '') throw new Error('footer probe');\n",
    );
    const line = await lineOf(project.root, 'templates/layout/site-footer.tsx', 'footer probe');
    const expectReport = (output: string, pages: RegExp) => {
      expect(output).toMatch(pages);
      expect(output).toContain('Error: footer probe');
      expect(output).toMatch(new RegExp(`at templates/layout/site-footer\\.tsx:${line}:\\d+, on \\d+ pages: /`));
      expect(output).toContain(`> ${line} |   if (ctx.brand !== '') throw new Error('footer probe');`);
      expect(output.match(/footer probe/g)).toHaveLength(2); // the message and the code frame, once
    };
    const inline = await runCli(['generate', '--root', project.root, '--out', join(project.root, 'out')], { project: project.root });
    expect(inline.code).toBe(1);
    expectReport(inline.stderr, new RegExp(`error ${await pageCount(project.root)} pages failed to render \\(1 error\\)`));
    expect(inline.stderr).not.toContain('bug in sitegen');

    // On render threads from the first page (both threads get batches): still one report.
    const threaded = await runCli(['generate', '--root', project.root, '--out', join(project.root, 'out')], {
      project: project.root,
      env: { SITEGEN_THREADS_FROM_PAGES: '1' },
    });
    expect(threaded.code).toBe(1);
    expectReport(threaded.stderr, new RegExp(`error ${await pageCount(project.root)} pages failed to render \\(1 error\\)`));
    expectReport(await firstDevBuild(project.root), /\d+ pages failed to render \(1 error\)/);
  });

  it('report a syntax error with file, line, column and code frame: generate, threaded and dev alike', async () => {
    await project.edit(
      'templates/layout/site-footer.tsx',
      "  if (ctx.brand !== '') throw new Error('footer probe');\n",
      '  const broken = <div;\n',
    );
    const line = await lineOf(project.root, 'templates/layout/site-footer.tsx', 'const broken');
    const expectReport = (output: string) => {
      expect(output).toContain('syntax error');
      expect(output).toMatch(new RegExp(`templates/layout/site-footer\\.tsx:${line}:\\d+`));
      expect(output).toContain('const broken = <div;');
      expect(output).not.toContain('bug in sitegen');
    };
    const inline = await runCli(['generate', '--root', project.root, '--out', join(project.root, 'out')], { project: project.root });
    expect(inline.code).toBe(1);
    expectReport(inline.stderr);
    const threaded = await runCli(['generate', '--root', project.root, '--out', join(project.root, 'out')], {
      project: project.root,
      env: { SITEGEN_THREADS_FROM_PAGES: '1' },
    });
    expect(threaded.code).toBe(1);
    expectReport(threaded.stderr);
    expectReport(await firstDevBuild(project.root));
  });
});
