import type { OutputFile } from '../assets/assets.ts';
import { findBrokenLinks, type PageLinks } from '../check/check-links.ts';
import { BrokenLinksError } from '../errors.ts';
import { renderPages } from '../render/render-pages.ts';
import type { RenderSetup } from '../render/render-route.ts';
import type { RenderPool } from '../render/threads/render-pool.ts';
import { Staging } from '../output/write-output.ts';
import type { Route } from '../routes/routes.ts';

export interface PageBatches {
  outDir: string;
  setup: RenderSetup;
  /** The render thread with the current templates, if they changed (else pages render inline). */
  pool: RenderPool | undefined;
  /** Pages to render, in turn: the pages open in a browser first, when there are others. */
  batches: Route[][];
  /** Links of the pages on disk and up to date, by output path: updated as batches are written. */
  links: Map<string, PageLinks>;
  /** Files besides pages, and every page's output path: the targets links may have. */
  otherFiles: Set<string>;
  outputPaths: Set<string>;
  /** Output path → the content file a page is made from, for the broken-link report. */
  contentFiles: Map<string, string>;
  /** The other files to write (assets, feeds, sitemap, cards), with the first batch. */
  others: OutputFile[];
  /** Pages whose route is gone, deleted with the last batch. */
  removed: string[];
  /** The first build: its output replaces the folder as a whole, so nothing of an older build lingers. */
  first: boolean;
  /** Called with the first batch's pages once they are in the output, when more batches follow; those wait for what it returns. */
  afterFirst?: (pages: string[]) => void | Promise<void>;
}

/**
 * Renders a rebuild's pages batch by batch, checks their links and moves each batch into the
 * output. A batch's pages are judged against every page's ids, but before the last batch only
 * its own pages are (the pages still to render have their old links: to a renamed post, say).
 * A failed batch writes nothing; what earlier batches wrote stays, and the next good rebuild
 * renders those pages again (the caller records keys only after success). Returns the output
 * paths written.
 */
export async function writePageBatches(job: PageBatches): Promise<string[]> {
  const pages: string[] = [];
  for (const [i, batch] of job.batches.entries()) {
    const last = i === job.batches.length - 1;
    const staging = await Staging.create(job.outDir);
    try {
      const outcome = await renderPages(job.setup, batch, job.pool, staging);
      for (const page of outcome.pages) job.links.set(page.path, page.links);
      const judged = last ? undefined : new Set(outcome.pages.map((page) => page.path));
      const broken = findBrokenLinks([...job.links.values()], job.otherFiles, job.outputPaths, undefined, judged);
      if (broken.length > 0) throw new BrokenLinksError(broken, job.contentFiles);
      const files = i === 0 ? job.others : [];
      // Social cards are hard links into the image cache: 5,000 of them took 1-3 s to copy.
      await staging.write(files, { linkCached: true });
      const written = outcome.pages.map((page) => page.path);
      if (job.first) await staging.commit({ removeOldInBackground: true });
      else await staging.mergeInto([...files.map((file) => file.path), ...written], last ? job.removed : []);
      pages.push(...written);
      if (i === 0 && !last) await job.afterFirst?.(written);
    } catch (error) {
      await staging.discard();
      throw error;
    }
  }
  return pages;
}
