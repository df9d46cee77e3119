import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Every copy of the site a test builds shares one image cache (its entries are named by
 * content, so sharing is safe): the cover and cards are encoded once per run, not per copy.
 * Tests of the cache itself set SITEGEN_IMAGE_CACHE_DIR to '' to use the project's own.
 */
const env = { SITEGEN_IMAGE_CACHE_DIR: join(tmpdir(), 'sitegen-test-image-cache') };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          // Hooks build sites too (a cold build runs Pagefind): the same guard as a test.
          hookTimeout: 60_000,
          env,
          // Two files at once on a 2-core machine (the default is one fewer than the cores): much
          // of a file's time is spent waiting on a child process, a server or a file system.
          // Servers listen on port 0 and every copy of the site is a temporary folder of its own.
          maxWorkers: 2,
          // Run before the browser project, not beside it, so browser files never share the cores.
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          env,
          // Two files at once, each with its own Chromium: much of a browser test is spent waiting on
          // a page, a server or a timer. After the unit project, never beside it.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
