import { access, mkdir, readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import * as esbuild from 'esbuild';
import { contentHash, templatesDir, type OutputFile } from './assets.ts';
import { pruneBundleCache } from './bundle-cache-pruning.js';
import { writeWhole } from '../output/write-whole.ts';
import { sourceHash } from './source-hash.js';

export type ClientRuntime = 'preact' | 'react';

export const islandsDir = join(templatesDir, 'islands');
export const repoRoot = join(templatesDir, '..');
/** Server bundles live inside the repository so their bare imports resolve from node_modules. */
export const cacheDir = join(repoRoot, 'node_modules', '.cache', 'sitegen');

/**
 * Key of bundles made from this checkout's code: every source file, the lockfile (packages are
 * bundled in), Node's and esbuild's versions. A build finds the bundles an earlier build made
 * from the same code instead of bundling again.
 */
export function bundleKey(): string {
  return sourceHash(repoRoot, esbuild.version, ['package-lock.json']);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Writes `file` to the cache whole, unless it exists already, and returns it. Builds may run
 * side by side (test files, CI jobs): the file appears by rename, so no build ever reads
 * another's half-written copy.
 */
export async function writeCachedFile(file: string, code: Uint8Array): Promise<string> {
  if (await exists(file)) return file;
  await mkdir(cacheDir, { recursive: true });
  await writeWhole(file, code);
  pruneBundleCache(cacheDir);
  return file;
}

/** A bundle and its source map, from a build's output files (`sourcemap: 'external'`). */
export function codeAndMap(result: { outputFiles?: esbuild.OutputFile[] }): { code: Uint8Array; map: Uint8Array } {
  const files = result.outputFiles!;
  return {
    code: files.find((file) => !file.path.endsWith('.map'))!.contents,
    map: files.find((file) => file.path.endsWith('.map'))!.contents,
  };
}

/**
 * Writes a bundle to the cache with its source map beside it (`file.map`), the map first: a
 * map is read only when an error on the bundle's code needs it (render/source-mapped-stack.ts).
 */
export async function writeCachedBundle(file: string, { code, map }: { code: Uint8Array; map: Uint8Array }): Promise<string> {
  await writeCachedFile(`${file}.map`, map);
  return writeCachedFile(file, code);
}

/** A bundle of the cache (with its source map), made by `build` unless an earlier build made it already. */
export async function cachedBundle(file: string, build: () => Promise<{ outputFiles?: esbuild.OutputFile[] }>): Promise<string> {
  return (await exists(file)) ? file : writeCachedBundle(file, codeAndMap(await build()));
}

/** Islands are the .tsx files directly in templates/islands/; the file name is the island name. */
export async function listIslands(): Promise<string[]> {
  return (await readdir(islandsDir))
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => file.slice(0, -4))
    .sort();
}

/** Preact stands in for React: `react`, `react-dom` and their subpaths (jsx-runtime, client). */
function aliasesFor(runtime: ClientRuntime): Record<string, string> {
  return runtime === 'preact' ? { react: 'preact/compat', 'react-dom': 'preact/compat' } : {};
}

const common = (runtime: ClientRuntime): esbuild.BuildOptions => ({
  bundle: true,
  write: false,
  logLevel: 'silent',
  jsx: 'automatic',
  alias: aliasesFor(runtime),
  define: { 'process.env.NODE_ENV': '"production"' },
  absWorkingDir: repoRoot,
  legalComments: 'none',
});

/** The server renderer of islands, written to `outfile`. */
export function serverOptions(runtime: ClientRuntime, outfile: string) {
  return {
    ...common(runtime),
    write: false,
    metafile: true,
    // An island that throws while rendering on the server is reported at its source line.
    outfile,
    sourcemap: 'external',
    entryPoints: [join(islandsDir, `server-${runtime}.ts`)],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // React itself is loaded from node_modules; Preact is small and bundled whole.
    packages: runtime === 'react' ? 'external' : undefined,
  } satisfies esbuild.BuildOptions;
}

/**
 * Bundles the server renderer of islands for a runtime and returns the file to import. Islands
 * are rendered on the server by the runtime that hydrates them, so the markup matches.
 */
export async function bundleIslandServer(runtime: ClientRuntime, key = bundleKey()): Promise<string> {
  const file = join(cacheDir, `islands-server-${runtime}-${key}.mjs`);
  return cachedBundle(file, () => esbuild.build(serverOptions(runtime, file)));
}

/** What a page that uses an island loads: its entry script and the shared chunks it imports. */
export interface IslandScripts {
  script: string;
  preloads: string[];
}

export interface IslandClients {
  files: (OutputFile & { contents: Uint8Array })[];
  entries: Record<string, IslandScripts>;
}

/**
 * One minified, content-hashed ES module per island, hydrating that island's elements, with
 * code shared between islands (the runtime) split into chunks. Kept in the cache under the
 * code's key, like the server bundle: bundling them took 35-100 ms of every build. `fresh`
 * bundles anyway (tests compare the two).
 */
export async function bundleIslandClients(
  runtime: ClientRuntime,
  names: string[],
  options: { fresh?: boolean; key?: string } = {},
): Promise<IslandClients> {
  const file = join(cacheDir, `islands-client-${runtime}-${options.key ?? bundleKey()}-${contentHash(names.join('\n'))}.json`);
  if (!options.fresh && (await exists(file))) {
    const cached = JSON.parse(await readFile(file, 'utf8')) as {
      files: { path: string; base64: string }[];
      entries: Record<string, IslandScripts>;
    };
    return { files: cached.files.map(({ path, base64 }) => ({ path, contents: Buffer.from(base64, 'base64') })), entries: cached.entries };
  }
  const clients = await bundleClients(runtime, names);
  const stored = {
    files: clients.files.map(({ path, contents }) => ({ path, base64: Buffer.from(contents).toString('base64') })),
    entries: clients.entries,
  };
  await writeCachedFile(file, Buffer.from(JSON.stringify(stored)));
  return clients;
}

async function bundleClients(runtime: ClientRuntime, names: string[]): Promise<IslandClients> {
  return clientsOf(await esbuild.build(clientOptions(runtime, names)));
}

export function clientOptions(runtime: ClientRuntime, names: string[]) {
  const hydrate = join(islandsDir, 'runtime', 'hydrate.ts');
  return {
    ...common(runtime),
    write: false,
    entryPoints: names.map((name) => ({ in: `island-entry:${name}`, out: name })),
    outdir: 'virtual-out/assets/islands',
    platform: 'browser',
    format: 'esm',
    splitting: true,
    minify: true,
    target: ['chrome100', 'safari15', 'firefox100'],
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    metafile: true,
    plugins: [
      {
        name: 'island-entries',
        setup(build) {
          build.onResolve({ filter: /^island-entry:/ }, (args) => ({
            path: args.path.slice('island-entry:'.length),
            namespace: 'island-entry',
          }));
          build.onLoad({ filter: /.*/, namespace: 'island-entry' }, (args) => ({
            resolveDir: islandsDir,
            loader: 'ts',
            contents: `import Island from ${JSON.stringify(join(islandsDir, `${args.path}.tsx`))};\nimport { hydrateIslands } from ${JSON.stringify(hydrate)};\nhydrateIslands(${JSON.stringify(args.path)}, Island);\n`,
          }));
        },
      },
    ],
  } satisfies esbuild.BuildOptions;
}

export function clientsOf(result: esbuild.BuildResult<{ write: false; metafile: true }>): IslandClients {
  const toAssetPath = (path: string) => relative(join(repoRoot, 'virtual-out'), path).split(sep).join('/');
  const files = result.outputFiles.map((file) => ({ path: toAssetPath(file.path), contents: file.contents }));
  const entries: Record<string, IslandScripts> = {};
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint?.startsWith('island-entry:')) continue;
    const name = meta.entryPoint.slice('island-entry:'.length);
    entries[name] = {
      script: `/${output.replace(/^virtual-out\//, '')}`,
      preloads: meta.imports.filter((i) => i.kind === 'import-statement').map((i) => `/${i.path.replace(/^virtual-out\//, '')}`),
    };
  }
  return { files, entries };
}

/** How the assets stage gets the islands' bundles. */
export interface IslandBundler {
  server(): Promise<string>;
  clients(names: string[]): Promise<IslandClients>;
}
