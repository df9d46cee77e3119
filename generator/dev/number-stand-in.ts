import type { IncomingMessage, ServerResponse } from 'node:http';
import { standInNumberEndpoint } from '../render/onboarding-data.ts';

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
  const places = districts[countryCode] ?? ['Capital region', 'North', 'South', 'Coast'];
  let seed = [...countryCode].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7);
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: 6 }, (_, i) => {
    const digits = String(100000000 + (next() % 899999999)).slice(0, 9);
    return { PhoneNumberValue: `${dial} ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`, District: places[i % places.length]! };
  });
}

/**
 * The local stand-in of the number-list service for `serve` and `dev`, so the wizard works out of
 * the box: POST `{ countryCode }` answers fixture numbers. NG has none (the empty state), PH fails
 * every other call (the error state, then Try Again works), DE answers slowly (1.5 s).
 */
export function numberStandIn(dialCodes: Record<string, string>) {
  let philippineCalls = 0;
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!req.url?.startsWith(standInNumberEndpoint)) return next();
    // http-server wraps requests and responses (union): writeHead does not chain there.
    const answer = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method !== 'POST') return answer(405, { error: 'use POST' });
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      let countryCode = '';
      try {
        countryCode = String((JSON.parse(body) as { countryCode?: unknown }).countryCode ?? '');
      } catch {
        return answer(400, { error: 'body must be JSON' });
      }
      if (countryCode === 'PH' && philippineCalls++ % 2 === 0) return answer(503, { error: 'temporarily unavailable' });
      if (countryCode === 'NG') return answer(200, []);
      const numbers = fixtureNumbers(countryCode, dialCodes[countryCode] ?? '+1');
      if (countryCode === 'DE') setTimeout(() => answer(200, numbers), 1500);
      else answer(200, numbers);
    });
    // union holds the body back until it is piped; turning buffering off replays it to us.
    if ('buffer' in req) (req as { buffer: boolean }).buffer = false;
  };
}
