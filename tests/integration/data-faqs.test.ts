import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * Issue 23, item 2: FAQ placements are data. An entry placed on a page (data/faqs.json
 * `placements`) shows there in a FAQ section, and the page's FAQPage markup lists exactly the
 * questions shown; a placement naming no page is refused.
 */
let site: FixtureSite;
const page = (path: string) => readFile(join(site.out, path), 'utf8');
const faqMarkup = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, any>,
  );
  return blocks.find((block) => block['@type'] === 'FAQPage');
};
/** The questions of the page's FAQ section, in order. */
const shownQuestions = (html: string) => {
  const section = html.slice(html.indexOf('<section id="faq"'));
  return [...section.slice(0, section.indexOf('</section>')).matchAll(/<summary><span[^>]*>(.*?)<\/span>/g)].map((m) => m[1]!);
};

beforeAll(async () => {
  site = await createFixtureSite({ locales: ['global', 'il'] });
  await site.editJson('data/faqs.json', (faqs) => {
    const entry = faqs.entries.find((e: { id: string }) => e.id === 'setup-time');
    entry.placements.push('how-it-works');
  });
  const result = await runCli(['generate', '--root', site.root, '-o', site.out, '-q']);
  expect(result.code).toBe(0);
}, 120_000);
afterAll(() => site.cleanup());

describe('FAQ entries placed on pages', () => {
  it('shows the entries placed on pricing, with FAQPage markup of the same questions', async () => {
    const html = await page('pricing/index.html');
    expect(shownQuestions(html)).toEqual([
      'Can I cancel any time? Is there a money-back guarantee?',
      'Which plan is right for me?',
      'What counts as a message, and what if I need more?',
    ]);
    expect(faqMarkup(html)!.mainEntity.map((q: { name: string }) => q.name)).toEqual(shownQuestions(html));
  });

  it('fills the prices of the Hebrew page in shekels, in the section and the markup alike', async () => {
    const html = await page('il/pricing/index.html');
    const markup = faqMarkup(html)!;
    const answer = markup.mainEntity.find((q: { name: string }) => q.name === 'איזה מסלול מתאים לי?').acceptedAnswer.text as string;
    expect(answer).toContain('₪');
    expect(answer).not.toMatch(/\{\{|\$/);
  });

  it('shows an entry placed on another page there (how-it-works), and nowhere it is not placed', async () => {
    const html = await page('how-it-works/index.html');
    expect(shownQuestions(html)).toEqual(['How long does setup take?']);
    expect(faqMarkup(html)!.mainEntity).toHaveLength(1);
    const roi = await page('roi/index.html');
    expect(roi).not.toContain('<section id="faq"');
    expect(faqMarkup(roi)).toBeUndefined();
  });

  it('refuses a placement naming no page, with the pages that can show entries', async () => {
    const broken = await createFixtureSite({ locales: ['global'] });
    try {
      await broken.editJson('data/faqs.json', (faqs) => {
        faqs.entries[1].placements = ['contact', 'pricng'];
      });
      const result = await runCli(['generate', '--root', broken.root, '-o', broken.out]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        'data/faqs.json: entries.1.placements.1: "pricng" is no page that can show FAQ entries (use a page id or a content page\'s slug: home, how-it-works, roi, testimonials, pricing, contact, blog, search, terms, privacy, login, onboarding',
      );
    } finally {
      await broken.cleanup();
    }
  }, 60_000);
});
