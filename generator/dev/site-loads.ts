import { join, sep } from 'node:path';
import type { ClientRuntime } from '../assets/islands.ts';
import { loadSiteData, type SiteData } from '../load/load-data.ts';
import { loadPostFiles, type Post } from '../load/load-posts.ts';
import { openPostFileCache } from '../load/post-file-cache.ts';
import { buildDate, type PublishOptions } from '../load/publishing.ts';
import { cacheFolder, cacheVersion } from '../output/build-cache.ts';

/** One load of a dev rebuild: the site's data, and whether it is the last load with edited posts. */
export interface SiteLoad {
  data: SiteData;
  /** The rebuild made from it succeeded: the next load may start from it. */
  succeeded(): void;
}

/**
 * How the dev builder loads the site at each rebuild, keeping between loads what is unchanged:
 * parsed posts whose file has the same bytes (the post cache), and the last good load's posts
 * when no file they are read from changed.
 */
export function devSiteLoads(root: string, runtime: ClientRuntime, publish: PublishOptions = {}) {
  // Posts are read through generate's post cache (`.sitegen-cache/posts/`): a start after a
  // build or an earlier session parses only the files changed since. It is written after the
  // first load only (27 MB at 5,000 posts, 0.3 s), while that build is already served; later
  // loads keep it in memory.
  const posts = openPostFileCache(join(cacheFolder(root), 'posts'), cacheVersion(runtime));
  let postsSaved: Promise<void> | undefined;
  /** The posts, as loaded, of the last load whose rebuild succeeded (a failed one's files are still to be loaded). */
  let lastGood: { posts: Post[] } | undefined;
  // What the post stage reads besides post files: the images posts use (each must exist) and
  // the locales (which folders are languages).
  const postInputs = [join(root, 'content', 'posts'), join(root, 'content', 'images'), join(root, 'locales', 'locales.json')];
  /** Whether a path the watcher reported is, holds or lies in one of them. */
  const touchesPosts = (path: string) =>
    postInputs.some((input) => input === path || input.startsWith(path + sep) || path.startsWith(input + sep));

  return {
    /**
     * Loads the site after `changed`. `allChangesListed`: the watcher reported every change
     * since the last load (else every file is asked again, and everything is loaded).
     */
    async load(changed: string[], allChangesListed: boolean): Promise<SiteLoad> {
      const last = lastGood;
      lastGood = undefined;
      const published = { ...publish, today: buildDate() };
      const trusted = last && allChangesListed ? last : undefined;
      // Nothing the posts are read from changed (a strings or data edit): the last good load's posts.
      let loadedPosts = trusted && !changed.some(touchesPosts) ? trusted.posts : undefined;
      const data = await loadSiteData(root, {
        loadPostFiles: (await posts).loader(loadPostFiles),
        publish: published,
        posts: async (loadAll) => (loadedPosts ??= await loadAll()),
      });
      return {
        data,
        succeeded: () => void (lastGood = { posts: loadedPosts! }),
      };
    },
    /** Writes the post cache once, after the first load (a cache not written costs the next start parsing only). */
    savePosts(): void {
      postsSaved ??= posts.then((cache) => cache.save()).catch(() => {});
    },
    /** Another process rebuilt the output: the next load is a whole one. */
    forget(): void {
      lastGood = undefined;
    },
    close: () => postsSaved,
  };
}
