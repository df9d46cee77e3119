import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../helpers/browser.ts';
import { account, outwaitHang, type Fault } from '../helpers/contract-server.ts';
import { useLiveSite } from '../helpers/live-site.ts';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };

/**
 * Issue 40: sign-in and password reset of a site configured with `apiBase`, against a server that
 * implements the contract, in Chromium at 375 px.
 */
const browser = useBrowser();
const live = useLiveSite({ locales: ['global', 'il'] });

type Strings = typeof en;
const languages = [
  ['en', '', en],
  ['he', '/il', he],
] as const;

async function loginPage(prefix: string) {
  const opened = await openPage(browser(), { width: 375 });
  await opened.page.clock.install();
  await opened.page.goto(`${live().url}${prefix}/login/?returning=1`);
  await expect.poll(() => opened.page.locator('[data-island="login-form"][data-hydrated]').count()).toBe(1);
  return opened;
}

async function signIn(page: Page, t: Strings, email: string, password: string) {
  await page.getByRole('textbox', { name: `${t.login.email} (${t.common.requiredMark})`, exact: true }).fill(email);
  await page.getByLabel(new RegExp(`^${t.login.password}`)).fill(password);
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
}

const alert = (page: Page) => page.getByRole('alert').first().textContent();
const stored = (page: Page) =>
  page.evaluate(() => ({
    loggedIn: localStorage.getItem('app:v1:loggedIn'),
    user: JSON.parse(localStorage.getItem('app:v1:user') ?? 'null'),
  }));

describe('sign-in against the contract', () => {
  it.each(languages)(
    '%s: the API\'s 200 signs the visitor in with the name it gives, then "Dashboard Coming Soon"',
    async (lang, prefix, t) => {
      const { page, problems } = await loginPage(prefix);
      await signIn(page, t, account.email, account.password);
      await expect.poll(() => page.getByRole('status').first().textContent()).toBe(t.login.welcome.replace('{{name}}', account.name));
      const [call] = live().api.calls('signIn');
      expect(call!.problems).toEqual([]);
      expect(call!.body).toEqual({ email: account.email, password: account.password, remember: false, locale: lang });
      expect(await stored(page)).toMatchObject({ loggedIn: 'true', user: { email: account.email, name: account.name } });
      await page.clock.runFor(2000);
      await page.getByRole('heading', { name: t.login.dashboardTitle }).waitFor();
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('goes to the address the API returns', async () => {
    live().api.redirectUrl = `${live().url}/help/`;
    const { page } = await loginPage('');
    await signIn(page, en, account.email, account.password);
    await page.getByRole('status').first().waitFor();
    await page.clock.runFor(2000);
    await page.waitForURL(`${live().url}/help/`);
    await page.close();
  });

  it.each(languages)('%s: wrong credentials are "Login Failed", nothing stored, what was typed kept', async (_lang, prefix, t) => {
    const { page } = await loginPage(prefix);
    await signIn(page, t, account.email, 'wrong password');
    await expect.poll(() => alert(page)).toBe(`${t.login.failedTitle}${t.login.failedText}`);
    expect(await stored(page)).toEqual({ loggedIn: null, user: null });
    expect(await page.getByLabel(new RegExp(`^${t.login.password}`)).inputValue()).toBe('wrong password');
    await page.close();
  });

  const faults: [string, Fault][] = [
    ['a 500', { status: 500 }],
    ['a 200 that is not JSON', 'not-json'],
    ['a 200 larger than the contract allows', 'huge'],
    ['a 200 whose redirect is not a web address', { status: 200, json: { name: 'x', redirectUrl: 'javascript:alert(1)' } }],
    ['no answer within the timeout', 'hang'],
  ];
  it.each(faults)('%s: "Login Failed" with the spec\'s text, never signed in; signing in again works', async (_name, fault) => {
    live().api.fail('signIn', fault);
    const { page } = await loginPage('');
    await signIn(page, en, account.email, account.password);
    if (fault === 'hang') await outwaitHang(page, live().api, 'signIn');
    await expect.poll(() => alert(page), { timeout: 10_000 }).toBe(`${en.login.failedTitle}${en.login.failedText}`);
    expect((await stored(page)).loggedIn).toBeNull();
    await page.getByRole('button', { name: en.login.submit, exact: true }).click();
    await expect.poll(() => stored(page)).toMatchObject({ loggedIn: 'true' });
    await page.close();
  });

  it('another refusal shows the API\'s message under "Login Failed"', async () => {
    live().api.fail('signIn', { status: 429, error: { code: 'rate_limited', message: 'Too many attempts. Wait a minute.' } });
    const { page } = await loginPage('');
    await signIn(page, en, account.email, account.password);
    await expect.poll(() => alert(page)).toBe(`${en.login.failedTitle}Too many attempts. Wait a minute.`);
    await page.close();
  });
});

describe('password reset against the contract', () => {
  async function requestReset(page: Page, t: Strings, email: string) {
    await page.getByRole('button', { name: t.login.forgot }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill(email);
    await dialog.getByRole('button', { name: t.login.forgotSubmit }).click();
    return dialog;
  }

  it.each(languages)('%s: "Reset Link Sent" once the API took the request', async (lang, prefix, t) => {
    const { page } = await loginPage(prefix);
    const dialog = await requestReset(page, t, 'dana@example.com');
    await dialog.getByRole('heading', { name: t.login.resetSentTitle }).waitFor();
    const [call] = live().api.calls('requestPasswordReset');
    expect(call!.problems).toEqual([]);
    expect(call!.body).toEqual({ email: 'dana@example.com', locale: lang });
    await page.close();
  });

  const faults: [string, Fault][] = [
    ['a 503', { status: 503 }],
    ['a 202 that is not JSON', 'not-json'],
    ['a 202 larger than the contract allows', 'huge'],
    ['no answer within the timeout', 'hang'],
  ];
  it.each(faults)('%s: says the link was not sent, keeps the e-mail; sending again works', async (_name, fault) => {
    live().api.fail('requestPasswordReset', fault);
    const { page } = await loginPage('');
    const dialog = await requestReset(page, en, 'dana@example.com');
    if (fault === 'hang') await outwaitHang(page, live().api, 'requestPasswordReset');
    await expect.poll(() => dialog.getByRole('alert').textContent(), { timeout: 10_000 }).toBe(en.login.forgotFailed);
    expect(await dialog.getByRole('textbox').inputValue()).toBe('dana@example.com');
    await dialog.getByRole('button', { name: en.login.forgotSubmit }).click();
    await dialog.getByRole('heading', { name: en.login.resetSentTitle }).waitFor();
    await page.close();
  });

  it("a refused e-mail shows the API's message for it", async () => {
    live().api.fail('requestPasswordReset', {
      status: 400,
      error: {
        code: 'invalid_request',
        message: 'Check the e-mail.',
        fields: [{ name: 'email', message: 'This domain does not receive mail.' }],
      },
    });
    const { page } = await loginPage('');
    const dialog = await requestReset(page, en, 'dana@example.com');
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('This domain does not receive mail.');
    await page.close();
  });
});
