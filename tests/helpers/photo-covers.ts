import { readdir } from 'node:fs/promises';
import type { FixtureSite } from './fixture-site.ts';
import { photoLikeJpeg } from './photo-fixture.ts';

/**
 * Two raster covers for tests of the image pipeline: since issue 45 item 4 every shipped cover
 * is an SVG illustration, so a test that needs photos puts them in its copy of the site. The
 * funnel post gets a 1800×1350 photo-like JPEG (all four derived widths), the automation post a
 * 1000×667 one (400, 800 and its own 1000: never wider than the source, and not narrower than
 * the 800 px a cover is shown at).
 */
export const photoCovers = [
  { post: 'whatsapp-google-review-funnel', file: 'evening-hills.jpg', width: 1800, height: 1350, focus: '50% 60%', seed: 7 },
  { post: 'automated-reviews-vs-manual', file: 'espresso-counter.jpg', width: 1000, height: 667, focus: '50% 40%', seed: 11 },
] as const;

export async function usePhotoCovers(site: FixtureSite): Promise<void> {
  const langs = await readdir(site.path('content/posts'));
  for (const cover of photoCovers) {
    await site.write(`content/images/blog/${cover.file}`, await photoLikeJpeg(cover.width, cover.height, cover.seed));
    for (const lang of langs) {
      const file = `content/posts/${lang}/${cover.post}.md`;
      const text = await site.read(file).catch(() => undefined);
      if (text === undefined) continue;
      await site.write(file, text.replace(/^image: .*$/m, `image: /images/blog/${cover.file}\ncoverFocus: "${cover.focus}"`));
    }
  }
}
