import { fileURLToPath } from 'node:url';

/** The repository's tsconfig.json, for tsx in the CLI and the build benchmark. */
export const tsconfigPath = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
