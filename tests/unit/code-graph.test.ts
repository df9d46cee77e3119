import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeGraph } from '../../generator/dev/template-edits.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

/** What sitegen dev takes a saved file under templates/ for, from esbuild's metafiles alone. */
describe('the code graph of sitegen dev', () => {
  it('names code the process holds, page code, the stylesheet files, and nothing for files nothing imports', async () => {
    const graph = await codeGraph();
    const at = (path: string) => join(repoRoot, path);
    // The logo mark is drawn into the favicon by the generator itself.
    expect(graph.held.has(at('templates/components/logo.tsx'))).toBe(true);
    expect(graph.rendered.has(at('templates/components/logo.tsx'))).toBe(true);
    // Page templates are imported by the render thread only.
    expect(graph.rendered.has(at('templates/layout/site-footer.tsx'))).toBe(true);
    expect(graph.held.has(at('templates/layout/site-footer.tsx'))).toBe(false);
    expect(graph.styles.has(at('templates/styles/components.css'))).toBe(true);
    expect(graph.rendered.has(at('templates/styles/components.css'))).toBe(false);
    for (const other of ['templates/README.md', 'templates/assets/og/global.png'])
      expect(
        [graph.held, graph.rendered, graph.styles].some((kind) => kind.has(at(other))),
        other,
      ).toBe(false);
  });
});
