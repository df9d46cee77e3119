import { listFolder } from './file-facts.ts';
import { isMarkdownSource } from './project-files.ts';
import { join } from 'node:path';
import type { ContentProblem } from '../errors.ts';
import { renderMarkdown, substitutePlaceholders } from '../content/markdown.ts';
import { contentPlaceholders, parseWithPlaceholders } from './load-legal.ts';
import { documentHash } from '../i18n/source-hash.ts';
import { readSourceText } from './read-source.ts';
import { validatedOnce } from './same-text.ts';
import { linkedFolderProblem, linksToFolder } from './post-problems.ts';
import { pageFrontMatterSchema, type NavPlacement } from './schemas/page.ts';
import type { Site } from './schemas/site.ts';

/**
 * A page written in Markdown, `content/pages/<lang>/<slug>.md`, rendered. It becomes `/<slug>/`
 * in every locale: in its own language where the file exists, else the English one as a fallback.
 */
export interface ContentPage {
  slug: string;
  lang: string;
  file: string;
  title: string;
  description: string;
  draft: boolean;
  nav?: NavPlacement;
  /** What stands beside the text on wide screens (front matter `aside`). */
  aside?: 'stats';
  aliases: string[];
  /** Links are still root-relative (`/pricing`): render localizes them per locale. */
  html: string;
  /** The body as written, placeholders filled, front matter left out: the page's Markdown twin (output/llms-files.ts). */
  markdown: string;
  /** Set when the page is built although not published (a draft under `sitegen dev`). */
  status?: 'draft';
  /** A translation: the hash of the English page it was made from (front matter `source`). */
  source?: string;
  /** The hash a translation of this page records (i18n/source-hash.ts). */
  contentHash: string;
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Loads every `content/pages/<lang>/*.md`. Problems: a folder for a language no locale uses, a
 * file name that is not a slug, invalid front matter, an unknown `{{placeholder}}`, and a page
 * without its English file (English is the fallback of every language, as for legal texts).
 */
export async function loadContentPages(
  root: string,
  languages: string[] | undefined,
  site: Site,
  problems: ContentProblem[],
): Promise<ContentPage[]> {
  const pagesDir = join(root, 'content', 'pages');
  const top = listFolder(pagesDir);
  // A page outside a language folder would silently never be built: said instead.
  for (const entry of top.filter((e) => !e.isDirectory() && isMarkdownSource(e.name))) {
    problems.push({
      file: `content/pages/${entry.name}`,
      field: '',
      message: 'is not in a language folder',
      hint: `move it to content/pages/en/${entry.name} (and its translations to content/pages/<lang>/)`,
    });
  }
  // A linked folder would be skipped without a word, as under content/posts/ (links are never followed).
  for (const entry of top.filter((e) => e.isSymbolicLink() && linksToFolder(join(pagesDir, e.name))))
    problems.push(linkedFolderProblem(`content/pages/${entry.name}`));
  const folders = top
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const pages: ContentPage[] = [];
  for (const lang of folders) {
    // Without a valid locale table the folders cannot be judged: the table is reported alone.
    if (languages && !languages.includes(lang)) {
      problems.push({
        file: `content/pages/${lang}`,
        field: '',
        message: `is a folder for language "${lang}", which no locale uses`,
        hint: `languages are ${languages.join(', ')}; rename the folder or add a locale`,
      });
      continue;
    }
    const entries = listFolder(join(pagesDir, lang));
    for (const entry of entries.filter((e) => e.isSymbolicLink() && linksToFolder(join(pagesDir, lang, e.name))))
      problems.push(linkedFolderProblem(`content/pages/${lang}/${entry.name}`));
    for (const entry of entries.filter((e) => e.isDirectory())) {
      problems.push({
        file: `content/pages/${lang}/${entry.name}`,
        field: '',
        message: 'is a folder; pages are files directly in their language folder',
        hint: `name the page content/pages/${lang}/${entry.name}.md (its address is /${entry.name}/)`,
      });
    }
    const names = entries
      .filter((entry) => !entry.isDirectory() && isMarkdownSource(entry.name))
      .map((entry) => entry.name)
      .sort();
    for (const name of names) {
      const page = await loadPage(
        root,
        join(pagesDir, lang, name),
        lang,
        name.slice(0, -'.md'.length),
        contentPlaceholders(site, lang),
        problems,
      );
      if (page) pages.push(page);
    }
  }
  const english = new Set(pages.filter((page) => page.lang === 'en').map((page) => page.slug));
  for (const page of pages) {
    if (page.lang !== 'en' && !english.has(page.slug)) {
      problems.push({
        file: page.file,
        field: '',
        message: `has no English original (content/pages/en/${page.slug}.md)`,
        hint: 'every language falls back to the English page: add it, or rename this file to the slug of an English page',
      });
    }
  }
  problems.push(...navWithoutEnglishNav(pages));
  return pages.filter((page) => page.lang === 'en' || english.has(page.slug));
}

/**
 * A translation with `nav` whose English page has none: the menu placement comes from the English
 * page (a translation may only relabel it), so the link would have nowhere to go (issue 45 item 15).
 */
function navWithoutEnglishNav(pages: ContentPage[]): ContentProblem[] {
  return pages
    .filter((page) => page.lang === 'en' && !page.nav)
    .flatMap((page) => {
      const translated = pages.filter((other) => other.slug === page.slug && other.lang !== 'en' && other.nav).map((other) => other.file);
      if (translated.length === 0) return [];
      return [
        {
          file: page.file,
          field: 'nav',
          message: `is missing, but ${translated.join(', ')} ${translated.length === 1 ? 'has' : 'have'} it`,
          hint: 'the English page decides where the link goes: add nav (menu, column, order) here, or remove nav from the translations to leave the page out of the menus',
        },
      ];
    });
}

async function loadPage(
  root: string,
  path: string,
  lang: string,
  slug: string,
  placeholders: Record<string, string>,
  problems: ContentProblem[],
): Promise<ContentPage | undefined> {
  const source = await readSourceText(root, path);
  if (!source.ok) {
    problems.push(source.problem);
    return undefined;
  }
  if (!slugPattern.test(slug)) {
    problems.push({
      file: source.file,
      field: '',
      message: `"${slug}" is not a usable page address`,
      hint: 'name the file in lowercase words joined by hyphens, like "about-us.md": the name becomes the URL',
    });
    return undefined;
  }
  // Rendered again only when the text or the site values it uses change.
  return validatedOnce(path, `${source.text}\u0000${JSON.stringify(placeholders)}`, (): ContentPage | undefined => {
    const parsed = parseWithPlaceholders(source, pageFrontMatterSchema, placeholders, problems);
    if (!parsed) return undefined;
    const { draft, nav, aside, aliases, title, description, source: recorded } = parsed.front;
    const markdown = substitutePlaceholders(parsed.body, placeholders);
    const html = renderMarkdown(markdown).html;
    return {
      slug,
      lang,
      file: source.file,
      title,
      description,
      draft: draft ?? false,
      ...(nav ? { nav } : {}),
      ...(aside ? { aside } : {}),
      aliases: aliases ?? [],
      html,
      markdown,
      ...(recorded ? { source: recorded } : {}),
      contentHash: documentHash(
        { title: parsed.raw.title, description: parsed.raw.description, label: (parsed.raw.nav as { label?: unknown } | undefined)?.label },
        parsed.body,
      ),
    };
  });
}
