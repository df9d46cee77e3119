import { join } from 'node:path';
import type { ClientRuntime } from '../assets/islands.ts';
import { loadSiteData, type SiteData } from '../load/load-data.ts';
import { loadPostFiles } from '../load/load-posts.ts';
import { openPostFileCache } from '../load/post-file-cache.ts';
import { buildDate, type PublishOptions } from '../load/publishing.ts';
import { cacheVersion, openCacheFolder } from '../output/build-cache.ts';

/**
 * How the dev builder loads the site: the whole site at every rebuild, as `generate` loads it,
 * with post files read through the post cache (a post whose file has the same bytes is not
 * parsed again). Nothing decides which files a change may have touched.
 */
export function devSiteLoads(root: string, runtime: ClientRuntime, publish: PublishOptions = {}) {
  // generate's post cache (`.sitegen-cache/posts/`): a start after a build or an earlier session
  // parses only the files changed since. It is written after the first load only (27 MB at
  // 5,000 posts), while that build is already served; later loads keep it in memory.
  const posts = openPostFileCache(join(openCacheFolder(root), 'posts'), cacheVersion(runtime));
  let postsSaved: Promise<void> | undefined;
  return {
    async load(): Promise<SiteData> {
      return loadSiteData(root, { loadPostFiles: (await posts).loader(loadPostFiles), publish: { ...publish, today: buildDate() } });
    },
    /** Writes the post cache once, after the first load (a cache not written costs the next start parsing only). */
    savePosts(): void {
      postsSaved ??= posts.then((cache) => cache.save()).catch(() => {});
    },
    close: () => postsSaved,
  };
}
