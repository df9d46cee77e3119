import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../generator/content/markdown.ts';

const chart = {
  src: '/assets/img/chart-800w.abc.png',
  width: 1000,
  height: 500,
  srcset: '/assets/img/chart-400w.abc.png 400w, /assets/img/chart-800w.abc.png 800w, /assets/img/chart-1000w.abc.png 1000w',
  sources: [
    { type: 'image/avif', srcset: '/assets/img/chart-400w.abc.avif 400w, /assets/img/chart-800w.abc.avif 800w' },
    { type: 'image/webp', srcset: '/assets/img/chart-400w.abc.webp 400w, /assets/img/chart-800w.abc.webp 800w' },
  ],
};

describe('images in a post body', () => {
  it('become <picture> with AVIF and WebP sources, intrinsic size, lazy loading, through the sanitizer', () => {
    const { html } = renderMarkdown('Before.\n\n![Reviews per week, "before and after"](/images/blog/chart.png "Weekly")\n', { '/images/blog/chart.png': chart });
    const picture = /<picture>.*<\/picture>/s.exec(html)?.[0];
    expect(picture).toBeDefined();
    expect(picture).toMatch(/<source type="image\/avif" srcset="\/assets\/img\/chart-400w\.abc\.avif 400w, \/assets\/img\/chart-800w\.abc\.avif 800w" sizes="[^"]+"/i);
    expect(picture).toMatch(/<source type="image\/webp" srcset="[^"]+webp 800w" sizes="[^"]+"/i);
    const img = /<img [^>]*>/.exec(picture!)![0];
    expect(img).toContain('src="/assets/img/chart-800w.abc.png"');
    expect(img).toMatch(/srcset="[^"]+chart-1000w\.abc\.png 1000w"/i);
    expect(img).toContain('width="1000"');
    expect(img).toContain('height="500"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).toContain('alt="Reviews per week, &quot;before and after&quot;"');
    expect(img).toContain('title="Weekly"');
  });

  it('stay a plain <img> when the media stage did not prepare them (an SVG diagram keeps its file)', () => {
    const { html } = renderMarkdown('![A diagram](/images/blog/diagram.svg)\n', {});
    expect(html).toContain('<img src="/images/blog/diagram.svg" alt="A diagram" />');
    expect(html).not.toContain('<picture>');
  });
});
