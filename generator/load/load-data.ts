import { join } from 'node:path';
import type { z } from 'zod';
import { ContentError, type ContentProblem } from '../errors.ts';
import { parseJson, readSourceText } from './read-source.ts';
import { validatedOnce } from './same-text.ts';
import { zodProblems } from './zod-problems.ts';
import { siteSchema, type Site } from './schemas/site.ts';
import { plansSchema, type Plans } from './schemas/plans.ts';
import { currenciesSchema, type Currencies } from './schemas/currencies.ts';
import { claimsSchema, type Claims } from './schemas/claims.ts';
import { faqsSchema, type Faqs } from './schemas/faqs.ts';
import { testimonialsSchema, type Testimonials } from './schemas/testimonials.ts';
import { countriesSchema, type Countries } from './schemas/countries.ts';
import { industriesSchema, type Industries } from './schemas/industries.ts';
import { localesFileSchema, type Locale } from './schemas/locales.ts';
import { stringsSchema, type Strings } from './schemas/strings.ts';
import { sameAsEnglishSchema, type SameAsEnglish } from './schemas/same-as-english.ts';
import { brandSchema, type Brand } from './schemas/brand.ts';
import { translationSourcesSchema, type TranslationSources } from './schemas/translation-sources.ts';
import { checkInterpolations, checkNesting } from '../i18n/i18n.ts';
import { checkLegalFolders, loadLegalDocs, type LegalDoc } from './load-legal.ts';
import { loadPosts, type Post, type PostFileLoader } from './load-posts.ts';
import { checkPlans } from './plan-checks.ts';
import { checkFaqPlacements } from './faq-placements.ts';
import { loadContentPages, type ContentPage } from './load-pages.ts';
import { applyPublishing, buildDate, type PublishOptions, type Unpublished } from './publishing.ts';
import { redirectsSchema, type Redirects } from './schemas/redirects.ts';
import { access } from 'node:fs/promises';
import { termSlugTable, type TermSlugs } from '../routes/term-slugs.ts';

/** Everything the site is built from, validated. Plain data: no file handles, no clocks. */
export interface SiteData {
  /** Settings; `brandName` is the brand's name (data/brand.json). */
  site: Site;
  /** Name, colours, fonts and logo mark (data/brand.json): the stylesheet, favicon and logo read it. */
  brand: Brand;
  plans: Plans;
  /** A price table per currency; every locale's currency has one. */
  currencies: Currencies;
  /** Marketing figures (percentages, counts), formatted per locale by the templates. */
  claims: Claims;
  faqs: Faqs;
  testimonials: Testimonials;
  countries: Countries;
  industries: Industries;
  /** Default locale first (the order pages are built and languages listed in). */
  locales: Locale[];
  defaultLocale: Locale;
  /** UI strings per language code. */
  strings: Map<string, Strings>;
  /** Strings a translation may leave as the English text (locales/same-as-english.json). */
  sameAsEnglish: SameAsEnglish;
  /** Per language but English, the English its strings and data texts were translated from (`locales/<lang>.sources.json`; empty without the file). */
  translationSources: Map<string, TranslationSources>;
  legal: LegalDoc[];
  /** Blog posts of every language this build shows, in folder and file-name order. */
  posts: Post[];
  /** Markdown pages (`content/pages/<lang>/<slug>.md`) this build shows. */
  pages: ContentPage[];
  /** `data/redirects.json` (an empty list without the file). */
  redirects: Redirects['redirects'];
  /** Drafts and scheduled posts, shown or not: what `check` lists. */
  unpublished: Unpublished[];
  /** Per language, the slug of each tag and category of the posts shown (archive URLs). */
  termSlugs: TermSlugs;
  /** Number of source files read, for the progress line. */
  fileCount: number;
}

/**
 * Site data as rendering sees it: everything but the posts, which reach a page only through
 * its route (its own post, and the cards it lists). The same on every render path.
 */
