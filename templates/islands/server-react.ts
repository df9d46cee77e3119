// Server renderer of islands for the React runtime.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { islands, type IslandName } from './registry.ts';

export function renderIsland(name: IslandName, props: object): string {
  return renderToString(createElement(islands[name] as never, props));
}
