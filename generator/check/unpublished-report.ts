import type { Unpublished } from '../load/publishing.ts';

/**
 * What `sitegen check` says about drafts and scheduled posts: each file, its title and date,
 * so an author sees what `generate` leaves out and when a scheduled post goes live. Not a
 * problem: check still exits 0 for them.
 */
export function formatUnpublished(list: Unpublished[], today: string): string {
  if (list.length === 0) return '';
  const rows = [...list].sort(
    (a, b) => a.kind.localeCompare(b.kind) || (a.date ?? '').localeCompare(b.date ?? '') || a.file.localeCompare(b.file),
  );
  const lines = rows.map((item) => {
    const when = item.kind === 'draft' ? (item.date ? `draft, dated ${item.date}` : 'draft') : `scheduled for ${item.date}`;
    return `  ${item.file}  ${when}  "${item.title}"`;
  });
  return [
    `Not published by "sitegen generate" (build date ${today}; "sitegen dev" shows them, --future adds scheduled posts):`,
    ...lines,
  ].join('\n');
}
