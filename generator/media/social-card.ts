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
export async function fontsFingerprint(): Promise<string[]> {
  return (await loadFonts()).map((font) => `${font.name}:${font.data.length}`);
}

/**
 * One card as PNG: satori lays `OgCard` out to SVG (text as paths, shaped by HarfBuzz, Hebrew
 * right to left), resvg draws it off the main thread. No browser.
 */
export async function renderSocialCard(props: OgCardProps): Promise<Buffer> {
  // Loaded on the first card drawn: satori takes about 0.4 s to load, and a build whose cards
  // all come from the image cache draws none.
  const [{ default: satori }, { renderAsync }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const svg = await satori(createElement(OgCard, props), { ...socialCardSize, fonts: await loadFonts() });
  const png = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  // resvg's PNG is full colour and unoptimized (about 100 KB); 256 colours with dithering look
  // the same at the size a feed shows a card, in about a quarter of the bytes. Effort 4 and zlib
  // level 6 rather than 7 and 9: about half the time per card (the biggest cost of a card: 100-250
  // ms), for 3-20 % more bytes (a photo card 50 KB instead of 48.6).
  const sharp = await loadSharp();
  return sharp(png.asPng()).png({ palette: true, quality: 90, effort: 4, compressionLevel: 6 }).toBuffer();
}
