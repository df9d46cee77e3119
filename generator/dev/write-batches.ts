import type { OutputFile } from '../assets/assets.ts';
import { findBrokenLinks, type PageLinks } from '../check/check-links.ts';
import { BrokenLinksError } from '../errors.ts';
import { renderPages } from '../render/render-pages.ts';
import type { RenderSetup } from '../render/render-route.ts';
import type { RenderPool } from '../render/threads/render-pool.ts';
import { Staging } from '../output/write-output.ts';
import type { Route } from '../routes/routes.ts';

/** A page a batch wrote, with the inputs it read (its record is made from them). */
export interface WrittenPage {
  path: string;
  reads: string[];
}

/** What every batch of one rebuild shares. */
export interface BatchSetting {
  outDir: string;
  setup: RenderSetup;
  /** The render thread with the current templates, if they changed (else pages render inline). */
  pool: RenderPool | undefined;
  /** Links of the pages on disk and up to date, by output path: updated as batches are written. */
  links: Map<string, PageLinks>;
  /** Files besides pages, and every page's output path: the targets links may have. */
  otherFiles: Set<string>;
  outputPaths: Set<string>;
  /** Output path → the content file a page is made from, for the broken-link report. */
  contentFiles: Map<string, string>;
  /** The first build: its output replaces the folder as a whole, so nothing of an older build lingers. */
  first: boolean;
}

export interface PageBatch extends BatchSetting {
  routes: Route[];
  /** Other files to write with these pages (assets, feeds, sitemap). */
  others: OutputFile[];
  /**
   * The rebuild's last batch: every page's links are judged, and `removed` pages deleted.
   * Before it, only the batch's own pages are judged, against every page's ids (the pages still
   * to render have their old links: to a renamed post, say).
   */
  last: boolean;
  /** Pages whose route is gone (last batch only). */
  removed: string[];
  /** Stale pages left to render when they are asked for (last batch only): their links are judged then. */
  leftForLater?: number;
}

/**
 * Renders one batch of a rebuild's pages (the pages open in a browser, or the rest), checks
 * links and moves the batch into the output. A failed batch writes nothing; what earlier
 * batches wrote stays, and the next good rebuild renders those pages again (the caller records
 * records only after success). Returns the pages written, with the inputs each read.
 */
export async function writePageBatch(batch: PageBatch): Promise<WrittenPage[]> {
  const nothingToWrite = batch.routes.length === 0 && batch.others.length === 0 && batch.removed.length === 0;
  // Nothing to write: only the check that the pages on disk still link to what exists.
  const staging = nothingToWrite ? undefined : await Staging.create(batch.outDir);
  try {
    const outcome = staging ? await renderPages(batch.setup, batch.routes, batch.pool, staging) : { pages: [] };
    for (const page of outcome.pages) batch.links.set(page.path, page.links);
    const judged = batch.last ? undefined : new Set(outcome.pages.map((page) => page.path));
    const broken = findBrokenLinks([...batch.links.values()], batch.otherFiles, batch.outputPaths, undefined, judged);
    if (broken.length > 0) throw new BrokenLinksError(broken, batch.contentFiles, batch.leftForLater);
    if (!staging) return [];
    // Social cards are hard links into the image cache: 5,000 of them took 1-3 s to copy.
    await staging.write(batch.others, { linkCached: true });
    const written = outcome.pages.map(({ path, reads }) => ({ path, reads }));
    if (batch.first) await staging.commit({ removeOldInBackground: true });
    else
      await staging.mergeInto(
        [...batch.others.map((file) => file.path), ...written.map((page) => page.path)],
        batch.last ? batch.removed : [],
      );
    return written;
  } catch (error) {
    await staging?.discard();
    throw error;
  }
}

/**
 * A batch ahead of the rest (the pages open in a browser): written, or nothing when one of its
 * pages has a broken link. The rebuild's last batch then renders those pages with the others
 * and reports every broken link of the site, as a cold build does, not just the open page's.
 */
export async function writeUnlessLinksBroken(batch: PageBatch): Promise<WrittenPage[] | undefined> {
  try {
    return await writePageBatch(batch);
  } catch (error) {
    if (error instanceof BrokenLinksError) return undefined;
    throw error;
  }
}
