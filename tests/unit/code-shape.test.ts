import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture-site.ts';

/** Every source file under a folder of the repo, as a path from the repo's root. */
function sources(folder: string): string[] {
  return readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(ts|tsx|js)$/.test(path))
    .map((path) => join(folder, path));
}

/** Relative imports and re-exports of a file, type-only ones included, as paths from the repo's root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(repoRoot, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g)].map(
    (m) => m[1] ?? m[2]!,
  );
  return specifiers.map((spec) => normalize(join(dirname(file), spec))).filter((path) => existsSync(join(repoRoot, path)));
}

const stages = ['load', 'content', 'i18n', 'routes', 'assets', 'render', 'check', 'output', 'dev', 'scaffold'];

describe('the shape of the code', () => {
  const files = [...sources('generator'), ...sources('templates'), ...sources('bin')];

  it('has no import cycle in generator/, templates/ and bin/, type imports included', () => {
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const path: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      path.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].join(' -> '));
        else if (!state.has(next)) visit(next);
      }
      path.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  it('keeps every generator file within 300 lines and build.ts within 120', () => {
    const long = sources('generator')
      .map((file) => ({ file, lines: readFileSync(join(repoRoot, file), 'utf8').split('\n').length - 1 }))
      .filter((entry) => entry.lines > 300);
    expect(long).toEqual([]);
    expect(readFileSync(join(repoRoot, 'generator', 'build.ts'), 'utf8').split('\n').length - 1).toBeLessThanOrEqual(120);
  });

  it('has a folder with a README for each stage, and only build, errors, log, cache and tuning beside them', () => {
    for (const stage of stages) expect(existsSync(join(repoRoot, 'generator', stage, 'README.md')), stage).toBe(true);
    const top = readdirSync(join(repoRoot, 'generator'), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
    expect(top).toEqual(['README.md', 'build.ts', 'cache.ts', 'errors.ts', 'log.ts', 'tuning.ts']);
  });

  it('gives distinct concepts distinct file names in generator/ and templates/ (bin/commands/ is named after the commands)', () => {
    const byName = new Map<string, string[]>();
    for (const file of [...sources('generator'), ...sources('templates')]) {
      const name = file.split('/').pop()!;
      if (name === 'index.tsx' || name === 'README.md') continue;
      byName.set(name, [...(byName.get(name) ?? []), relative(repoRoot, join(repoRoot, file))]);
    }
    expect([...byName].filter(([, paths]) => paths.length > 1)).toEqual([]);
  });
});
