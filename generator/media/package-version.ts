import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The installed version of the package `name`, read from its package.json without loading the
 * package (sharp's libvips, say, takes a while to load). The file is found from the package's
 * entry, as not every package exports `./package.json`.
 */
export function packageVersion(name: string): string {
  const require = createRequire(import.meta.url);
  let folder = dirname(require.resolve(name));
  while (!folder.endsWith(join('node_modules', name)) && dirname(folder) !== folder) folder = dirname(folder);
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}
