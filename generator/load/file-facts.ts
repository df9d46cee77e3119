import { readdirSync } from 'node:fs';

/** A folder entry as the load stage reads it. */
export interface FolderEntry {
  name: string;
  isDirectory(): boolean;
  isSymbolicLink(): boolean;
}

/** The folder's entries, or none when it does not exist (a site without posts). */
export function listFolder(path: string): FolderEntry[] {
  try {
    return readdirSync(path, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
