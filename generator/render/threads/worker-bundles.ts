import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { bundleKey, cacheDir, cachedBundle, codeAndMap, writeCachedBundle } from '../../assets/islands.ts';

/**
 * The code render threads run, bundled: for `generate`, kept in the bundle cache under the
 * code's key; for `sitegen dev`, remade by an esbuild context at each template edit.
 */

/**
 * The render thread's code as one ES module: the generator, the templates and the packages they
 * use (React, marked, i18next, zod, the front-matter parser, the sanitizer). Measured on this
 * machine, a thread starts in about 200 ms from one file, against 430 ms resolving and reading
 * the packages' files one by one, and with about 30 MB instead of the 60 MB of a thread that
 * compiles the TypeScript sources itself.
 *
 * Bundling takes about 250 ms, so the bundle is kept under the key of the code that goes into
 * it (`bundleKey`): a build made after another with the same code starts its threads that
 * much sooner.
 */
export function bundleRenderWorker(): Promise<string> {
  const file = join(cacheDir, `render-worker-${bundleKey()}.mjs`);
  return cachedBundle(file, () => esbuild.build(workerBuildOptions(file)));
}

/**
 * The same bundle, remade after each template edit by one esbuild context that stays open
 * (esbuild re-reads only the files that changed): for `sitegen dev`, where a template edit
 * otherwise waited about 0.7 s for the whole bundle here.
 */
export function renderWorkerBundler(): { bundle(): Promise<string>; dispose(): Promise<void> } {
  let context: Promise<esbuild.BuildContext<esbuild.BuildOptions & { write: false }>> | undefined;
  let previous: string | undefined;
  // Built for the cache folder, where a thread's source map paths lead back to the sources.
  const outfile = join(cacheDir, 'render-worker-dev.mjs');
  let last: Promise<unknown> = Promise.resolve();
  const bundleNow = async () => {
    // Packages stay in node_modules: bundling them in again at each edit was most of its time.
    context ??= esbuild.context({ ...workerBuildOptions(outfile), packages: 'external' });
    const result = await (await context).rebuild();
    // Each bundle gets a name of its own, from its bytes (a thread imports a file once per
    // name); the last one goes, its thread has long loaded it: 200 edits must not leave 200
    // bundles behind.
    const bundled = codeAndMap(result);
    const file = await writeCachedBundle(
      join(cacheDir, `render-worker-dev-${createHash('sha256').update(bundled.code).digest('hex').slice(0, 16)}.mjs`),
      bundled,
    );
    if (previous && previous !== file) await Promise.all([rm(previous, { force: true }), rm(`${previous}.map`, { force: true })]);
    previous = file;
    return file;
  };
  // One at a time: a second template edit's bundle may be asked for while the first's is made.
  const bundle = () => {
    const next = last.then(bundleNow, bundleNow);
    last = next;
    return next;
  };
  return {
    bundle,
    async dispose() {
      await (await context)?.dispose();
      if (previous) await Promise.all([rm(previous, { force: true }), rm(`${previous}.map`, { force: true })]);
    },
  };
}

function workerBuildOptions(outfile: string) {
  return {
    // Where the file will be, so the source map's paths lead back to the sources from there.
    outfile,
    entryPoints: [fileURLToPath(new URL('./render-worker.ts', import.meta.url))],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    legalComments: 'none',
    // Errors on a thread name the sources: the map, a file beside the bundle, is read when one
    // happens (render/source-mapped-stack.ts).
    sourcemap: 'external',
    // The CommonJS packages bundled in (React, the sanitizer) load Node's own modules with
    // `require`, which an ES module lacks until it makes one.
    banner: { js: "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);" },
  } satisfies esbuild.BuildOptions & { write: false };
}
