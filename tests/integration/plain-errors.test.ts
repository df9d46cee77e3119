import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { runCli } from '../helpers/run-cli.ts';

/**
 * Failures that used to print "this is a bug in sitegen" and a stack: each is now a plain
 * message with exit 1 (content, build) or 2 (usage).
 */

let site: FixtureSite | undefined;
afterEach(async () => {
  await site?.cleanup();
  site = undefined;
});

const contentError = (...problems: string[]) =>
  `error Invalid site content (${problems.length === 1 ? '1 problem' : `${problems.length} problems`}, found while loading):\n` +
  problems.map((problem) => `  ${problem}\n`).join('') +
  'Fix the files named above and run the command again; the previous output was left untouched.\n';

describe('sitegen new: flags are checked before any file is touched', () => {
  it('refuses a slug over 100 characters (it was ENAMETOOLONG)', async () => {
    site = await createFixtureSite({ locales: ['global'] });
    const result = await runCli(['new', 'post', '--root', site.root, '--lang', 'en', '--slug', 'a'.repeat(300), '--title', 'X']);
    expect(result.stderr).toBe(
      'error The slug is 300 characters long; the limit is 100.\nUse a few words that say what the post is about, like "reply-to-bad-reviews".\n',
    );
    expect(result.code).toBe(2);
  });

  it('refuses a language code that is a path (it crashed in Intl, and named a file)', async () => {
    site = await createFixtureSite({ locales: ['global'] });
    const before = await site.read('locales/locales.json');
    const lang = await runCli(['new', 'locale', 'fr', '--lang', '../../x', '--currency', 'EUR', '--root', site.root]);
    expect(lang.stderr).toBe('error --lang "../../x" is not valid: use a language code of two or three lowercase letters, like "fr".\n');
    expect(lang.code).toBe(2);
    const prefix = await runCli(['new', 'locale', '../fr', '--lang', 'fr', '--currency', 'EUR', '--root', site.root]);
    expect(prefix.stderr).toBe('error The prefix "../fr" is not valid: use two or three lowercase letters, like "fr".\n');
    expect(prefix.code).toBe(2);
    const currency = await runCli(['new', 'locale', 'fr', '--lang', 'fr', '--currency', '../EUR', '--root', site.root]);
    expect(currency.stderr).toBe('error --currency "../EUR" is not valid: use an ISO 4217 code of three letters, like "EUR".\n');
    expect(currency.code).toBe(2);
    const country = await runCli(['new', 'locale', 'fr', '--lang', 'fr', '--currency', 'EUR', '--country', 'F/R', '--root', site.root]);
    expect(country.stderr).toBe('error --country "F/R" is not valid: use an ISO country code of two letters, like "FR".\n');
    expect(country.code).toBe(2);
    expect(await site.read('locales/locales.json')).toBe(before);
  });
});

describe('an output folder that cannot be written', () => {
  it('names the folder and what to do (ENOTDIR: a file is where a folder should be)', async () => {
    site = await createFixtureSite({ locales: ['global'] });
    const result = await runCli(['generate', '--root', site.root, '--out', '/dev/null/x', '--quiet']);
    // The build may warn first (number purchase is off without an endpoint); the error ends it.
    expect(result.stderr).toMatch(
      /(^|\n)error Could not write to \/dev\/null: part of that path is a file, not a folder\.\nChoose another folder \(--out or --root\), or move the file that is in the way\.\n$/,
    );
    expect(result.code).toBe(1);
  });
});

