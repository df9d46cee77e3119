import { describe, expect, it } from 'vitest';
import { validatedOnce } from '../../generator/load/same-text.ts';

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
