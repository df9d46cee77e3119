import { sourceMappedStack } from './source-mapped-stack.ts';

/**
 * An error as plain data, so it crosses from a render thread to the main thread intact (after
 * Astro's SerializedError). The stack is taken where the error happened, with the source maps
 * of the bundles applied there (source-mapped-stack.ts), so its frames name the sources.
 */
export interface SerializedError {
  name: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error)
    return { name: error.name, message: error.message, stack: sourceMappedStack(error.stack ?? `${error.name}: ${error.message}`) };
  return { name: 'Error', message: String(error), stack: String(error) };
}
