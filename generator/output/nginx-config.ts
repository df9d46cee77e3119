import { SiteError } from '../errors.ts';
import type { HeaderRule } from './deploy-headers.ts';

/** One host nginx serves: its name, the folder holding its files and the locale subtrees in it. */
export interface NginxServer {
  serverName: string;
  /** Absolute folder holding the built site (what is published at `basePath`). */
  root: string;
  /** Locale prefixes of the subtrees on this host (`mx`), each with its own 404 page; '' is the root. */
  localePrefixes: string[];
  /** Files served with a type of their own (the speculation rules): URL path, under the base path, and type. */
  typedFiles?: { path: string; type: string }[];
}

/** A permanent or temporary redirect, paths relative to the base path (`/old/` → `/new/`). */
export interface NginxRedirect {
  from: string;
  to: string;
  status: 301 | 302 | 307 | 308;
}

export interface NginxConfigInput {
  /** `listen` argument: `80`, `127.0.0.1:8080`. */
  listen: string;
  /** '' at the root of the host, or `/sub` (no trailing slash). */
  basePath: string;
  servers: NginxServer[];
  /** The same rules `_headers` is written from (`headerRules`), already under the base path. */
  headers: HeaderRule[];
  /** Headers not sent to a request with `Save-Data: on` (`headersSkippedOnSaveData`). */
  skippedOnSaveData?: readonly string[];
  redirects: NginxRedirect[];
}

/**
 * A value in double quotes, or in single quotes when it holds a double one (a structured-field
 * string such as `"/speculation-rules.json"`); nginx would read `$` as a variable, and no header
 * here needs one.
 */
function quote(value: string): string {
  if (/[$\\\n]/.test(value) || (value.includes('"') && value.includes("'")))
    throw new SiteError(`Cannot write ${JSON.stringify(value)} into an nginx string: it holds both quotes, "$", "\\" or a line break.`);
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}

/**
 * A value nginx reads as one bare word (`server_name`, `listen`, a `location` path): refused
 * when it holds what would end the word or the directive and let the rest be read as
 * configuration of its own (white space, `;`, braces, quotes, `$`, `#`, `\`).
 */
