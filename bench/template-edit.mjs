// How long `sitegen dev` takes to rebuild every page after a template edit, in process: the
// incremental builder of a copy of this checkout (its footer edited each time), on the shipped
// site, timed from the call to the result. Prints `{"first": ms, "edits": [ms, ...]}`. Run it in
// two checkouts alternately to compare them: these machines drift from minute to minute.
//
//   node bench/template-edit.mjs [edits=5] [pauseMs=1500]
//
// Plain JavaScript, the builder bundled by esbuild as bin/cli-bundle.js does: loaded through
// tsx's loader hooks instead, on Node 20 the render threads' first import never finished.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const edits = Number(process.argv[2] ?? 5);
// As a person looks at the result before the next save: what the builder does after a rebuild is done by then.
const pauseMs = Number(process.argv[3] ?? 1500);
const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const footer = 'templates/layout/site-footer.tsx';
const tagline = '<p className="site-footer__muted">{ctx.t(\'footer.tagline\')}</p>';

// A copy of the project, its packages linked and its caches copied (as a checkout that has built before).
const root = await mkdtemp(join(tmpdir(), 'sitegen-template-edit-'));
for (const entry of ['bin', 'generator', 'templates', 'data', 'locales', 'content', 'package.json', 'tsconfig.json'])
  await cp(join(repoRoot, entry), join(root, entry), { recursive: true });
await mkdir(join(root, 'node_modules'));
for (const name of await readdir(join(repoRoot, 'node_modules')))
  if (name !== '.cache') await symlink(join(repoRoot, 'node_modules', name), join(root, 'node_modules', name), 'dir');
await cp(join(repoRoot, 'node_modules', '.cache'), join(root, 'node_modules', '.cache'), { recursive: true });
const edit = async (find, replace) => {
  const file = join(root, footer);
  await writeFile(file, (await readFile(file, 'utf8')).replace(find, replace));
};

/** Each module keeps its own `import.meta.url`, as in bin/cli-bundle.js. */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|js|mjs)$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const own = JSON.stringify(pathToFileURL(args.path).href);
      const contents = source.replace(
        /(\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|\bimport\.meta\.url\b/g,
        (match, kept) => kept ?? own,
      );
      const extension = extname(args.path).slice(1);
      return { contents, loader: extension === 'mjs' ? 'js' : extension };
    });
  },
};
const bundle = join(root, 'node_modules', '.cache', 'template-edit-builder.mjs');
await esbuild.build({
  entryPoints: [join(root, 'generator/dev/incremental-build.ts')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  logLevel: 'silent',
  plugins: [ownImportMetaUrl],
});

try {
  const { createIncrementalBuilder } = await import(pathToFileURL(bundle).href);
  const rebuild = createIncrementalBuilder({ root, outDir: join(root, 'out'), publish: { drafts: true, future: true } });
  let started = performance.now();
  await rebuild([]);
  const first = Math.round(performance.now() - started);
  const times = [];
  let probe = 'probe-0';
  await edit(tagline, `${tagline}<p data-probe="${probe}" />`);
  for (let i = 1; i <= edits; i++) {
    await new Promise((wake) => setTimeout(wake, pauseMs));
    await edit(probe, `probe-${i}`);
    probe = `probe-${i}`;
    started = performance.now();
    const result = await rebuild([join(root, footer)], { freshTemplates: true });
    times.push(Math.round(performance.now() - started));
    if (result.rendered.length < 20) throw new Error(`A template edit rendered only ${result.rendered.length} pages.`);
  }
  await rebuild.close();
  console.log(JSON.stringify({ first, edits: times }));
} finally {
  await rm(root, { recursive: true, force: true });
}
// Social cards of the last rebuild may still be drawn in the background: not waited for.
process.exit();
