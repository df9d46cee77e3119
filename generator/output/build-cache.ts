import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { outputFileHash, type OutputFile } from '../assets/assets.ts';
import type { PageLinks } from '../check/check-links.ts';
import type { Route } from '../routes/routes.ts';

/**
 * The build cache of `generate` (after Astro's incremental manifest): for each output file of
 * the last build, what it was made from, so the next build into the same folder re-renders
 * only pages whose inputs changed and rewrites only files whose bytes changed. It lives in
 * `.sitegen-cache/` in the project (CI keeps that folder between runs). Each field says what
 * invalidates it.
 */
export interface BuildManifest {
  /** The code, packages, Node and esbuild the build ran with (`bundleKey`), and the client runtime: any change discards the whole manifest. */
  version: string;
  /** The output folder, resolved: a manifest describes one folder's contents. */
  outDir: string;
  /** Per page: the key of its inputs (render/page-keys.ts), its link summary and size, as written. A different key re-renders it; a missing or resized file too. */
  pages: Record<string, { key: string; links: PageLinks; bytes: number }>;
  /** Per other file (assets, feeds, sitemap, headers, images): the hash of its bytes, or of a cached file's key (`outputFileHash`). A different hash rewrites it. */
  files: Record<string, string>;
}

export const cacheFolder = (root: string) => join(root, '.sitegen-cache');
const manifestPath = (root: string, outDir: string) => join(cacheFolder(root), `build-${createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16)}.json`);

/** The last build's manifest for this output folder, if it was made by the same code and the folder is still there. */
export async function readManifest(root: string, outDir: string, version: string): Promise<BuildManifest | undefined> {
  let manifest: BuildManifest;
  try {
    manifest = JSON.parse(await readFile(manifestPath(root, outDir), 'utf8')) as BuildManifest;
  } catch {
    return undefined;
  }
  return manifest.version === version && manifest.outDir === resolve(outDir) ? manifest : undefined;
}

export async function writeManifest(root: string, manifest: BuildManifest): Promise<void> {
  const path = manifestPath(root, manifest.outDir);
  await mkdir(cacheFolder(root), { recursive: true });
  // Written whole, then renamed: a build killed meanwhile leaves the old manifest or none.
  await writeFile(`${path}.${process.pid}.tmp`, JSON.stringify(manifest));
  await rename(`${path}.${process.pid}.tmp`, path);
}

/** Why a page is rendered again, for --verbose. */
export type StaleReason = 'new page' | 'inputs changed' | 'missing or changed in the output';

export interface RenderPlan {
  /** Pages to render, with why. */
  stale: { route: Route; reason: StaleReason }[];
  /** Pages kept as the last build wrote them. */
  reused: { path: string; links: PageLinks; bytes: number }[];
  /** Pages of the last build that this build does not have: deleted from the output. */
  removed: string[];
}

/**
 * Which pages to render: those whose key differs from the last build's, and those whose file in
 * the output is missing or not the size the last build wrote (edited or deleted by hand).
 */
export function planRender(routes: Route[], keys: Map<string, string>, previous: BuildManifest | undefined): RenderPlan {
  const plan: RenderPlan = { stale: [], reused: [], removed: [] };
  for (const route of routes) {
    const before = previous?.pages[route.outputPath];
    if (!before) plan.stale.push({ route, reason: 'new page' });
    else if (before.key !== keys.get(route.outputPath)) plan.stale.push({ route, reason: 'inputs changed' });
    else if (sizeOf(join(previous!.outDir, route.outputPath)) !== before.bytes) plan.stale.push({ route, reason: 'missing or changed in the output' });
    else plan.reused.push({ path: route.outputPath, links: before.links, bytes: before.bytes });
  }
  if (previous) {
    const now = new Set(routes.map((route) => route.outputPath));
    plan.removed = Object.keys(previous.pages).filter((path) => !now.has(path));
  }
  return plan;
}

function sizeOf(path: string): number | undefined {
  try {
    return statSync(path).size;
  } catch {
    return undefined;
  }
}

/** The other files to write: those whose bytes differ from the last build's or that are missing from the output. */
export function changedFiles(files: OutputFile[], previous: BuildManifest | undefined): OutputFile[] {
  if (!previous) return files;
  return files.filter((file) => previous.files[file.path] !== outputFileHash(file) || sizeOf(join(previous.outDir, file.path)) === undefined);
}
