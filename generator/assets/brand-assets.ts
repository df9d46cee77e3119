import type { Brand } from '../load/schemas/brand.ts';
import { markSvg, resolveMark } from '../../templates/components/logo.tsx';

/** `accentStrong` → `--accent-strong`: the custom properties templates/styles/ use. */
const propertyOf = (name: string) => `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** A font family as CSS writes it: names with spaces quoted, keywords (`system-ui`) as they are. */
const family = (name: string) => (/\s/.test(name) ? `"${name}"` : name);

/**
 * The brand's tokens as CSS, put before the stylesheet (templates/styles/tokens.css holds the
 * rest): `:root{--accent:#0b7a55;…;--font-sans:system-ui,…}`. The build writes them, so the
 * colours and fonts are decided in data/brand.json only.
 */
export function brandTokensCss(brand: Brand): string {
  const colors = Object.entries(brand.colors).map(([name, value]) => `${propertyOf(name)}:${value.toLowerCase()}`);
  return `:root{${[...colors, `--font-sans:${brand.fonts.sans.map(family).join(',')}`].join(';')}}\n`;
}

/** The favicon and `/logo.svg`: the brand's mark, drawn from data/brand.json like the logo component. */
export function brandMarkFile(brand: Brand): string {
  return markSvg(resolveMark(brand.mark, brand.colors));
}
