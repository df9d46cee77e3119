import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from '../../generator/build.ts';
import { repoRoot } from '../helpers/fixture-site.ts';
import { serveStatic } from '../helpers/static-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    siteDir: string;
  }
}

/** Builds the shipped site once into a temporary folder and serves it for every browser test. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'sitegen-browser-'));
  const outDir = join(dir, 'dist');
  await build({ root: repoRoot, outDir });
  const server = await serveStatic(outDir);
  project.provide('siteUrl', server.url);
  project.provide('siteDir', outDir);
  return async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  };
}
