import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContentProblem } from '../errors.ts';
import { pageDefinitions } from '../routes/page-definitions.ts';
import type { Faqs } from './schemas/faqs.ts';
import { isMarkdownSource } from './project-files.ts';

/**
 * Pages that never show FAQ entries: the help centre shows them all already, and a 404 or the
 * "message sent" page (reached only after the contact form's post) answers nothing.
 */
const notPlaceable = new Set(['help', '404', 'message-sent']);

/** Slugs of the content pages (`content/pages/<lang>/<slug>.md`), in any language. */
async function contentPageSlugs(root: string): Promise<string[]> {
  const dir = join(root, 'content', 'pages');
  const langs = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = await Promise.all(
    langs.filter((entry) => entry.isDirectory()).map((entry) => readdir(join(dir, entry.name)).catch(() => [] as string[])),
  );
  return [
    ...new Set(
      names
        .flat()
        .filter(isMarkdownSource)
        .map((name) => name.slice(0, -'.md'.length)),
    ),
  ];
}

/**
 * Each FAQ placement names a page the site has (a fixed page's id or a content page's slug), so
 * a typo does not leave an entry shown nowhere.
 */
export async function checkFaqPlacements(root: string, faqs: Faqs): Promise<ContentProblem[]> {
  const pages = [...pageDefinitions.map((page) => page.pageId), ...(await contentPageSlugs(root))].filter((id) => !notPlaceable.has(id));
  return faqs.entries.flatMap((entry, index) =>
    entry.placements.flatMap((placement, at) =>
      pages.includes(placement)
        ? []
        : [
            {
              file: 'data/faqs.json',
              field: `entries.${index}.placements.${at}`,
              message: `"${placement}" is no page that can show FAQ entries`,
              hint: `use a page id or a content page's slug: ${pages.join(', ')} (the help centre shows every entry anyway)`,
            },
          ],
    ),
  );
}
