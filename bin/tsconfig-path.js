import { fileURLToPath } from 'node:url';

/** The repository's tsconfig.json, for tsx in the CLI and in render workers. */
export const tsconfigPath = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
