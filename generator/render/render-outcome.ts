import { keepOnce, type PageLinks } from '../check/check-links.ts';
import { ContentError } from '../errors.ts';
import { TemplateError, type RenderFailure } from './render-failures.ts';

/** What an executor hands on: each page's link summary, size and the inputs it read, the failures, unknown string keys. */
export interface RenderOutcome {
  pages: { path: string; links: PageLinks; bytes: number; reads: string[] }[];
  failures: RenderFailure[];
  unknownKeys: string[];
}

type RenderedPage = RenderOutcome['pages'][number];

/**
 * A rendered page's summary with one copy of each link value and read id, kept as each page or
 * batch arrives: every page reads and links much the same ids (the navigation, the site's
 * data), and a page's own copies of them, kept until the write, made most of a big build's heap.
 */
export function keptOnce(page: RenderedPage): RenderedPage {
  const { ids, links } = page.links;
  return {
    ...page,
    links: { ...page.links, ids: ids.map(keepOnce), links: links.map(keepOnce) },
    reads: page.reads.map(keepOnce),
  };
}

/**
 * The same verdict on every render path: any failure is a template error (grouped, with the
 * source location), and a string key no strings file defines is a content error.
 */
export function assertRendered(outcome: RenderOutcome): void {
  if (outcome.failures.length > 0) throw new TemplateError(outcome.failures);
  if (outcome.unknownKeys.length > 0) {
    throw new ContentError(
      outcome.unknownKeys.map((entry) => ({
        file: 'templates',
        field: entry,
        message: 'is used by a template but defined in no strings file',
        hint: 'add it to locales/en.json',
      })),
      'rendering',
    );
  }
}
