import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';
import type { Fault } from '../helpers/contract-server.ts';
import { useLiveSite } from '../helpers/live-site.ts';
import { storageKeys } from '../../templates/islands/runtime/storage-keys.ts';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };

/**
 * Issue 40: the contact form of a site configured with `apiBase`, against a server that
 * implements the contract (tests/helpers/contract-server.ts), in Chromium at 375 px: the JSON
 * post with JavaScript, the form post without it, and each fault.
 */
const browser = useBrowser();
const live = useLiveSite({ locales: ['global', 'il'] });

const languages = [
  ['en', '', en],
  ['he', '/il', he],
] as const;
type Strings = typeof en;

async function contactPage(prefix: string, options: { javaScript?: boolean } = {}) {
  if (options.javaScript === false) {
    const context = await browser().newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    page.on('close', () => context.close().catch(() => undefined));
    await page.goto(`${live().url}${prefix}/contact/`);
    return { page, problems: [] as string[] };
  }
  const opened = await openPage(browser(), { width: 375 });
  await opened.page.goto(`${live().url}${prefix}/contact/`);
  await expect.poll(() => opened.page.locator('[data-island="contact-form"][data-hydrated]').count()).toBe(1);
  return opened;
}

/** A required field by its whole accessible name: "Name (required)", "שם (נדרש)". */
const required = (page: Page, t: Strings, label: string) =>
  page.getByRole('textbox', { name: `${label} (${t.common.requiredMark})`, exact: true });

