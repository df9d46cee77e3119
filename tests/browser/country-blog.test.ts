import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { build } from '../../generator/build.ts';
import { serveSite } from '../../generator/dev/serve.ts';
import { createFixtureSite, repoRoot, type FixtureSite } from '../helpers/fixture-site.ts';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';

/**
 * Blog lists, teasers, related posts and feeds show a language's own posts (DECISIONS.md); a post
 * a language lacks still has its page, and around its English text everything speaks the page's
 * language. Every shipped post is translated, so fixtures take translations away.
 */
const browser = useBrowser();
const slug = 'more-reviews-more-money';
const strings = (lang: string) => JSON.parse(readFileSync(join(repoRoot, 'locales', `${lang}.json`), 'utf8'));
const english = readFileSync(join(repoRoot, 'content', 'posts', 'en', `${slug}.md`), 'utf8');
const englishTitle = english.match(/^title: "(.*)"$/m)![1]!;
const publishedDate = english.match(/^publishedDate: "(.*)"$/m)![1]!;

interface Served {
  site: FixtureSite;
  url: string;
  close(): Promise<void>;
}

/** A copy of the site without some post files, built and served. */
async function serveWithout(paths: string[]): Promise<Served> {
  const site = await createFixtureSite();
  for (const path of paths) await rm(site.path(path), { recursive: true, force: true });
  await build({ root: site.root, outDir: site.out });
  const server = await serveSite(site.out);
  return {
    site,
    url: server.url,
    close: async () => {
      await server.close();
      await site.cleanup();
    },
  };
}

/** Hrefs of the post cards' titles on a page (lists, teasers, related posts). */
const cardLinks = (page: Page, scope = 'main') =>
  page.locator(`${scope} .post-card h2 a, ${scope} .post-card h3 a`).evaluateAll((links) => links.map((a) => a.getAttribute('href')!));

describe('a post untranslated in Hebrew and Hindi', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serveWithout([`content/posts/he/${slug}.md`, `content/posts/hi/${slug}.md`]);
  }, 120_000);
  afterAll(() => served?.close());

  it.each(['il', 'in'])('is in no list, teaser or related grid of /%s', async (prefix) => {
    const { page } = await openPage(browser());
    await page.goto(`${served.url}/${prefix}/blog/`);
    const listed = await cardLinks(page);
    expect(listed).toHaveLength(5);
    expect(listed.some((href) => href.includes(slug))).toBe(false);
    // Every card is the language's own: no title marked as another language.
    expect(await page.locator('main .post-card [lang]').count()).toBe(0);
    await page.goto(`${served.url}/${prefix}/`);
    expect((await cardLinks(page, '#blog')).some((href) => href.includes(slug))).toBe(false);
    for (const other of ['why-whatsapp-for-reviews', 'automated-reviews-vs-manual']) {
      await page.goto(`${served.url}/${prefix}/blog/${other}/`);
      const related = await cardLinks(page, 'main section');
      expect(related.length, other).toBeGreaterThan(0);
      expect(
        related.some((href) => href.includes(slug)),
        other,
      ).toBe(false);
    }
    await page.close();
  });

  it.each([
    ['il', 'he'],
    ['in', 'hi'],
  ])('is not an item of the /%s feed', async (prefix, lang) => {
    const { page } = await openPage(browser());
    const feed = await (await page.request.get(`${served.url}/${prefix}/blog/feed.xml`)).text();
    expect(feed).toContain(`<language>${lang}</language>`);
    expect(feed).not.toContain(`/blog/${slug}/`);
    expect(feed.match(/<item>/g)).toHaveLength(5);
    await page.close();
  });

  it.each([
    ['il', 'he', 'he-IL'],
    ['in', 'hi', 'hi-IN'],
  ])("still has its page on /%s, everything around the English text in the page's language", async (prefix, lang, dateLocale) => {
    const { page } = await openPage(browser());
    const response = await page.goto(`${served.url}/${prefix}/blog/${slug}/`);
    expect(response?.status()).toBe(200);
    const t = strings(lang);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    await expect.poll(() => page.getByRole('note').textContent()).toBe(t.common.notTranslated);
    // Only the title, excerpt and text keep their language, and say so.
    const title = page.getByRole('heading', { level: 1, name: englishTitle });
    expect(await title.getAttribute('lang')).toBe('en');
    expect(await page.locator('.post__excerpt').getAttribute('lang')).toBe('en');
    expect(await page.locator('.post__body').getAttribute('lang')).toBe('en');
    expect(await page.locator('.post > article').getAttribute('lang')).toBeNull();
    // The furniture: date, Featured, "By", reading time, category chips, breadcrumb.
    const date = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${publishedDate}T00:00:00Z`));
    expect(await page.locator('.post__byline time').textContent()).toBe(date);
    const byline = await page.locator('.post__byline').textContent();
    expect(byline).toContain(t.blog.by.replace('{{author}}', 'Maya Cohen'));
    expect(byline).toMatch(new RegExp(t.blog.minRead.replace('{{minutes}}', '\\d+')));
    const chips = await page.getByRole('list', { name: t.blog.categories }).locator('li').allTextContents();
    expect(chips).toContain(t.blog.featured);
    // The English categories (Growth, Reviews) in the language's own words, learnt from its posts.
    const translated = readFileSync(join(repoRoot, 'content', 'posts', lang, 'automated-reviews-vs-manual.md'), 'utf8').match(
      /^categories: (.*)$/m,
    )![1]!;
    for (const category of JSON.parse(translated) as string[]) expect(chips).toContain(category);
    expect(chips.some((chip) => /Growth|Reviews/.test(chip))).toBe(false);
    const crumbs = page.getByRole('navigation', { name: t.common.breadcrumb });
    expect(await crumbs.getByRole('link').allTextContents()).toEqual([t.common.home, t.footer.blog]);
    expect(await crumbs.locator('[aria-current="page"]').getAttribute('lang')).toBe('en');
    // Its prices are the page's currency's, written the text's way.
    expect(await page.locator('.post__body').textContent()).toContain(prefix === 'il' ? '₪' : '₹');
    await screenshot(page, `country-blog-fallback-${prefix}-1280`);
    await page.close();
  });
});

describe('a language with no post at all', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serveWithout(['content/posts/hi']);
  }, 120_000);
  afterAll(() => served?.close());

  it('lists the global set, each card\'s English title, and its hidden "Read more: <title>", marked as English', async () => {
    const { page } = await openPage(browser(), { width: 375 });
    await page.goto(`${served.url}/in/blog/`);
    expect(await cardLinks(page)).toHaveLength(6);
    const more = page.locator('main .post-card__more').first();
    expect(await more.getAttribute('aria-label')).toBeNull();
    const hiddenTitle = more.locator('.visually-hidden [lang]');
    expect(await hiddenTitle.getAttribute('lang')).toBe('en');
    expect(await page.locator('main .post-card h2').first().getAttribute('lang')).toBe('en');
    // The link's name is the page's "Read more" with the English title.
    const readMore = strings('hi').blog.readMore as string;
    expect(await more.evaluate((a) => a.textContent)).toContain(readMore);
    await screenshot(page, 'country-blog-global-set-in-375');
    await page.close();
  });
});
