import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OutputFile } from './assets.ts';
import { hashedName } from './assets.ts';

/**
 * The flags of the countries the wizard offers (issue 45, item 13), from the `flag-icons`
 * package (MIT, 4:3 SVGs): drawn once by its maintainers and kept up to date when a flag
 * changes, where hand-drawn flags would be 49 files of ours to get right and keep right.
 * Only the offered countries' flags are published, each as a PNG under a content-hashed name.
 *
 * The SVGs are rasterized here, at build time, from the pinned package's files: no flag SVG is
 * published, so the allow-list of content SVGs (svg-allow-list.ts) need not let flag-icons'
 * markers and nested `<use>` through, and a 20×15 icon costs about 400 bytes instead of up to
 * 84 KB (Mexico's coat of arms).
 */

const flagsDir = join(dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3');

/** The size the wizard shows a flag at (its `<img>` width and height), drawn at twice that for 2× screens. */
export const flagSize = { width: 20, height: 15 } as const;
const pixels = { width: flagSize.width * 2, height: flagSize.height * 2 };

/** How resvg draws a flag: to the width, no system fonts (the same pixels on every machine; flag-icons draws text as paths). */
const renderOptions = { fitTo: { mode: 'width', value: pixels.width }, font: { loadSystemFonts: false } } as const;

/**
 * Flags drawn in this process, by the digest of their SVG: `sitegen dev` makes the assets at
 * every rebuild, and drawing the 49 again each time took 50-100 ms.
 */
const drawn = new Map<string, Promise<Buffer>>();

/** One flag's SVG as a 40×30 PNG, drawn once per process for the same bytes. */
function rasterizeOnce(svg: Buffer): Promise<Buffer> {
  const key = createHash('sha256').update(svg).digest('hex');
  let png = drawn.get(key);
  if (!png) {
    drawn.set(key, (png = rasterize(svg)));
    png.catch(() => drawn.delete(key));
  }
  return png;
}

/** One flag's SVG as a 40×30 PNG. Throws when the SVG is not 4:3. */
async function rasterize(svg: Buffer): Promise<Buffer> {
  const { renderAsync } = await import('@resvg/resvg-js');
  const image = await renderAsync(svg, renderOptions);
  if (image.width !== pixels.width || image.height !== pixels.height)
    throw new Error(`is drawn ${image.width}×${image.height}, not ${pixels.width}×${pixels.height} (4:3)`);
  return image.asPng();
}

/** The flags of `codes` (ISO 3166 alpha-2) as files under `assets/flags/`, and each one's URL path by code. */
export async function buildFlags(codes: string[]): Promise<{ files: OutputFile[]; urls: Record<string, string> }> {
  const flags = await Promise.all(
    [...new Set(codes)].sort().map(async (code) => {
      const name = `${code.toLowerCase()}.svg`;
      const svg = await readFile(join(flagsDir, name)).catch(() => {
        throw new Error(`No flag for country ${code}: flag-icons has no flags/4x3/${name} (data/countries.json lists it).`);
      });
      const png = await rasterizeOnce(svg).catch((error: unknown) => {
        throw new Error(`The flag of ${code} (flag-icons/flags/4x3/${name}) ${(error as Error).message}`, { cause: error });
      });
      return { code, path: hashedName(`assets/flags/${code.toLowerCase()}.png`, png), png };
    }),
  );
  return {
    files: flags.map(({ path, png }) => ({ path, contents: png })),
    urls: Object.fromEntries(flags.map(({ code, path }) => [code, `/${path}`])),
  };
}