export type RenderData = Omit<SiteData, 'posts'>;

/** Reads and validates one JSON file (the same object again while its text is the same); problems go to `problems`, the result is undefined then. */
async function loadJson<S extends z.ZodType>(
  root: string,
  relativePath: string,
  schema: S,
  problems: ContentProblem[],
): Promise<z.infer<S> | undefined> {
  const source = await readSourceText(root, join(root, relativePath));
  if (!source.ok) {
    problems.push(source.problem);
    return undefined;
  }
  return validatedOnce(join(root, relativePath), source.text, () => {
    const parsed = parseJson(source.file, source.text);
    if (!parsed.ok) {
      problems.push(parsed.problem);
      return undefined;
    }
    const result = schema.safeParse(parsed.value);
    if (!result.success) {
      problems.push(...zodProblems(source.file, result.error, '', parsed.value));
      return undefined;
    }
    return result.data;
  });
}

const checkedStrings = new WeakMap<Strings, { english: Strings | undefined; problems: ContentProblem[] }>();

/** A strings file's placeholders and `$t()` nesting, against English: checked once for each pair of the objects `validatedOnce` keeps. */
function checkStrings(file: string, value: Strings, english: Strings | undefined): ContentProblem[] {
  const last = checkedStrings.get(value);
  if (last && last.english === english) return last.problems;
  const problems = [...checkInterpolations(file, value, english), ...checkNesting(file, value, english)];
  checkedStrings.set(value, { english, problems });
  return problems;
}

/**
 * The load stage: reads `data/`, `locales/` and `content/legal/` under `root`, validates every
 * file and throws one ContentError listing every problem found in any of them. Post files are
 * loaded by `options.loadPostFiles` when given (the build shares them out to its threads; dev
 * reads them through the post cache).
 */
