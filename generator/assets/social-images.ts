import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { templatesDir } from './assets.ts';
import { createTranslator } from '../i18n/i18n.ts';
import { loadSiteData } from '../load/load-data.ts';
import { socialCardBrand } from '../media/card-brand.ts';
import { renderSocialCard } from '../media/social-card.ts';

/**
 * Draws each locale's 1200x630 PNG (the pages that are not posts share it) with satori and
 * resvg, the renderer of the posts' cards: no browser. The images are committed; run it when
 * a headline changes.
 */
export async function generateSocialImages({ root }: { root: string }): Promise<string[]> {
  const data = await loadSiteData(root);
  const brand = socialCardBrand(data.brand);
  const written: string[] = [];
  await mkdir(join(templatesDir, 'assets', 'og'), { recursive: true });
  for (const locale of data.locales) {
    const { t } = createTranslator(locale.lang, data.strings, { brand: data.site.brandName });
    const png = await renderSocialCard({
      brand,
      title: t('home.hero.title'),
      subtitle: t('meta.siteTagline'),
      lang: locale.htmlLang,
      dir: locale.dir,
    });
    const file = join(templatesDir, 'assets', 'og', `${locale.id}.png`);
    await writeFile(file, png);
    written.push(file);
    process.stderr.write(`Wrote ${file}\n`);
  }
  return written;
}
