/**
 * A post title edit under the dev builder, in process (no browser, no watcher): the median time
 * until the open page is told and until the rebuild ends, over 10 edits after 2 warm-ups. To
 * compare two versions, run it in a checkout of each, alternately, in one sitting:
 *
 *   node --import tsx bench/dev-edit.ts [posts]    # 0: the shipped site; else the synthetic corpus
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createIncrementalBuilder } from '../generator/dev/incremental-build.ts';
import { createFixtureSite } from '../tests/helpers/fixture-site.ts';
import { writeSyntheticCorpus } from './synthetic-corpus.ts';

const posts = Number(process.argv[2] ?? 0);
const site = await createFixtureSite();
try {
  if (posts) await writeSyntheticCorpus(site.root, posts);
  const file = posts ? 'content/posts/en/synthetic-post-00000.md' : 'content/posts/en/more-reviews-more-money.md';
  const url = posts ? '/blog/synthetic-post-00000/' : '/blog/more-reviews-more-money/';
  const dev = createIncrementalBuilder({ root: site.root, outDir: site.out });
  await dev([]);
  await dev.renderRequested(url);
  const times: number[] = [];
  const told: number[] = [];
  const text = await readFile(site.path(file), 'utf8');
  for (let i = 0; i < 12; i++) {
    await writeFile(site.path(file), text.replace(/^title: .*$/m, `title: "Edit ${i}"`));
    const start = performance.now();
    let shown = 0;
    await dev([site.path(file)], {
      openPages: [url],
      onOpenPages: async () => void (shown ||= performance.now() - start),
    });
    times.push(performance.now() - start);
    told.push(shown);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(JSON.stringify({ posts, rebuildMs: Math.round(median(times.slice(2))), openPageToldMs: Math.round(median(told.slice(2))) }));
  await dev.close();
} finally {
  await site.cleanup();
}