export async function loadSiteData(
  root: string,
  options: { loadPostFiles?: PostFileLoader; publish?: PublishOptions } = {},
): Promise<SiteData> {
  const problems: ContentProblem[] = [];
  const [siteFile, brand, plans, currencies, claims, faqs, testimonials, localesFile, countries, industries, sameAsEnglish] =
    await Promise.all([
      loadJson(root, 'data/site.json', siteSchema, problems),
      loadJson(root, 'data/brand.json', brandSchema, problems),
      loadJson(root, 'data/plans.json', plansSchema, problems),
      loadJson(root, 'data/currencies.json', currenciesSchema, problems),
      loadJson(root, 'data/claims.json', claimsSchema, problems),
      loadJson(root, 'data/faqs.json', faqsSchema, problems),
      loadJson(root, 'data/testimonials.json', testimonialsSchema, problems),
      loadJson(root, 'locales/locales.json', localesFileSchema, problems),
      loadJson(root, 'data/countries.json', countriesSchema, problems),
      loadJson(root, 'data/industries.json', industriesSchema, problems),
      loadJson(root, 'locales/same-as-english.json', sameAsEnglishSchema, problems),
    ]);

  const site: Site | undefined = siteFile && brand ? { ...siteFile, brandName: brand.name } : undefined;
  const languages = localesFile ? [...new Set(['en', ...localesFile.locales.map((l) => l.lang)])] : ['en'];
  // Read in parallel, kept in language order (not in the order the reads happen to finish).
  const loaded = await Promise.all(languages.map((lang) => loadJson(root, `locales/${lang}.json`, stringsSchema, problems)));
  const strings = new Map<string, Strings>();
  languages.forEach((lang, index) => {
    const value = loaded[index];
    if (value) strings.set(lang, value);
  });
  for (const [lang, value] of strings)
    problems.push(...checkStrings(`locales/${lang}.json`, value, lang === 'en' ? undefined : strings.get('en')));

  const translationSources = await loadTranslationSources(root, languages, problems);
  const english = strings.get('en');
  if (localesFile && currencies) problems.push(...checkPriceTables(localesFile.locales, currencies));

  const legal = site ? await loadLegalDocs(root, languages, site, problems) : [];
  // Without a valid locale table the language folders cannot be judged; report the table only.
  if (localesFile) await checkLegalFolders(root, languages, problems);
  const allPosts = await loadPosts(root, localesFile ? languages : undefined, problems, options.loadPostFiles);
  if (plans) problems.push(...checkPlans({ plans, currencies, english, faqs, posts: allPosts }));
  if (faqs) problems.push(...(await checkFaqPlacements(root, faqs)));
  const allPages = site ? await loadContentPages(root, localesFile ? languages : undefined, site, problems) : [];
  // A site without moved pages needs no redirects file.
  const redirectsFile = await access(join(root, 'data/redirects.json')).then(
    () => loadJson(root, 'data/redirects.json', redirectsSchema, problems),
    () => ({ redirects: [] }),
  );
  const publish = { ...options.publish, today: options.publish?.today ?? buildDate() };
  const { posts, pages, unpublished } = applyPublishing(allPosts, allPages, publish);

  if (
    problems.length > 0 ||
    !site ||
    !brand ||
    !plans ||
    !currencies ||
    !claims ||
    !faqs ||
    !testimonials ||
    !localesFile ||
    !countries ||
    !industries ||
    !sameAsEnglish ||
    !redirectsFile
  ) {
    throw new ContentError(sortProblems(problems));
  }
  const defaultLocale = localesFile.locales.find((l) => l.id === localesFile.default)!;
  return {
    site,
    brand,
    plans,
    currencies,
    claims,
    faqs,
    testimonials,
    countries,
    industries,
    locales: [defaultLocale, ...localesFile.locales.filter((l) => l !== defaultLocale)],
    defaultLocale,
    strings,
    sameAsEnglish,
    translationSources,
    legal,
    posts,
    pages,
    redirects: redirectsFile.redirects,
    unpublished,
    termSlugs: termSlugTable(posts),
    fileCount: 11 + languages.length + legal.length + allPosts.length + allPages.length,
  };
}

/** `locales/<lang>.sources.json` of each language but English; a language without one records nothing yet (every translation stale). */
async function loadTranslationSources(root: string, languages: string[], problems: ContentProblem[]) {
  const sources = new Map<string, TranslationSources>();
  for (const lang of languages.filter((l) => l !== 'en')) {
    const file = `locales/${lang}.sources.json`;
    const value = await access(join(root, file)).then(
      () => loadJson(root, file, translationSourcesSchema, problems),
      () => ({ strings: {}, data: {} }),
    );
    if (value) sources.set(lang, value);
  }
  return sources;
}

/**
 * Every locale's currency needs a price table: prices are set per country, never converted
 * (DECISIONS.md "Money"), so a locale without one would show prices nobody chose.
 */
function checkPriceTables(locales: Locale[], currencies: Currencies): ContentProblem[] {
  const known = Object.keys(currencies);
  return locales.flatMap((locale, index) =>
    Object.hasOwn(currencies, locale.currency)
      ? []
      : [
          {
            file: 'locales/locales.json',
            field: `locales.${index}.currency`,
            message: `locale "${locale.id}" uses ${locale.currency}, which has no price table in data/currencies.json`,
            hint: `add a "${locale.currency}" table there with the prices a business in that country would publish, in whole ${locale.currency} (copy the "${known[0] ?? 'USD'}" table and set every figure), or use a currency that has one: ${known.join(', ')}`,
          },
        ],
  );
}

/** Files in path order, so the report reads the same on every run whatever finished first. */
function sortProblems(problems: ContentProblem[]): ContentProblem[] {
  return problems
    .map((problem, index) => ({ problem, index }))
    .sort((a, b) => a.problem.file.localeCompare(b.problem.file) || a.index - b.index)
    .map(({ problem }) => problem);
}
