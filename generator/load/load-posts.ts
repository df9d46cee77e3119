import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { mapBounded } from './concurrency.ts';
import type { ContentProblem } from '../errors.ts';
import { parseFrontMatter } from './front-matter.ts';
import { postHash } from '../i18n/source-hash.ts';
import { countMarkdownWords } from '../content/markdown.ts';
import { checkMarkdownLimits } from '../content/markdown-limits.ts';
import { isMarkdownSource, resolveInside } from './project-files.ts';
import { readSourceText, readSourceTextSync, type SourceText } from './read-source.ts';
import { postFrontMatterSchema, readingTimeFor, type PostFrontMatter } from './schemas/post.ts';
import { zodProblems } from './zod-problems.ts';
import { listFolder } from './file-facts.ts';
import { codeSpan, contentImageRefs, fencedCode, publishableFile, remoteImage } from './post-image-refs.ts';
import { tuning } from '../tuning.ts';
import { duplicateIds, linkedFolderProblem, linksToFolder, tooManyTerms } from './post-problems.ts';

/**
 * A blog post in one language. Its body stays Markdown until its page is rendered (on a render
 * thread, see renderer.ts): planning routes, lists and feeds needs only the front matter.
 */
export interface Post extends Omit<PostFrontMatter, 'wordCount' | 'readingTime'> {
  lang: string;
  file: string;
  markdown: string;
  /** Files under content/images/ the post uses: its cover, then images and files its text links to. */
  images: string[];
  wordCount: number;
  readingTime: number;
  /** The hash a translation of this post records (i18n/source-hash.ts); `source` is the one it records. */
  contentHash: string;
  /** Set when the post is built although not published: a draft (sitegen dev) or scheduled (`--future`). */
  status?: 'draft' | 'scheduled';
}

export const textHash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whether files exist, each path asked once: posts often share a cover or a diagram. */
function existenceChecker(): (path: string) => Promise<boolean> {
  const known = new Map<string, Promise<boolean>>();
  return (path) => {
    let exists = known.get(path);
    if (!exists)
      known.set(
        path,
        (exists = access(path).then(
          () => true,
          () => false,
        )),
      );
    return exists;
  };
}

/** A post file to load: its absolute path and the language of its folder. */
export interface PostFile {
  path: string;
  lang: string;
}

/** What loading one post file gave: the post, or the problems that kept it out. */
export interface PostFileResult {
  post?: Post;
  problems: ContentProblem[];
  /** SHA-256 of the text the post was parsed from (the post cache compares files by it). */
  sourceHash?: string;
}

/**
 * Reads, parses and checks post files, results in the order of `files`. This is the per-file
 * work of the load stage; a big blog hands it to the render threads in shares (render-pool.ts).
 */
export type PostFileLoader = (root: string, files: PostFile[]) => Promise<PostFileResult[]>;

/**
 * Loads post files here, on this thread, reading up to 64 at a time; a render thread, which
 * has nothing to overlap them with, reads each with a blocking call (`blocking`).
 */
export function loadPostFiles(root: string, files: PostFile[], options: { blocking?: boolean } = {}): Promise<PostFileResult[]> {
  const exists = existenceChecker();
  const read = options.blocking ? async (path: string) => readSourceTextSync(root, path) : (path: string) => readSourceText(root, path);
  return mapBounded(files, 64, async (file) => {
    const problems: ContentProblem[] = [];
    let sourceHash: string | undefined;
    const post = await loadPost(root, file.path, file.lang, problems, exists, async (path) => {
      const source = await read(path);
      if (source.ok) sourceHash = textHash(source.text);
      return source;
    });
    return { post, problems, sourceHash };
  });
}

/**
 * Loads `content/posts/<lang>/*.md`. Problems: a folder for a language no locale uses, invalid
 * front matter, a slug or an id used twice in one language (a post copied to start a new one
 * keeps its id: translations share an id, two posts of one language never), a cover image or an image in the text that
 * does not exist, and a written word count or reading time that disagrees with the text.
 * Folders are listed through `files` (dev keeps the listings its watcher has not seen change).
 */
export async function loadPosts(
  root: string,
  languages: string[] | undefined,
  problems: ContentProblem[],
  loadFiles: PostFileLoader = loadPostFiles,
): Promise<Post[]> {
  const postsDir = join(root, 'content', 'posts');
  const top = listFolder(postsDir);
  // A linked folder would be skipped without a word (links are never followed: one could point outside the project).
  for (const entry of top.filter((e) => e.isSymbolicLink() && linksToFolder(join(postsDir, e.name))))
    problems.push(linkedFolderProblem(`content/posts/${entry.name}`));
  const folders = top
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const postFiles: PostFile[] = [];
  for (const lang of folders) {
    if (languages && !languages.includes(lang)) {
      problems.push({
        file: `content/posts/${lang}`,
        field: '',
        message: `is a folder for language "${lang}", which no locale uses`,
        hint: `languages are ${languages.join(', ')}; rename the folder or add a locale`,
      });
      continue;
    }
    const entries = listFolder(join(postsDir, lang));
    for (const entry of entries.filter((e) => e.isSymbolicLink() && linksToFolder(join(postsDir, lang, e.name))))
      problems.push(linkedFolderProblem(`content/posts/${lang}/${entry.name}`));
    const names = entries
      .filter((entry) => !entry.isDirectory() && isMarkdownSource(entry.name))
      .map((entry) => entry.name)
      .sort();
    for (const name of names) postFiles.push({ path: join(postsDir, lang, name), lang });
  }
  const posts: Post[] = [];
  const slugsByLang = new Map<string, Map<string, string>>();

  for (const result of await loadFiles(root, postFiles)) {
    problems.push(...result.problems);
    const { post } = result;
    if (!post) continue;
    let bySlug = slugsByLang.get(post.lang);
    if (!bySlug) slugsByLang.set(post.lang, (bySlug = new Map()));
    const other = bySlug.get(post.slug);
    if (other) {
      problems.push({
        file: post.file,
        field: 'slug',
        message: `"${post.slug}" is already used by ${other}`,
        hint: 'each post of a language needs its own slug',
      });
      continue;
    }
    bySlug.set(post.slug, post.file);
    posts.push(post);
  }
  problems.push(...duplicateIds(posts), ...tooManyTerms(posts, tuning.maxSiteTerms));
  return posts;
}

