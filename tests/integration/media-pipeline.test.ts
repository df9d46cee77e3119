import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { createFixtureSite, repoRoot, type FixtureSite } from '../helpers/fixture-site.ts';
import { usePhotoCovers } from '../helpers/photo-covers.ts';
import { runCli } from '../helpers/run-cli.ts';

/** The cache's own folder in the project (not a folder shared by the test run), so its counts are this build's. */
const ownCache = { SITEGEN_IMAGE_CACHE_DIR: '' };

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.html')).map((entry) => join(dir, entry));
}

/** `images: N derived …, R reused …, E encoded` from `--verbose`. */
function imageCounts(stderr: string): { total: number; reused: number; encoded: number } {
  const match = /images: (\d+) derived images and social cards, (\d+) reused from \.sitegen-cache\/images\/, (\d+) encoded/.exec(stderr);
  if (!match) throw new Error(`no image counter in:\n${stderr}`);
  return { total: Number(match[1]), reused: Number(match[2]), encoded: Number(match[3]) };
}

describe('the shipped covers', () => {
  it("are all SVG illustrations in the site's style (issue 45 item 4: a stock espresso photo and a sunset broke it)", async () => {
    const covers = new Set<string>();
    for (const lang of await readdir(join(repoRoot, 'content/posts'))) {
      for (const name of await readdir(join(repoRoot, 'content/posts', lang))) {
        const cover = /^image: (.+)$/m.exec(await readFile(join(repoRoot, 'content/posts', lang, name), 'utf8'))?.[1];
        if (cover) covers.add(cover.trim());
      }
    }
    expect([...covers].filter((cover) => !cover.endsWith('.svg'))).toEqual([]);
    expect(covers.size).toBe(6);
    const rasters = (await readdir(join(repoRoot, 'content/images/blog'))).filter((name) => !name.endsWith('.svg'));
    expect(rasters).toEqual([]);
  });
});

