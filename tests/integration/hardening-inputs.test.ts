import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../generator/content/markdown.ts';
import { recoverInterrupted } from '../../generator/output/write-output.ts';
import { createFixtureSite, repoRoot, type FixtureSite } from '../helpers/fixture-site.ts';
import { fingerprint } from '../helpers/output-files.ts';
import { runCli, runCliInProcess } from '../helpers/run-cli.ts';

const post = 'content/posts/en/automated-reviews-vs-manual.md';

let site: FixtureSite;
beforeEach(async () => {
  site = await createFixtureSite({ locales: ['global'] });
});
afterEach(() => site.cleanup());

const generateArgs = () => ['generate', '--root', site.root, '--out', site.out, '--quiet'];
/** The real binary: for the inputs that once hung, so that a run the test's timeout ends is a process that ends too. */
const generate = () => runCli(generateArgs());
/** The CLI's main in this process: the cases about what a build accepts, refuses and leaves. */
const generateInProcess = () => runCliInProcess(generateArgs());
/** The id of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;

describe('interrupted builds', () => {
  it('leave no staging folders behind: the next build deletes those of dead processes', async () => {
    const left = join(site.root, `.sitegen-tmp-dist-${deadPid()}`);
    await mkdir(join(left, 'blog'), { recursive: true });
    await writeFile(join(left, 'blog', 'index.html'), 'half a page');
    expect((await generateInProcess()).code).toBe(0);
    expect(existsSync(left)).toBe(false);
  });

  it('killed between the two renames of the swap: the next start puts the previous output back, even if that build fails', async () => {
    expect((await generateInProcess()).code).toBe(0);
    // What a kill after the first rename leaves: the output set aside, no output in place.
    await rename(site.out, join(site.root, `.sitegen-old-dist-${deadPid()}`));
    await site.write('data/site.json', '{ not json');
    expect((await generateInProcess()).code).toBe(1);
    expect(existsSync(join(site.out, 'index.html'))).toBe(true);
    expect((await readdir(site.root)).filter((name) => name.startsWith('.sitegen-') && name !== '.sitegen-cache')).toEqual([]);
  });

  it('killed while a build from the cache moves its files in: the output is the previous build or the new one, never a mix (issue 46 item 8)', async () => {
    const text = await site.read(post);
    const edited = text.replace(/^title: "?/m, (start) => `${start}Edited: `);
    const coldOf = async (contents: string, folder: string) => {
      await site.write(post, contents);
      expect((await runCliInProcess(['generate', '--root', site.root, '--out', site.path(folder), '--force', '--quiet'])).code).toBe(0);
      return fingerprint(site.path(folder));
    };
    const before = await coldOf(text, 'cold-before');
    const after = await coldOf(edited, 'cold-after');
    const hook = join(repoRoot, 'tests/helpers/kill-after-renames.mjs');
    // Killed at the first rename that touches the output, then at the second.
    for (const renames of [1, 2]) {
      await site.write(post, text);
      expect((await generateInProcess()).code).toBe(0);
      expect(await fingerprint(site.out)).toEqual(before);
      await site.write(post, edited);
      const env = { NODE_OPTIONS: `--import ${hook}`, SITEGEN_TEST_KILL_IN: site.out, SITEGEN_TEST_KILL_AFTER_RENAMES: String(renames) };
      const killed = await runCli(['generate', '--root', site.root, '--out', site.out, '--quiet'], { env });
      expect(killed.code, 'killed by SIGKILL').toBe(-1);
      // What the next start does first (a kill between the two renames of the swap leaves no output in place).
      await recoverInterrupted(site.out);
      const left = JSON.stringify(await fingerprint(site.out));
      const which = left === JSON.stringify(before) ? 'previous' : left === JSON.stringify(after) ? 'new' : 'a mix';
      expect(which, `killed after rename ${renames}`).not.toBe('a mix');
    }
  });
});

describe('text that would break feeds and URLs', () => {
  it('refuses control characters in a title, naming the file, field and character', async () => {
    await site.write(post, (await site.read(post)).replace('title: "Automated vs Manual', 'title: "Automated\\u0001 vs Manual'));
    const result = await generateInProcess();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${post}: title: has a control character (U+0001); remove it`);
  });

  it('refuses a siteUrl or --base-url with a query or fragment', async () => {
    await site.editJson('data/site.json', (json) => (json.siteUrl = 'https://www.example.com/?x=1#frag'));
    const result = await generateInProcess();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('data/site.json: siteUrl: must not have a query (?…) or fragment (#…)');
    const flag = await runCli(['generate', '--root', site.root, '--out', site.out, '--base-url', 'https://x.example/?a=1']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain('--base-url must not have a query (?…) or fragment (#…)');
  });
});

describe('Markdown images', () => {
  it('keep quotes and markup in alt and title text as text', () => {
    const { html } = renderMarkdown('![Say "hi" & <b>](/images/a.svg "T \\"x\\"")');
    expect(html).toBe('<p><img src="/images/a.svg" alt="Say &quot;hi&quot; &amp; &lt;b&gt;" title="T &quot;x&quot;" /></p>\n');
  });
});

describe('small inputs that used to hang or exhaust the build', () => {
  /** Appends `body` to a shipped post and builds. */
  /**
   * No clock in these tests: each build takes a few seconds, and the inputs they guard against
   * took 76-141 s; a test timeout between the two fails the old behaviour, not a busy machine.
   */
  const hangGuardMs = 45_000;
  const buildWithBody = async (body: string) => {
    await site.write(post, `${await site.read(post)}\n\n${body}\n`);
    return generate();
  };

  it(
    '120 KB of "![" in a post builds in seconds (word counting is linear)',
    async () => {
      const result = await buildWithBody('!['.repeat(60_000));
      expect(result.code, result.stderr).toBe(0);
    },
    hangGuardMs,
  );

  it(
    'a paragraph of 180 KB of emphasis marks is refused at once, with the line',
    async () => {
      const result = await buildWithBody(`*a ${'a '.repeat(45_000)}*a`.replace(/a /g, '*a '));
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /automated-reviews-vs-manual\.md: body: has a paragraph with more than 300 runs of \* or _, over the limit \(split the paragraph, or write a literal \* as \\\*; line \d+\)/,
      );
    },
    hangGuardMs,
  );

  it(
    'one run of 64 KB of * in a paragraph is refused at once, with the line (issue 46, item 10: 141 s of CPU)',
    async () => {
      const result = await buildWithBody(`Stars: ${'*'.repeat(64_000)} end.`);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /automated-reviews-vs-manual\.md: body: has a paragraph with more than 1000 characters of \*, _ or `, over the limit \(shorten the runs of marks, or write a literal \* as \\\*; line \d+\)/,
      );
    },
    hangGuardMs,
  );

  it(
    '180 KB of "`a" (unclosed code marks) is refused at once, with the line (issue 46, item 10: 76 s of CPU)',
    async () => {
      const result = await buildWithBody('`a '.repeat(60_000));
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /automated-reviews-vs-manual\.md: body: has a paragraph with more than 300 runs of `, over the limit \(split the paragraph, close each code span, or write a literal ` as \\`; line \d+\)/,
      );
    },
    hangGuardMs,
  );

  it('a site with more distinct tags and categories than the cap is refused, naming the post, field and fix (issue 46, item 6)', async () => {
    // The shipped English posts have 5 categories and 8 tags: a cap of 5 is passed by a post's tags.
    const result = await runCli(['generate', '--root', site.root, '--out', site.out, '--quiet'], { env: { SITEGEN_MAX_SITE_TERMS: '5' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /content\/posts\/en\/[a-z-]+\.md: (tags|categories): brings the "en" posts to more than 5 distinct tags and categories, over the limit \(each is an archive page in every locale of the language\)/,
    );
    expect(result.stderr).toContain('reuse the tags and categories other posts have, or raise SITEGEN_MAX_SITE_TERMS');
    expect(existsSync(join(site.out, 'index.html'))).toBe(false);
  });

  it(
    'an SVG cover of 4 KB whose masks copy masks (8^6 layers) is refused before anything draws it (issue 46, item 8)',
    async () => {
      // Each mask draws eight rectangles masked by the one before: sharp took over 120 s to draw it for the social card.
      const rects = (mask: string) =>
        Array.from({ length: 8 }, (_, i) => `<rect x="${i * 10}" width="10" height="10" fill="#fff"${mask}/>`);
      const masks = Array.from(
        { length: 7 },
        (_, level) => `<mask id="m${level}">${rects(level ? ` mask="url(#m${level - 1})"` : '').join('')}</mask>`,
      );
      const fanOut = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs>${masks.join('')}</defs><rect width="1600" height="900" mask="url(#m6)"/></svg>`;
      await site.write('content/images/blog/fan-out.svg', fanOut);
      const text = await site.read(post);
      await site.write(post, text.replace(/^image: .*$/m, 'image: /images/blog/fan-out.svg'));
      const result = await generate();
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('content/images/blog/fan-out.svg: has a reference on <rect> that copies #m1, which copies #m0');
      // sharp reads an SVG by its bytes, whatever the name: the same file as a PNG cover is not drawn either.
      await site.write('content/images/blog/fan-out.png', fanOut);
      await site.write(post, text.replace(/^image: .*$/m, 'image: /images/blog/fan-out.png'));
      const renamed = await generate();
      expect(renamed.code).toBe(1);
      expect(renamed.stderr).toContain(`${post}: image: content/images/blog/fan-out.png is an SVG file under another name`);
    },
    hangGuardMs,
  );

  it(
    'a list nested 3,000 levels deep (and quotes as deep) is refused at once, with the line',
    async () => {
      const result = await buildWithBody(`${'- '.repeat(3000)}item`);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /body: nests 3000 levels deep \(lists, quotes, indentation\), over the limit of 32 \(flatten the list or quote; line \d+\)/,
      );
      await site.write(post, (await site.read(post)).replace(`${'- '.repeat(3000)}item`, `${'> '.repeat(3000)}quote`));
      expect((await generate()).stderr).toContain('body: nests 3000 levels deep');
    },
    hangGuardMs,
  );

  it(
    'a post that is a link to /dev/zero is refused without reading it',
    async () => {
      const { symlink } = await import('node:fs/promises');
      await symlink('/dev/zero', site.path('content/posts/en/zero.md'));
      const result = await generate();
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('content/posts/en/zero.md: is a symbolic link');
    },
    hangGuardMs,
  );

  it("an editor's hidden file beside a post or page (Emacs' lock `.#post.md`, a link to nowhere) is not content", async () => {
    const { rm, symlink } = await import('node:fs/promises');
    const locks = ['content/posts/en/.#automated-reviews-vs-manual.md', 'content/pages/en/.#about.md'];
    for (const lock of locks) await symlink('someone@host.4242:1764000000', site.path(lock));
    const result = await generateInProcess();
    for (const lock of locks) await rm(site.path(lock));
    expect(result.stderr).not.toContain('.#');
    expect(result.code).toBe(0);
  });
});

