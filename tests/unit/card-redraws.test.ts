import { describe, expect, it } from 'vitest';
import { cardsToRedraw, type CardSources } from '../../generator/dev/asset-state.ts';

const sources = (common: string, posts: [string, string][]): CardSources => ({ common, posts: new Map(posts) });

describe('which social cards the dev server draws again', () => {
  const drawn = sources('brand-a', [
    ['en/a.md', 'A'],
    ['en/b.md', 'B'],
    ['es/a.md', 'A-es'],
  ]);

  it('draws the cards of the posts whose card fields changed or that are new, and no other', () => {
    expect(
      cardsToRedraw(
        drawn,
        sources('brand-a', [
          ['en/a.md', 'A'],
          ['en/b.md', 'B, retitled'],
          ['es/a.md', 'A-es'],
        ]),
      ),
    ).toEqual(['en/b.md']);
    expect(
      cardsToRedraw(
        drawn,
        sources('brand-a', [
          ['en/a.md', 'A'],
          ['en/b.md', 'B'],
          ['es/a.md', 'A-es'],
          ['en/c.md', 'C'],
        ]),
      ),
    ).toEqual(['en/c.md']);
    expect(
      cardsToRedraw(
        drawn,
        sources('brand-a', [
          ['en/a.md', 'A'],
          ['es/a.md', 'A-es'],
        ]),
      ),
    ).toEqual([]);
  });

  it('draws every card when the brand or a direction changed', () => {
    expect(
      cardsToRedraw(
        drawn,
        sources('brand-b', [
          ['en/a.md', 'A'],
          ['en/b.md', 'B'],
          ['es/a.md', 'A-es'],
        ]),
      ),
    ).toEqual(['en/a.md', 'en/b.md', 'es/a.md']);
  });
});
