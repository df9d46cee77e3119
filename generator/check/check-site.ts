import { build } from '../build.ts';
import { templatesDir } from '../assets/assets.ts';
import { ContentError, SiteError, type ContentProblem } from '../errors.ts';
import { lintStyles } from './lint-css.ts';
import { loadSiteData, type SiteData } from '../load/load-data.ts';
import { untranslatedStrings } from '../i18n/untranslated.ts';
import { untranslatedProblems } from './untranslated-problems.ts';
import { skeletonProblems } from './skeleton-problems.ts';
import { staleProblems } from './stale-problems.ts';
import { missingDataTranslations } from '../render/build-page-data.ts';
import type { Route } from '../routes/routes.ts';
import type { Unpublished } from '../load/publishing.ts';

export interface LocaleStatus {
  locale: string;
  lang: string;
  pages: { own: number; fallback: number };
  posts: { own: number; fallback: number };
  missingStrings: number;
  dataInEnglish: number;
}

export interface CheckResult {
  problems: string[];
  status: LocaleStatus[];
  /** Drafts and scheduled posts (not problems): listed with their dates. */
  unpublished: Unpublished[];
}

/** Per locale: pages and posts in its own language or in English, and what its strings lack. */
export function translationStatus(data: SiteData, routes: Route[]): LocaleStatus[] {
  return data.locales.map((locale) => {
    const own = routes.filter((route) => route.locale.id === locale.id);
    const pages = own.filter((route) => route.template !== 'blogPost');
    const posts = own.filter((route) => route.template === 'blogPost');
    return {
      locale: locale.id,
      lang: locale.lang,
      pages: { own: pages.filter((r) => !r.fallback).length, fallback: pages.filter((r) => r.fallback).length },
      posts: { own: posts.filter((r) => !r.fallback).length, fallback: posts.filter((r) => r.fallback).length },
      missingStrings: Object.values(untranslatedStrings(data, locale.lang)).reduce((sum, keys) => sum + keys.length, 0),
      dataInEnglish: locale.lang === 'en' ? 0 : missingDataTranslations(data, locale.lang).length,
    };
  });
}

export function formatStatusTable(status: LocaleStatus[]): string {
  const header = ['locale', 'lang', 'pages own/English', 'posts own/English', 'untranslated strings', 'data texts in English'];
  const rows = status.map((s) => [
    s.locale,
    s.lang,
    `${s.pages.own}/${s.pages.fallback}`,
    `${s.posts.own}/${s.posts.fallback}`,
    String(s.missingStrings),
    String(s.dataInEnglish),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * `sitegen check`: validates every file, renders every page in memory and checks its links
 * (a dry run: nothing is written), lints the stylesheets, and reports translation status.
 */
export async function checkSite(root: string): Promise<CheckResult> {
  const problems: string[] = [];
  const describe = (problem: ContentProblem) =>
    `${problem.file}${problem.field ? `: ${problem.field}` : ''}: ${problem.message}${problem.hint ? ` (${problem.hint})` : ''}`;
  problems.push(...(await lintStyles(templatesDir)).map(describe));
  let data: SiteData;
  try {
    data = await loadSiteData(root);
  } catch (error) {
    if (error instanceof ContentError) return { problems: [...error.problems.map(describe), ...problems], status: [], unpublished: [] };
    throw error;
  }
  problems.push(
    ...untranslatedProblems(data).map(describe),
    ...staleProblems(data).map(describe),
    ...skeletonProblems(data.posts).map(describe),
  );
  let routes: Route[] = [];
  try {
    routes = (await build({ root, outDir: '', dryRun: true })).routes;
  } catch (error) {
    if (error instanceof ContentError) problems.push(...error.problems.map(describe));
    else if (error instanceof SiteError) problems.push(error.message);
    else throw error;
  }
  return { problems, status: routes.length > 0 ? translationStatus(data, routes) : [], unpublished: data.unpublished };
}
