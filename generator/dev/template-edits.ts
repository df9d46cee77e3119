import { spawn } from 'node:child_process';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { SiteError } from '../errors.ts';
import { isInside, templatesRoot } from './watch-rules.ts';

/** What a template edit asks of `sitegen dev`: a fresh render thread, or a build in a new process. */

const cliEntry = fileURLToPath(new URL('../../bin/sitegen.js', import.meta.url));
const codeRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Template code (not styles or template images, which are rebuilt like content). */
export function templateCodeChanged(paths: string[]): boolean {
  return paths.some(
    (path) => isInside(templatesRoot, path) && path !== templatesRoot && !/^(styles|assets)([\\/]|$)/.test(relative(templatesRoot, path)),
  );
}

/**
 * The project's files this process's own code imports besides the page templates, as absolute
 * paths, read from esbuild's metafile of the dev server's module graph (Vite's importer walk).
 * Page templates are rendered by a render thread that imports them afresh after an edit; any
 * other file here (the logo mark drawn into the favicon, the price tables the routes read) is a
 * module this process holds for good, so its edit needs a build in a new process.
 */
export async function codeThisProcessHolds(): Promise<Set<string>> {
  const pageBodies: esbuild.Plugin = {
    name: 'page-bodies-apart',
    setup(build) {
      build.onResolve({ filter: /[\\/]pages[\\/]index\.tsx?$/ }, (args) => ({ path: args.path, external: true }));
    },
  };
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new URL('./dev-server.ts', import.meta.url))],
    absWorkingDir: codeRoot,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'graph',
    packages: 'external',
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [pageBodies],
  });
  return new Set(Object.keys(result.metafile.inputs).map((input) => resolve(codeRoot, input)));
}

/** Builds in a child process, for edits of code this process holds (`codeThisProcessHolds`). */
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
