import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { templatesDir } from '../assets/assets.ts';
import { packageVersion } from './package-version.ts';

/** The modules that draw a card from its template and crop its cover: their bytes decide every card's pixels. */
const rendererModules = ['social-card.ts', 'social-cards.ts', 'derive-image.ts'].map((file) =>
  fileURLToPath(new URL(`./${file}`, import.meta.url)),
);

/** The libraries a card goes through: another version may lay out, draw or encode differently. */
const rendererPackages = ['satori', '@resvg/resvg-js', 'sharp'];

const digest = (bytes: string | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Everything that draws a card but its own text and cover, hashed once a build: the card's
 * template with every file it imports (as esbuild's metafile names them, so a component the
 * template starts to import is part of the key with no list to keep), the renderer's modules,
 * the libraries' versions and the fonts' bytes. A change to any of them draws every card again.
 */
export async function cardRendererKey(fonts: readonly Uint8Array[], templates = templatesDir): Promise<string> {
  const template = join(templates, 'og-card.tsx');
  const graph = await esbuild.build({
    ...{ entryPoints: [template], absWorkingDir: templates, bundle: true, write: false, metafile: true, outdir: 'graph' },
    ...{ packages: 'external', platform: 'node', format: 'esm', jsx: 'automatic', logLevel: 'silent' },
  });
  const files = [
    ...Object.keys(graph.metafile.inputs)
      .map((input) => resolve(templates, input))
      .sort(),
    ...rendererModules,
  ];
  const parts = [
    ...(await Promise.all(files.map(async (file) => `${relative(templates, file)}:${digest(await readFile(file))}`))),
    ...rendererPackages.map((name) => `${name}@${packageVersion(name)}`),
    ...fonts.map(digest),
  ];
  return digest(parts.join('\n'));
}
