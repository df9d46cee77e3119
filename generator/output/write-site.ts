import { outputFileHash, outputFileSize, type OutputFile } from '../assets/assets.ts';
import type { RenderOutcome } from '../render/render-outcome.ts';
import { tuning } from '../tuning.ts';
import { beginOutputChange, changedFiles, outputFolderId, writeManifest, type BuildManifest, type RenderPlan } from './build-cache.ts';
import type { Staging } from './write-output.ts';
import type { PageRecords } from '../render/page-inputs.ts';
import type { Route } from '../routes/routes.ts';
import { resolve } from 'node:path';
import { buildSearchIndexes, pagesOfBuild } from './search-index.ts';

/** A page rendered by this build, with its build-cache key (render/page-inputs.ts). */
export type RenderedPage = RenderOutcome['pages'][number] & { key: string };

/** Each rendered page with its key, made once from what it read: the manifest and the search index both use it. */
export function withKeys(pages: RenderOutcome['pages'], routes: Route[], records: PageRecords): RenderedPage[] {
  const routeAt = new Map(routes.map((route) => [route.outputPath, route]));
  return pages.map((page) => ({ ...page, key: records.recordOf(routeAt.get(page.path)!, page.reads).key }));
}

/**
 * The locales' search indexes, made from the pages as this build writes them (rendered now,
 * in staging, or kept in the output): started once the pages are rendered, and handed to
 * `writeSite` with the other files.
 */
export function indexSearch(args: {
  root: string;
  version: string;
  outDir: string;
  staging: Staging;
  routes: Route[];
  plan: RenderPlan;
  rendered: RenderedPage[];
}): Promise<OutputFile[]> {
  const indexed = pagesOfBuild({ ...args, stagingDir: args.staging.dir, outDir: resolve(args.outDir) });
  return buildSearchIndexes(args.root, args.version, indexed);
}

/**
 * The write step. Without a usable build cache, everything goes into staging. With one, only
 * the pages rendered again and the files whose bytes changed are written, and the rest is
 * linked from the current output; pages and files the site no longer has are simply not
 * there. Either way staging then replaces the output as a whole, and the manifest is recorded
 * for the next build. The search indexes (`indexSearch`) are written with the other files and
 * returned with them.
 */
export async function writeSite(args: {
  root: string;
  staging: Staging;
  manifest: Omit<BuildManifest, 'pages' | 'files' | 'outputId'>;
  previous: BuildManifest | undefined;
  plan: RenderPlan;
  rendered: RenderedPage[];
  extraFiles: OutputFile[];
  /** `indexSearch`'s files. */
  searchFiles: OutputFile[];
}): Promise<{ written: number; files: OutputFile[] }> {
  const { staging, previous, plan } = args;
  const otherFiles = [...args.extraFiles, ...args.searchFiles];
  const files = changedFiles(otherFiles, previous);
  await staging.write(files);
  if (previous) {
    // A build from the cache: what it kept comes from the current output, into staging.
    const written = new Set(files.map((file) => file.path));
    staging.keepFromOutput([
      ...plan.reused.map((page) => page.path),
      ...otherFiles.filter((file) => !written.has(file.path)).map((file) => file.path),
    ]);
  }
  await beginOutputChange(args.root, args.manifest.outDir);
  // A big site's previous output is deleted by a detached process, after this returns.
  const pagesInOutput = plan.reused.length + plan.stale.length;
  await staging.commit({ removeOldInBackground: pagesInOutput >= tuning.backgroundRemovalFromPages });
  const pages: BuildManifest['pages'] = {};
  for (const { path, key, reads, links, bytes } of plan.reused) pages[path] = { key, reads, links, bytes };
  for (const { path, key, reads, links, bytes } of args.rendered) pages[path] = { key, reads, links, bytes };
  await writeManifest(
    args.root,
    {
      ...args.manifest,
      outputId: outputFolderId(args.manifest.outDir)!,
      pages,
      files: Object.fromEntries(otherFiles.map((file) => [file.path, outputFileHash(file)])),
    },
    previous,
  );
  return { written: args.rendered.length + files.length, files: otherFiles };
}

/** The bytes of a build's output: its pages, kept and rendered, and its other files. */
export function outputBytes(pages: { bytes: number }[], files: OutputFile[]): number {
  return pages.reduce((sum, page) => sum + page.bytes, 0) + files.reduce((sum, file) => sum + outputFileSize(file), 0);
}