describe('the shipped site, built twice', () => {
  let site: FixtureSite;
  let first: { total: number; reused: number; encoded: number };
  const generate = () => runCli(['generate', '--root', site.root, '--out', site.out, '--verbose'], { env: ownCache });

  beforeAll(async () => {
    site = await createFixtureSite({ locales: ['global', 'il', 'in'] });
    await usePhotoCovers(site);
    const result = await generate();
    expect(result.code, result.stderr).toBe(0);
    first = imageCounts(result.stderr);
  }, 180_000);
  afterAll(() => site.cleanup());

  it('encodes every derived image and card on the first build, and reuses every one on the second', async () => {
    // 12 files of the 1800 px cover (3 formats × 4 widths), 9 of the 1000 px photo (3 formats ×
    // 400, 800 and 1000: never wider than the source) and a card per post and language (6 × en, he, hi).
    expect(first).toEqual({ total: 12 + 9 + 18, reused: 0, encoded: 39 });
    const before = await readFile(join(site.out, 'og/he/whatsapp-google-review-funnel.png'));
    const second = await generate();
    expect(second.code, second.stderr).toBe(0);
    expect(imageCounts(second.stderr)).toEqual({ total: 39, reused: 39, encoded: 0 });
    expect(await readFile(join(site.out, 'og/he/whatsapp-google-review-funnel.png'))).toEqual(before);
  });

  it('re-encodes nothing when a post text changes, and only that card when its title does', async () => {
    const file = 'content/posts/en/whatsapp-google-review-funnel.md';
    const text = await site.read(file);
    await site.write(file, `${text}\nOne more sentence at the end.\n`);
    const edited = await generate();
    expect(imageCounts(edited.stderr)).toEqual({ total: 39, reused: 39, encoded: 0 });
    await site.write(file, text.replace(/^title: .*$/m, 'title: "A new title for the funnel"'));
    const retitled = await generate();
    expect(imageCounts(retitled.stderr)).toEqual({ total: 39, reused: 38, encoded: 1 });
  }, 120_000);

  it('gives every <img> a width and a height', async () => {
    const missing: string[] = [];
    let images = 0;
    for (const file of await htmlFiles(site.out)) {
      for (const [tag] of (await readFile(file, 'utf8')).matchAll(/<img\b[^>]*>/g)) {
        images += 1;
        if (!/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag)) missing.push(`${file}: ${tag}`);
      }
    }
    expect(images).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('gives each post page its own 1200x630 PNG card, as og:image, twitter:image and BlogPosting image', async () => {
    const siteUrl = JSON.parse(await site.read('data/site.json')).siteUrl as string;
    const cards = new Set<string>();
    for (const [prefix, lang] of [
      ['', 'en'],
      ['il/', 'he'],
      ['in/', 'hi'],
    ] as const) {
      for (const name of await readdir(join(site.root, 'content/posts', lang))) {
        const slug = name.replace(/\.md$/, '');
        const html = await readFile(join(site.out, prefix, 'blog', slug, 'index.html'), 'utf8');
        const card = `${siteUrl}/og/${lang}/${slug}.png`;
        expect(html).toContain(`<meta property="og:image" content="${card}">`);
        expect(html).toContain(`<meta name="twitter:image" content="${card}">`);
        const blogPosting = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
          .map((m) => JSON.parse(m[1]!))
          .flatMap((doc) => doc['@graph'] ?? [doc])
          .find((node) => node['@type'] === 'BlogPosting');
        expect(blogPosting.image).toEqual([card]);
        const png = await readFile(join(site.out, 'og', lang, `${slug}.png`));
        expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
        cards.add(png.toString('base64'));
      }
    }
    expect(cards.size).toBe(18);
  });
});

describe("the project's image cache, pruned after a build of every locale", () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await createFixtureSite({ locales: ['global', 'mx'] });
    await usePhotoCovers(site);
  });
  afterAll(() => site.cleanup());

  const folder = () => join(site.root, '.sitegen-cache', 'images');
  const generate = (...args: string[]) =>
    runCli(['generate', '--root', site.root, '--out', site.out, '--verbose', ...args], { env: ownCache });
  /** The cache's files, as `shard/name`. */
  const entries = async () =>
    new Set((await readdir(folder(), { recursive: true })).filter((entry) => entry.includes('/') || entry.includes('\\')));
  const imagesLine = (stderr: string) => /images: .*/.exec(stderr)![0];

  it('deletes the files of a removed cover (and old .partial files) at the next full build; a --locale build or check deletes nothing', async () => {
    const first = await generate();
    expect(first.code, first.stderr).toBe(0);
    expect(imagesLine(first.stderr)).toMatch(/, 0 unused pruned$/);
    const before = await entries();
    // The photo stops being a cover: its derived files, its measurements and the two cards showing it are unused.
    for (const lang of ['en', 'es']) {
      const post = `content/posts/${lang}/automated-reviews-vs-manual.md`;
      await site.write(
        post,
        (await site.read(post))
          .replace(/^image: .*$/m, 'image: /images/blog/more-reviews-more-money.svg')
          .replace(/^coverFocus: .*\n/m, ''),
      );
    }
    // Left by builds that stopped while writing: one two hours ago, one now (perhaps still being written).
    await mkdir(join(folder(), 'zz'), { recursive: true });
    for (const name of ['old.1.partial', 'new.2.partial']) await writeFile(join(folder(), 'zz', name), 'half');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(join(folder(), 'zz', 'old.1.partial'), twoHoursAgo, twoHoursAgo);

    const subset = await generate('--locale', 'mx');
    expect(subset.code, subset.stderr).toBe(0);
    expect(imagesLine(subset.stderr)).not.toContain('pruned');
    // `check` builds every locale but writes nothing (a dry run).
    const check = await runCli(['check', '--root', site.root], { env: ownCache });
    expect(check.code, check.stderr).toBe(0);
    const kept = await entries();
    expect([...before].filter((entry) => !kept.has(entry))).toEqual([]);

    const full = await generate();
    expect(full.code, full.stderr).toBe(0);
    const after = await entries();
    const gone = [...kept].filter((entry) => !after.has(entry));
    // 400, 800 and 1000 px in AVIF, WebP and JPEG, the measurements (JSON), the English and Spanish cards.
    const goneEntries = gone.filter((entry) => !entry.endsWith('.partial') && !entry.endsWith('.seal'));
    expect(goneEntries.map((entry) => entry.split('.').pop()).sort()).toEqual([
      ...['avif', 'avif', 'avif', 'jpg', 'jpg', 'jpg', 'json', 'png', 'png', 'webp', 'webp', 'webp'],
    ]);
    // Each with its seal (output/cache-seal.ts).
    expect(gone.filter((entry) => entry.endsWith('.seal')).sort()).toEqual(goneEntries.map((entry) => `${entry}.seal`).sort());
    expect(gone.filter((entry) => entry.endsWith('.partial'))).toEqual([join('zz', 'old.1.partial')]);
    expect(imagesLine(full.stderr)).toMatch(/, 25 unused pruned$/);
  }, 240_000);

  it('leaves a folder named by SITEGEN_IMAGE_CACHE_DIR alone: other projects may use it', async () => {
    const unknown = join(folder(), 'zz', 'another-project.png');
    await writeFile(unknown, "not this build's");
    const result = await runCli(['generate', '--root', site.root, '--out', site.out, '--verbose'], {
      env: { SITEGEN_IMAGE_CACHE_DIR: folder() },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(imagesLine(result.stderr)).not.toContain('pruned');
    expect(await readFile(unknown, 'utf8')).toBe("not this build's");
  }, 120_000);
});