describe('locale strings', () => {
  it('refuses strings nested 5,000 levels deep, naming the file and the key path (it overflowed the stack)', async () => {
    site = await createFixtureSite({ locales: ['global'] });
    const english = await site.read('locales/en.json');
    await site.write('locales/en.json', `${english.trimEnd().slice(0, -1)}, "deep": ${'{"a":'.repeat(5000)}"x"${'}'.repeat(5000)}}\n`);
    const result = await runCli(['generate', '--root', site.root, '--out', site.out]);
    expect(result.stderr).toBe(
      contentError(
        'locales/en.json: deep.a.a.a.a.a.a.a.a.a: nests objects deeper than 10 levels; keys may have at most 10 parts, like "nav.home"',
      ),
    );
    expect(result.code).toBe(1);
  });

  describe('$t() nesting', () => {
    // The timing below is the load stage's, not esbuild bundling the CLI after a source change.
    beforeAll(async () => {
      await runCli(['--help']);
    });

    // No clock in the test: the 30 s timeout catches the old expansion (over a minute), a busy machine's 3 s does not fail it.
    it('refuses nesting deeper than 3 levels, at load (10 per level, 12 levels took over a minute)', async () => {
      site = await createFixtureSite({ locales: ['global'] });
      await site.editJson('locales/en.json', (strings) => {
        strings.nest = {};
        for (let level = 1; level <= 12; level += 1) strings.nest[`l${level}`] = `$t(nest.l${level + 1}) `.repeat(10);
        strings.nest.l13 = 'end';
        // On every page: i18next would expand 10^12 strings there.
        strings.nav.home = '$t(nest.l1)';
      });
      const result = await runCli(['generate', '--root', site.root, '--out', site.out]);
      const chain = (first: number) => [0, 1, 2, 3].map((step) => `nest.l${first + step}`).join(' → ');
      expect(result.stderr).toBe(
        contentError(
          'locales/en.json: nav.home: $t() nesting deeper than 3 levels (nav.home → nest.l1 → nest.l2 → nest.l3)',
          ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(
            (level) => `locales/en.json: nest.l${level}: $t() nesting deeper than 3 levels (${chain(level)})`,
          ),
        ),
      );
      expect(result.code).toBe(1);
    }, 30_000);

    it('refuses a cycle', async () => {
      site = await createFixtureSite({ locales: ['global'] });
      await site.editJson('locales/en.json', (strings) => {
        strings.a = { b: 'See $t(c)' };
        strings.c = '$t(a.b)';
      });
      const result = await runCli(['generate', '--root', site.root, '--out', site.out]);
      expect(result.stderr).toBe(
        contentError(
          'locales/en.json: a.b: $t() references form a cycle (a.b → c → a.b)',
          'locales/en.json: c: $t() references form a cycle (c → a.b → c)',
        ),
      );
      expect(result.code).toBe(1);
    });
  });
});

describe('a site value holding {{braces}}', () => {
  it('is inserted into the legal texts literally, not reported against them', async () => {
    site = await createFixtureSite({ locales: ['global'] });
    await site.editJson('data/site.json', (file) => {
      file.legalName = 'Evil {{brand}} Ltd';
    });
    const result = await runCli(['generate', '--root', site.root, '--out', site.out, '--quiet']);
    expect(result.stderr).not.toMatch(/error|legal/); // only the number-purchase warning
    expect(result.code).toBe(0);
    expect(await readFile(join(site.out, 'privacy', 'index.html'), 'utf8')).toContain(
      '<p>This Privacy Policy explains how Evil {{brand}} Ltd collects',
    );
  });
});

describe('a port in use', () => {
  let busy: Server;
  let port: number;
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((listening) => busy.listen(0, '127.0.0.1', listening));
    port = (busy.address() as { port: number }).port;
    return () => new Promise<void>((closed) => busy.close(() => closed()));
  });
  const inUse = () => `error Port ${port} is in use; pass --port with a free one.\n--port 0 picks a free port.\n`;

  it('is a usage error for serve', async () => {
    site = await createFixtureSite({ locales: ['global'] });
    const result = await runCli(['serve', '--port', String(port), '--dir', site.root]);
    expect(result.stderr).toBe(inUse());
    expect(result.code).toBe(2);
  });

  it('is a usage error for dev, before its first build', async () => {
    site = await createFixtureSite({ locales: ['global'] });
    const result = await runCli(['dev', '--port', String(port), '--root', site.root, '--out', join(site.root, 'dev-out')]);
    expect(result.stderr).toBe(inUse());
    expect(result.code).toBe(2);
    expect(existsSync(join(site.root, 'dev-out'))).toBe(false);
  });
});

describe('outside a project', () => {
  let empty: string;
  beforeAll(async () => {
    empty = await mkdtemp(join(tmpdir(), 'sitegen-not-a-project-'));
    return () => rm(empty, { recursive: true, force: true });
  });

  it('every command but serve says so, from the current folder or with --root', async () => {
    const here = await runCli(['generate'], { cwd: empty });
    expect(here.stderr).toBe(
      'error This folder is not a sitegen project: data/site.json not found.\nRun from the project folder or pass --root.\n',
    );
    expect(here.code).toBe(2);
    for (const args of [
      ['check'],
      ['pack'],
      ['dev'],
      ['new', 'post', '--lang', 'en', '--slug', 'x', '--title', 'X'],
      ['new', 'locale', 'fr', '--lang', 'fr', '--currency', 'EUR'],
    ]) {
      const result = await runCli([...args, '--root', empty]);
      expect(result.stderr, args.join(' ')).toBe(
        `error ${empty} is not a sitegen project: data/site.json not found.\nRun from the project folder or pass --root.\n`,
      );
      expect(result.code, args.join(' ')).toBe(2);
    }
  });
});
