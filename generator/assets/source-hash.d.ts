/** See source-hash.js. */
export function sourceHash(root: string, esbuildVersion?: string, extraFiles?: string[]): string;
