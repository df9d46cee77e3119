import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardRendererKey } from '../../generator/media/card-renderer-key.ts';

/** A templates folder of two files: a card template that imports a component. */
function templates(mark: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'card-key-'));
  mkdirSync(join(dir, 'components'));
  writeFileSync(join(dir, 'og-card.tsx'), "import { Mark } from './components/mark.tsx';\nexport const OgCard = () => <Mark />;\n");
  writeFileSync(join(dir, 'components', 'mark.tsx'), `export const Mark = () => <b>${mark}</b>;\n`);
  writeFileSync(join(dir, 'components', 'unused.tsx'), 'export const Unused = 1;\n');
  return dir;
}

describe('the social cards renderer key', () => {
  const fonts = [new Uint8Array([1, 2, 3])];

  it('changes with a file the card template imports, and with the fonts', async () => {
    const before = await cardRendererKey(fonts, templates('A'));
    expect(await cardRendererKey(fonts, templates('B'))).not.toBe(before);
    expect(await cardRendererKey([new Uint8Array([1, 2, 4])], templates('A'))).not.toBe(before);
  });

  it('is the same for the same files in another folder, and ignores files the template does not import', async () => {
    const one = templates('A');
    const other = templates('A');
    writeFileSync(join(other, 'components', 'unused.tsx'), 'export const Unused = 2;\n');
    expect(await cardRendererKey(fonts, other)).toBe(await cardRendererKey(fonts, one));
  });
});
