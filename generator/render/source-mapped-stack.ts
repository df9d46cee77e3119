import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Stacks of code run from the bundle cache (the render threads' bundle, the islands' server
 * renderer) made to name the sources, `templates/layout/site-footer.tsx:12:5`, instead of a
 * place in a bundle. Each bundle's source map is a file beside it (`x.mjs.map`), read on the
 * first error that needs it. Node's own source maps (`process.setSourceMapsEnabled`) parse a
 * module's map as it loads: ~190 ms of each render thread's start (a 10 MB bundle), and ~40 ms
 * of each template edit in `sitegen dev`, for maps that are read only when something fails.
 */
const maps = new Map<string, SourceMap | undefined>();

function mapOf(bundle: string): SourceMap | undefined {
  if (!maps.has(bundle)) {
    let map: SourceMap | undefined;
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')));
    } catch {
      map = undefined; // no map: its frames stay as they are
    }
    maps.set(bundle, map);
  }
  return maps.get(bundle);
}

/** The bundle cache's folder as it appears in paths (assets/islands.ts `cacheDir`, not imported: this runs in the bundles themselves). */
const inCache = join(sep, 'node_modules', '.cache', 'sitegen', sep);

/** A place in a bundle of the cache, as a stack frame gives it: `file:///…/x.mjs:12:5` or `/…/x.mjs:12:5`. */
const place = /((?:file:\/\/)?\/[^\s():]+\.mjs):(\d+):(\d+)/g;

export function sourceMappedStack(stack: string): string {
  return stack.replace(place, (whole, file: string, line: string, column: string) => {
    const bundle = file.startsWith('file://') ? fileURLToPath(file) : file;
    if (!bundle.includes(inCache)) return whole;
    // Lines and columns count from 1 in stacks, from 0 in source maps.
    const entry = mapOf(bundle)?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry || !('originalSource' in entry) || !entry.originalSource) return whole;
    const source = entry.originalSource.startsWith('file://')
      ? fileURLToPath(entry.originalSource)
      : resolve(dirname(bundle), entry.originalSource);
    return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}
