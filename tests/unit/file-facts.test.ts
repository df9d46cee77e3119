import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskFacts, rememberedFacts } from '../../generator/load/file-facts.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'file-facts-'));
  mkdirSync(join(root, 'en'));
  writeFileSync(join(root, 'en', 'a.md'), 'a');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const names = (entries: { name: string }[]) => entries.map((entry) => entry.name).sort();

describe('file facts kept until a watcher reports a change', () => {
  it('answers from what it read until the path is reported, then asks the disk again', () => {
    const facts = rememberedFacts();
    const file = join(root, 'en', 'a.md');
    expect(facts.stat(file)?.size).toBe(1);
    writeFileSync(file, 'abc');
    expect(facts.stat(file)?.size).toBe(1); // not reported: the last answer
    facts.forget([file]);
    expect(facts.stat(file)?.size).toBe(3);
  });

  it('lists a folder again when an entry in it is reported (added or deleted)', () => {
    const facts = rememberedFacts();
    const folder = join(root, 'en');
    expect(names(facts.list(folder))).toEqual(['a.md']);
    writeFileSync(join(folder, 'b.md'), 'b');
    expect(names(facts.list(folder))).toEqual(['a.md']);
    facts.forget([join(folder, 'b.md')]);
    expect(names(facts.list(folder))).toEqual(['a.md', 'b.md']);
  });

  it('forgets everything under a reported folder (deleted or renamed), and its parent listing', () => {
    const facts = rememberedFacts();
    const folder = join(root, 'en');
    const file = join(folder, 'a.md');
    expect(facts.stat(file)).toBeDefined();
    expect(names(facts.list(root))).toEqual(['en']);
    rmSync(folder, { recursive: true });
    facts.forget([folder]);
    expect(facts.stat(file)).toBeUndefined();
    expect(facts.list(folder)).toEqual([]);
    expect(names(facts.list(root))).toEqual([]);
  });

  it('forgets a sibling with a longer name only if reported ("en" is not "en-gb")', () => {
    mkdirSync(join(root, 'en-gb'));
    writeFileSync(join(root, 'en-gb', 'a.md'), 'x');
    const facts = rememberedFacts();
    const other = join(root, 'en-gb', 'a.md');
    expect(facts.stat(other)?.size).toBe(1);
    writeFileSync(other, 'xyz');
    facts.forget([join(root, 'en')]);
    expect(facts.stat(other)?.size).toBe(1);
  });

  it('forgets everything for a burst of many paths and on forgetAll', () => {
    const facts = rememberedFacts();
    const file = join(root, 'en', 'a.md');
    facts.stat(file);
    writeFileSync(file, 'abcd');
    facts.forget(Array.from({ length: 60 }, (_, i) => join(root, 'elsewhere', `${i}.md`)));
    expect(facts.stat(file)?.size).toBe(4);
    writeFileSync(file, 'abcde');
    facts.forgetAll();
    expect(facts.stat(file)?.size).toBe(5);
  });

  it('the disk itself: no stat for a missing file, no entries for a missing folder', () => {
    expect(diskFacts.stat(join(root, 'missing.md'))).toBeUndefined();
    expect(diskFacts.list(join(root, 'missing'))).toEqual([]);
  });
});
