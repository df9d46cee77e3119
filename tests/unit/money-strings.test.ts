import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture-site.ts';

/**
 * Figures are data, formatted by Intl for each page's locale (DECISIONS.md "Money"): "4,200%"
 * reads as 4.2 % in Brazil, and "4.9/5" beside "4,9/5" on one page looks careless. So no
 * strings file writes a percentage, a rating, a decimal number or a price by hand: it holds a
 * `{{placeholder}}` that the page fills in.
 */
const handWritten: Record<string, RegExp> = {
  percentage: /\d\s*%|%\s*\d|٪/,
  rating: /\d\s*\/\s*\d/,
  'decimal number': /\d[.,]\d/,
  price: /(?:US|MX|R|A|C)?\$|₪|₹|€|£|¥|\b(?:USD|ILS|INR|MXN|BRL|EUR|GBP)\b/,
  'count with a plus': /\d\s*\+|\+\s*\d/,
};

/** A band of the wizard's business-size question ("50+ employees"): a range, not a claim. */
const allowed = new Map([['count with a plus', ['wizard.business.sizeLarge']]]);

function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
}

describe('strings files', () => {
  // Strings files are named by language code; locales.json and same-as-english.json are tables.
  const files = readdirSync(join(repoRoot, 'locales')).filter((name) => /^[a-z]{2,3}\.json$/.test(name));

  it('are the five languages', () => {
    expect(files.sort()).toEqual(['en.json', 'es.json', 'he.json', 'hi.json', 'pt.json']);
  });

  it.each(files)('%s writes no percentage, rating, decimal, price or "N+" count by hand', (file) => {
    const strings = JSON.parse(readFileSync(join(repoRoot, 'locales', file), 'utf8'));
    const found: string[] = [];
    for (const [key, text] of flatten(strings)) {
      const withoutPlaceholders = text.replace(/\{\{[^}]*\}\}/g, '');
      for (const [kind, pattern] of Object.entries(handWritten)) {
        if (pattern.test(withoutPlaceholders) && !allowed.get(kind)?.includes(key)) found.push(`${key}: ${kind} in "${text}"`);
      }
    }
    expect(found).toEqual([]);
  });
});
