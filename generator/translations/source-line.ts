import { ContentError } from '../errors.ts';

/**
 * `text` (a Markdown file with front matter) with its `source:` line set to `hash`: the line
 * replaced where there is one, else added as the front matter's last line. Nothing else of the
 * file changes (its line endings, a byte-order mark, the other fields as their author wrote them).
 */
export function withSourceLine(file: string, text: string, hash: string): string {
  const bom = text.startsWith('\ufeff') ? '\ufeff' : '';
  const rest = text.slice(bom.length);
  const front = /^---(\r?\n)([\s\S]*?)\r?\n---(?=\r?\n|$)/.exec(rest);
  if (!front) {
    throw new ContentError([
      { file, field: '', message: 'has no front matter to record its source in', hint: 'start the file with a "---" block' },
    ]);
  }
  const eol = front[1]!;
  const lines = front[2]!.split(/\r?\n/);
  const line = `source: ${hash}`;
  const at = lines.findIndex((l) => /^source\s*:/.test(l));
  if (at >= 0) lines[at] = line;
  else lines.push(line);
  return `${bom}---${eol}${lines.join(eol)}${eol}---${rest.slice(front[0].length)}`;
}
