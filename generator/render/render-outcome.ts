import type { PageLinks } from '../check/check-links.ts';
import { ContentError } from '../errors.ts';
import { TemplateError, type RenderFailure } from './render-failures.ts';

/** What an executor hands on: each page's link summary, size and the inputs it read, the failures, unknown string keys. */
export interface RenderOutcome {
  pages: { path: string; links: PageLinks; bytes: number; reads: string[] }[];
  failures: RenderFailure[];
  unknownKeys: string[];
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
