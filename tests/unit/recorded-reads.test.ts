import { describe, expect, it } from 'vitest';
import { memoizeWithReads, recordRead, recordReads, recordedFields } from '../../generator/render/recorded-reads.ts';
import { pageRecords } from '../../generator/render/page-inputs.ts';
import type { RenderSetup } from '../../generator/render/render-route.ts';
import type { Route } from '../../generator/routes/routes.ts';

describe('recorded reads', () => {
  it('records the fields read, once each, and hands back the values themselves', () => {
    const site = { brandName: 'Acme', social: { x: 'https://x.example' } };
    const data = recordedFields('data', { site, redirects: [] as string[] });
    const { value, reads } = recordReads(() => [data.site, data.site.brandName, data.site]);
    expect(value[0]).toBe(site);
    expect(reads).toEqual(['data:site']);
  });

  it('records listing the fields (a spread) as a read of the whole', () => {
    const data = recordedFields('data', { a: 1, b: 2 });
    expect(recordReads(() => ({ ...data })).reads).toContain('data');
  });

  it('gives an outer recording the reads of an inner one', () => {
    const { reads } = recordReads(() => {
      recordRead('outer');
      return recordReads(() => recordRead('inner')).reads;
    });
    expect(reads).toEqual(['inner', 'outer']);
  });

  it('records nothing outside a recording', () => {
    const data = recordedFields('data', { site: 1 });
    expect(data.site).toBe(1);
    expect(recordReads(() => undefined).reads).toEqual([]);
  });

  it('replays the reads of a memoized value to every page that uses it', () => {
    const data = recordedFields('data', { plans: [1, 2], faqs: [] as number[] });
    const plansOf = memoizeWithReads((lang: string) => data.plans.map((plan) => `${lang}${plan}`));
    const first = recordReads(() => plansOf('en'));
    const second = recordReads(() => plansOf('en'));
    expect(second.value).toBe(first.value);
    expect(first.reads).toEqual(['data:plans']);
    expect(second.reads).toEqual(['data:plans']);
  });
});

describe('page records', () => {
  const route = { outputPath: 'index.html', path: '/', pageId: 'home' } as unknown as Route;
  const setupWith = (brandName: string, redirects: string[], strings: Record<string, object>, home = '/'): RenderSetup =>
    ({
      data: { site: { brandName }, redirects, strings: new Map(Object.entries(strings)) },
      assets: { stylesheet: '/assets/site.css' },
      islands: { scripts: {} },
      pagePaths: new Map([['global\u0000home', home]]),
    }) as unknown as RenderSetup;
  const reads = ['data:site', 'data:strings:he', 'path:global\u0000home'];
  const before = setupWith('Acme', [], { he: { a: 'א' }, es: { a: 'a' } });
  const last = pageRecords(before).recordOf(route, reads);

  it('keeps a page when only inputs it did not read changed', () => {
    const after = setupWith('Acme', ['/old -> /new'], { he: { a: 'א' }, es: { a: 'otra' } });
    expect(pageRecords(after).isFresh(route, last)).toBe(true);
  });

  it('renders a page again when an input it read changed: a field, a language, a path', () => {
    expect(pageRecords(setupWith('Acme 2', [], { he: { a: 'א' } })).isFresh(route, last)).toBe(false);
    expect(pageRecords(setupWith('Acme', [], { he: { a: 'ב' } })).isFresh(route, last)).toBe(false);
    expect(pageRecords(setupWith('Acme', [], { he: { a: 'א' } }, '/home/')).isFresh(route, last)).toBe(false);
  });

  it('renders a page again when its route changed', () => {
    expect(pageRecords(before).isFresh({ ...route, path: '/start/' } as Route, last)).toBe(false);
  });
});

describe('recorded reads of a Map field', () => {
  it('records an entry asked for by its key, and a loop over the Map as the whole field', () => {
    const strings = new Map([
      ['en', { a: 'A' }],
      ['he', { a: 'א' }],
    ]);
    const data = recordedFields('data', { strings });
    expect(recordReads(() => data.strings.get('en')).reads).toEqual(['data:strings:en']);
    expect(recordReads(() => data.strings.get('en')).value).toBe(strings.get('en'));
    expect(recordReads(() => [...data.strings.keys()]).reads).toEqual(['data:strings']);
    expect(data.strings).toBe(data.strings);
  });
});
