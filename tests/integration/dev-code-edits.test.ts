import { appendFile, rm } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../../generator/dev/dev-server.ts';
import type { DevClient } from '../helpers/dev-client.ts';
import type { FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint, listFolders } from '../helpers/output-files.ts';
import { startDevFromCopy, type DevFromCopy, type ProjectCopy } from '../helpers/project-copy.ts';
import { propertyRuns } from '../helpers/property-runs.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * Saves of code under `sitegen dev` (issue 39): a page template, a component pages import, the
 * logo mark the generator itself imports, a stylesheet, and a post between them. After each, the
 * output is what a cold build of the edited project writes. The dev server runs from a copy of
 * the project, as it would in a checkout, and is told nothing but what its watcher sees.
 */

type CodeEdit = { kind: 'page' | 'component' | 'logo' | 'styles' | 'post'; word: string };

const codeEdit: fc.Arbitrary<CodeEdit> = fc.record({
  kind: fc.constantFrom('page' as const, 'component' as const, 'logo' as const, 'styles' as const, 'post' as const),
  word: fc.stringMatching(/^[a-z]{3,9}$/),
});

let running: DevFromCopy;
let project: ProjectCopy;
let site: FixtureSite;
let dev: DevServer;
let client: DevClient;
let log: string[];
/** Edits so far: each edit writes new bytes (a number no earlier edit wrote). */
let count = 0;

/** Applies one edit to the project copy or the site. */
async function apply(edit: CodeEdit): Promise<void> {
  count += 1;
  // An attribute of its own per edit: the anchor stays, and JSX gets no attribute twice.
  const probe = `data-probe-${count}="${edit.word}"`;
  switch (edit.kind) {
    case 'page':
      return project.edit('templates/layout/site-footer.tsx', 'className="site-footer__grid"', `className="site-footer__grid" ${probe}`);
    case 'component':
      return project.edit('templates/components/post-card.tsx', 'className="card post-card"', `className="card post-card" ${probe}`);
    case 'logo':
      return project.edit(
        'templates/components/logo.tsx',
        '<svg xmlns="http://www.w3.org/2000/svg"',
        `<svg xmlns="http://www.w3.org/2000/svg" ${probe}`,
      );
    case 'styles':
      return appendFile(`${project.root}/templates/styles/components.css`, `\n.probe-${edit.word}-${count} { display: none; }\n`);
    case 'post':
      return appendFile(site.path('content/posts/en/automated-reviews-vs-manual.md'), `\n\nA sentence about ${edit.word} ${count}.\n`);
  }
}

beforeAll(async () => {
  running = await startDevFromCopy({ locales: ['global'], waitLimit: 120_000 });
  ({ project, site, dev, client, log } = running);
}, 120_000);

afterAll(() => running?.close());

describe('sitegen dev after saves of templates, components, the logo mark and styles', () => {
  it(
    'gives the same bytes as a cold build of the edited project after any sequence of edits',
    async () => {
      const kinds = new Set<string>();
      await fc.assert(
        fc.asyncProperty(fc.array(codeEdit, { minLength: 1, maxLength: 4 }), async (edits) => {
          for (const edit of edits) {
            const from = log.length;
            await apply(edit);
            await client.waitFor(`the rebuild after a ${edit.kind} edit`, () =>
              log.slice(from).some((line) => /^(Rebuilt|Build failed)/.test(line)),
            );
            await dev.idle();
            expect(log.slice(from).join('\n'), JSON.stringify(edit)).not.toMatch(/Build failed/);
            const cold = site.path(`cold-${count}`);
            const built = await runCli(['generate', '--root', site.root, '--out', cold, '--drafts', '--future', '--quiet'], {
              project: project.root,
            });
            expect(built.code, built.stderr).toBe(0);
            expect(await fingerprint(site.out), JSON.stringify(edit)).toEqual(await fingerprint(cold));
            expect(await listFolders(site.out), JSON.stringify(edit)).toEqual(await listFolders(cold));
            await rm(cold, { recursive: true, force: true });
            kinds.add(edit.kind);
          }
        }),
        {
          numRuns: propertyRuns(2),
          // Every kind at least once, the logo last: after it every build runs in a fresh process.
          examples: [
            [
              [
                { kind: 'page', word: 'one' },
                { kind: 'component', word: 'two' },
                { kind: 'styles', word: 'three' },
                { kind: 'post', word: 'four' },
                { kind: 'logo', word: 'five' },
              ],
            ],
          ],
        },
      );
      expect([...kinds].sort()).toEqual(['component', 'logo', 'page', 'post', 'styles']);
    },
    propertyRuns(2) * 300_000,
  );
});
