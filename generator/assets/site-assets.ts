import { buildAssets, type OutputFile } from './assets.ts';
import { buildFlags } from './flags.ts';
import { bundleIslandClients, bundleIslandServer, bundleKey, listIslands, type ClientRuntime, type IslandBundler } from './islands.ts';
import type { RenderSetup } from '../render/render-route.ts';
import type { SiteData } from '../load/load-data.ts';
import { basePathOf } from '../i18n/locale-graph.ts';
import type { ResponsiveImage } from '../../templates/components/picture.tsx';
import { buildMedia, mediaInputs, type BuiltMedia, type MediaInputs } from '../media/media-stage.ts';

/** The assets stage's result, the same for a full build and for the dev server's rebuilds. */
export interface BuiltAssets {
  /** Files to write: stylesheet, logo, favicon, social and content images, the wizard's flags, island bundles. */
  files: OutputFile[];
  /** The posts' social cards, drawn meanwhile (`BuiltMedia.cards`): none with `cards: false`. */
  cards: Promise<OutputFile[]>;
  /** What rendering refers to: asset paths, the islands' server bundle and client scripts. */
  setup: Pick<RenderSetup, 'assets' | 'islands'>;
  /** Problems worth telling but not failing for (a locale without its own social image). */
  warnings: string[];
  /** Once the build has succeeded: the image cache pruned (after a complete build) and its `--verbose` line. */
  media: Pick<BuiltMedia, 'finishCache'>;
  /** Static files besides the island bundles, and islands bundled: for the progress line. */
  counts: { assetFiles: number; islands: number };
}

/**
 * Content files copied to the output unchanged: all but raster covers, which pages show only in
 * their derived sizes (a 4000 px cover's original is never downloaded, so it is not published),
 * unless a post's text uses the same file.
 */
function publishedAsTheyAre(contentImages: string[], media: MediaInputs): string[] {
  const inText = new Set(media.posts.flatMap((post) => post.images.filter((image) => image !== post.image)));
  const rasterCovers = new Set(media.posts.map((post) => post.image).filter((image) => !image.endsWith('.svg') && !inText.has(image)));
  return contentImages.filter((image) => !rasterCovers.has(image));
}

/**
 * Static files, the images posts show at every size with their social cards, and each island's
 * server renderer and client script for `runtime`. `media`: the media stage's inputs, when the
 * caller has them already (the dev server compares them between rebuilds). `islands`: how the
 * islands are bundled (the dev server keeps esbuild contexts); the bundle cache by default.
 * `cards: false` leaves out the social cards (the dev server draws them after the pages).
 */
export async function buildSiteAssets(args: {
  root: string;
  data: SiteData;
  localeIds: string[];
  runtime: ClientRuntime;
  media?: MediaInputs;
  islands?: IslandBundler;
  cards?: boolean;
  readOnlyCache?: boolean;
}): Promise<BuiltAssets> {
  const { data } = args;
  // Images encode on sharp's threads while esbuild bundles in its own process.
  const inputs = args.media ?? mediaInputs(data, new Set(args.localeIds));
  const media = buildMedia(args.root, inputs, { cards: args.cards, readOnlyCache: args.readOnlyCache });
  media.catch(() => {}); // awaited below
  const contentImages = [...new Set(data.posts.flatMap((post) => post.images))].sort();
  const assets = await buildAssets(args.root, data.brand, args.localeIds, data.defaultLocale.id, publishedAsTheyAre(contentImages, inputs));
  const islandNames = await listIslands();
  const islands = args.islands ?? cachedIslands(args.runtime);
  // The flags of the countries the wizard offers, and only those (issue 45, item 13), rasterized
  // on resvg's threads beside the bundles (50-100 ms for 49), once per process.
  const flagCodes = data.countries.countries.map((country) => country.code);
  const [serverBundle, clients, images, flags] = await Promise.all([
    islands.server(),
    islands.clients(islandNames),
    media,
    buildFlags(flagCodes),
  ]);
  return {
    files: [...assets.files, ...flags.files, ...images.files, ...clients.files],
    cards: images.cards,
    setup: {
      assets: {
        stylesheet: assets.stylesheet,
        favicon: assets.favicon,
        logo: assets.logo,
        socialImages: Object.fromEntries(assets.socialImages),
        images: underBasePath(images.images, basePathOf(data.site.siteUrl)),
        flags: flags.urls,
      },
      islands: { serverBundle, scripts: clients.entries },
    },
    warnings: assets.warnings,
    media: { finishCache: images.finishCache },
    counts: { assetFiles: assets.files.length + flags.files.length + images.files.length, islands: islandNames.length },
  };
}

/** The islands' bundles as `generate` gets them: from the bundle cache, under the code's key. */
function cachedIslands(runtime: ClientRuntime): IslandBundler {
  // The code's key reads every source file (5-10 ms): once for both bundles.
  const key = bundleKey();
  return { server: () => bundleIslandServer(runtime, key), clients: (names) => bundleIslandClients(runtime, names, { key }) };
}

/**
 * The images' URLs as pages write them: under the site's base path (`/sub/assets/img/…`), so
 * covers and the pictures in Markdown need no rewriting afterwards.
 */
function underBasePath(images: Record<string, ResponsiveImage>, base: string): Record<string, ResponsiveImage> {
  if (!base) return images;
  const url = (path: string) => (path.startsWith('/') && !path.startsWith('//') ? `${base}${path}` : path);
  const list = (srcset: string) => srcset.split(', ').filter(Boolean).map(url).join(', ');
  return Object.fromEntries(
    Object.entries(images).map(([key, image]) => [
      key,
      {
        ...image,
        src: url(image.src),
        srcset: list(image.srcset),
        sources: image.sources.map((source) => ({ ...source, srcset: list(source.srcset) })),
      },
    ]),
  );
}
