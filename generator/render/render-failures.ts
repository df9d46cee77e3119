import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SiteError } from '../errors.ts';
import type { SerializedError } from './serialized-error.ts';

/** The project's own folder (the one holding templates/ and generator/): stack frames are named from it. */
const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface RenderFailure {
  /** The route, as `describeRoute` writes it. */
  route: string;
  error: SerializedError;
}

/** A place in a source file, from a stack frame. */
export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

/** `at fn (file:///…/templates/x.tsx:12:5)` or `at /…/x.tsx:12:5` → the file, line and column. */
const stackFrame = /\(?((?:file:\/\/)?\/[^():\s]+):(\d+):(\d+)\)?\s*$/;

/**
 * The first frame of a stack in the project's templates, else in the project's own code,
 * else the first frame at all: where an author should look.
 */
export function locateError(stack: string): SourceLocation | undefined {
  const frames: SourceLocation[] = [];
  for (const line of stack.split('\n').slice(1)) {
    const match = stackFrame.exec(line.trim());
    if (!match) continue;
    const file = match[1]!.startsWith('file://') ? fileURLToPath(match[1]!) : match[1]!;
    frames.push({ file, line: Number(match[2]), column: Number(match[3]) });
  }
  const own = (folder: string) =>
    frames.find((frame) => frame.file.startsWith(`${projectRoot}${folder}/`) && !frame.file.includes('/node_modules/'));
  return own('templates') ?? own('generator') ?? frames[0];
}

/** Two lines of source either side of the location, the line itself marked, and a caret under the column. */
export function codeFrame({ file, line, column }: SourceLocation): string {
  let lines: string[];
  try {
    lines = readFileSync(file, 'utf8').split('\n');
  } catch {
    return '';
  }
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 2);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n += 1) {
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1]}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

export const displayPath = (file: string) => (file.startsWith(projectRoot) ? relative(projectRoot, file).split('\\').join('/') : file);

/** Pages named in a group's heading; the rest are counted. */
const examplesShown = 3;

/**
 * Pages failed to render. One error reported once, however many pages it broke: failures
 * are grouped by message and source location, each group with the file, line and column, a
 * code frame, how many pages it broke and which (the first few). Exit 1.
 */
export class TemplateError extends SiteError {
  readonly failures: RenderFailure[];

  constructor(failures: RenderFailure[]) {
    const groups = new Map<string, { error: SerializedError; where: SourceLocation | undefined; routes: string[] }>();
    for (const failure of failures) {
      const where = locateError(failure.error.stack);
      const key = `${failure.error.name}: ${failure.error.message}\u0000${where ? `${where.file}:${where.line}:${where.column}` : ''}`;
      const group = groups.get(key);
      if (group) group.routes.push(failure.route);
      else groups.set(key, { error: failure.error, where, routes: [failure.route] });
    }
    const pages = failures.length === 1 ? '1 page' : `${failures.length} pages`;
    const errors = groups.size === 1 ? '1 error' : `${groups.size} errors`;
    const sections = [...groups.values()].map(({ error, where, routes }) => {
      const place = where ? ` in ${displayPath(where.file)}:${where.line}:${where.column}` : '';
      const more = routes.length > examplesShown ? `, and ${routes.length - examplesShown} more` : '';
      const frame = where ? codeFrame(where) : '';
      return [
        `  ${error.name}: ${error.message}`,
        `  ${place ? `at${place.slice(3)}` : 'at an unknown place'}, on ${routes.length === 1 ? '1 page' : `${routes.length} pages`}: ${routes.slice(0, examplesShown).join(', ')}${more}`,
        ...(frame
          ? [
              frame
                .split('\n')
                .map((l) => `    ${l}`)
                .join('\n'),
            ]
          : []),
      ].join('\n');
    });
    super(`${pages} failed to render (${errors}):\n${sections.join('\n\n')}`, {
      hint: renderTip(failures.map((f) => f.error.message)),
      cause: stackOf(failures[0]?.error),
    });
    this.failures = failures;
  }
}

/** The first failure's whole stack, which the CLI prints under DEBUG=1. */
function stackOf(error: SerializedError | undefined): Error | undefined {
  if (!error) return undefined;
  return Object.assign(new Error(error.message), { name: error.name, stack: error.stack });
}

/** Common server-rendering mistakes get a concrete tip (after Docusaurus' getSSGErrorTips). */
function renderTip(messages: string[]): string {
  if (messages.some((message) => /\b(window|document|localStorage|navigator) is not defined/.test(message))) {
    return 'Templates run at build time in Node: move browser-only code into an effect inside an island.';
  }
  return 'Fix the template at the place named above; run with DEBUG=1 to see the whole stack.';
}