function word(value: string, what: string): string {
  if (value === '' || /[\s;{}"'$#\\]|[\u0000-\u001f\u007f]/.test(value))
    throw new SiteError(
      `Cannot write ${what} ${JSON.stringify(value)} into an nginx configuration: it holds white space, ";", a brace, a quote, "$", "#" or "\\"`,
    );
  return value;
}

/** `/assets/*` → the regex a `map` tests `$uri` with; a pattern without `*` matches exactly. */
function uriPattern(pattern: string): string {
  return pattern.endsWith('/*') ? `~^${pattern.slice(0, -1).replace(/[.+?^${}()|[\]\\]/g, '\\$&')}` : pattern;
}

function variableName(header: string): string {
  return `$sitegen_${header.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
}

/**
 * The headers at server level only, each sent `always` (on 404s too). nginx replaces ALL
 * inherited `add_header`s in any `location` that has one of its own, which is how a hand-written
 * config loses its CSP; so a header whose value depends on the path (Cache-Control) comes from a
 * `map` on the URI instead of from a `location`.
 */
function headerDirectives(rules: HeaderRule[], skippedOnSaveData: readonly string[]): { maps: string[]; directives: string[] } {
  const byName = new Map<string, { pattern: string; value: string }[]>();
  for (const rule of rules) {
    for (const [name, value] of rule.headers) {
      const list = byName.get(name) ?? [];
      list.push({ pattern: rule.pattern, value });
      byName.set(name, list);
    }
  }
  const maps: string[] = [];
  const directives: string[] = [];
  for (const [name, values] of byName) {
    if (skippedOnSaveData.includes(name)) {
      // By path first, then nothing for `Save-Data: on` (an empty value is a header nginx does not send).
      const byUri = `${variableName(name)}_by_uri`;
      const [first, ...rest] = values;
      const everywhere = first!.pattern === rules[0]!.pattern;
      const entries = (everywhere ? rest : values).reverse().map((v) => `  ${uriPattern(v.pattern)} ${quote(v.value)};`);
      maps.push([`map $uri ${byUri} {`, `  default ${everywhere ? quote(first!.value) : '""'};`, ...entries, '}'].join('\n'));
      maps.push([`map $http_save_data ${variableName(name)} {`, `  default ${byUri};`, '  ~*^on$ "";', '}'].join('\n'));
      directives.push(`  add_header ${name} ${variableName(name)} always;`);
      continue;
    }
    if (values.length === 1 && values[0]!.pattern.endsWith('/*') && rules[0]!.pattern === values[0]!.pattern) {
      directives.push(`  add_header ${name} ${quote(values[0]!.value)} always;`);
      continue;
    }
    // nginx tests a map's regexes in order: the later (more specific) rule first.
    const [first, ...rest] = values;
    const everywhere = first!.pattern === rules[0]!.pattern;
    const entries = (everywhere ? rest : values).reverse().map((v) => `  ${uriPattern(v.pattern)} ${quote(v.value)};`);
    maps.push([`map $uri ${variableName(name)} {`, `  default ${everywhere ? quote(first!.value) : '""'};`, ...entries, '}'].join('\n'));
    directives.push(`  add_header ${name} ${variableName(name)} always;`);
  }
  return { maps, directives };
}

/**
 * Each file with a type of its own (nginx's mime.types knows `.json` only as `application/json`,
 * which Chrome refuses for speculation rules): an exact location, whose empty `types` leaves
 * `default_type` to name it.
 */
function typedLocations(server: NginxServer, basePath: string): string[] {
  return (server.typedFiles ?? []).map(({ path, type }) => {
    const file = basePath ? `    alias ${server.root}${path.slice(basePath.length)};\n` : '';
    return `  location = ${word(path, 'a speculation rules path')} {\n${file}    types { }\n    default_type ${word(type, 'a content type')};\n  }`;
  });
}

/** `location`s of one host: a 404 page per locale subtree, clean URLs, the pack metadata hidden. */
function locations(server: NginxServer, basePath: string): string[] {
  // Under a base path the URL is /sub/mx/… while the file is <root>/mx/…: `alias` drops the prefix.
  const mount = (prefix: string) => {
    const url = `${basePath}/${prefix ? `${prefix}/` : ''}`;
    const folder = basePath ? `    alias ${server.root}/${prefix ? `${prefix}/` : ''};\n` : '';
    // The pages' Markdown twins: nginx's mime.types has no `.md`, which it would send as a download.
    const markdown = '    location ~ \\.md$ {\n      types { }\n      default_type "text/markdown; charset=utf-8";\n    }\n';
    return `  location ${url} {\n${folder}    error_page 404 ${url}404.html;\n    try_files $uri $uri/index.html =404;\n${markdown}  }`;
  };
  const prefixes = [...new Set(['', ...server.localePrefixes])].sort();
  // Nothing of the site lives outside the base path.
  const outside = basePath ? ['  location / {\n    return 404;\n  }'] : [];
  return [...prefixes.map(mount), ...outside, `  location ^~ ${basePath}/.sitegen-pack/ {\n    return 404;\n  }`];
}

function redirectLocations(redirects: NginxRedirect[], basePath: string): string[] {
  return redirects.map(
    (r) =>
      `  location = ${word(`${basePath}${r.from}`, 'a redirect from')} {\n    return ${r.status} ${quote(r.to.startsWith('/') ? `${basePath}${r.to}` : r.to)};\n  }`,
  );
}

/**
 * A file for nginx's `http` context (`/etc/nginx/conf.d/sitegen.conf`): one `server` per host,
 * headers from the same rules as `_headers`, each locale's own 404 page, the redirects.
 */
export function buildNginxConfig(input: NginxConfigInput): string {
  if (input.basePath) word(input.basePath, 'the base path');
  input.servers.forEach((server) => word(server.root, 'the output folder'));
  const { maps, directives } = headerDirectives(input.headers, input.skippedOnSaveData ?? []);
  const servers = input.servers.map((server) =>
    [
      'server {',
      `  listen ${word(input.listen, 'the listen address')};`,
      `  server_name ${word(server.serverName, 'the server name')};`,
      ...(input.basePath ? [] : [`  root ${server.root};`]),
      '  charset utf-8;',
      // Redirects to a folder (/mx/blog → /mx/blog/) keep the host and port the client used.
      '  absolute_redirect off;',
      ...directives,
      ...redirectLocations(input.redirects, input.basePath),
      ...typedLocations(server, input.basePath),
      ...locations(server, input.basePath),
      '}',
    ].join('\n'),
  );
  return `# Written by \`sitegen nginx\` from locales/locales.json and data/site.json; include it in nginx's http block.\n${[...maps, ...servers].join('\n\n')}\n`;
}
