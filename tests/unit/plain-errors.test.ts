import { describe, expect, it } from 'vitest';
import { systemError } from '../../bin/cli.ts';
import { checkNesting } from '../../generator/i18n/i18n.ts';
import { formatProblem } from '../../generator/errors.ts';
import { stringsSchema } from '../../generator/load/schemas/strings.ts';
import { zodProblems } from '../../generator/load/zod-problems.ts';
import { fillIn, greeting } from '../../templates/islands/login-form.tsx';

/** An error as Node's fs functions throw it. */
function systemFailure(code: string, syscall: string, path?: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: failed, ${syscall}${path ? ` '${path}'` : ''}`), { code, syscall, path });
}

describe('system errors the user can fix are plain sentences (bin/cli.ts)', () => {
  it('says the disk is full and names the folder of the file written', () => {
    const error = systemError(systemFailure('ENOSPC', 'open', '/srv/site/.sitegen-tmp-dist-7/pricing/index.html'), 'dist');
    expect(error?.message).toBe('The disk is full: could not write to /srv/site/.sitegen-tmp-dist-7/pricing.');
    expect(error?.hint).toBe('Free some space on that disk, or write to a folder on another disk, and run the command again.');
    expect(error?.exitCode).toBe(1);
  });

  it('names the folder the command writes to when the call names no path (a write to an open file)', () => {
    expect(systemError(systemFailure('ENOSPC', 'write'), 'public')?.message).toBe('The disk is full: could not write to public.');
  });

  it('finds the system error among the causes of a wrapping error', () => {
    const wrapped = new Error('Could not write the output to dist; the previous output is untouched.', {
      cause: systemFailure('ENOSPC', 'open', '/srv/site/dist/x.html'),
    });
    expect(systemError(wrapped, 'dist')?.message).toBe('The disk is full: could not write to /srv/site/dist.');
  });

  it('says which folder may not be written, or read, for EACCES, EPERM and EROFS', () => {
    const denied = systemError(systemFailure('EACCES', 'mkdir', '/srv/site/dist'), 'dist');
    expect(denied?.message).toBe('Permission denied: sitegen may not write to /srv/site.');
    expect(denied?.hint).toBe('Change the permissions of that folder, or choose another folder (--out or --root).');
    expect(systemError(systemFailure('EPERM', 'rename', '/srv/site/.sitegen-tmp-dist-7'), 'dist')?.message).toBe(
      'Permission denied: sitegen may not write to /srv/site.',
    );
    expect(systemError(systemFailure('EACCES', 'scandir', '/srv/site/content/posts'), '.')?.message).toBe(
      'Permission denied: sitegen may not read /srv/site/content/posts.',
    );
    const readOnly = systemError(systemFailure('EROFS', 'open', '/mnt/cd/locales/locales.json'), '/mnt/cd');
    expect(readOnly?.message).toBe('Could not write to /mnt/cd/locales: it is on a read-only file system.');
    expect(readOnly?.hint).toBe('Choose a folder on a writable disk (--out or --root).');
  });

  it('leaves other errors alone: they are bugs, printed with their stack', () => {
    expect(systemError(new TypeError('x is undefined'), 'dist')).toBeUndefined();
    expect(systemError(systemFailure('EBADF', 'close'), 'dist')).toBeUndefined();
  });
});

describe('UI strings nested too deep are refused by the schema, not by a stack overflow', () => {
  it('names the key path where the nesting passes 10 levels, 5,000 levels deep', () => {
    let deep: unknown = 'text';
    for (let level = 0; level < 5000; level += 1) deep = { a: deep };
    const result = stringsSchema.safeParse({ nav: { home: 'Home' }, deep });
    expect(result.success).toBe(false);
    expect(zodProblems('locales/en.json', result.error!).map(formatProblem)).toEqual([
      'locales/en.json: deep.a.a.a.a.a.a.a.a.a: nests objects deeper than 10 levels; keys may have at most 10 parts, like "nav.home"',
    ]);
  });

  it('accepts keys of 10 parts', () => {
    let tenParts: unknown = 'text';
    for (let level = 0; level < 9; level += 1) tenParts = { a: tenParts };
    expect(stringsSchema.safeParse({ deep: tenParts }).success).toBe(true);
  });
});

describe('$t() nesting (checkNesting)', () => {
  it('accepts three levels, refuses four, and names the chain', () => {
    expect(checkNesting('locales/en.json', { a: { b: '$t(c)' }, c: '$t(d)', d: 'end' })).toEqual([]);
    expect(
      checkNesting('locales/en.json', {
        a: { b: 'See $t(c) and $t(x)' },
        c: '$t(d)',
        d: '$t(e, { "count": 2 })',
        e_other: 'end',
        x: 'x',
      }).map(formatProblem),
    ).toEqual(['locales/en.json: a.b: $t() nesting deeper than 3 levels (a.b → c → d → e_other)']);
  });

  it('refuses a cycle, and follows a translation into the English strings it falls back to', () => {
    expect(checkNesting('locales/es.json', { a: '$t(b)' }, { a: 'a', b: '$t(c)', c: '$t(a)' }).map(formatProblem)).toEqual([
      'locales/es.json: a: $t() references form a cycle (a → b → c → a)',
    ]);
    expect(checkNesting('locales/en.json', { self: 'again $t(self)' }).map(formatProblem)).toEqual([
      'locales/en.json: self: $t() references form a cycle (self → self)',
    ]);
  });
});

describe('login greeting (templates/islands/login-form.tsx)', () => {
  it('inserts the name from an email holding $ patterns literally', () => {
    expect(greeting('Welcome back, {{name}}!', "$'$`$&@x.co")).toBe("Welcome back, $'$`$&!");
    expect(fillIn('If an account exists for {{email}}, a reset link is on its way.', 'email', '$&$1@x.co')).toBe(
      'If an account exists for $&$1@x.co, a reset link is on its way.',
    );
  });
});
