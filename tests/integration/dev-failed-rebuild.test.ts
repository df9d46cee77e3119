import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrokenLinksError } from '../../generator/errors.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';

/**
 * A rebuild that fails after it wrote the open page (its last batch finds a broken link elsewhere)
 * leaves that page in the output. The next good rebuild may leave the page for later (a big site),
 * and when its route goes away it must still be deleted, as a cold build would not have it.
 */

process.env.SITEGEN_DEV_RENDER_AHEAD = '5'; // read when tuning.ts is first imported, below

const open = 'content/posts/en/why-whatsapp-for-reviews.md';
const openPage = 'blog/why-whatsapp-for-reviews/index.html';
const linked = 'content/posts/en/automated-reviews-vs-manual.md';
const linking = 'content/posts/en/more-reviews-more-money.md';
const publish = { drafts: true, future: true };

let site: FixtureSite;
beforeAll(async () => {
  site = await createFixtureSite({ locales: ['global'] });
  await site.write(linking, `${await site.read(linking)}\nSee [the comparison](/blog/automated-reviews-vs-manual/).\n`);
});
afterAll(() => site.cleanup());

describe('dev after a rebuild that failed on broken links', () => {
  it('deletes the page that rebuild wrote once its route is gone', async () => {
    const { createIncrementalBuilder } = await import('../../generator/dev/incremental-build.ts');
    const dev = createIncrementalBuilder({ root: site.root, outDir: site.out, publish });
    try {
      await dev([]);
      // On disk, so rebuilds render it at once (and judge its links) instead of leaving it for later.
      await dev.renderRequested('/blog/more-reviews-more-money/');
      const linkedText = await site.read(linked);
      await rm(site.path(linked));
      await expect(dev([site.path(linked)], { openPages: ['/blog/'] })).rejects.toThrow(BrokenLinksError);

      // The open post is written ahead of the rest; the rest still links to the deleted post.
      const text = await site.read(open);
      await site.write(open, text.replace(/^title: .*$/m, 'title: "Written Ahead"'));
      const failed = dev([site.path(open)], { openPages: ['/blog/why-whatsapp-for-reviews/'] });
      await expect(failed).rejects.toThrow(BrokenLinksError);
      expect(await readFile(join(site.out, openPage), 'utf8')).toContain('Written Ahead');

      await site.write(linked, linkedText);
      await dev([site.path(linked)], { openPages: ['/blog/'] });

      // A new slug: the old address is no page of the site any more.
      await site.write(open, (await site.read(open)).replace(/^slug: .*$/m, 'slug: why-whatsapp-moved'));
      await dev([site.path(open)], { openPages: ['/blog/why-whatsapp-moved/'] });
      expect(existsSync(join(site.out, openPage))).toBe(false);
    } finally {
      await dev.close();
    }
  }, 120_000);
});
