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
  it('become <picture> with AVIF and WebP sources, intrinsic size, lazy loading, after the sanitizer', () => {
    const { html } = renderMarkdown('Before.\n\n![Reviews per week, "before and after"](/images/blog/chart.png "Weekly")\n', {
      '/images/blog/chart.png': chart,
    });
    const picture = /<picture>.*<\/picture>/s.exec(html)?.[0];
    expect(picture).toBeDefined();
    expect(picture).toMatch(
      /<source type="image\/avif" srcset="\/assets\/img\/chart-400w\.abc\.avif 400w, \/assets\/img\/chart-800w\.abc\.avif 800w" sizes="[^"]+"/i,
    );
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

  it('are rendered again for another set of prepared images: a text is not answered from the cache of the last set', () => {
    // The dev server keeps this cache between rebuilds; a rebuild after an image change passes a new set.
    const text = '![Chart](/images/blog/chart.png)\n';
    expect(renderMarkdown(text, {}).html).not.toContain('<picture>');
    expect(renderMarkdown(text, { '/images/blog/chart.png': chart }).html).toContain('chart-800w.abc.png');
    const resized = { '/images/blog/chart.png': { ...chart, src: '/assets/img/chart-800w.def.png' } };
    expect(renderMarkdown(text, resized).html).toContain('chart-800w.def.png');
    expect(renderMarkdown(text, {}).html).not.toContain('<picture>');
  });
});

describe('raw HTML <img> in a post body', () => {
  const images = { '/images/blog/chart.png': chart, '/images/blog/my chart.png': chart };
  const onlyImg = (html: string) => /<img [^>]*>/.exec(html)![0];

  it('becomes the same <picture> as a Markdown image: sources, srcset, sizes, width, height, lazy', () => {
    const markdown = renderMarkdown('![Weekly reviews](/images/blog/chart.png "Weekly")\n', images).html;
    const raw = renderMarkdown('<img src="/images/blog/chart.png" alt="Weekly reviews" title="Weekly">\n', images).html;
    expect(raw).toContain('<picture>');
    expect(raw.trim()).toBe(/<picture>.*<\/picture>/s.exec(markdown)![0]);
    const img = onlyImg(raw);
    for (const attribute of ['width="1000"', 'height="500"', 'loading="lazy"', 'decoding="async"', 'src="/assets/img/chart-800w.abc.png"'])
      expect(img).toContain(attribute);
  });

  it('inside a paragraph and inside a <figure>, single quotes or none, upper-case tag', () => {
    for (const body of [
      'Before <img src="/images/blog/chart.png" alt="c"> after.\n',
      "<figure>\n<IMG SRC='/images/blog/chart.png' ALT=c>\n<figcaption>Reviews</figcaption>\n</figure>\n",
    ]) {
      const { html } = renderMarkdown(body, images);
      expect(html, body).toMatch(/<picture><source type="image\/avif"/i);
      expect(onlyImg(html), body).toMatch(/ width="1000" height="500" /);
    }
  });

  it('keeps the width the author asked for, with the height in proportion, and tells the browser that width', () => {
    const { html } = renderMarkdown('<img src="/images/blog/chart.png" alt="c" width="300">\n', images);
    expect(onlyImg(html)).toMatch(/ width="300" height="150" /);
    expect(onlyImg(html)).toContain('sizes="(max-width: 300px) 100vw, 300px"');
  });

  it('finds the image by its path as load-posts collects it (percent-decoded, no query or #fragment)', () => {
    for (const src of ['/images/blog/my%20chart.png', '/images/blog/chart.png?v=2', '/images/blog/chart.png#x']) {
      expect(renderMarkdown(`<img src="${src}" alt="c">\n`, images).html, src).toContain('<picture>');
    }
  });

  it("keeps the author's own srcset or <picture>, adding only the width and height they lack", () => {
    const own = renderMarkdown('<img src="/images/blog/chart.png" srcset="/images/blog/chart.png 2x" alt="c">\n', images).html;
    expect(own).not.toContain('<picture>');
    expect(onlyImg(own)).toMatch(/^<img width="1000" height="500" src="\/images\/blog\/chart\.png" srcset="\/images\/blog\/chart\.png 2x"/);
    const picture = renderMarkdown(
      '<picture><source srcset="/images/blog/chart.png" type="image/png"><img src="/images/blog/chart.png" alt="c" height="250"></picture>\n',
      images,
    ).html;
    expect(picture.match(/<picture>/g)).toHaveLength(1);
    expect(onlyImg(picture)).toMatch(/^<img width="500" src="\/images\/blog\/chart\.png" alt="c" height="250"/);
  });

  it('is still only what the sanitizer allows: no event attribute survives, an unprepared image is left alone', () => {
    const { html } = renderMarkdown(
      '<img src="/images/blog/chart.png" alt="c" onerror="alert(1)" style="x">\n<img src="/images/blog/other.png" alt="o">\n',
      images,
    );
    expect(html).not.toMatch(/onerror|style=|alert/);
    expect(html).toContain('<img src="/images/blog/other.png" alt="o" />');
  });
});
