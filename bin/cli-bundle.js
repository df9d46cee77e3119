// The CLI's TypeScript (bin/, generator/, templates/) as one ES module, bundled by esbuild and
// kept in node_modules/.cache/sitegen/ under a hash of the sources. Loading ~150 modules one by
// one through tsx's loader took about 0.7 s of every command (the loader hooks run on their own
// thread in Node 20); the bundle loads in about 0.2 s. There is still no build step to run: a
// changed source file gives a new hash, and the next command bundles again (about 0.3 s).
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { pruneBundleCache } from '../generator/assets/bundle-cache-pruning.js';
import { sourceHash } from '../generator/assets/source-hash.js';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));

/**
 * Each module keeps its own `import.meta.url` (paths to templates/, the render worker, the data
 * files are resolved from it), rather than the bundle's. Only the expression is replaced, not
 * text in strings or comments that mentions it.
 */
const importMetaUrl = {
  name: 'own-import-meta-url',
  setup(build) {
    // Only the project's files come here: packages stay external. Each is read once, here.
    build.onLoad({ filter: /\.(ts|tsx|js|mjs)$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const own = JSON.stringify(pathToFileURL(args.path).href);
      // Strings and comments are matched first and kept as they are.
      const contents = !source.includes('import.meta.url')
        ? source
        : source.replace(
            /(\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|\bimport\.meta\.url\b/g,
            (match, kept) => kept ?? own,
          );
      const extension = extname(args.path).slice(1);
      return { contents, loader: extension === 'mjs' ? 'js' : extension };
    });
  },
};

/**
 * The cached bundle of bin/cli.ts, made now if the sources changed since the last one. Split at
 * each command's dynamic import, so `sitegen --help` loads the command tree, not the generator
 * and every package it uses.
 */
async function cliBundle() {
  const esbuild = await import('esbuild');
  const cacheDir = join(repoRoot, 'node_modules', '.cache', 'sitegen');
  const dir = join(cacheDir, `cli-${sourceHash(repoRoot, esbuild.version)}`);
  const entry = join(dir, 'cli.mjs');
  if (existsSync(entry)) return entry;
  // Written whole into a folder of its own, then renamed: commands started side by side never
  // import a half-written copy (the second rename fails, and the first copy is used).
  const partial = `${dir}.${process.pid}.${threadId}.tmp`;
  await esbuild.build({
    entryPoints: { cli: join(repoRoot, 'bin', 'cli.ts') },
    // Messages name files from the project's root: templates/layout/site-footer.tsx:12:4.
    absWorkingDir: repoRoot,
    outdir: partial,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
    legalComments: 'none',
    // Stack traces point at the sources (templates/…/x.tsx:12), not into the bundle.
    sourcemap: true,
    plugins: [importMetaUrl],
  });
  try {
    renameSync(partial, dir);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(entry)) throw error;
  }
  pruneBundleCache(cacheDir);
  return entry;
}

/**
 * The CLI module (`main`). From the bundle; if the sources do not compile (a syntax error in a
 * template being edited), a `main` that reports each error with its file, line, column and a
 * code frame, and exits 1. If bundling fails otherwise, through tsx.
 */
export async function loadCli() {
  let file;
  try {
    file = await cliBundle();
  } catch (error) {
    if (Array.isArray(error?.errors) && error.errors.length > 0) return { main: () => reportSyntaxErrors(error.errors) };
    const { register } = await import('tsx/esm/api');
    const { tsconfigPath } = await import('./tsconfig-path.js');
    register({ tsconfig: tsconfigPath });
    return import('./cli.ts');
  }
  process.setSourceMapsEnabled(true);
  return import(pathToFileURL(file).href);
}

/** esbuild's errors, each with its place and code frame as esbuild writes them; exit code 1. */
async function reportSyntaxErrors(errors) {
  const esbuild = await import('esbuild');
  const color = Boolean(process.stderr.isTTY) && !process.env.NO_COLOR;
  const formatted = await esbuild.formatMessages(errors, { kind: 'error', color });
  const count = errors.length === 1 ? 'a syntax error' : `${errors.length} syntax errors`;
  process.stderr.write(
    `error The site's templates or code have ${count}; nothing was built and the previous output is untouched.\n\n${formatted.join('')}`,
  );
  return 1;
}
