import { rm, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Languages of the shipped site and the share of posts written in each. */
const languageShares: [string, number][] = [
  ['en', 0.4],
  ['he', 0.15],
  ['hi', 0.15],
  ['es', 0.15],
  ['pt', 0.15],
];
const words =
  'review request whatsapp customer business google rating reminder template message owner visit service local search trust answer timing link consent'.split(
    ' ',
  );

/** A deterministic pseudo-random generator, so every run benchmarks the same corpus. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function paragraph(random: () => number, length: number): string {
  return Array.from({ length }, () => words[Math.floor(random() * words.length)]).join(' ');
}

/**
 * Replaces `content/posts/` under `root` with `count` posts spread over the five languages:
 * English originals, and translations of them in the other languages (about 700 words each,
 * with headings, a list and links, like the real articles).
 */
export async function writeSyntheticCorpus(root: string, count: number): Promise<{ posts: number; slugs: number }> {
  const random = seeded(count);
  await rm(join(root, 'content', 'posts'), { recursive: true, force: true });
  const english = Math.round(count * languageShares[0]![1]);
  let written = 0;
  for (const [lang, share] of languageShares) {
    const n = lang === 'en' ? english : Math.min(english, Math.round(count * share));
    await mkdir(join(root, 'content', 'posts', lang), { recursive: true });
    for (let i = 0; i < n; i += 1) {
      const slug = `synthetic-post-${String(i).padStart(5, '0')}`;
      const body = [
        paragraph(random, 80),
        '## Why it matters',
        paragraph(random, 160),
        '- one point\n- another point with a [link to pricing](/pricing)\n- a third point',
        '## How to do it',
        paragraph(random, 200),
        '### A detail',
        paragraph(random, 180),
        `Read more on [our plans](/pricing) or in [another article](/blog/synthetic-post-${String((i + 1) % english).padStart(5, '0')}).`,
      ].join('\n\n');
      const front = [
        '---',
        `id: ${i + 1}`,
        `slug: ${slug}`,
        `title: "Synthetic article ${i} (${lang})"`,
        `excerpt: "${paragraph(random, 20)}"`,
        'image: /images/blog/default-cover.svg',
        'author: "Bench Writer"',
        `publishedDate: "2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}"`,
        'modifiedDate: "2025-12-31"',
        `categories: ["${['Growth', 'Reviews', 'Guides'][i % 3]}"]`,
        // Two different tags: the second is 1 to n-1 words after the first.
        `tags: ["${words[i % words.length]}", "${words[(i + 1 + ((i * 7) % (words.length - 1))) % words.length]}"]`,
        `featured: ${i % 10 === 0}`,
        '---',
        '',
      ].join('\n');
      await writeFile(join(root, 'content', 'posts', lang, `${slug}.md`), `${front}${body}\n`);
      written += 1;
    }
  }
  return { posts: written, slugs: english };
}
