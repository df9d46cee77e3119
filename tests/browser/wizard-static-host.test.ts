import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { build } from '../../generator/build.ts';
import type { Reporter } from '../../generator/log.ts';
import { openPage, screenshot, useBrowser } from '../helpers/browser.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';
import { serveSite } from '../../generator/dev/serve.ts';

/**
 * Issue 21, item 1: a built site whose data/site.json has no numberListEndpoint nor apiBase, served
 * the way a host serves it (the `http-server` package: files only, no stand-in, no _headers), must
 * not offer number purchase nor call the API's path that only `sitegen serve` answers. The build
 * says so; `serve` and `dev` announce their stand-in of the API so purchase still works there; a
 * configured endpoint (another origin) is what the wizard calls.
 */
const browser = useBrowser();

interface PlainServer {
  url: string;
  close(): Promise<void>;
}

/** `npx http-server dist -a 127.0.0.1 -s`, through its API: what a static host does. */
async function plainStaticServer(root: string): Promise<PlainServer> {
  const { createServer } = createRequire(import.meta.url)('http-server') as {
    createServer(options: { root: string; cache: number; showDir: string; autoIndex: string }): {
      server: Server;
      listen(port: number, host: string, done: () => void): void;
    };
  };
  const httpServer = createServer({ root, cache: -1, showDir: 'false', autoIndex: 'true' });
  await new Promise<void>((done) => httpServer.listen(0, '127.0.0.1', done));
  const { port } = httpServer.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        httpServer.server.close(() => done());
        httpServer.server.closeAllConnections();
      }),
  };
}

const warnings: string[] = [];
const collecting: Reporter = { stage() {}, info() {}, detail() {}, warn: (message) => void warnings.push(message) };
let site: FixtureSite;
let host: PlainServer;

beforeAll(async () => {
  site = await createFixtureSite({ locales: ['global', 'il'] });
  await site.editJson('data/site.json', (file) => {
    file.numberListEndpoint = '';
  });
  await build({ root: site.root, outDir: site.out, reporter: collecting });
  host = await plainStaticServer(site.out);
});
afterAll(async () => {
  await host?.close();
  await site?.cleanup();
});

/** The wizard at the number step, every request it makes recorded. */
async function numberStep(base: string, prefix: string, width = 375): Promise<{ page: Page; requests: string[]; problems: string[] }> {
  const { page, problems } = await openPage(browser(), { width });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${base}${prefix}/onboarding/?plan=growth`);
  await expect.poll(() => page.locator('[data-island="onboarding-wizard"][data-hydrated]').count(), { timeout: 10_000 }).toBe(1);
  await page.locator('#own-country').waitFor();
  return { page, requests, problems };
}

describe('number purchase on a static host without an endpoint (issue 21, item 1)', () => {
  it.each([
    ['English', '', "Business numbers can't be bought on this site yet", 'Phone number'],
    ['Hebrew', '/il', 'עדיין אי אפשר לקנות מספר עסקי באתר הזה', 'מספר טלפון'],
  ])('%s: own number is preselected with a note, and no API is ever called', async (language, prefix, note, phoneLabel) => {
    const { page, requests, problems } = await numberStep(host.url, prefix);
    expect(await page.locator('.number-own-only').textContent()).toContain(note);
    // No mode switch, no purchase tabs: the own-number form is the step.
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByLabel(new RegExp(`^${phoneLabel}`)).count()).toBe(1);
    await page.locator('#own-country').selectOption('IL');
    await page.locator('#own-phone').fill('052-123-4567');
    await expect.poll(() => page.locator('.wizard__actions .button--primary').isEnabled()).toBe(true);
    await screenshot(page, `wizard-static-host-${language === 'English' ? 'en' : 'he'}-375`, 'viewport');
    await page.locator('.wizard__actions .button--primary').click();
    await page.locator('#b-contactName').waitFor();
    expect(requests.filter((url) => url.includes('/api/') || url.includes('/__sitegen/'))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a tab that stored a purchased number elsewhere gets own-number mode here, with nothing selected', async () => {
    const { page } = await openPage(browser());
    await page.addInitScript(() =>
      sessionStorage.setItem(
        'app:v1:wizard',
        JSON.stringify({
          version: 1,
          step: 3,
          plan: 'growth',
          numberMode: 'purchase',
          number: { id: 'business-number', country: 'MX', phoneNumber: '+52 55 123 4567', price: '$10' },
        }),
      ),
    );
    await page.goto(`${host.url}/onboarding/`);
    await page.locator('#own-country').waitFor();
    expect(await page.locator('.progress__counter').textContent()).toBe('Step 2 of 5');
    expect(await page.locator('.wizard__actions .button--primary').isDisabled()).toBe(true);
    await page.close();
  });

  it('the build warns that number purchase is off, in its one warning about simulated services', () => {
    const simulated = warnings.filter((warning) => warning.startsWith('Simulated services:'));
    expect(simulated).toHaveLength(1);
    expect(simulated[0]).toMatch(/number purchase is off: no numberListEndpoint/);
  });
});

describe('number purchase where a number service answers (issue 21, item 1)', () => {
  it('sitegen serve announces its stand-in on the pages it serves, and the wizard offers purchase there', async () => {
    const served = await serveSite(site.out);
    try {
      const html = await (await fetch(`${served.url}/onboarding/`)).text();
      expect(
        html.includes('<meta name="sitegen-api-stand-in" content="/__sitegen/api">'),
        'the stand-in announced in the page served',
      ).toBe(true);
      const { page, requests } = await (async () => {
        const { page } = await openPage(browser());
        const requests: string[] = [];
        page.on('request', (request) => requests.push(request.url()));
        await page.goto(`${served.url}/onboarding/?plan=growth`);
        return { page, requests };
      })();
      await page.getByRole('heading', { name: 'Available numbers in Israel' }).waitFor();
      expect(await page.getByRole('radio', { name: /Get a business number/ }).getAttribute('aria-checked')).toBe('true');
      expect(requests.some((url) => url.endsWith('/__sitegen/api/numbers/available'))).toBe(true);
      await page.close();
    } finally {
      await served.close();
    }
  });

  it('a configured endpoint on another origin is the one called, even on a plain static host', async () => {
    const configured = await createFixtureSite({ locales: ['global'] });
    try {
      await configured.editJson('data/site.json', (file) => {
        file.numberListEndpoint = 'https://numbers.example.net/available';
      });
      const quiet: string[] = [];
      await build({
        root: configured.root,
        outDir: configured.out,
        reporter: { ...collecting, warn: (message) => void quiet.push(message) },
      });
      expect(quiet.filter((warning) => /number purchase/i.test(warning))).toEqual([]);
      const server = await plainStaticServer(configured.out);
      try {
        const { page } = await openPage(browser());
        const asked: string[] = [];
        await page.route('https://numbers.example.net/available', async (route) => {
          asked.push(route.request().postData() ?? '');
          await route.fulfill({
            status: 200,
            contentType: 'application/json',
            headers: { 'Access-Control-Allow-Origin': '*' },
            body: JSON.stringify([{ PhoneNumberValue: '+972 50 111 2222', District: 'Haifa' }]),
          });
        });
        await page.goto(`${server.url}/onboarding/?plan=growth`);
        await page.getByRole('heading', { name: 'Available numbers in Israel' }).waitFor();
        expect(asked).toEqual(['{"countryCode":"IL"}']);
        expect(await page.locator('.number-item').count()).toBe(1);
        await page.close();
      } finally {
        await server.close();
      }
    } finally {
      await configured.cleanup();
    }
  });
});
