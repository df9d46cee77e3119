import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';


/**
 * Derived images kept across builds in `.sitegen-cache/images/` (CI keeps that folder), each
 * under the hash of its source's bytes and of the transformation that made it, so an image that
 * did not change is read back instead of encoded again, by `generate` and by `dev` alike.
 */
export class ImageCache {
  /** Derived images read back from the cache, and encoded by this build. */
  reused = 0;
  encoded = 0;

  constructor(private readonly folder: string) {}

  /**
   * Beside the build cache's manifests (output/build-cache.ts), in the folder CI keeps.
   * SITEGEN_IMAGE_CACHE_DIR puts it elsewhere: entries are named by content, so projects (the
   * test suite's many copies of the site) can share one folder safely.
   */
  static of(root: string): ImageCache {
    return new ImageCache(process.env.SITEGEN_IMAGE_CACHE_DIR || join(root, '.sitegen-cache', 'images'));
  }

  /** The bytes kept under `key`, or those `make` returns, kept from now on. */
  async getOrMake(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const file = join(this.folder, key.slice(0, 2), key);
    const kept = await readFile(file).catch(() => undefined);
    if (kept) {
      this.reused += 1;
      return kept;
    }
    const made = await make();
    this.encoded += 1;
    await mkdir(join(this.folder, key.slice(0, 2)), { recursive: true });
    // Written aside, then renamed: two builds sharing the folder never read half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, made);
    await rename(partial, file);
    return made;
  }
}

/** A cache key: what the bytes are made from, written out, hashed; `ext` stays readable. */
export function derivedKey(parts: readonly unknown[], ext: string): string {
  return `${createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32)}.${ext}`;
}