async function fillIn(page: Page, t: Strings, message = 'How do I connect my booking tool?') {
  await required(page, t, t.contactPage.name).fill('Dana Levi');
  await required(page, t, t.contactPage.email).fill('dana@example.com');
  await required(page, t, t.contactPage.message).fill(message);
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const send = (page: Page, t: Strings) => page.getByRole('button', { name: t.contactPage.submit }).click();
const status = (page: Page) => page.getByRole('status').first().textContent();

describe('contact form with JavaScript, against the contract', () => {
  it.each(languages)('%s: posts the lead as the contract says and thanks the visitor only on the 201', async (lang, prefix, t) => {
    const { page, problems } = await contactPage(prefix);
    // Configured: no word about a mail program.
    expect(await page.getByText(t.contactPage.mailNotice.split('{{')[0]!).count()).toBe(0);
    await fillIn(page, t);
    await page.getByRole('checkbox', { name: t.consent.leadWhatsapp.replace('{{brand}}', 'ReviewNudge') }).check();
    await send(page, t);
    await expect.poll(() => status(page)).toBe(t.contactPage.success);
    const [lead] = live().api.calls('createLead');
    expect(lead!.problems).toEqual([]);
    expect(lead!.contentType).toMatch(/^application\/json/);
    expect(lead!.body).toMatchObject({ name: 'Dana Levi', email: 'dana@example.com', topic: 'general', locale: lang, website: '' });
    expect(lead!.body.openedForMs).toBeGreaterThanOrEqual(0);
    const boxes = lead!.body.consent.boxes as { id: string; text: string; textSha256: string; checked: boolean }[];
    expect(boxes.map((box) => [box.id, box.checked])).toEqual([
      ['whatsapp', true],
      ['marketingEmail', false],
    ]);
    for (const box of boxes) expect(box.textSha256).toBe(sha256(box.text));
    expect(boxes[0]!.text).toContain('WhatsApp');
    expect(boxes[0]!.text).toContain('ReviewNudge');
    expect(lead!.body.consent.locale).toBe(lang);
    // Sent: the form is empty again, also after a reload.
    expect(await required(page, t, t.contactPage.message).inputValue()).toBe('');
    await screenshot(page, `contact-api-sent-${lang}-375`);
    expect(problems).toEqual([]);
    expect(live().api.answerProblems).toEqual([]);
    await page.close();
  });

  it("shows the API's message, and each refused field's message next to that field; nothing typed is lost", async () => {
    live().api.fail('createLead', {
      status: 400,
      error: {
        code: 'invalid_request',
        message: 'Please check the highlighted fields.',
        fields: [{ name: 'email', message: 'This address bounces.' }],
      },
    });
    const { page } = await contactPage('');
    await fillIn(page, en);
    await send(page, en);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Please check the highlighted fields.');
    expect(await page.locator('#contact-email-error').textContent()).toBe('This address bounces.');
    expect(await required(page, en, 'Email').getAttribute('aria-invalid')).toBe('true');
    expect(await required(page, en, 'Message').inputValue()).toBe('How do I connect my booking tool?');
    expect(await status(page)).toBe('');
    await page.close();
  });

  const faults: [string, Fault][] = [
    ['a 500', { status: 500 }],
    ['a 503 with no error body', { status: 503, json: {} }],
    ['a 413 that is not JSON', 'text-413'],
    ['a 200 that is not JSON', 'not-json'],
    ['a 200 larger than the contract allows', 'huge'],
    ["a 201 that is not the contract's answer", { status: 201, json: { id: 42 } }],
    ['no answer within the timeout', 'hang'],
  ];
  it.each(faults)('%s: the failure text with a retry, never the success text; the retry sends it', async (_name, fault) => {
    live().api.fail('createLead', fault);
    const { page } = await contactPage('');
    await fillIn(page, en);
    await send(page, en);
    await expect.poll(() => page.getByRole('alert').first().textContent(), { timeout: 10_000 }).toContain(en.contactPage.sendFailed);
    expect(await status(page)).not.toContain(en.contactPage.success);
    expect(await required(page, en, 'Message').inputValue()).toBe('How do I connect my booking tool?');
    await page.getByRole('button', { name: en.common.tryAgain }).click();
    await expect.poll(() => status(page)).toBe(en.contactPage.success);
    expect(live().api.calls('createLead')).toHaveLength(2);
    await page.close();
  });

  it("a 413 with the contract's error body shows its message, never the success text", async () => {
    live().api.fail('createLead', { status: 413, error: { code: 'payload_too_large', message: 'Your message is too long for us.' } });
    const { page } = await contactPage('');
    await fillIn(page, en);
    await send(page, en);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Your message is too long for us.');
    expect(await status(page)).toBe('');
    await page.close();
  });

  it('keeps what was typed and ticked across a reload', async () => {
    const { page } = await contactPage('');
    await fillIn(page, en, 'Half-written question');
    await page.getByRole('checkbox', { name: /by e-mail/ }).check();
    await page.reload();
    await expect.poll(() => page.locator('[data-island="contact-form"][data-hydrated]').count()).toBe(1);
    await expect.poll(() => required(page, en, 'Message').inputValue()).toBe('Half-written question');
    expect(await required(page, en, 'Name').inputValue()).toBe('Dana Levi');
    expect(await page.getByRole('checkbox', { name: /by e-mail/ }).isChecked()).toBe(true);
    expect(live().api.calls('createLead')).toHaveLength(0);
    await page.close();
  });

  it('stores a tick before the next task, so a reload straight after it keeps it', async () => {
    const { page } = await contactPage('');
    const stored = await page.getByRole('checkbox', { name: /by e-mail/ }).evaluate(async (box, key) => {
      (box as HTMLInputElement).click();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return JSON.parse(sessionStorage.getItem(key) ?? 'null')?.consent?.marketingEmail;
    }, storageKeys.contactDraft);
    expect(stored).toBe(true);
    await page.close();
  });
});

describe('contact form without JavaScript, against the contract', () => {
  it.each(languages)('%s: a plain form post to createLead, answered with the localized "message sent" page', async (lang, prefix, t) => {
    const { page } = await contactPage(prefix, { javaScript: false });
    await fillIn(page, t);
    await page.getByRole('checkbox', { name: /WhatsApp/ }).check();
    await Promise.all([page.waitForURL(`**${prefix}/contact/sent/`), send(page, t)]);
    await page.getByRole('heading', { name: t.messageSent.title }).waitFor();
    expect(await page.getByText(t.contactPage.success).count()).toBe(1);
    const [post] = live().api.calls('createLead');
    expect(post!.problems).toEqual([]);
    expect(post!.contentType).toBe('application/x-www-form-urlencoded');
    expect(post!.body).toMatchObject({
      name: 'Dana Levi',
      email: 'dana@example.com',
      locale: lang,
      website: '',
      consentWhatsapp: 'yes',
      sentUrl: `${live().url}${prefix}/contact/sent/`,
      failedUrl: `${live().url}${prefix}/contact/#contact-not-sent`,
    });
    expect(post!.body.consentMarketingEmail).toBeUndefined();
    expect(post!.body.consentWhatsappSha256).toBe(sha256(post!.body.consentWhatsappText));
    await screenshot(page, `contact-api-no-js-sent-${lang}-375`);
    await page.close();
  });

  it('a post the API does not take comes back to the contact page, which says so', async () => {
    live().api.fail('createLead', { status: 500 });
    const { page } = await contactPage('/il', { javaScript: false });
    await fillIn(page, he);
    await Promise.all([page.waitForURL('**/il/contact/#contact-not-sent'), send(page, he)]);
    await page.getByText(he.contactPage.notSentTitle).waitFor({ state: 'visible' });
    await page.close();
  });
});
