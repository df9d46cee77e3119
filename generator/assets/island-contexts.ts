import { createHash } from 'node:crypto';
import { join, relative, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import {
  cacheDir,
  clientOptions,
  clientsOf,
  codeAndMap,
  islandsDir,
  repoRoot,
  serverOptions,
  writeCachedBundle,
  type ClientRuntime,
  type IslandBundler,
  type IslandClients,
} from './islands.ts';

/** A bundle made once and kept, and the files it was made from once it is made. */
class KeptBundle<T> {
  private inputs?: Set<string>;
  readonly result: Promise<T>;
  /** Set when making it failed: a failed bundle is made again next time. */
  failed = false;

  /** `key` names what it was made for (the islands of a client bundle). */
  constructor(
    readonly key: string,
    make: () => Promise<{ value: T; inputs: Set<string> }>,
  ) {
    this.result = make().then(({ value, inputs }) => {
      this.inputs = inputs;
      return value;
    });
    this.result.catch(() => (this.failed = true));
  }

  /** Whether a change of `paths` may change it: one of its files, or any file in templates/islands/ (a new island or import). */
  affectedBy(paths: string[]): boolean {
    return !this.inputs || paths.some((path) => this.inputs!.has(path) || isInside(islandsDir, path));
  }
}

/**
 * The islands' bundles for `sitegen dev`, from esbuild contexts kept between rebuilds. They are
 * made again only after `changed` was told of a file they were made from: a template edit that
 * no island imports, or a post's title (which redraws its card in the assets stage), keeps them.
 * Bundling both took 0.3-0.5 s here. The server bundle is written under the hash of its bytes.
 */
export function islandContexts(runtime: ClientRuntime): IslandBundler & { changed(paths: string[]): boolean; dispose(): Promise<void> } {
  type Context = esbuild.BuildContext<{ write: false; metafile: true }>;
  let serverContext: Promise<Context> | undefined;
  let clientContext: { names: string; context: Promise<Context> } | undefined;
  let server: KeptBundle<string> | undefined;
  let clients: KeptBundle<IslandClients> | undefined;
  const inputsOf = (result: esbuild.BuildResult<{ metafile: true }>) =>
    new Set(
      Object.keys(result.metafile.inputs)
        .filter((input) => !input.includes(':'))
        .map((input) => resolve(repoRoot, input)),
    );
  const bundleServer = async () => {
    serverContext ??= esbuild.context(serverOptions(runtime, join(cacheDir, `islands-server-${runtime}-dev.mjs`)));
    const result = await (await serverContext).rebuild();
    const bundled = codeAndMap(result);
    // 16 hex digits, the bundle cache's pattern: old ones are pruned like every kind of bundle.
    const file = await writeCachedBundle(
      join(cacheDir, `islands-server-${runtime}-dev-${createHash('sha256').update(bundled.code).digest('hex').slice(0, 16)}.mjs`),
      bundled,
    );
    return { value: file, inputs: inputsOf(result) };
  };
  const bundleClients = async (names: string[]) => {
    // Another set of islands (one added or removed) is another build.
    if (clientContext?.names !== names.join('\n')) {
      await clientContext?.context.then((context) => context.dispose());
      clientContext = { names: names.join('\n'), context: esbuild.context(clientOptions(runtime, names)) };
    }
    const result = await (await clientContext.context).rebuild();
    return { value: clientsOf(result), inputs: inputsOf(result) };
  };
  return {
    server() {
      if (!server || server.failed) server = new KeptBundle('', bundleServer);
      return server.result;
    },
    clients(names) {
      const key = names.join('\n');
      if (!clients || clients.failed || clients.key !== key) clients = new KeptBundle(key, () => bundleClients(names));
      return clients.result;
    },
    changed(paths) {
      const serverChanged = server?.affectedBy(paths) ?? false;
      const clientsChanged = clients?.affectedBy(paths) ?? false;
      if (serverChanged) server = undefined;
      if (clientsChanged) clients = undefined;
      return serverChanged || clientsChanged;
    },
    async dispose() {
      await Promise.all([serverContext?.then((context) => context.dispose()), clientContext?.context.then((context) => context.dispose())]);
    },
  };
}

const isInside = (folder: string, path: string) => !relative(folder, path).startsWith('..');
