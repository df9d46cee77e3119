import { describe, expect, it } from 'vitest';
import { tooManyTerms } from '../../generator/load/post-problems.ts';

/** A cap on the distinct tags and categories of a language's posts, each an archive page (issue 46, item 6). */
describe('the cap on terms per site', () => {
  const post = (file: string, lang: string, categories: string[], tags: string[]) => ({ file, lang, categories, tags });

  it('names the post and field whose term goes over the cap, once per language', () => {
    const posts = [
      post('content/posts/en/a.md', 'en', ['Guides'], ['one', 'two']),
      post('content/posts/en/b.md', 'en', ['Guides'], ['two', 'three']),
      post('content/posts/en/c.md', 'en', ['Growth'], ['four']),
      post('content/posts/es/a.md', 'es', ['Guías'], ['uno', 'dos']),
    ];
    expect(tooManyTerms(posts, 3)).toEqual([
      {
        file: 'content/posts/en/b.md',
        field: 'tags',
        message:
          'brings the "en" posts to more than 3 distinct tags and categories, over the limit (each is an archive page in every locale of the language)',
        hint: 'reuse the tags and categories other posts have, or raise SITEGEN_MAX_SITE_TERMS',
      },
    ]);
    expect(tooManyTerms(posts, 4).map(({ file, field }) => `${file} ${field}`)).toEqual(['content/posts/en/c.md categories']);
    expect(tooManyTerms(posts, 5).map(({ file, field }) => `${file} ${field}`)).toEqual(['content/posts/en/c.md tags']);
    expect(tooManyTerms(posts, 6)).toEqual([]);
  });

  it('counts a label once, however many posts carry it', () => {
    const many = Array.from({ length: 5000 }, (_, i) => post(`content/posts/en/p${i}.md`, 'en', ['Guides'], ['reviews', 'whatsapp']));
    expect(tooManyTerms(many, 3)).toEqual([]);
  });
});
