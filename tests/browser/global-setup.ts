import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from '../../generator/build.ts';
import { serveSite } from '../../generator/dev/serve.ts';
import { repoRoot } from '../helpers/fixture-site.ts';
import { standInCode } from '../helpers/stand-in-page.ts';
import { serveStatic } from '../helpers/static-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    siteDir: string;
    standInUrl: string;
  }
}

/**
 * Builds the shipped site once into a temporary folder and serves it for every browser test
 * twice: as a static host serves it (`siteUrl`: no API configured, the spec's simulation) and as
 * `sitegen serve` does (`standInUrl`: the islands call its stand-in of the API).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'sitegen-browser-'));
  const outDir = join(dir, 'dist');
  await build({ root: repoRoot, outDir });
  const server = await serveStatic(outDir);
  // Its code fixed and its WhatsApp connections quick (1.5 s waiting, 1.5 s connecting), for tests.
  const standIn = await serveSite(outDir, {
    apiStandIn: { nextCode: () => standInCode, whatsappTimeline: { waitingMs: 1500, connectingMs: 1500 }, onMessage: () => undefined },
  });
  project.provide('siteUrl', server.url);
  project.provide('siteDir', outDir);
  project.provide('standInUrl', standIn.url);
  return async () => {
    await server.close();
    await standIn.close();
    await rm(dir, { recursive: true, force: true });
  };
}
