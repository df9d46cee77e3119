import type { IncomingMessage, ServerResponse } from 'node:http';
import { standInNumberEndpoint } from '../render/onboarding-data.ts';

/** The largest request body the local servers read: the stand-in's `{"countryCode":"IL"}` is a few bytes. */
export const maxBodyBytes = 64 * 1024;

const districts: Record<string, string[]> = {
  IL: ['Tel Aviv', 'Jerusalem', 'Haifa', 'Be’er Sheva'],
  MX: ['Ciudad de México', 'Guadalajara', 'Monterrey', 'Puebla'],
  BR: ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Curitiba'],
  IN: ['Mumbai', 'Delhi', 'Bengaluru', 'Pune'],
  US: ['New York', 'Austin', 'Chicago', 'San Francisco'],
  DE: ['Berlin', 'Hamburg', 'München', 'Köln'],
};

/** Fixture numbers: the same for a country every time, formatted like the real service's. */
export function fixtureNumbers(countryCode: string, dial: string): { PhoneNumberValue: string; District: string }[] {
  // Own properties only: `districts.constructor` is a function, not a list of places.
  const places = Object.hasOwn(districts, countryCode) ? districts[countryCode]! : ['Capital region', 'North', 'South', 'Coast'];
  let seed = [...countryCode].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7);
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: 6 }, (_, i) => {
    const digits = String(100000000 + (next() % 899999999)).slice(0, 9);
    return { PhoneNumberValue: `${dial} ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`, District: places[i % places.length]! };
  });
}

/**
 * The request body as text, or undefined as soon as it passes `limit` bytes: reading stops
 * there, so a huge body is never held in memory.
 */
function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.pause();
      req.removeAllListeners('data');
      resolve(undefined);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The local stand-in of the number-list service for `serve` and `dev`, so the wizard works out of
 * the box: POST `{ countryCode }` answers fixture numbers for a code of the country list. NG has
 * none (the empty state), PH fails every other call (the error state, then Try Again works), DE
 * answers slowly (1.5 s).
 */
export function numberStandIn(dialCodes: Record<string, string>) {
  // A Map holds only the listed codes: "__proto__" or "constructor" find nothing in it.
  const dials = new Map(Object.entries(dialCodes));
  let philippineCalls = 0;
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.url?.split('?')[0] !== standInNumberEndpoint) return next();
    const answer = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return answer(405, { error: 'use POST' });
    }
    const respond = async () => {
      const body = await readBody(req, maxBodyBytes);
      if (body === undefined) {
        // The rest of the body is left unread; closing the connection drops it.
        res.setHeader('Connection', 'close');
        return answer(413, { error: `the body must be at most ${maxBodyBytes} bytes` });
      }
      let countryCode: unknown;
      try {
        countryCode = (JSON.parse(body) as { countryCode?: unknown } | null)?.countryCode;
      } catch {
        return answer(400, { error: 'body must be JSON' });
      }
      const dial = typeof countryCode === 'string' ? dials.get(countryCode) : undefined;
      if (typeof countryCode !== 'string' || dial === undefined) return answer(400, { error: 'countryCode must be a code of the country list' });
      if (countryCode === 'PH' && philippineCalls++ % 2 === 0) return answer(503, { error: 'temporarily unavailable' });
      if (countryCode === 'NG') return answer(200, []);
      const numbers = fixtureNumbers(countryCode, dial);
      if (countryCode === 'DE') setTimeout(() => answer(200, numbers), 1500);
      else answer(200, numbers);
    };
    // A request cut off midway has nobody to answer.
    respond().catch(() => res.destroy());
  };
}
