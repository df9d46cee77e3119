import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { OgCard } from '../../templates/og-card.tsx';
import { templatesDir } from './assets.ts';
import { createTranslator } from '../i18n/i18n.ts';
import { loadSiteData } from '../load/load-data.ts';
import { launchBrowser } from './browser.ts';

/**
 * Draws each locale's 1200x630 PNG with headless Chromium. A development step, not part of
 * `generate`: the images are committed, so building the sites needs no browser.
 */
export async function generateSocialImages({ root }: { root: string }): Promise<string[]> {
  const data = await loadSiteData(root);
  const browser = await launchBrowser();
  const written: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
    await mkdir(join(templatesDir, 'assets', 'og'), { recursive: true });
    for (const locale of data.locales) {
      const { t } = createTranslator(locale.lang, data.strings, { brand: data.site.brandName });
      const html = `<!doctype html>${renderToStaticMarkup(createElement(OgCard, {
        brand: data.site.brandName,
        headline: t('home.hero.title'),
        tagline: t('meta.siteTagline'),
        lang: locale.htmlLang,
        dir: locale.dir,
      }))}`;
      await page.setContent(html);
      const file = join(templatesDir, 'assets', 'og', `${locale.id}.png`);
      await writeFile(file, await page.screenshot({ type: 'png' }));
      written.push(file);
      process.stderr.write(`Wrote ${file}\n`);
    }
  } finally {
    await browser.close();
  }
  return written;
}
