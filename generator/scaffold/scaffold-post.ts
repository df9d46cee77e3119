import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SiteError, UsageError } from '../errors.ts';
import { loadSiteData } from '../load/load-data.ts';

export const defaultCover = '/images/blog/default-cover.svg';

/**
 * The slug is a file name (`<slug>.md`, and `<slug>/index.html` in the output) and a URL: file
 * systems refuse names over 255 bytes, and a URL that long helps no reader.
 */
export const maxSlugLength = 100;

/**
 * The skeleton's stand-in texts. The skeleton builds (a draft can be previewed), but
 * `sitegen check` fails while a post still has one of them (check/skeleton-problems.ts).
 */
export const skeletonTexts = {
  title: 'TODO: the title of the post',
  excerpt: 'TODO: one or two sentences that make a business owner want to read on.',
  body: 'TODO: write the article here in Markdown.',
};

/** YAML double-quoted string. */
const quote = (value: string) => JSON.stringify(value);

/**
 * Writes `content/posts/<lang>/<slug>.md` with front matter that passes validation. A
 * translation of an existing post reuses its id and cover; a new post gets the next id.
 * Never overwrites a file.
 */
export async function scaffoldPost(args: {
  root: string;
  lang: string;
  slug: string;
  title?: string;
  author?: string;
  today: string;
}): Promise<string> {
  if (args.slug.length > maxSlugLength) {
    throw new UsageError(`The slug is ${args.slug.length} characters long; the limit is ${maxSlugLength}.`, {
      hint: 'Use a few words that say what the post is about, like "reply-to-bad-reviews".',
    });
  }
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(args.slug)) {
    throw new UsageError(`The slug "${args.slug}" is not valid: use lowercase words joined by hyphens, like "my-first-post".`);
  }
  const data = await loadSiteData(args.root);
  const languages = [...data.strings.keys()];
  if (!languages.includes(args.lang)) {
    throw new UsageError(`Unknown language "${args.lang}". Languages of this site: ${languages.join(', ')}.`);
  }
  const relative = `content/posts/${args.lang}/${args.slug}.md`;
  const file = join(args.root, relative);
  if (
    await access(file).then(
      () => true,
      () => false,
    )
  ) {
    throw new SiteError(`${relative} already exists; nothing was written.`, { hint: 'Pick another slug or edit the existing file.' });
  }
  const sibling = data.posts.find((post) => post.slug === args.slug);
  const id = sibling?.id ?? Math.max(0, ...data.posts.map((post) => post.id)) + 1;
  const english = data.posts.find((post) => post.id === id && post.lang === 'en');
  const body = [
    '---',
    `id: ${id}`,
    `slug: ${args.slug}`,
    `title: ${quote(args.title ?? skeletonTexts.title)}`,
    `excerpt: ${quote(skeletonTexts.excerpt)}`,
    `image: ${sibling?.image ?? defaultCover}`,
    `author: ${quote(args.author ?? sibling?.author ?? data.site.brandName)}`,
    `publishedDate: "${args.today}"`,
    `modifiedDate: "${args.today}"`,
    `categories: [${(sibling?.lang === args.lang ? sibling.categories : ['Guides']).map(quote).join(', ')}]`,
    'tags: []',
    'featured: false',
    // A translation records the English it is made from (issue 42): nobody computes a hash by hand.
    ...(english && args.lang !== 'en' ? [`source: ${english.contentHash}`] : []),
    '---',
    '',
    skeletonTexts.body,
    '',
    "Use `## ` headings (the title is the page's heading), and root-relative links such as",
    '[see our plans](/pricing): the build adds the locale prefix.',
    '',
  ].join('\n');
  await mkdir(join(args.root, 'content', 'posts', args.lang), { recursive: true });
  await writeFile(file, body, { flag: 'wx' });
  return relative;
}
