import { spawn } from 'node:child_process';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SiteError } from '../errors.ts';
import { isInside, templatesRoot } from './watch-rules.ts';

/** What a template edit asks of `sitegen dev`: a fresh render thread, or a build in a new process. */

const cliEntry = fileURLToPath(new URL('../../bin/sitegen.js', import.meta.url));

/** Template code (not styles or template images, which are rebuilt like content). */
export function templateCodeChanged(paths: string[]): boolean {
  return paths.some((path) => isInside(templatesRoot, path) && path !== templatesRoot && !/^(styles|assets)([\\/]|$)/.test(relative(templatesRoot, path)));
}

/**
 * The files directly in templates/ (prices.ts, og-card.tsx, context.ts, page-data.ts) are also
 * imported by the generator's own stages here (routes, load checks, social images): new
 * versions of those need a new process. Pages, layout, components and islands are only
 * rendered, which a render thread with fresh code does (`freshTemplates`).
 */
export function needsFreshProcess(paths: string[]): boolean {
  return paths.some((path) => isInside(templatesRoot, path) && !relative(templatesRoot, path).includes(sep) && /\.(ts|tsx|js|mjs|json)$/.test(path));
}

/** Builds in a child process, for template edits the running process cannot re-import. */
export function buildInChild(root: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = spawn(process.execPath, [cliEntry, 'generate', '--root', root, '--out', outDir, '--quiet', '--drafts', '--future'], { env: { ...process.env, NO_COLOR: '1' } });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new SiteError(stderr.trim() || `The build exited with code ${code}.`))));
  });
}
