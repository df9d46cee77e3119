import { createHash } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import type { CachedFile } from '../assets/assets.ts';
import { dirname, join } from 'node:path';
import { cacheFolder } from '../output/build-cache.ts';
import { readCacheFile, readCacheText } from '../load/project-files.ts';
import { sealMatches, sealOf } from '../output/cache-seal.ts';
import { writeWhole } from '../output/write-whole.ts';
import { packageVersion } from './package-version.ts';

/**
 * Derived images kept across builds in `.sitegen-cache/images/` (CI keeps that folder), each
 * under the hash of its source's bytes and of the transformation that made it, so an image that
 * did not change is read back instead of encoded again, by `generate` and by `dev` alike.
 */
export class ImageCache {
  /** Derived images read back from the cache, and encoded by this build. */
  reused = 0;
  encoded = 0;
  /** Every key this build read or wrote: what pruning keeps (prune-image-cache.ts). */
  readonly used = new Set<string>();
  /** When this build opened the cache: entries written since may be another build's. */
  readonly started = Date.now();

  /**
   * `shared`: a folder other projects may use too (SITEGEN_IMAGE_CACHE_DIR), never pruned.
   * `readOnly`: entries are read, and what is missing is made but not kept (`sitegen check`
   * promises to write nothing).
   */
  constructor(
    readonly folder: string,
    readonly shared = false,
    readonly readOnly = false,
  ) {}

  /**
   * Beside the build cache's manifests (output/build-cache.ts), in the folder CI keeps.
   * SITEGEN_IMAGE_CACHE_DIR puts it elsewhere: entries are named by content, so projects (the
   * test suite's many copies of the site) can share one folder safely.
   */
  static of(root: string, options: { readOnly?: boolean } = {}): ImageCache {
    const elsewhere = process.env.SITEGEN_IMAGE_CACHE_DIR;
    return elsewhere
      ? new ImageCache(elsewhere, true, options.readOnly)
      : new ImageCache(join(cacheFolder(root), 'images'), false, options.readOnly);
  }

  /** A small JSON value kept under `key` (an image's measurements), or the one `make` returns. */
  async json<T>(key: string, make: () => Promise<T>): Promise<T> {
    this.used.add(key);
    const kept = await this.read(key);
    if (kept) {
      try {
        return JSON.parse(kept.toString('utf8')) as T;
      } catch {
        // sealed but not JSON: made again below
      }
    }
    const made = await make();
    await this.write(key, Buffer.from(JSON.stringify(made)));
    return made;
  }

  /** The bytes kept under `key` if their seal (`<key>.seal` beside them, output/cache-seal.ts) matches. */
  private async read(key: string): Promise<Buffer | undefined> {
    const file = this.fileOf(key);
    const [bytes, seal] = await Promise.all([readCacheFile(file), readCacheText(`${file}.seal`)]);
    return bytes && sealMatches(key, bytes, seal) ? bytes : undefined;
  }

  private async write(key: string, bytes: Buffer): Promise<void> {
    if (this.readOnly) return;
    const file = this.fileOf(key);
    await mkdir(dirname(file), { recursive: true });
    // Two images with the same bytes under two names are one key, written twice at once: each
    // write whole (two builds sharing the folder never read half a file), the seal first.
    await writeWhole(`${file}.seal`, sealOf(key, bytes));
    await writeWhole(file, bytes);
  }

  private fileOf(key: string): string {
    return join(this.folder, key.slice(0, 2), key);
  }

  /** The bytes kept under `key`, or those `make` returns, kept from now on. */
  async getOrMake(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    this.used.add(key);
    const kept = await this.read(key);
    if (kept) {
      this.reused += 1;
      return kept;
    }
    const made = await make();
    this.encoded += 1;
    await this.write(key, made);
    return made;
  }

  /**
   * The cache file under `key`, made by `make` if it is not there, for an output copied from the
   * cache (a social card): unlike `getOrMake`, a file found is not read here. Its seal is checked
   * when it is copied into the output (assets.ts), which a rebuild does only for a changed card.
   */
  async fileFor(key: string, make: () => Promise<Buffer>): Promise<CachedFile> {
    this.used.add(key);
    const file = this.fileOf(key);
    const size = await stat(file).then(
      (stats) => stats.size,
      () => undefined,
    );
    if (size !== undefined) {
      this.reused += 1;
      return { cacheFile: file, key, size };
    }
    const made = await make();
    this.encoded += 1;
    await this.write(key, made);
    return { cacheFile: file, key, size: made.byteLength };
  }
}

/** A cache key: what the bytes are made from, written out, hashed; `ext` stays readable. */
export function derivedKey(parts: readonly unknown[], ext: string): string {
  return `${createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32)}.${ext}`;
}

let sharpVersion: string | undefined;

/**
 * The installed sharp's version, read from its package.json without loading it (libvips takes
 * about 0.4 s to load, and a build whose images are all cached needs none of it). Part of
 * every key: another sharp (another libvips) may encode differently.
 */
export function encoderVersion(): string {
  return (sharpVersion ??= packageVersion('sharp'));
}

/** sharp, loaded on first use. */
export async function loadSharp(): Promise<(typeof import('sharp'))['default']> {
  return (await import('sharp')).default;
}
