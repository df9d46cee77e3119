import { pathToFileURL } from 'node:url';

/** Server markup of one island: its name (a file in templates/islands/) and its props. */
export type IslandRenderer = (name: string, props: object) => string;

/**
 * Imports a server bundle of the islands (islands.ts makes it). Kept apart from the bundler, so
 * render threads load the renderer without loading esbuild.
 */
export async function loadIslandRenderer(serverBundle: string): Promise<IslandRenderer> {
  const module = (await import(pathToFileURL(serverBundle).href)) as { renderIsland: IslandRenderer };
  return module.renderIsland;
}
