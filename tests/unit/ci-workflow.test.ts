import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture-site.ts';

/** Issue 46, item 10: the publishing workflow runs with a read-only token and actions pinned by commit. */
describe('the publishing workflow', () => {
  const workflow = readFileSync(join(repoRoot, '.github', 'workflows', 'publish.yml'), 'utf8');

  it('gives its jobs a read-only token', () => {
    expect(workflow).toMatch(/^permissions:\n {2}contents: read$/m);
    expect(workflow).not.toMatch(/: write$/m);
  });

  it('pins every action by a full commit hash, never a tag that can be moved', () => {
    const uses = [...workflow.matchAll(/uses: (\S+)/g)].map((m) => m[1]!);
    expect(uses.length).toBeGreaterThan(5);
    expect(uses.filter((action) => !/@[0-9a-f]{40}$/.test(action))).toEqual([]);
  });
});
