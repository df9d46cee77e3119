// Server renderer of islands for the Preact runtime; esbuild aliases `react` to preact/compat.
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { islands, type IslandName } from './registry.ts';

export function renderIsland(name: IslandName, props: object): string {
  return renderToString(h(islands[name] as never, props));
}
