import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { templatesDir } from '../assets/assets.ts';
import { SiteError } from '../errors.ts';
import { isInside, templatesRoot } from './watch-rules.ts';

/**
 * What a saved file is to `sitegen dev`, from the files esbuild's metafiles name (Vite's
 * importer walk), never from its path: code this process holds, code pages are rendered with,
 * the stylesheet's sources, or none of them (content, a template image, a file nothing imports).
 */
export interface CodeGraph {
  /** Modules the dev server's own code imports besides the page templates (the logo mark, prices): this process holds them for good. */
  held: Set<string>;
  /** Every module pages are rendered with, page templates included: an edit needs a fresh render thread. */
  rendered: Set<string>;
  /** The stylesheet's files (`site.css` and what it imports). */
  styles: Set<string>;
}

const cliEntry = fileURLToPath(new URL('../../bin/sitegen.js', import.meta.url));
const codeRoot = fileURLToPath(new URL('../../', import.meta.url));
const devServer = fileURLToPath(new URL('./dev-server.ts', import.meta.url));
const renderWorker = fileURLToPath(new URL('../render/threads/render-worker.ts', import.meta.url));

/** The files one entry point bundles, as absolute paths (packages left out). */
async function inputsOf(entry: string, options: esbuild.BuildOptions = {}): Promise<Set<string>> {
  const result = await esbuild.build({
    ...{ entryPoints: [entry], absWorkingDir: codeRoot, bundle: true, write: false, metafile: true, outdir: 'graph' },
    ...{ packages: 'external', platform: 'node', format: 'esm', jsx: 'automatic', logLevel: 'silent' },
    ...options,
  });
  return new Set(Object.keys(result.metafile!.inputs).map((input) => resolve(codeRoot, input)));
}

/**
 * The graph as the code is now. The dev server's own graph leaves the page templates out: the
 * render thread imports them afresh after an edit, while anything else it imports is a module
 * this process cannot load again.
 */
export async function codeGraph(): Promise<CodeGraph> {
  const pageBodies: esbuild.Plugin = {
    name: 'page-bodies-apart',
    setup(build) {
      build.onResolve({ filter: /[\\/]pages[\\/]index\.tsx?$/ }, (args) => ({ path: args.path, external: true }));
    },
  };
  const [held, rendered, styles] = await Promise.all([
    inputsOf(devServer, { plugins: [pageBodies] }),
    inputsOf(renderWorker),
    inputsOf(join(templatesDir, 'styles', 'site.css'), { platform: 'browser', format: undefined }),
  ]);
  return { held, rendered, styles };
}

/**
 * The graph of the code, made at the start and again after each edit of a file in it (which may
 * add an import). While it cannot be made (a syntax error), the last one made stands, and a file
 * under templates/ it does not name is taken for page code; before any was made, for code this
 * process holds: the coarse answers, which are always right.
 */
export function codeGraphs() {
  let known: CodeGraph | undefined;
  /** Whether the last making succeeded, so `known` is the code as it is. */
  let sure = false;
  const make = () =>
    codeGraph().then(
      (graph) => void ((known = graph), (sure = true)),
      () => void (sure = false),
    );
  let making = make();
  return {
    /** What `changed` holds, by kind. */
    async kinds(changed: string[]): Promise<{ held: boolean; rendered: boolean; stylesOnly: boolean }> {
      await making;
      const graph = known;
      const unnamed = (path: string) => !sure && isInside(templatesRoot, path);
      const held = changed.some((path) => (graph ? graph.held.has(path) : unnamed(path)));
      const rendered = changed.some((path) => graph?.rendered.has(path) || unnamed(path));
      const styles = (path: string) => graph?.styles.has(path) === true;
      const stylesOnly = sure && changed.length > 0 && changed.every(styles);
      if (held || rendered || changed.some(styles)) making = make();
      return { held, rendered, stylesOnly };
    },
  };
}

/** Builds in a child process, for edits of code this process holds (`CodeGraph.held`). */
export function buildInChild(root: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = spawn(process.execPath, [cliEntry, 'generate', '--root', root, '--out', outDir, '--quiet', '--drafts', '--future'], {
      env: { ...process.env, NO_COLOR: '1' },
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new SiteError(stderr.trim() || `The build exited with code ${code}.`))));
  });
}
