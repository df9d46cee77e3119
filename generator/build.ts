import { performance } from 'node:perf_hooks';
import type { PageData } from '../templates/page-data.ts';
import { buildAssets, type OutputFile } from './assets.ts';
import { findBrokenLinks } from './check-links.ts';
import { BrokenLinksError, ContentError, RenderError, UsageError } from './errors.ts';
import { createTranslator, missingKeys, type Translator } from './i18n.ts';
import { loadSiteData, type SiteData } from './load-data.ts';
import { silentReporter, formatBytes, type Reporter } from './log.ts';
import { buildPageData, missingDataTranslations } from './page-data.ts';
import { PageIndex } from './page-context.ts';
import { renderPage } from './render-page.ts';
import { buildRoutes, type Route } from './routes.ts';
import { buildRobotsTxt, buildSitemap } from './sitemap.ts';
import { buildFeed } from './feeds.ts';
import { writeOutput } from './write-output.ts';

export interface BuildOptions {
  /** Folder holding `data/`, `locales/` and `content/`. */
  root: string;
  /** Output folder; replaced as a whole when the build succeeds. */
  outDir: string;
  /** Locale ids to build (`mx`); all when empty or absent. */
  locales?: string[];
  /** Overrides `siteUrl` of data/site.json (for previews and staging). */
  baseUrl?: string;
  /** Build everything but write nothing. */
  dryRun?: boolean;
  reporter?: Reporter;
}

export interface BuildResult {
  pages: number;
  files: number;
  bytes: number;
  ms: number;
  routes: Route[];
  /** Missing UI string keys per language. */
  missing: Map<string, string[]>;
}

/** The whole pipeline, top to bottom: load → translate → plan routes → assets → render → check → write. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const reporter = options.reporter ?? silentReporter;
  const started = performance.now();
  let stageStart = started;
  const lap = () => {
    const now = performance.now();
    const ms = Math.round(now - stageStart);
    stageStart = now;
    return ms;
  };

  const data = await loadSiteData(options.root);
  if (options.baseUrl) data.site = { ...data.site, siteUrl: options.baseUrl.replace(/\/+$/, '') };
  const selected = selectLocales(data, options.locales);
  reporter.stage('load', `${data.fileCount} files, ${data.locales.length} locales`, lap());

  const translators = new Map<string, Translator>();
  const variables = { brand: data.site.brandName };
  for (const lang of data.strings.keys()) translators.set(lang, createTranslator(lang, data.strings, variables));
  const missing = reportMissingTranslations(data, reporter);
  reporter.stage('i18n', `${translators.size} languages`, lap());

  const allRoutes = buildRoutes(data, translators);
  const routes = allRoutes.filter((route) => selected.has(route.locale.id));
  reporter.stage('routes', `${routes.length} pages in ${selected.size} locale(s)`, lap());

  const assets = await buildAssets(options.root, [...selected], data.defaultLocale.id, data.posts.map((post) => post.image));
  assets.warnings.forEach((warning) => reporter.warn(warning));
  reporter.stage('assets', `${assets.files.length} files`, lap());

  const pages = renderAll(routes, data, translators, allRoutes, assets);
  const unknownKeys = [...translators.values()].flatMap((tr) => [...tr.unknownKeys].map((key) => `${tr.lang}: ${key}`));
  if (unknownKeys.length > 0) {
    throw new ContentError(unknownKeys.map((entry) => ({ file: 'templates', field: entry, message: 'is used by a template but defined in no strings file', hint: 'add it to locales/en.json' })), 'rendering');
  }
  reporter.stage('render', `${pages.length} pages`, lap());

  const files: OutputFile[] = [
    ...pages.map((page) => ({ path: page.path, contents: page.html })),
    ...assets.files,
    ...buildFeeds(routes, data, translators),
    { path: 'sitemap.xml', contents: buildSitemap(routes, data.site.siteUrl) },
    { path: 'robots.txt', contents: buildRobotsTxt(data.site.siteUrl) },
  ];
  const written = new Set(files.map((file) => file.path));
  const planned = new Set(allRoutes.map((route) => route.outputPath));
  const broken = findBrokenLinks(pages, written, planned);
  if (broken.length > 0) throw new BrokenLinksError(broken);
  reporter.stage('links', `${pages.length} pages checked`, lap());

  const bytes = files.reduce((sum, file) => sum + (typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.byteLength), 0);
  if (!options.dryRun) {
    await writeOutput(options.outDir, files);
    reporter.stage('write', `${files.length} files, ${formatBytes(bytes)}`, lap());
  }
  const ms = Math.round(performance.now() - started);
  return { pages: pages.length, files: files.length, bytes, ms, routes, missing };
}

/** `blog/feed.xml` of every built locale. */
function buildFeeds(routes: Route[], data: SiteData, translators: Map<string, Translator>): OutputFile[] {
  return routes.filter((route) => route.pageId === 'blog').map((blogRoute) => {
    const { t } = translators.get(blogRoute.locale.lang)!;
    return {
      path: blogRoute.feedPath.slice(1),
      contents: buildFeed({
        blogRoute,
        postRoutes: routes.filter((route) => route.locale.id === blogRoute.locale.id && route.template === 'blogPost'),
        siteUrl: data.site.siteUrl,
        title: t('blog.feedTitle'),
        description: t('blog.subtitle'),
      }),
    };
  });
}

