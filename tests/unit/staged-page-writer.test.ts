import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stagedPageWriter } from '../../generator/output/write-output.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitegen-writer-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('stagedPageWriter', () => {
  it('writes each page whole, in new folders, and returns its size in UTF-8 bytes', async () => {
    const write = stagedPageWriter(dir);
    const pages: [string, string][] = [
      ['index.html', '<p>plain</p>'],
      ['il/blog/post/index.html', '<p dir="rtl">שלום עולם</p>'],
      ['in/index.html', '<p>नमस्ते · ₹ 1,234</p>'],
      // Bigger than the writer's first buffer (1 MiB), with a 4-byte character on every boundary.
      ['blog/long/index.html', `<p>${'😀'.repeat(300_000)}</p>`],
      // After the big page: a short one must not carry the previous page's bytes.
      ['blog/short/index.html', '<p>é</p>'],
    ];
    for (const [path, html] of pages) {
      expect(write(path, html)).toBe(Buffer.byteLength(html));
      expect(await readFile(join(dir, path), 'utf8')).toBe(html);
    }
  });

  it('grows its buffer when a page only nearly fits, rather than cutting the last character', async () => {
    const write = stagedPageWriter(dir);
    // 1 MiB minus 2 bytes of ASCII, then a 4-byte character: it cannot fit in the first buffer.
    const html = `${'a'.repeat((1 << 20) - 2)}😀`;
    expect(write('edge/index.html', html)).toBe((1 << 20) + 2);
    expect(await readFile(join(dir, 'edge/index.html'), 'utf8')).toBe(html);
  });
});
