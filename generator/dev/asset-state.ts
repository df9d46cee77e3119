import { createHash } from 'node:crypto';
import { relative, sep } from 'node:path';
import type { OutputFile } from '../assets/assets.ts';
import type { ClientRuntime, IslandBundler } from '../assets/islands.ts';
import { buildSiteAssets, type BuiltAssets } from '../assets/site-assets.ts';
import type { SiteData } from '../load/load-data.ts';
import { mediaInputs, type MediaInputs } from '../media/media-stage.ts';

/**
 * The assets as the dev server keeps them between rebuilds (incremental-build.ts), and what
 * decides that they must be made again.
 */

/** Built assets and islands, kept between rebuilds until styles, images or a card's text change. */
export interface AssetState {
  key: string;
  /** What the media stage made its files from: the images posts use, and each card's title, author and cover (`mediaOf`). */
  media: string;
  setup: BuiltAssets['setup'];
  files: OutputFile[];
  /** The assets stage's warnings (a locale without its own social image). */
  warnings: string[];
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Styles, the brand (colours, mark), the logo and the images posts use: when these change, the assets are rebuilt. */
export function assetsNeeded(changed: string[], root: string): boolean {
  return changed.some((path) => {
    const inRepo = relative(root, path).split(sep).join('/');
    return inRepo.startsWith('content/images') || inRepo === 'data/brand.json' || path.includes(`${sep}templates${sep}styles${sep}`) || path.includes(`${sep}templates${sep}assets${sep}`);
  });
}

function postImages(data: SiteData): string[] {
  return [...new Set(data.posts.flatMap((post) => post.images))].sort();
}

/** The media stage's inputs, and the same as a string to compare between rebuilds (a title edit redraws that post's card). */
export function mediaOf(data: SiteData): { inputs: MediaInputs; fingerprint: string } {
  const inputs = mediaInputs(data, new Set(data.locales.map((locale) => locale.id)));
  return { inputs, fingerprint: JSON.stringify(inputs) };
}

export async function buildAssetState(root: string, data: SiteData, runtime: ClientRuntime, media: ReturnType<typeof mediaOf>, islands: IslandBundler): Promise<AssetState> {
  const built = await buildSiteAssets({ root, data, localeIds: data.locales.map((locale) => locale.id), runtime, media: media.inputs, islands });
  const { setup } = built;
  // The pages' key: the asset URLs they link, and which images posts use (not the cards' text: a title edit keeps other pages' keys).
  return { key: hash(JSON.stringify({ setup, images: postImages(data) })), media: media.fingerprint, setup, files: built.files, warnings: built.warnings };
}
