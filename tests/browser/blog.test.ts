import { rm } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { openPage, useBrowser, screenshot } from '../helpers/browser.ts';
import { createFixtureSite } from '../helpers/fixture-site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

describe('the blog in Chromium', () => {
  it('shows a Hebrew post right-to-left, with its breadcrumb and related posts', async () => {
    const { page, problems } = await openPage(browser());
    await page.goto(`${siteUrl}/il/blog/why-whatsapp-for-reviews/`);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const article = page.locator('article').first();
    expect(await article.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await page.locator('h1').textContent()).toBe('למה WhatsApp הוא הערוץ הטוב ביותר לבקשות ביקורת');
    expect(await page.getByRole('navigation', { name: 'נתיב ניווט' }).getByRole('link').allTextContents()).toEqual(['דף הבית', 'בלוג']);
    expect(await page.locator('#related-title + .grid article').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await screenshot(page, 'post-he-1280');
    await page.close();
  });

  it('shows an untranslated post in English under /mx, marked lang="en", with a Spanish notice', async () => {
    // Every shipped article is translated: a copy of the site without one Spanish translation.
    const site = await createFixtureSite();
    await rm(site.path('content/posts/es/more-reviews-more-money.md'));
    await build({ root: site.root, outDir: site.out });
    const server = await serveStatic(site.out);
    const { page } = await openPage(browser(), { width: 375 });
    await page.goto(`${server.url}/mx/blog/more-reviews-more-money/`);
    expect(await page.getAttribute('html', 'lang')).toBe('es-MX');
    // The text keeps its language (title, excerpt, body); the page around it is Spanish.
    for (const part of ['.post h1', '.post__excerpt', '.post__body']) expect(await page.getAttribute(part, 'lang'), part).toBe('en');
    expect(await page.getAttribute('.post > article', 'lang')).toBeNull();
    await expect(page.getByRole('note').textContent()).resolves.toContain('todavía no está traducida');
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe('https://www.example.com/blog/more-reviews-more-money/');
    expect(await page.locator('link[hreflang]').count()).toBe(0);
    await screenshot(page, 'post-mx-fallback-375');
    await page.close();
    await server.close();
    await site.cleanup();
  });

  it('answers 404 for an unknown slug (no substitute post)', async () => {
    const { page } = await openPage(browser());
    const response = await page.goto(`${siteUrl}/blog/no-such-post/`);
    expect(response?.status()).toBe(404);
    await page.close();
  });

  it('serves one RSS feed per locale that parses as XML and links the locale URLs', async () => {
    const { page } = await openPage(browser());
    await page.goto(`${siteUrl}/mx/blog/`);
    const feedHref = await page.getAttribute('link[type="application/rss+xml"]', 'href');
    expect(feedHref).toBe('/mx/blog/feed.xml');
    const xml = await (await page.request.get(`${siteUrl}${feedHref}`)).text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        items: [...doc.querySelectorAll('item > link')].map((link) => link.textContent),
        language: doc.querySelector('channel > language')?.textContent,
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.language).toBe('es-MX');
    expect(parsed.items).toHaveLength(6);
    expect(parsed.items.every((link) => link?.startsWith('https://www.example.com/mx/blog/'))).toBe(true);
    await page.close();
  });

  it('shows the featured strip on the home page (three posts) and the list with cards', async () => {
    const { page } = await openPage(browser());
    await page.goto(`${siteUrl}/`);
    expect(await page.locator('#blog article').count()).toBe(3);
    await page.goto(`${siteUrl}/blog/`);
    expect(await page.locator('main article').count()).toBe(6);
    const firstCard = page.locator('main article').first();
    expect(await firstCard.getByRole('link', { name: /^Read more:/ }).count()).toBe(1);
    await page.close();
  });
});
