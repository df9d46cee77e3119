import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContentProblem } from '../errors.ts';

/** Physical properties and values, with the logical one that keeps right-to-left pages right. */
const rules: { pattern: RegExp; fix: string }[] = [
  { pattern: /(?<![-\w])(margin|padding)-(left|right)\s*:/, fix: 'use margin-inline-start/end or padding-inline-start/end' },
  { pattern: /(?<![-\w])border-(left|right)(-[a-z]+)?\s*:/, fix: 'use border-inline-start/end' },
  { pattern: /(?<![-\w])border-(top|bottom)-(left|right)-radius\s*:/, fix: 'use border-start-start-radius and its kin' },
  { pattern: /(?<![-\w])(left|right)\s*:/, fix: 'use inset-inline-start/end' },
  { pattern: /(?<![-\w])text-align\s*:\s*(left|right)\b/, fix: 'use text-align: start/end' },
  { pattern: /(?<![-\w])(float|clear)\s*:\s*(left|right)\b/, fix: 'use inline-start/inline-end' },
];

/** Lints one stylesheet; a line may opt out with a comment saying why: `/* physical: reason *\/`. */
export function lintCss(file: string, css: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  css.split('\n').forEach((line, index) => {
    if (/\/\*\s*physical:/.test(line)) return;
    const code = line.replace(/\/\*.*?\*\//g, '');
    for (const rule of rules) {
      const match = rule.pattern.exec(code);
      if (match)
        problems.push({
          file,
          field: `line ${index + 1}`,
          message: `"${match[0].replace(/\s*:$/, '')}" is a physical direction`,
          hint: rule.fix,
        });
    }
  });
  return problems;
}

/** Every stylesheet under `templates/styles/`. */
export async function lintStyles(templatesDir: string): Promise<ContentProblem[]> {
  const dir = join(templatesDir, 'styles');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.css')).sort();
  const problems = await Promise.all(
    files.map(async (file) => lintCss(`templates/styles/${file}`, await readFile(join(dir, file), 'utf8'))),
  );
  return problems.flat();
}