describe('content that would act on the page', () => {
  it('refuses an SVG with a script or an event attribute', async () => {
    await site.write(
      'content/images/blog/why-whatsapp-for-reviews.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>',
    );
    const result = await generateInProcess();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'content/images/blog/why-whatsapp-for-reviews.svg: has the attribute onload on <svg>, which is not drawing (an SVG is published as it is',
    );
  });

  it("keeps ids from content off the page's own (main) and off globals (dataLayer)", async () => {
    await site.write(
      post,
      `${await site.read(post)}\n\n<div id="main">m</div> <span id="dataLayer">d</span> <span id="fine-id">f</span>\n\n## Main\n`,
    );
    expect((await generateInProcess()).code).toBe(0);
    const { readFile } = await import('node:fs/promises');
    const html = await readFile(join(site.out, 'blog', 'automated-reviews-vs-manual', 'index.html'), 'utf8');
    expect(html.match(/id="main"/g)).toHaveLength(1);
    expect(html).not.toContain('id="dataLayer"');
    expect(html).toContain('<span id="fine-id">f</span>');
    expect(html).toContain('<h2 id="section-main">Main</h2>');
  });

  it('refuses a remote image, which the Content-Security-Policy would block', async () => {
    await site.write(post, `${await site.read(post)}\n\n![tracker](https://evil.example/pixel.png)\n`);
    const result = await generateInProcess();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "body: has a remote image (https://evil.example/pixel.png), which the site's Content-Security-Policy blocks (copy it under content/images/ and refer to it as /images/…)",
    );
  });
});
