import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildFlags } from '../../generator/assets/flags.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

const offered = (
  JSON.parse(readFileSync(join(repoRoot, 'data', 'countries.json'), 'utf8')) as { countries: { code: string }[] }
).countries.map((country) => country.code);

describe('the wizard’s flags (issue 45, item 13)', () => {
  it('publishes one 40×30 PNG per offered country, under a content-hashed name, the same bytes every build', async () => {
    const { files, urls } = await buildFlags(offered);
    expect(files).toHaveLength(offered.length);
    expect(Object.keys(urls).sort()).toEqual([...offered].sort());
    for (const file of files) {
      expect(file.path).toMatch(/^assets\/flags\/[a-z]{2}\.[0-9a-f]{10}\.png$/);
      const meta = await sharp(file.contents as Uint8Array).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }, file.path).toEqual({ format: 'png', width: 40, height: 30 });
    }
    expect(urls.IL).toBe(`/${files.find((file) => file.path.startsWith('assets/flags/il.'))!.path}`);
    // No SVG is published: the allow-list of content SVGs stays as strict as before the flags.
    expect(files.filter((file) => !file.path.endsWith('.png'))).toEqual([]);
    expect(await buildFlags([...offered].reverse())).toEqual({ files, urls });
  });

  it('names a country flag-icons has no flag for', async () => {
    await expect(buildFlags(['QQ'])).rejects.toThrow(
      'No flag for country QQ: flag-icons has no flags/4x3/qq.svg (data/countries.json lists it).',
    );
  });
});
