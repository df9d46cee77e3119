import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContentProblem } from './errors.ts';
import { parseFrontMatter } from './front-matter.ts';
import { countMarkdownWords } from './markdown.ts';
import { readSourceText } from './read-source.ts';
import { postFrontMatterSchema, readingTimeFor, type PostFrontMatter } from './schemas/post.ts';
import { zodProblems } from './zod-problems.ts';

/**
 * A blog post in one language. Its body stays Markdown until its page is rendered (on a render
 * thread, see post-bodies.ts): planning routes, lists and feeds needs only the front matter.
 */
export interface Post extends Omit<PostFrontMatter, 'wordCount' | 'readingTime'> {
  lang: string;
  file: string;
  markdown: string;
  wordCount: number;
  readingTime: number;
}

const exists = (path: string) => access(path).then(() => true, () => false);

async function listDir(path: string): Promise<{ name: string; isDirectory(): boolean }[]> {
  try {
    return await readdir(path, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Loads `content/posts/<lang>/*.md`. Problems: a folder for a language no locale uses, invalid
 * front matter, a slug used twice in one language, a cover image that does not exist, and a
 * written word count or reading time that disagrees with the text.
 */
export async function loadPosts(root: string, languages: string[] | undefined, problems: ContentProblem[]): Promise<Post[]> {
  const postsDir = join(root, 'content', 'posts');
  const folders = (await listDir(postsDir)).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  const posts: Post[] = [];
  for (const lang of folders) {
    if (languages && !languages.includes(lang)) {
      problems.push({ file: `content/posts/${lang}`, field: '', message: `is a folder for language "${lang}", which no locale uses`, hint: `languages are ${languages.join(', ')}; rename the folder or add a locale` });
      continue;
    }
    const files = (await listDir(join(postsDir, lang))).filter((entry) => !entry.isDirectory() && entry.name.endsWith('.md')).map((entry) => entry.name).sort();
    const loaded = await Promise.all(files.map((name) => loadPost(root, join(postsDir, lang, name), lang, problems)));
    const bySlug = new Map<string, string>();
    for (const post of loaded) {
      if (!post) continue;
      const other = bySlug.get(post.slug);
      if (other) {
        problems.push({ file: post.file, field: 'slug', message: `"${post.slug}" is already used by ${other}`, hint: 'each post of a language needs its own slug' });
        continue;
      }
      bySlug.set(post.slug, post.file);
      posts.push(post);
    }
  }
  return posts;
}

async function loadPost(root: string, path: string, lang: string, problems: ContentProblem[]): Promise<Post | undefined> {
  const source = await readSourceText(root, path);
  if (!source.ok) {
    problems.push(source.problem);
    return undefined;
  }
  const parsed = parseFrontMatter(source.file, source.text);
  if (!parsed.ok) {
    problems.push(parsed.problem);
    return undefined;
  }
  const front = postFrontMatterSchema.safeParse(parsed.doc.data);
  if (!front.success) {
    problems.push(...zodProblems(source.file, front.error));
    return undefined;
  }
  const { wordCount: writtenWords, readingTime: writtenMinutes, ...meta } = front.data;
  const wordCount = countMarkdownWords(parsed.doc.body);
  const readingTime = readingTimeFor(wordCount);
  let ok = true;
  if (writtenWords !== undefined && writtenWords !== wordCount) {
    problems.push({ file: source.file, field: 'wordCount', message: `says ${writtenWords} but the text has ${wordCount} words`, hint: 'remove the field: it is computed' });
    ok = false;
  }
  if (writtenMinutes !== undefined && writtenMinutes !== readingTime) {
    problems.push({ file: source.file, field: 'readingTime', message: `says ${writtenMinutes} minutes but the text reads in ${readingTime}`, hint: 'remove the field: it is computed' });
    ok = false;
  }
  if (!(await exists(join(root, 'content', meta.image)))) {
    problems.push({ file: source.file, field: 'image', message: `${meta.image} does not exist`, hint: `add the file content${meta.image} or fix the path` });
    ok = false;
  }
  return ok ? { ...meta, lang, file: source.file, markdown: parsed.doc.body, wordCount, readingTime } : undefined;
}