async function loadPost(
  root: string,
  path: string,
  lang: string,
  problems: ContentProblem[],
  exists: (path: string) => Promise<boolean>,
  read: (path: string) => Promise<SourceText>,
): Promise<Post | undefined> {
  const source = await read(path);
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
  const bodyStartLine = source.text.endsWith(parsed.doc.body) ? lineOf(source.text, source.text.length - parsed.doc.body.length) - 1 : 0;
  const limits = checkMarkdownLimits(parsed.doc.body);
  if (limits.length > 0) {
    problems.push(
      ...limits.map((limit) => ({
        file: source.file,
        field: 'body',
        message: limit.message,
        hint: `${limit.hint}; line ${bodyStartLine + limit.line}`,
      })),
    );
    return undefined;
  }
  const wordCount = countMarkdownWords(parsed.doc.body);
  const readingTime = readingTimeFor(wordCount);
  let ok = true;
  if (writtenWords !== undefined && writtenWords !== wordCount) {
    problems.push({
      file: source.file,
      field: 'wordCount',
      message: `says ${writtenWords} but the text has ${wordCount} words`,
      hint: 'remove the field: it is computed',
    });
    ok = false;
  }
  if (writtenMinutes !== undefined && writtenMinutes !== readingTime) {
    problems.push({
      file: source.file,
      field: 'readingTime',
      message: `says ${writtenMinutes} minutes but the text reads in ${readingTime}`,
      hint: 'remove the field: it is computed',
    });
    ok = false;
  }
  if (!(await exists(join(root, 'content', meta.image)))) {
    problems.push({
      file: source.file,
      field: 'image',
      message: `${meta.image} does not exist`,
      hint: `add the file content${meta.image} or fix the path`,
    });
    ok = false;
  }
  // The body is rendered later, on a render thread; its images are checked here, against the
  // Markdown, so the report names this file rather than every page the post is shown on.
  const bodyStart = source.text.endsWith(parsed.doc.body) ? source.text.length - parsed.doc.body.length : undefined;
  const bodyImages = contentImageRefs(parsed.doc.body);
  for (const { path, offset } of bodyImages) {
    const line = bodyStart === undefined ? '' : ` on line ${lineOf(source.text, bodyStart + offset)}`;
    // Decoded already: `/images/%2e%2e/…` is checked as `/images/../…`.
    if (resolveInside(join(root, 'content', 'images'), path.slice('/images/'.length)) === undefined) {
      problems.push({
        file: source.file,
        field: 'body',
        message: `${path} leaves content/images/`,
        hint: `refer to a file under /images/ without ".."${line}`,
      });
      ok = false;
      continue;
    }
    if (!publishableFile.test(path)) {
      problems.push({
        file: source.file,
        field: 'body',
        message: `${path} is not an image or a PDF, the only files published from content/images/`,
        hint: `a page or script there would be served from the site's own origin, where its scripts run: link it elsewhere${line}`,
      });
      ok = false;
      continue;
    }
    if (await exists(join(root, 'content', path))) continue;
    problems.push({
      file: source.file,
      field: 'body',
      message: `${path} does not exist`,
      hint: `add the file content${path} or fix the path${line}`,
    });
    ok = false;
  }
  const remote = remoteImage.exec(parsed.doc.body.replace(fencedCode, ' ').replace(codeSpan, ' '));
  if (remote) {
    problems.push({
      file: source.file,
      field: 'body',
      message: `has a remote image (${remote[1]}), which the site's Content-Security-Policy blocks`,
      hint: 'copy it under content/images/ and refer to it as /images/…',
    });
    ok = false;
  }
  const images = [...new Set([meta.image, ...bodyImages.map((ref) => ref.path)])];
  // Object.assign, not `{ ...meta, lang, … }`: on Node 20 a spread followed by more properties
  // gives every object a hidden class of its own, and each read of a post's field (sorting,
  // filtering, the route table, page keys) then missed V8's inline caches: with 5,000 freshly
  // parsed posts the route table took 1.6-1.8x as long, its term tables ~12x (posts read from
  // the post cache's JSON had shared classes, so only a first load or a re-parsed post paid).
  return ok
    ? Object.assign({}, meta, {
        lang,
        file: source.file,
        markdown: parsed.doc.body,
        images,
        wordCount,
        readingTime,
        contentHash: postHash(meta, parsed.doc.body),
      })
    : undefined;
}

/** 1-based line number of a character offset. */
function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}
