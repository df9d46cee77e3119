import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { startDevServer, type DevServer } from '../../generator/dev/dev-server.ts';
import { serveSite, type RunningServer } from '../../generator/dev/serve.ts';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.ts';

/** Where `serve` and `dev` answer the contract's listAvailableNumbers (their stand-in of the API). */
const numbersPath = '/__sitegen/api/numbers/available';

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  body: string;
}

interface SendOptions {
  method?: string;
  /** The Host header; the server's own 127.0.0.1:port unless given. */
  host?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/**
 * One request over a real socket, with the path sent exactly as given (fetch would normalize
 * `/..%2f` away). A fresh connection each time, so a server closing one does not touch the next.
 */
function send(server: { url: string }, path: string, options: SendOptions = {}): Promise<Reply> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        agent: false,
        headers: { host: options.host ?? `127.0.0.1:${port}`, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, body: raw.toString('utf8') });
        });
      },
    );
    // A server that died or hangs must fail the test quickly, not at vitest's timeout.
    request.setTimeout(5000, () => request.destroy(new Error(`no answer to ${path} within 5 s`)));
    // Once the answer is in, a write error (the server closed on a refused body) no longer matters.
    request.on('error', reject);
    request.end(options.body);
  });
}

/** The headers `_headers` gives a path, read independently of serve.ts: a later rule's value wins. */
function headersRulesFor(file: string, path: string): Record<string, string> {
  const result: Record<string, string> = {};
  let applies = false;
  for (const line of file.split('\n')) {
    if (line.trim() === '') continue;
    if (!line.startsWith(' ')) applies = new RegExp(`^${line.trim().replace(/\*/g, '.*')}$`).test(path);
    else if (applies) {
      const colon = line.indexOf(':');
      result[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return result;
}

const secret = 'SECRET-OUTSIDE-THE-SERVED-FOLDER';
let site: FixtureSite;
let serve: RunningServer;
let dev: DevServer;
let devOut: string;

beforeAll(async () => {
  site = await createFixtureSite({ locales: ['global', 'il'] });
  await build({ root: site.root, outDir: site.out });
  serve = await serveSite(site.out);
  devOut = join(site.root, 'dev-out');
  dev = await startDevServer({ root: site.root, outDir: devOut, port: 0, log: () => undefined });
  // Files next to the served folders: neither server may hand them out. `distX` starts with
  // `dist`, which a prefix check without a separator takes for the inside.
  await writeFile(join(site.root, '404.html'), `<!doctype html><title>${secret}</title><p>${secret}</p>`);
  await writeFile(join(site.root, 'secret.html'), `<!doctype html><title>${secret}</title><p>${secret}</p>`);
  await mkdir(join(site.root, 'distX'));
  await writeFile(join(site.root, 'distX', 'secret.html'), `<!doctype html><p>${secret}</p>`);
}, 120_000);

afterAll(async () => {
  await dev?.close();
  await serve?.close();
  await site?.cleanup();
});

describe('paths stay inside the served folder', () => {
  it('serve answers 404 with its own 404 page to encoded ../ paths', async () => {
    for (const path of [
      '/..%2fdistX',
      '/..%2fdistX%2fsecret.html',
      '/..%2f404.html',
      '/..%2fsecret.html',
      '/il/..%2f..%2fsecret.html',
      '/%2e%2e%2fsecret.html',
    ]) {
      const reply = await send(serve, path);
      expect(reply.status, path).toBe(404);
      expect(reply.body, path).not.toContain(secret);
    }
    // The site's own 404 page still answers a missing page.
    const missing = await send(serve, '/no-such-page/');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<html');
  });

  it('dev does not serve .html files from outside its folder', async () => {
    const deep = `/${'..%2f'.repeat(12)}${encodeURIComponent(join(site.root, 'secret.html').slice(1))}`;
    for (const path of ['/..%2fsecret.html', '/..%2fdistX%2fsecret.html', deep, '/..%2f404.html', '/il/..%2f..%2fsecret.html']) {
      const reply = await send(dev, path);
      expect([400, 404], path).toContain(reply.status);
      expect(reply.body, path).not.toContain(secret);
    }
  });
});

describe('Host header (DNS rebinding)', () => {
  const refused = ['evil.example', 'evil.example:80', '127.0.0.1.nip.io', 'localhost.evil.example', 'attacker.test:4321'];
  const accepted = (port: string) => [
    '127.0.0.1',
    `127.0.0.1:${port}`,
    'localhost',
    `localhost:${port}`,
    `LocalHost:${port}`,
    '[::1]',
    `[::1]:${port}`,
  ];

  for (const name of ['serve', 'dev'] as const) {
    it(`${name} answers only 127.0.0.1, localhost and [::1]`, async () => {
      const server = name === 'serve' ? serve : dev;
      for (const host of refused) {
        const reply = await send(server, '/', { host });
        expect([403, 421], host).toContain(reply.status);
        expect(reply.headers['content-type'], host).toMatch(/^text\/plain/);
        expect(reply.body.length, host).toBeLessThan(200);
        expect(reply.body, host).not.toContain('<html');
      }
      // The stand-in and dev's event stream are behind the same check.
      expect([403, 421]).toContain(
        (await send(server, numbersPath, { host: 'evil.example', method: 'POST', body: '{"countryCode":"IL"}' })).status,
      );
      for (const host of accepted(new URL(server.url).port)) {
        expect((await send(server, '/', { host })).status, host).toBe(200);
      }
    });
  }

  it.runIf(process.platform === 'linux')('a server started for another host also answers that host name', async () => {
    // All of 127.0.0.0/8 is loopback on Linux, so the test can listen on a second address.
    const other = await serveSite(site.out, { host: '127.0.0.2' });
    try {
      expect(other.url).toMatch(/^http:\/\/127\.0\.0\.2:\d+$/);
      const port = new URL(other.url).port;
      const sendTo = (host: string) =>
        new Promise<number>((resolve, reject) => {
          httpRequest({ host: '127.0.0.2', port, path: '/', agent: false, headers: { host } }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          })
            .on('error', reject)
            .end();
        });
      expect(await sendTo(`127.0.0.2:${port}`)).toBe(200);
      expect(await sendTo(`localhost:${port}`)).toBe(200);
      expect([403, 421]).toContain(await sendTo(`evil.example:${port}`));
    } finally {
      await other.close();
    }
  });
});

describe('no request ends the process', () => {
  const malformed = ['/%', '/%zz', '/a%ff', '/pricing%', '/%E0%A4%A', '/assets/%c0%af', '/%00.html'];

  for (const name of ['serve', 'dev'] as const) {
    it(`${name} answers 400 to malformed URLs and keeps serving`, async () => {
      const server = name === 'serve' ? serve : dev;
      for (const path of malformed) {
        const reply = await send(server, path);
        expect(reply.status, path).toBe(400);
      }
      expect((await send(server, '/')).status).toBe(200);
      expect((await send(server, '/pricing/')).status).toBe(200);
    });

    it(`${name} answers 413 to a request body over the limit without reading it all, and keeps serving`, async () => {
      const server = name === 'serve' ? serve : dev;
      // 4 MB: far over the limit (64 KB); the real attack was 600 MB, which the old code tried to hold as one string.
      const big = Buffer.alloc(4 * 1024 * 1024, 'a');
      // Declared with Content-Length: refused before reading.
      const declared = await send(server, numbersPath, { method: 'POST', body: big, headers: { 'content-type': 'application/json' } });
      expect(declared.status).toBe(413);
      // Chunked, with no length up front: refused once the limit is passed.
      const chunked = await send(server, numbersPath, {
        method: 'POST',
        body: big,
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      expect(chunked.status).toBe(413);
      const ok = await send(server, numbersPath, { method: 'POST', body: JSON.stringify({ countryCode: 'IL' }) });
      expect(ok.status).toBe(200);
      expect((await send(server, '/')).status).toBe(200);
    });
  }
});

describe('number stand-in country codes', () => {
  it("answers 400 with the contract's error body for __proto__, constructor and other codes not in the country list", async () => {
    for (const countryCode of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'XX', '', 42, null, { code: 'IL' }]) {
      const reply = await send(serve, numbersPath, { method: 'POST', body: JSON.stringify({ countryCode }) });
      const label = JSON.stringify(countryCode);
      expect(reply.status, label).toBe(400);
      expect(reply.headers['content-type'], label).toMatch(/^application\/json/);
      expect(JSON.parse(reply.body), label).toEqual({
        error: {
          code: 'invalid_request',
          message: expect.any(String),
          fields: [expect.objectContaining({ name: expect.stringMatching(/^(countryCode|body)$/) })],
        },
      });
      expect(reply.body, label).not.toContain('[object');
    }
    for (const body of ['not json', 'null', '[]']) {
      expect((await send(serve, numbersPath, { method: 'POST', body })).status, body).toBe(400);
    }
  });

  it('still answers fixture numbers for a listed country', async () => {
    const reply = await send(serve, numbersPath, { method: 'POST', body: JSON.stringify({ countryCode: 'IL' }) });
    expect(reply.status).toBe(200);
    const numbers = JSON.parse(reply.body) as { PhoneNumberValue: string; District: string }[];
    expect(numbers).toHaveLength(6);
    for (const number of numbers) expect(number.PhoneNumberValue).toMatch(/^\+972 \d{2} \d{3} \d{4}$/);
    expect((await send(serve, numbersPath, { method: 'POST', body: JSON.stringify({ countryCode: 'NG' }) })).body).toBe('[]');
    const get = await send(serve, numbersPath);
    expect([get.status, get.headers.allow, JSON.parse(get.body).error.code]).toEqual([405, 'POST', 'method_not_allowed']);
  });
});

describe('_headers rules', () => {
  it('serve sends exactly what _headers says for each path, the year of caching on /assets/*', async () => {
    const rules = await readFile(join(site.out, '_headers'), 'utf8');
    const css = (await readdir(join(site.out, 'assets'))).find((file) => file.endsWith('.css'));
    expect(css).toBeDefined();
    const paths = ['/', '/il/pricing/', '/pricing', '/robots.txt', `/assets/${css}`, '/no-such-page/'];
    for (const path of paths) {
      const reply = await send(serve, path);
      const expected = headersRulesFor(rules, path);
      expect(Object.keys(expected)).toContain('content-security-policy');
      for (const [name, value] of Object.entries(expected)) expect(reply.headers[name], `${path} ${name}`).toBe(value);
    }
    expect((await send(serve, `/assets/${css}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await send(serve, '/')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('dev sends the CSP and the other _headers rules, no-store on pages, and a reload script the CSP allows', async () => {
    const rules = await readFile(join(devOut, '_headers'), 'utf8');
    for (const path of ['/', '/pricing', '/il/pricing/', '/no-such-page/']) {
      const reply = await send(dev, path);
      const expected = headersRulesFor(rules, path);
      for (const [name, value] of Object.entries(expected)) {
        if (name !== 'cache-control') expect(reply.headers[name], `${path} ${name}`).toBe(value);
      }
      expect(reply.headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(reply.headers['cache-control'], path).toBe('no-store');
      // Same origin, so `script-src 'self'` lets the reload script run.
      expect(reply.body, path).toContain('<script src="/__sitegen/client.js"></script></body>');
    }
    const client = await send(dev, '/__sitegen/client.js');
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toMatch(/^text\/javascript/);
    expect(client.body).toContain('new EventSource(`/__sitegen/events?page=${encodeURIComponent(location.pathname)}`)');
    // morphdom, which the client updates open pages with, from the same origin too.
    const morphdom = await send(dev, '/__sitegen/morphdom.js');
    expect(morphdom.status).toBe(200);
    expect(morphdom.headers['content-type']).toMatch(/^text\/javascript/);
    expect(morphdom.body).toContain('export default morphdom');
  });

  it('serve compresses text with gzip when the client accepts it', async () => {
    const plain = await send(serve, '/');
    const zipped = await send(serve, '/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.raw.length).toBeLessThan(plain.raw.length);
    expect(gunzipSync(zipped.raw).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
