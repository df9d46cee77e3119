import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listFolder } from '../../generator/load/file-facts.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'file-facts-'));
  mkdirSync(join(root, 'en'));
  writeFileSync(join(root, 'en', 'a.md'), 'a');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('listing a folder for the load stage', () => {
  it('lists entries with their kind, and none for a missing folder', () => {
    expect(listFolder(root).map((entry) => [entry.name, entry.isDirectory()])).toEqual([['en', true]]);
    expect(listFolder(join(root, 'missing'))).toEqual([]);
  });
});
