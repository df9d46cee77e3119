import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFlags, sanitizeFlag } from '../../generator/assets/flags.ts';
import { svgProblem } from '../../generator/assets/svg-allow-list.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 640 480">${body}</svg>`;
const offered = (
  JSON.parse(readFileSync(join(repoRoot, 'data', 'countries.json'), 'utf8')) as { countries: { code: string }[] }
).countries.map((country) => country.code);

describe('the wizard’s flags (issue 45, item 13)', () => {
  it('publishes one flag per offered country, under a content-hashed name, each drawing only, the same bytes every build', async () => {
    const { files, urls } = await buildFlags(offered);
    expect(files).toHaveLength(offered.length);
    expect(Object.keys(urls).sort()).toEqual([...offered].sort());
    for (const file of files) {
      expect(file.path).toMatch(/^assets\/flags\/[a-z]{2}\.[0-9a-f]{10}\.svg$/);
      expect(svgProblem(file.contents as string), file.path).toBeUndefined();
    }
    expect(urls.IL).toBe(`/${files.find((file) => file.path.startsWith('assets/flags/il.'))!.path}`);
    expect(await buildFlags([...offered].reverse())).toEqual({ files, urls });
  });

  it('expands a <use> inside <defs> into what it draws (New Zealand’s stars), keeping one elsewhere', () => {
    const input = svg(
      '\n  <defs>\n    <g id="b"><g id="a"><path d="M0 0h1"/></g><use xlink:href="#a" transform="rotate(72)" x="1" y="2" fill="#fff"/></g>\n  </defs>\n  <use xlink:href="#b" transform="scale(2)"/>\n',
    );
    expect(sanitizeFlag(input)).toBe(
      svg(
        '<defs><g id="b"><g id="a"><path d="M0 0h1"/></g><g fill="#fff" transform="rotate(72) translate(1 2)"><g><path d="M0 0h1"/></g></g></g></defs><use xlink:href="#b" transform="scale(2)"/>',
      ),
    );
  });

  it('refuses at build time a flag that is not drawing, naming what', () => {
    expect(() => sanitizeFlag(svg('<script>alert(1)</script>'))).toThrow('has a <script> element, which is not drawing');
    expect(() => sanitizeFlag(svg('<rect width="1" height="1" onclick="x()"/>'))).toThrow('has the attribute onclick on <rect>');
    expect(() => sanitizeFlag(svg('<defs><g id="a"><use href="#nowhere"/></g></defs>'))).toThrow(
      'a <use> of #nowhere that cannot be expanded',
    );
    // Each level draws the one below twice: 2^16 copies once expanded.
    const levels = Array.from({ length: 16 }, (_, i) => `<g id="l${i + 1}"><use href="#l${i}"/><use href="#l${i}"/></g>`).join('');
    expect(() => sanitizeFlag(svg(`<defs><g id="l0"><path d="M0 0h1"/></g>${levels}</defs>`))).toThrow('more than 5000 elements');
  });

  it('names a country flag-icons has no flag for', async () => {
    await expect(buildFlags(['QQ'])).rejects.toThrow(
      'No flag for country QQ: flag-icons has no flags/4x3/qq.svg (data/countries.json lists it).',
    );
  });
});