describe('images that cannot be published', () => {
  let site: FixtureSite;
  beforeEach(async () => {
    site = await createFixtureSite({ locales: ['global'] });
    await usePhotoCovers(site);
  });
  afterEach(() => site.cleanup());

  const cover = 'content/images/blog/evening-hills.jpg';
  const post = 'content/posts/en/whatsapp-google-review-funnel.md';
  const failure = async () => {
    const error = await build({ root: site.root, outDir: site.out }).then(
      () => undefined,
      (caught: Error) => caught,
    );
    expect(error, 'the build should fail').toBeDefined();
    return error!.message;
  };

  it('a corrupt JPEG: the post file, the field and what to do; the previous output is kept', async () => {
    await build({ root: site.root, outDir: site.out });
    const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    // Cut off in the middle of its pixels, as an interrupted upload or copy leaves it.
    await site.write(cover, jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(await failure()).toMatch(
      new RegExp(
        `${post}: image: content/images/blog/evening-hills\\.jpg cannot be decoded \\(.+\\) \\(the file is damaged or not what its name says`,
      ),
    );
    expect(await readFile(join(site.out, 'index.html'), 'utf8')).toContain('<html');
  });

  it('a file that is not an image at all', async () => {
    await site.write(cover, 'this is not a JPEG');
    expect(await failure()).toContain(`${post}: image: content/images/blog/evening-hills.jpg cannot be read as an image`);
  });

  it('an image over 40 megapixels (the default limit)', async () => {
    await site.write(
      cover,
      await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#789' } })
        .jpeg()
        .toBuffer(),
    );
    expect(await failure()).toContain(
      `${post}: image: content/images/blog/evening-hills.jpg is 8000×6000 (48.0 megapixels), over the 40.0 megapixels limit for images (scale it down`,
    );
  });

  it('an image over the byte limit (SITEGEN_MAX_IMAGE_BYTES, 20 MB by default)', async () => {
    const result = await runCli(['generate', '--root', site.root, '--out', site.out], { env: { SITEGEN_MAX_IMAGE_BYTES: '100000' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /whatsapp-google-review-funnel\.md: image: content\/images\/blog\/evening-hills\.jpg is 0\.\d MB, over the 0 MB limit for images/,
    );
  });

  it('a raster cover narrower than a post page shows it (issue 45 item 4: a 600 px photo drawn at 736 px, soft)', async () => {
    await build({ root: site.root, outDir: site.out });
    await site.write(
      cover,
      await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7' } })
        .jpeg()
        .toBuffer(),
    );
    expect(await failure()).toContain(
      `${post}: image: content/images/blog/evening-hills.jpg is 600×400, narrower than the 800 px a post page shows its cover at, so it would be drawn blurred (use an image at least 800 px wide (1600 px for sharp screens), or an SVG illustration like the other covers in content/images/blog/)`,
    );
    // Wide enough, but not once cropped to the cover's box: 1000×300 keeps 571 px across.
    await site.write(
      cover,
      await sharp({ create: { width: 1000, height: 300, channels: 3, background: '#3a7' } })
        .jpeg()
        .toBuffer(),
    );
    expect(await failure()).toContain(
      `${post}: image: content/images/blog/evening-hills.jpg is 1000×300 (571 px once cropped to the cover's 40:21 box), narrower than the 800 px`,
    );
    expect(await readFile(join(site.out, 'index.html'), 'utf8')).toContain('<html');
  });

  it('an animated GIF in a post, refused with the reason', async () => {
    const frames = await Promise.all(
      ['#f00', '#0f0'].map((background) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    await site.write(
      'content/images/blog/spinner.gif',
      await sharp(frames, { join: { animated: true } })
        .gif()
        .toBuffer(),
    );
    await site.write(post, `${await site.read(post)}\n![Loading](/images/blog/spinner.gif)\n`);
    expect(await failure()).toContain(
      `${post}: body: content/images/blog/spinner.gif is animated (2 frames), which the site does not publish`,
    );
  });
});
