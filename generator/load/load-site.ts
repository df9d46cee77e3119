import { join } from 'node:path';
import { openCacheFolder } from '../output/build-cache.ts';
import { withSiteUrl } from '../i18n/locale-graph.ts';
import type { Reporter } from '../log.ts';
import { simulatedServicesWarnings } from '../render/simulated-services.ts';
import { loadSiteData, type SiteData } from './load-data.ts';
import type { PostFileLoader } from './load-posts.ts';
import { openPostFileCache, type PostFileCache } from './post-file-cache.ts';
import type { PublishOptions } from './publishing.ts';

/**
 * The load stage of `generate`: the site's data, with each post parsed again only when its
 * file's bytes changed since the last build (`.sitegen-cache/posts/`, post-file-cache.ts).
 * `--force` starts that cache empty; a dry run reads it and writes nothing. The caller saves it
 * once the build has succeeded (`posts.save()`).
 */
export async function loadSite(args: {
  root: string;
  version: string;
  force?: boolean;
  dryRun?: boolean;
  publish?: PublishOptions;
  /** Where the site is published, when not at data/site.json's `siteUrl` (previews, a sub-path). */
  placed: { baseUrl?: string; basePath?: string };
  /** Told that the site's services are simulated (no apiBase), once the data is loaded. */
  reporter: Reporter;
  /** Parses the posts the cache does not have (on the render threads, on a big blog). */
  loadPostFiles: PostFileLoader;
}): Promise<{ data: SiteData; posts: PostFileCache; note: string }> {
  const posts = await openPostFileCache(join(openCacheFolder(args.root), 'posts'), args.version, {
    fresh: args.force,
    readOnly: args.dryRun,
  });
  const data = withSiteUrl(
    await loadSiteData(args.root, { loadPostFiles: posts.loader(args.loadPostFiles), publish: args.publish }),
    args.placed,
  );
  simulatedServicesWarnings(data.site).forEach((warning) => args.reporter.warn(warning));
  const reused = posts.stats.reused ? `, ${posts.stats.reused} posts unchanged` : '';
  return { data, posts, note: `${data.fileCount} files, ${data.locales.length} locales${reused}` };
}
