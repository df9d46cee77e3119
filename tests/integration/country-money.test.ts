import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

/** What search engines read of a locale's prices: titles and structured data agree with the page. */
let dir: string;
const page = (path: string) => readFile(join(dir, 'dist', path), 'utf8');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);
const title = (html: string) => html.match(/<title>(.*?)<\/title>/)![1]!;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitegen-country-money-'));
  await build({ root: repoRoot, outDir: join(dir, 'dist') });
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('prices and figures in the head', () => {
  it.each([
    ['pricing/index.html', '$15'],
    ['il/pricing/index.html', '\u200f49\u00a0\u200f₪'],
    ['in/pricing/index.html', '₹999'],
    ['mx/pricing/index.html', '$299'],
    ['br/pricing/index.html', 'R$\u00a079'],
  ])("%s titles its plans from the locale's starter price (%s)", async (path, price) => {
    expect(title(await page(path))).toContain(price);
  });

  it("rates the testimonials the locale's way in the title", async () => {
    expect(title(await page('testimonials/index.html'))).toContain('4.9/5');
    expect(title(await page('br/testimonials/index.html'))).toContain('4,9/5');
  });

  it.each([
    ['help/index.html', 'USD', '$'],
    ['il/help/index.html', 'ILS', '₪'],
    ['br/help/index.html', 'BRL', 'R$'],
  ])('%s answers price questions in %s in its FAQPage markup, as on the page', async (path, code, symbol) => {
    const html = await page(path);
    const faq = jsonLd(html).find((block) => block['@type'] === 'FAQPage')!;
    const answers = faq.mainEntity.map((q: any) => q.acceptedAnswer.text as string).join('\n');
    expect(answers).toContain(symbol);
    expect(answers).not.toMatch(/\{\{|USD|US\$/);
    if (code !== 'USD') expect(answers).not.toContain('$1');
  });
});
