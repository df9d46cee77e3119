import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Post } from '../../generator/load/load-posts.ts';
import { buildDate } from '../../generator/load/publishing.ts';
import { brandSchema } from '../../generator/load/schemas/brand.ts';
import { localeSchema } from '../../generator/load/schemas/locales.ts';
import { siteSchema } from '../../generator/load/schemas/site.ts';
import { postFrontMatterSchema } from '../../generator/load/schemas/post.ts';
import { stringsSchema } from '../../generator/load/schemas/strings.ts';
import { slugOfTerm, termSlugTable } from '../../generator/routes/term-slugs.ts';

/** Values a hostile or careless content file may hold (issue 46, items 6 and 9). */

const post = (tags: string[]) => ({ lang: 'en', tags, categories: ['Guides'] }) as unknown as Post;

describe('values that once broke a build or its output', () => {
  it('slugs tags named like members of every object (__proto__, constructor) as words', () => {
    const table = termSlugTable([post(['__proto__', 'constructor', 'reviews'])]);
    expect(slugOfTerm(table, 'tag', '__proto__', 'en', 'en')).toBe('proto');
    expect(slugOfTerm(table, 'tag', 'constructor', 'en', 'en')).toBe('constructor');
    // A table that crossed to a render thread is an ordinary object: inherited members are no terms.
    const crossed = structuredClone(table);
    expect(slugOfTerm(crossed, 'tag', 'toString', 'en', 'en')).toBeUndefined();
    expect(slugOfTerm(crossed, 'tag', '__proto__', 'en', 'en')).toBe('proto');
  });

  it('refuses control characters and noncharacters in a strings file, naming the key', () => {
    const result = stringsSchema.safeParse({ nav: { home: 'Home\u0001' }, blog: { title: 'Blog\uFFFE' }, ok: 'Two\nlines' });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'nav.home: has a control character (U+0001); remove it',
      'blog.title: has a control character (U+FFFE); remove it',
    ]);
  });

  it("refuses a NUL or another control character in a language's label, the brand's name and the company's, in their own file", () => {
    const shipped = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
    const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    // The language switcher's entries.
    const global = shipped('locales/locales.json').locales[0];
    expect(problems(localeSchema.safeParse({ ...global, label: 'Eng\u0000lish' }))).toEqual([
      'label: has a control character (U+0000); remove it',
    ]);
    // {{brand}} reaches feed titles: the error named every content page that uses it, not data/brand.json.
    const brand = shipped('data/brand.json');
    expect(problems(brandSchema.safeParse({ ...brand, name: 'Review\u0001Nudge' }))).toEqual([
      'name: has a control character (U+0001); remove it',
    ]);
    const site = shipped('data/site.json');
    expect(problems(siteSchema.safeParse({ ...site, legalName: 'Nudge\uFFFE Ltd', address: 'Main\u0000 St' }))).toEqual([
      'legalName: has a control character (U+FFFE); remove it',
      'address: has a control character (U+0000); remove it',
    ]);
    expect(
      [localeSchema.safeParse(global), brandSchema.safeParse(brand), siteSchema.safeParse(site)].map((result) => result.success),
    ).toEqual([true, true, true]);
  });

  it('caps the tags and categories of a post, each of which is an archive page per locale', () => {
    const front = {
      id: 1,
      slug: 'a',
      title: 'A',
      excerpt: 'An excerpt.',
      image: '/images/blog/a.svg',
      author: 'Ana',
      publishedDate: '2026-01-01',
      featured: false,
    };
    const many = (n: number) => Array.from({ length: n }, (_, i) => `term ${i}`);
    const parsed = postFrontMatterSchema.safeParse({ ...front, categories: many(11), tags: many(31) });
    const messages = parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(messages).toContain('categories: has more than 10 categories; keep the few a reader would browse by');
    expect(messages).toContain('tags: has more than 30 tags; keep the few a reader would browse by');
  });

  it('refuses a SOURCE_DATE_EPOCH after the year 9999 (dates compare as text)', () => {
    expect(buildDate({ SOURCE_DATE_EPOCH: '1767225600' })).toBe('2026-01-01');
    expect(() => buildDate({ SOURCE_DATE_EPOCH: '253402300800' })).toThrow('a date after the year 9999');
  });
});

describe('$t() fan-out in a strings file (issue 46, item 6)', () => {
  it('refuses a string whose references expand past the limit, however shallow, and keeps ordinary nesting', async () => {
    const { checkNesting } = await import('../../generator/i18n/i18n.ts');
    const strings = { a: `Start ${'$t(b) '.repeat(50)}`, b: '$t(c) '.repeat(50), c: 'word '.repeat(20), ok: 'Hello $t(c)' };
    // a: 306 characters of its own and 50 copies of b (300 of its own and 50 copies of c's 100).
    expect(checkNesting('locales/en.json', strings)).toEqual([
      {
        file: 'locales/en.json',
        field: 'a',
        message: 'its $t() references expand to 265,306 characters, over the limit of 20,000',
        hint: 'refer to each string once, or write the text out',
      },
    ]);
  });
});
