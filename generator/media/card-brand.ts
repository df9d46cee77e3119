import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CardBrand } from '../../templates/og-card.tsx';
import { templatesDir } from '../assets/assets.ts';

/**
 * The brand as social cards draw it. Today's colours are the ones the Chromium-drawn card had
 * (the site's green and ink); when the brand moves to one data file, its colours and name are
 * passed here instead, and nothing else changes.
 */
export const cardColours: CardBrand['colours'] = { background: '#eef8f3', text: '#0f1b2d', muted: '#475569', accent: '#0b7a55' };

export async function socialCardBrand(name: string, colours: CardBrand['colours'] = cardColours, logoFile = join(templatesDir, 'assets', 'logo.svg')): Promise<CardBrand> {
  const logo = await readFile(logoFile);
  return { name, colours, logo: `data:image/svg+xml;base64,${logo.toString('base64')}` };
}