function selectLocales(data: SiteData, requested: string[] | undefined): Set<string> {
  const known = data.locales.map((locale) => locale.id);
  if (!requested || requested.length === 0) return new Set(known);
  const unknown = requested.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    throw new UsageError(`Unknown locale ${unknown.map((id) => `"${id}"`).join(', ')}. Valid locales: ${known.join(', ')}.`, {
      hint: 'Locales are defined in locales/locales.json.',
    });
  }
  return new Set(requested);
}

/** Prints the count of UI strings and data texts each language lacks (listed with --verbose). */
function reportMissingTranslations(data: SiteData, reporter: Reporter): Map<string, string[]> {
  const english = data.strings.get('en')!;
  const missing = new Map<string, string[]>();
  for (const lang of data.strings.keys()) {
    if (lang === 'en') continue;
    const keys = missingKeys(english, data.strings.get(lang));
    const texts = missingDataTranslations(data, lang);
    missing.set(lang, keys);
    if (keys.length + texts.length > 0) {
      reporter.info(`  ${lang}: ${keys.length} missing string(s), ${texts.length} data text(s) shown in English`);
      [...keys.map((key) => `locales/${lang}.json: ${key}`), ...texts].forEach((entry) => reporter.detail(entry));
    }
  }
  return missing;
}

function renderAll(routes: Route[], data: SiteData, translators: Map<string, Translator>, allRoutes: Route[], assets: Awaited<ReturnType<typeof buildAssets>>) {
  const index = new PageIndex(allRoutes);
  const pageDataCache = new Map<string, PageData>();
  const pageData = (lang: string) => {
    let value = pageDataCache.get(lang);
    if (!value) pageDataCache.set(lang, (value = buildPageData(data, lang)));
    return value;
  };
  const pages: { path: string; html: string }[] = [];
  const failures: { route: string; error: unknown }[] = [];
  for (const route of routes) {
    try {
      const html = renderPage(route, {
        data,
        translators,
        index,
        pageData,
        logoPath: assets.logo,
        assets: (r) => ({
          stylesheet: assets.stylesheet,
          favicon: assets.favicon,
          socialImage: `${data.site.siteUrl}${assets.socialImages.get(r.locale.id)}`,
          socialImageAlt: translators.get(r.locale.lang)!.t('meta.siteTagline'),
          feedTitle: translators.get(r.locale.lang)!.t('blog.feedTitle'),
        }),
      });
      pages.push({ path: route.outputPath, html });
    } catch (error) {
      failures.push({ route: `${route.path} (${route.pageId}, ${route.locale.id})`, error });
    }
  }
  if (failures.length > 0) throw new RenderError(failures);
  return pages;
}
