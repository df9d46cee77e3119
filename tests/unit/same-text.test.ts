import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSourceTextOnce, validatedOnce } from '../../generator/load/same-text.ts';

describe('validatedOnce', () => {
  it('gives the same frozen object while the text is the same, and validates a changed or failed text again', () => {
    let runs = 0;
    const validate = (text: string) => () => {
      runs += 1;
      return text === 'bad' ? undefined : { items: [{ name: text }] };
    };
    const first = validatedOnce('/site/data/a.json', 'one', validate('one'));
    expect(validatedOnce('/site/data/a.json', 'one', validate('one'))).toBe(first);
    expect(runs).toBe(1);
    // Frozen to the leaves: a step that changed it in place would throw, not leak into the next build.
    expect(() => first!.items.push({ name: 'more' })).toThrow(TypeError);
    expect(() => Object.assign(first!.items[0]!, { name: 'x' })).toThrow(TypeError);

    expect(validatedOnce('/site/data/a.json', 'two', validate('two'))).toEqual({ items: [{ name: 'two' }] });
    expect(validatedOnce('/site/data/a.json', 'bad', validate('bad'))).toBeUndefined();
    expect(validatedOnce('/site/data/a.json', 'bad', validate('bad'))).toBeUndefined();
    expect(runs).toBe(4);
    // Another file with the same text is its own entry.
    expect(validatedOnce('/site/data/b.json', 'one', validate('one'))).not.toBe(first);
  });
});

describe('readSourceTextOnce', () => {
  it('reads a file again only when lstat says it changed, with every check of a first read', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sitegen-read-once-'));
    try {
      mkdirSync(join(root, 'data'));
      const file = join(root, 'data', 'site.json');
      writeFileSync(file, '{"a":1}');
      const first = await readSourceTextOnce(root, file);
      expect(first).toMatchObject({ ok: true, text: '{"a":1}' });
      expect(await readSourceTextOnce(root, file)).toBe(first);

      // Same size, and the same modification time set back: the change time still differs.
      writeFileSync(file, '{"a":2}');
      utimesSync(file, new Date(2020, 0, 1), new Date(2020, 0, 1));
      expect(await readSourceTextOnce(root, file)).toMatchObject({ ok: true, text: '{"a":2}' });

      // Saved by rename (another inode), then replaced by a link to a file outside the project.
      writeFileSync(join(root, 'data', 'tmp'), '{"a":3}');
      renameSync(join(root, 'data', 'tmp'), file);
      expect(await readSourceTextOnce(root, file)).toMatchObject({ ok: true, text: '{"a":3}' });
      const outside = mkdtempSync(join(tmpdir(), 'sitegen-outside-'));
      writeFileSync(join(outside, 'secret.json'), '{"a":4}');
      rmSync(file);
      symlinkSync(join(outside, 'secret.json'), file);
      expect(await readSourceTextOnce(root, file)).toMatchObject({ ok: false, problem: { message: 'is a symbolic link' } });
      rmSync(outside, { recursive: true });
      rmSync(file);
      expect(await readSourceTextOnce(root, file)).toMatchObject({ ok: false, problem: { message: 'file not found' } });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
