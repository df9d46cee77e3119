import type { CardBrand } from '../../templates/og-card.tsx';
import { brandMarkFile } from '../assets/brand-assets.ts';
import type { Brand } from '../load/schemas/brand.ts';

/**
 * The brand as social cards draw it, from data/brand.json: its name, its mark (the same SVG as
 * the favicon and logo) and its colours: the accent, the ink for the title, and a light tint of
 * the accent (`accentSoft`) behind. The muted grey of the subtitle is the stylesheet's fixed
 * `--ink-muted`, not a brand colour.
 */
export function socialCardBrand(brand: Brand): CardBrand {
  const logo = Buffer.from(brandMarkFile(brand)).toString('base64');
  return {
    name: brand.name,
    colours: { background: brand.colors.accentSoft, text: brand.colors.ink, muted: '#475569', accent: brand.colors.accent },
    logo: `data:image/svg+xml;base64,${logo}`,
  };
}
