// Plain JavaScript: bin/cli-bundle.js uses it before anything can compile TypeScript.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';

const sourceFolders = ['bin', 'generator', 'templates'];
const sourceExtensions = new Set(['.ts', '.tsx', '.js', '.mjs', '.json']);

/** Every source file of the CLI and the generator, in a stable order (hidden files left out). */
function sourceFiles(root) {
  return sourceFolders
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((path) => sourceExtensions.has(extname(path)) && !path.split(/[\\/]/).some((part) => part.startsWith('.')))
        .map((path) => join(folder, path)),
    )
    .sort();
}

/**
 * Hash of where the project is (a bundle resolves templates/ and its workers from the folder
 * it was made in, so a copied project must not reuse the original's), the sources, tsconfig.json, `extraFiles` (paths from `root`; one that does not exist,
 * a lockfile not yet made, counts as missing) and the versions that shape a bundle of them: the
 * key of bundles cached between commands.
 */
export function sourceHash(root, esbuildVersion = '', extraFiles = []) {
  const hash = createHash('sha256').update(`${root}\0${process.version}\0${esbuildVersion}\0`);
  for (const path of [...sourceFiles(root), 'tsconfig.json']) {
    hash
      .update(`${path}\0`)
      .update(readFileSync(join(root, path)))
      .update('\0');
  }
  for (const path of extraFiles) {
    const file = join(root, path);
    hash
      .update(`${path}\0`)
      .update(existsSync(file) ? readFileSync(file) : '\0missing')
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
