/**
 * The error catalogue. Every error the generator throws on purpose is one of these classes,
 * so the CLI can print it well and pick the exit code; anything else is a bug and is
 * printed with its stack.
 *
 * Writing rules (after Astro's errors guide): say what happened and why, then what to do.
 * No "Oops", no blame, name the file and the field.
 */

/** One problem found in a data, locale or content file. */
export interface ContentProblem {
  /** Path relative to the site root, with forward slashes: `data/plans.json`. */
  file: string;
  /** Dotted path inside the file (`plans.2.price`), or '' for the file as a whole. */
  field: string;
  message: string;
  /** What to do about it, when there is something specific to say. */
  hint?: string;
}

export function formatProblem(problem: ContentProblem): string {
  const where = problem.field ? `${problem.file}: ${problem.field}` : problem.file;
  const hint = problem.hint ? ` (${problem.hint})` : '';
  return `${where}: ${problem.message}${hint}`;
}

/** Base class: errors that are about the user's input, not bugs in the generator. */
export class SiteError extends Error {
  /** Process exit code the CLI uses for this error. */
  readonly exitCode: number = 1;
  readonly hint: string | undefined;

  constructor(message: string, options: { hint?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.hint = options.hint;
  }
}

/** Invalid data, locale or content: every problem found, not only the first. Exit 1. */
export class ContentError extends SiteError {
  readonly problems: ContentProblem[];

  constructor(problems: ContentProblem[], stage = 'load') {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(
      `Invalid site content (${count}, found while ${stage === 'load' ? 'loading' : stage}):\n` +
        problems.map((p) => `  ${formatProblem(p)}`).join('\n'),
      {
        hint: 'Fix the files named above and run the command again; the previous output was left untouched.',
      },
    );
    this.problems = problems;
  }
}

/** Wrong command-line usage (unknown locale, bad flag value). Exit 2. */
export class UsageError extends SiteError {
  override readonly exitCode = 2;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Pages link to targets that the build did not produce. Exit 1. */
export class BrokenLinksError extends SiteError {
  readonly links: { page: string; target: string }[];

  /**
   * `sources`: output path → the content file a page shows (a post, a Markdown page), named beside it.
   * `unchecked`: pages `sitegen dev` has left to render when they are asked for, whose links are judged then.
   */
  constructor(found: { page: string; target: string }[], sources: Map<string, string> = new Map(), unchecked = 0) {
    // In page order, whatever order the pages were checked in (`sitegen dev` checks open pages first).
    const links = [...found].sort((a, b) => (a.page === b.page ? compare(a.target, b.target) : compare(a.page, b.page)));
    super(
      `Broken internal links (${links.length}):\n` +
        links
          .map(
            (l) =>
              `  ${l.page}${sources.has(l.page) ? ` (from ${sources.get(l.page)})` : ''} links to ${l.target}, which the build does not produce`,
          )
          .join('\n') +
        (unchecked > 0 ? `\n  (${unchecked} page(s) not rendered yet are checked when they are opened)` : ''),
      {
        hint: 'Fix the link in the template or content, or add the missing page or #anchor.',
      },
    );
    this.links = links;
  }
}

/** Two routes would write the same file. Exit 1. */
export class RouteConflictError extends SiteError {
  constructor(conflicts: { outputPath: string; sources: string[] }[]) {
    super('Two or more routes write the same file:\n' + conflicts.map((c) => `  ${c.outputPath} ← ${c.sources.join(', ')}`).join('\n'), {
      hint: 'Rename a slug or a locale prefix so that each page has its own URL.',
    });
  }
}

/** One or more pages failed to render; all of them are listed. Exit 1. */
export class RenderError extends SiteError {
  constructor(failures: { route: string; error: unknown }[]) {
    super(
      `${failures.length} page(s) failed to render:\n` +
        failures.map((f) => `  ${f.route}: ${f.error instanceof Error ? f.error.message : String(f.error)}`).join('\n'),
      {
        hint: renderTip(failures.map((f) => f.error)),
        cause: failures[0]?.error,
      },
    );
  }
}

/** Common server-rendering mistakes get a concrete tip (after Docusaurus' getSSGErrorTips). */
function renderTip(errors: unknown[]): string {
  const text = errors.map((e) => (e instanceof Error ? e.message : String(e))).join('\n');
  if (/\b(window|document|localStorage|navigator) is not defined/.test(text)) {
    return 'Templates run at build time in Node: move browser-only code into an effect inside an island.';
  }
  return 'Run with DEBUG=1 to see the stack of each failure.';
}
