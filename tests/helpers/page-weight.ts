import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  page: string;
  htmlBytes: number;
  jsGzip: number;
  cssGzip: number;
}

const gzipSize = async (dir: string, urlPath: string) => gzipSync(await readFile(join(dir, urlPath))).byteLength;

/**
 * What a page makes a browser download besides images: its HTML, the JavaScript it loads
 * (module scripts and preloaded chunks, each gzipped as a server would) and its stylesheets.
 */
export async function measurePage(dir: string, page: string): Promise<PageWeight> {
  const html = await readFile(join(dir, page), 'utf8');
  const scripts = [
    ...html.matchAll(/<script type="module" src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
  ].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  let jsGzip = 0;
  for (const src of new Set(scripts)) jsGzip += await gzipSize(dir, src);
  let cssGzip = 0;
  for (const href of new Set(styles)) cssGzip += await gzipSize(dir, href);
  return { page, htmlBytes: Buffer.byteLength(html), jsGzip, cssGzip };
}
