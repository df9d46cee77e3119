import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement } from 'react';
import { OgCard, type OgCardProps } from '../../templates/og-card.tsx';
import { loadSharp } from './image-cache.ts';

export const socialCardSize = { width: 1200, height: 630 } as const;

/**
 * Noto Sans for Latin, Hebrew and Devanagari, from the @fontsource packages (satori reads WOFF,
 * not WOFF2). Bold only: the card's text is all bold but its last line, which reads well in bold
 * too at that size. satori takes each glyph from the first font in this list that has it.
 */
const fontFiles = [
  { name: 'Noto Sans', pkg: '@fontsource/noto-sans', file: 'noto-sans-latin-700-normal.woff' },
  { name: 'Noto Sans', pkg: '@fontsource/noto-sans', file: 'noto-sans-latin-ext-700-normal.woff' },
  { name: 'Noto Sans Hebrew', pkg: '@fontsource/noto-sans-hebrew', file: 'noto-sans-hebrew-hebrew-700-normal.woff' },
  { name: 'Noto Sans Devanagari', pkg: '@fontsource/noto-sans-devanagari', file: 'noto-sans-devanagari-devanagari-700-normal.woff' },
] as const;

type Font = { name: string; data: Buffer; weight: 700; style: 'normal' };
let fonts: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  // The packages export only their CSS; the LICENSE is exported too, and the fonts sit beside it.
  return (fonts ??= Promise.all(
    fontFiles.map(async ({ name, pkg, file }) => ({
      name,
      data: await readFile(join(dirname(require.resolve(`${pkg}/LICENSE`)), 'files', file)),
      weight: 700 as const,
      style: 'normal' as const,
    })),
  ));
}

/** The fonts' bytes, for the cache key of every card. */
export async function fontBytes(): Promise<Buffer[]> {
  return (await loadFonts()).map((font) => font.data);
}

/**
 * One card as PNG: satori lays `OgCard` out to SVG (text as paths, shaped by HarfBuzz, Hebrew
 * right to left), resvg draws it off the main thread. No browser.
 */
export async function renderSocialCard(props: OgCardProps): Promise<Buffer> {
  // Loaded on the first card drawn: satori is slow to load, and a build whose cards all come
  // from the image cache draws none.
  const [{ default: satori }, { renderAsync }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const svg = await satori(createElement(OgCard, props), { ...socialCardSize, fonts: await loadFonts() });
  const drawn = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  // resvg's pixels go to sharp as they are, not through resvg's own PNG encoder (full colour and
  // unoptimized; sharp would only decode it again). 256 colours with dithering look the same at
  // the size a feed shows a card, in about a quarter of the bytes; effort 4 and zlib level 6 trade
  // a few per cent of bytes for about half the time of the slowest step of a card.
  const sharp = await loadSharp();
  const raw = { width: drawn.width, height: drawn.height, channels: 4 } as const;
  return sharp(drawn.pixels, { raw }).png({ palette: true, quality: 90, effort: 4, compressionLevel: 6 }).toBuffer();
}
