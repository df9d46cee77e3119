import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import type { ContentProblem } from '../errors.ts';
import { parseFrontMatter } from './front-matter.ts';
import { renderMarkdown, substitutePlaceholders, type Heading } from '../content/markdown.ts';
import { readSourceText } from './read-source.ts';
import { validatedOnce } from './same-text.ts';
import { legalDocKinds, legalFrontMatterSchema, type LegalDocKind } from './schemas/legal.ts';
import type { Site } from './schemas/site.ts';
import { zodProblems } from './zod-problems.ts';
import { checkMarkdownLimits } from '../content/markdown-limits.ts';
import { accessibilityPlaceholders } from '../content/accessibility-contact.ts';
import { documentHash } from '../i18n/source-hash.ts';

/** A legal text in one language, rendered. Links are still root-relative (`/privacy`). */
export interface LegalDoc {
  kind: LegalDocKind;
  lang: string;
  file: string;
  title: string;
  description: string;
  effectiveDate: string;
  html: string;
  headings: Heading[];
  /** A translation: the hash of the English text it was made from (front matter `source`). */
  source?: string;
  /** The hash a translation of this text records (i18n/source-hash.ts). */
  contentHash: string;
}

/** Site values that legal Markdown and content pages in `lang` may use as `{{name}}`. */
export function contentPlaceholders(site: Site, lang: string): Record<string, string> {
  return {
    brand: site.brandName,
    company: site.legalName,
    email: site.contactEmail,
    privacyEmail: site.privacyEmail,
    dpoEmail: site.dpoEmail,
    address: site.address,
    ...accessibilityPlaceholders(site, lang),
  };
}

/**
 * A Markdown file whose front matter (`schema`) and body may use the site values of
 * `contentPlaceholders` (legal texts, content pages): its fields with those values filled in,
 * and its body as written. Undefined, with the problems added, when the front matter is invalid
 * or the body names a value the site does not have.
 */
export function parseWithPlaceholders<S extends z.ZodType>(
  source: { file: string; text: string },
  schema: S,
  placeholders: Record<string, string>,
  problems: ContentProblem[],
): { front: z.infer<S>; body: string; raw: Record<string, unknown> } | undefined {
  const parsed = parseFrontMatter(source.file, source.text);
  if (!parsed.ok) {
    problems.push(parsed.problem);
    return undefined;
  }
  // Titles and descriptions may name the brand too.
  const data = Object.fromEntries(
    Object.entries(parsed.doc.data).map(([key, value]) => [
      key,
      typeof value === 'string' ? substitutePlaceholders(value, placeholders) : value,
    ]),
  );
  const front = schema.safeParse(data);
  if (!front.success) {
    problems.push(...zodProblems(source.file, front.error));
    return undefined;
  }
  // The limits posts have: marked renders these texts too (48 KB of emphasis in a page overflowed the stack).
  const limits = checkMarkdownLimits(parsed.doc.body);
  if (limits.length > 0) {
    const bodyStartLine = source.text.endsWith(parsed.doc.body)
      ? source.text.slice(0, source.text.length - parsed.doc.body.length).split('\n').length - 1
      : 0;
    problems.push(
      ...limits.map((limit) => ({
        file: source.file,
        field: 'body',
        message: limit.message,
        hint: `${limit.hint}; line ${bodyStartLine + limit.line}`,
      })),
    );
    return undefined;
  }
  // Unknown names are looked for in the text as written: after substitution, a site value that
  // itself holds braces (`legalName: "Evil {{brand}} Ltd"`) was reported against this file.
  // Site values are inserted as they are, never expanded again.
  const unknown = [...parsed.doc.body.matchAll(/\{\{\s*([^}\s]*)\s*\}\}/g)]
    .map((m) => m[1]!)
    .filter((name) => !Object.hasOwn(placeholders, name));
  if (unknown.length > 0) {
    problems.push({
      file: source.file,
      field: 'body',
      message: `unknown placeholder ${unknown.map((n) => `{{${n}}}`).join(', ')}`,
      hint: `known placeholders are ${Object.keys(placeholders)
        .map((n) => `{{${n}}}`)
        .join(', ')}`,
    });
    return undefined;
  }
  return { front: front.data, body: parsed.doc.body, raw: parsed.doc.data };
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Loads `content/legal/<lang>/<kind>.md` for every language. English is required (it is the
 * fallback); a language without its own text shows the English one (DECISIONS.md).
 */
export async function loadLegalDocs(root: string, languages: string[], site: Site, problems: ContentProblem[]): Promise<LegalDoc[]> {
  const jobs = languages.flatMap((lang) =>
    legalDocKinds.map(async (kind): Promise<LegalDoc | undefined> => {
      const placeholders = contentPlaceholders(site, lang);
      const path = join(root, 'content', 'legal', lang, `${kind}.md`);
      if (lang !== 'en' && !(await exists(path))) return undefined;
      const source = await readSourceText(root, path);
      if (!source.ok) {
        problems.push(
          lang === 'en' && source.problem.message === 'file not found'
            ? { ...source.problem, hint: 'English legal texts are required: every language falls back to them' }
            : source.problem,
        );
        return undefined;
      }
      // Rendered again only when the text or the site values it uses change (a dev rebuild after a post edit: not).
      return validatedOnce(path, `${source.text}\u0000${JSON.stringify(placeholders)}`, (): LegalDoc | undefined => {
        const parsed = parseWithPlaceholders(source, legalFrontMatterSchema, placeholders, problems);
        if (!parsed) return undefined;
        const rendered = renderMarkdown(substitutePlaceholders(parsed.body, placeholders));
        return {
          kind,
          lang,
          file: source.file,
          ...parsed.front,
          html: rendered.html,
          headings: rendered.headings,
          contentHash: documentHash({ title: parsed.raw.title, description: parsed.raw.description }, parsed.body),
        };
      });
    }),
  );
  return (await Promise.all(jobs)).filter((doc): doc is LegalDoc => doc !== undefined);
}

/**
 * Folders of `content/legal/` for a language no locale uses: their texts would never be shown
 * (only the locales' languages are read), so they are reported, as under `content/posts/`.
 */
export async function checkLegalFolders(root: string, languages: string[], problems: ContentProblem[]): Promise<void> {
  let entries: { name: string; isDirectory(): boolean }[];
  try {
    entries = await readdir(join(root, 'content', 'legal'), { withFileTypes: true });
  } catch (error) {
    // No folder at all: the missing English texts are reported by loadLegalDocs.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const lang of entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()) {
    if (!languages.includes(lang)) {
      problems.push({
        file: `content/legal/${lang}`,
        field: '',
        message: `is a folder for language "${lang}", which no locale uses`,
        hint: `languages are ${languages.join(', ')}; rename the folder or add a locale`,
      });
    }
  }
}
