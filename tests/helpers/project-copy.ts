import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DevServer } from '../../generator/dev/dev-server.ts';
import { DevClient } from './dev-client.ts';
import { createFixtureSite, keepLocales, repoRoot, type FixtureSite } from './fixture-site.ts';

export interface ProjectCopy {
  /** The copy's root: its own bin/, generator/, templates/ and site folders. */
  root: string;
  /** Replaces `find` (which must occur) with `replace` in a file of the copy. */
  edit(relative: string, find: string, replace: string): Promise<void>;
  cleanup(): Promise<void>;
}

/**
 * A copy of the whole project (code, templates and site) in a temporary folder, with the
 * installed packages linked in, so a test can break a template and run the real CLI on it.
 * `locales`: the site keeps only these, as `createFixtureSite` trims it.
 */
export async function copyProject(options: { withBundleCache?: boolean; locales?: string[] } = {}): Promise<ProjectCopy> {
  const root = await mkdtemp(join(tmpdir(), 'sitegen-project-'));
  // docs/api/openapi.yaml is code too: serve and dev build their stand-in of the API from it.
  for (const entry of [
    'bin',
    'generator',
    'templates',
    'data',
    'locales',
    'content',
    'docs',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
  ]) {
    await cp(join(repoRoot, entry), join(root, entry), { recursive: true });
  }
  // Each installed package linked in, but a node_modules folder of its own: the CLI keeps its
  // bundle in node_modules/.cache, and source maps are read from where the bundle really is.
  await mkdir(join(root, 'node_modules'));
  for (const name of await readdir(join(repoRoot, 'node_modules'))) {
    if (name !== '.cache') await symlink(join(repoRoot, 'node_modules', name), join(root, 'node_modules', name), 'dir');
  }
  // As a copied installed checkout (or node_modules restored by CI at another path) has it.
  if (options.withBundleCache)
    await cp(join(repoRoot, 'node_modules', '.cache'), join(root, 'node_modules', '.cache'), { recursive: true });
  if (options.locales) await keepLocales(root, options.locales);
  return {
    root,
    async edit(relative, find, replace) {
      const file = join(root, relative);
      const text = await readFile(file, 'utf8');
      if (!text.includes(find)) throw new Error(`${relative} does not contain ${JSON.stringify(find)}`);
      await writeFile(file, text.replace(find, replace));
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

/** The copy's own dev server module (its generator and templates, not the repository's). */
async function devServerModuleOf(project: ProjectCopy): Promise<typeof import('../../generator/dev/dev-server.ts')> {
  return (await import(
    pathToFileURL(join(project.root, 'generator/dev/dev-server.ts')).href
  )) as typeof import('../../generator/dev/dev-server.ts');
}

export interface DevFromCopy {
  project: ProjectCopy;
  site: FixtureSite;
  dev: DevServer;
  client: DevClient;
  /** Every line the dev server logged, in order (the array the client shows on a timeout). */
  log: string[];
  /** The copy's own settle delay of its watcher. */
  settleMs: number;
  /** Stops the dev server, then removes the project copy and the site. */
  close(): Promise<void>;
}

/**
 * The real `sitegen dev` started from a copy of the project (its own generator and templates/,
 * which a test may edit) on a trimmed copy of the site. `beforeStart` changes the site before
 * the dev server first builds it. If the start fails, both copies are removed.
 */
export async function startDevFromCopy(options: {
  locales: string[];
  /** How long each of the client's waits may take (DevClient's default when not given). */
  waitLimit?: number;
  beforeStart?: (site: FixtureSite) => Promise<void>;
}): Promise<DevFromCopy> {
  const [project, site] = await Promise.all([copyProject(), createFixtureSite({ locales: options.locales })]);
  const cleanup = () => Promise.all([project.cleanup(), site.cleanup()]).then(() => undefined);
  try {
    await options.beforeStart?.(site);
    const copied = await devServerModuleOf(project);
    const log: string[] = [];
    const dev = await copied.startDevServer({ root: site.root, outDir: site.out, port: 0, log: (line) => log.push(line) });
    return {
      project,
      site,
      dev,
      client: new DevClient(dev.url, log, options.waitLimit),
      log,
      settleMs: copied.settleMs,
      async close() {
        await dev.close();
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
