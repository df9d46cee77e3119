import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { runCli } from '../helpers/run-cli.ts';

const post = 'content/posts/en/automated-reviews-vs-manual.md';

let site: FixtureSite;
beforeEach(async () => {
  site = await createFixtureSite({ locales: ['global'] });
});
afterEach(() => site.cleanup());

const generate = (env: NodeJS.ProcessEnv = {}) => runCli(['generate', '--root', site.root, '--out', site.out], { env });
const setCover = async (cover: string) => site.write(post, (await site.read(post)).replace(/^image: .*$/m, `image: ${cover}`));

describe('the build reads only regular files inside the project', () => {
  it('refuses a cover that is a symbolic link to a file outside (no secret is published)', async () => {
    await symlink('/etc/passwd', site.path('content/images/blog/env.svg'));
    await setCover('/images/blog/env.svg');
    const result = await generate();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'content/images/blog/env.svg: is a symbolic link (the build reads only regular files inside the project: replace the link with the file)',
    );
    expect(existsSync(site.out)).toBe(false);
  });

  it('says so when a language folder of posts is a symbolic link, instead of skipping its posts without a word', async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'sitegen-elsewhere-'));
    try {
      await symlink(elsewhere, site.path('content/posts/fr'));
      await symlink(elsewhere, site.path('content/posts/en/more'));
      const result = await generate();
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('content/posts/fr: is a symbolic link, which the build does not follow');
      expect(result.stderr).toContain('content/posts/en/more: is a symbolic link, which the build does not follow');
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('says so when a folder of content pages is a symbolic link, as for posts (issue 46, item 10)', async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'sitegen-elsewhere-'));
    try {
      await writeFile(join(elsewhere, 'about.md'), await site.read('content/pages/en/about.md'));
      await symlink(elsewhere, site.path('content/pages/es'));
      await symlink(elsewhere, site.path('content/pages/en/more'));
      const result = await generate();
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('content/pages/es: is a symbolic link, which the build does not follow');
      expect(result.stderr).toContain('content/pages/en/more: is a symbolic link, which the build does not follow');
      expect(result.stderr).toContain('copy the folder or file into content/pages/ instead of linking it');
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('refuses a post file that is a symbolic link, and one in a folder linked to elsewhere', async () => {
    await symlink('/etc/hostname', site.path('content/posts/en/linked.md'));
    const elsewhere = await mkdtemp(join(tmpdir(), 'sitegen-elsewhere-'));
    try {
      await writeFile(join(elsewhere, 'x.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      await symlink(elsewhere, site.path('content/images/ext'));
      await setCover('/images/ext/x.svg');
      const result = await generate();
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('content/posts/en/linked.md: is a symbolic link');
      // The cover's folder is a link out of the project (reported once the posts load).
      await rm(site.path('content/posts/en/linked.md'));
      const second = await generate();
      expect(second.code).toBe(1);
      expect(second.stderr).toContain('content/images/ext/x.svg: is outside the project folder');
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('refuses a FIFO at once instead of waiting on it', async () => {
    execFileSync('mkfifo', [site.path('content/posts/en/pipe.md')]);
    // Waiting on the pipe would hang until the test's timeout: no clock needed.
    const result = await generate();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/posts/en/pipe.md: is not a regular file (a folder, FIFO, device or socket)');
  }, 30_000);

  it('refuses a file over the size limit before reading it', async () => {
    const result = await generate({ SITEGEN_MAX_FILE_BYTES: '2000' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /content\/posts\/en\/[a-z-]+\.md: is [\d.]+ MB, over the limit of 0.002 MB \(make it smaller, or raise SITEGEN_MAX_FILE_BYTES\)/,
    );
  });
});

describe('image paths in a post body stay inside content/images/', () => {
  it('refuses ../ in a body image, plain or percent-encoded, naming the file and line, and writes nothing outside', async () => {
    const outside = join(site.root, 'etc');
    await mkdir(join(outside, 'cron.d'), { recursive: true });
    await writeFile(join(outside, 'cron.d', 'job'), 'not an image');
    const text = await site.read(post);
    await site.write(post, `${text}\n\n![d](/images/../../etc/cron.d/job)\n\n![e](/images/%2e%2e/%2e%2e/etc/cron.d/job)\n`);
    const result = await generate();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /content\/posts\/en\/automated-reviews-vs-manual\.md: body: \/images\/\.\.\/\.\.\/etc\/cron\.d\/job leaves content\/images\/ \(refer to a file under \/images\/ without "\.\." on line \d+\)/,
    );
    expect(existsSync(join(site.root, 'etc', 'cron.d', 'job'))).toBe(true);
    expect(existsSync(site.out)).toBe(false);
    expect(await readFile(join(outside, 'cron.d', 'job'), 'utf8')).toBe('not an image');
  });
});

describe('the output folder never replaces the sources or a stranger folder', () => {
  it('refuses the project folder and a folder inside content/, leaving every source in place', async () => {
    for (const out of [site.root, site.path('content'), site.path('content/posts')]) {
      const result = await runCli(['generate', '--root', site.root, '--out', out]);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/is the project folder or holds it|is inside content\/, which the build reads/);
    }
    expect(existsSync(site.path(post))).toBe(true);
    expect(existsSync(site.path('data/site.json'))).toBe(true);
  });

  it('refuses a repository, .git itself and the cache folder, even with --force (issue 46, item 7)', async () => {
    const repository = join(site.root, 'checkout');
    await mkdir(join(repository, '.git'), { recursive: true });
    await writeFile(join(repository, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    for (const [out, message] of [
      [repository, 'is a repository or inside one'],
      [join(repository, '.git'), 'is a repository or inside one'],
      [site.path('.git'), 'is inside .git/, which the build reads'],
      [site.path('.sitegen-cache'), 'is inside .sitegen-cache/, which the build reads'],
    ] as const) {
      const result = await runCli(['generate', '--root', site.root, '--out', out, '--force', '--quiet']);
      expect(result.code, out).toBe(2);
      expect(result.stderr).toContain(message);
    }
    expect(await readFile(join(repository, '.git', 'HEAD'), 'utf8')).toBe('ref: refs/heads/main\n');
  });

  it('refuses a folder of other files unless --force, and rebuilds over its own earlier output', async () => {
    const stranger = join(site.root, 'documents');
    await mkdir(stranger);
    await writeFile(join(stranger, 'thesis.txt'), 'years of work');
    const refused = await runCli(['generate', '--root', site.root, '--out', stranger]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('holds files this build did not write (thesis.txt)');
    expect(await readFile(join(stranger, 'thesis.txt'), 'utf8')).toBe('years of work');
    expect((await runCli(['generate', '--root', site.root, '--out', stranger, '--force', '--quiet'])).code).toBe(0);
    expect(existsSync(join(stranger, 'index.html'))).toBe(true);
    expect((await runCli(['generate', '--root', site.root, '--out', stranger, '--quiet'])).code).toBe(0);
  });
});

/** A read-only file system to build into, where this machine lets the test mount one (root in a container does). */
function readOnlyFolder(): { path: string; unmount(): void } | undefined {
  const path = join(tmpdir(), `sitegen-read-only-${process.pid}`);
  try {
    execFileSync('mkdir', ['-p', path]);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro', 'tmpfs', path], { stdio: 'ignore' });
    return { path, unmount: () => execFileSync('umount', [path]) };
  } catch {
    return undefined;
  }
}

describe('an output folder the build may not write', () => {
  it('on a read-only file system is said so, with what to do, not reported as a bug in sitegen (issue 46 item 8)', async (context) => {
    const folder = readOnlyFolder();
    if (!folder) return context.skip('this machine does not let the test mount a read-only file system');
    try {
      const result = await runCli(['generate', '--root', site.root, '--out', join(folder.path, 'dist')]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Could not write to ${folder.path}: it is on a read-only file system.`);
      expect(result.stderr).not.toContain('bug in sitegen');
    } finally {
      folder.unmount();
    }
  });
});
