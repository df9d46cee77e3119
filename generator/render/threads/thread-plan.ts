import type { SiteData } from '../../load/load-data.ts';
import { tuning } from '../../tuning.ts';

/** When the build uses render threads, and how many: from `workers`, else from the site's size. */
export function threadPlan(workers: number | 'auto') {
  const auto = workers === 'auto';
  return {
    count: auto ? tuning.renderThreads : workers,
    forLoading: (postFiles: number) => (auto ? postFiles >= tuning.threadLoadFromPosts : workers > 1),
    forRendering: (pages: number) => (auto ? pages >= tuning.threadsFromPages : workers > 1),
  };
}

/** Pages a build will render, before routes are planned: every post slug in every locale, plus a few dozen others. */
export function estimatePages(data: SiteData, selected: Set<string>): number {
  return selected.size * (new Set(data.posts.map((post) => post.slug)).size + 20);
}
