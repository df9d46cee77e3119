import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevClient } from '../helpers/dev-client.ts';
import type { FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint } from '../helpers/output-files.ts';
import { startDevFromCopy, type DevFromCopy, type ProjectCopy } from '../helpers/project-copy.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * A template file the generator itself imports (the logo mark, drawn into logo.svg and the
 * favicon outside any page): under `sitegen dev` its edit gives what a cold build of the edited
 * project gives, byte for byte. No list of such files exists: the dev server asks esbuild which
 * files its own code imports.
 */

let running: DevFromCopy;
let project: ProjectCopy;
let site: FixtureSite;
let client: DevClient;
let log: string[];

beforeAll(async () => {
  running = await startDevFromCopy({ locales: ['global'], waitLimit: 60_000 });
  ({ project, site, client, log } = running);
}, 120_000);

afterAll(() => running?.close());

describe('sitegen dev and code the generator imports from templates/', () => {
  it('makes logo.svg, the favicon and every page as a cold build does after an edit of the logo mark', async () => {
    const from = log.length;
    await project.edit(
      'templates/components/logo.tsx',
      '<svg xmlns="http://www.w3.org/2000/svg" width=',
      '<svg xmlns="http://www.w3.org/2000/svg" data-edited="mark" width=',
    );
    await client.waitFor('the rebuild after the logo edit', () => log.slice(from).some((line) => /^(Rebuilt|Build failed)/.test(line)));
    expect(log.slice(from).join('\n')).not.toMatch(/Build failed/);
    expect((await client.fetch('/logo.svg')).body).toContain('data-edited="mark"');
    const cold = site.path('cold');
    const built = await runCli(['generate', '--root', site.root, '--out', cold, '--drafts', '--future', '--quiet'], {
      project: project.root,
    });
    expect(built.code, built.stderr).toBe(0);
    expect(await fingerprint(site.out)).toEqual(await fingerprint(cold));
  });
});
