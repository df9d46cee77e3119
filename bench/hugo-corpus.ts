/**
 * The benchmark's Hugo tree: bench/hugo/site/ (config, layouts, i18n, CSS) copied into a folder,
 * plus the posts that writeSyntheticCorpus wrote for sitegen, converted to Hugo content. Bodies
 * are copied byte for byte; only the front matter is rewritten into Hugo's fields.
 *
 * sitegen shows every post slug in every locale: a slug without a translation gets a page in the
 * locale's chrome with the English text (canonical to the English page, left out of hreflang and
 * the sitemap). Hugo has no such fallback, so the converter writes those pages as content of
 * their own, marked `fallback: true`, and the layouts treat them the same way. Both tools then
 * build the same set of post pages from the same Markdown.
 */
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';

const hugoSite = fileURLToPath(new URL('./hugo/site/', import.meta.url));
/** The languages that bench/hugo/site/hugo.toml configures, by the folder names the corpus uses. */
const hugoLanguages = ['en', 'he', 'hi', 'es', 'pt'];

interface SyntheticPost {
  slug: string;
  front: Record<string, unknown>;
  /** Everything after the closing `---` line, as written. */
  body: string;
}

function parsePost(file: string, text: string): SyntheticPost {
  const end = text.indexOf('\n---\n');
  if (!text.startsWith('---\n') || end < 0) throw new Error(`${file}: no front matter block`);
  const front = load(text.slice(4, end));
  if (typeof front !== 'object' || front === null || Array.isArray(front)) throw new Error(`${file}: front matter is not a mapping`);
  const fields = front as Record<string, unknown>;
  if (typeof fields.slug !== 'string') throw new Error(`${file}: no slug`);
  return { slug: fields.slug, front: fields, body: text.slice(end + '\n---\n'.length) };
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
/** A front matter date as YAML gives it: a string when quoted, a Date when not. */
const day = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** The post as a Hugo content file: Hugo's front matter fields, then the same body. */
function hugoPost(post: SyntheticPost, fallback: boolean): string {
  const f = post.front;
  const lines = [
    '---',
    `title: ${JSON.stringify(String(f.title))}`,
    `description: ${JSON.stringify(String(f.excerpt ?? ''))}`,
    `date: ${day(f.publishedDate)}`,
    `lastmod: ${day(f.modifiedDate ?? f.publishedDate)}`,
    `slug: ${JSON.stringify(post.slug)}`,
    `translationKey: ${JSON.stringify(post.slug)}`,
    `categories: ${JSON.stringify(strings(f.categories))}`,
    `tags: ${JSON.stringify(strings(f.tags))}`,
    `image: ${JSON.stringify(String(f.image ?? ''))}`,
    `author: ${JSON.stringify(String(f.author ?? ''))}`,
    `featured: ${f.featured === true}`,
    ...(fallback ? ['fallback: true'] : []),
    '---',
    '',
  ];
  return `${lines.join('\n')}${post.body}`;
}

async function readPosts(folder: string): Promise<SyntheticPost[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(names.map(async (name) => parsePost(join(folder, name), await readFile(join(folder, name), 'utf8'))));
}

/**
 * Writes the Hugo tree into `hugoRoot` from the sitegen tree at `sitegenRoot` (after
 * writeSyntheticCorpus). Returns the number of posts converted and of fallback pages written.
 */
export async function writeHugoSite(hugoRoot: string, sitegenRoot: string): Promise<{ posts: number; fallbacks: number }> {
  await cp(hugoSite, hugoRoot, { recursive: true });
  await cp(join(sitegenRoot, 'content', 'images'), join(hugoRoot, 'static', 'images'), { recursive: true });
  const postsDir = join(sitegenRoot, 'content', 'posts');
  const languages = (await readdir(postsDir, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const unknown = languages.filter((lang) => !hugoLanguages.includes(lang));
  if (unknown.length > 0) throw new Error(`posts in ${unknown.join(', ')}: bench/hugo/site/hugo.toml has no such language`);

  const english = await readPosts(join(postsDir, 'en'));
  let posts = 0;
  let fallbacks = 0;
  for (const lang of hugoLanguages) {
    const own = languages.includes(lang) ? await readPosts(join(postsDir, lang)) : [];
    const slugs = new Set(own.map((post) => post.slug));
    const blog = join(hugoRoot, 'content', lang, 'blog');
    await mkdir(blog, { recursive: true });
    await writeFile(join(hugoRoot, 'content', lang, '_index.md'), '---\ntitle: "ReviewNudge"\n---\n');
    await writeFile(join(blog, '_index.md'), '---\ntitle: "Blog"\n---\n');
    for (const post of own) await writeFile(join(blog, `${post.slug}.md`), hugoPost(post, false));
    posts += own.length;
    for (const post of english) {
      if (slugs.has(post.slug)) continue;
      await writeFile(join(blog, `${post.slug}.md`), hugoPost(post, true));
      fallbacks += 1;
    }
  }
  return { posts, fallbacks };
}
