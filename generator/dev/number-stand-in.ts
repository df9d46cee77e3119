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
    return {
      PhoneNumberValue: `${dial} ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
      District: places[i % places.length]!,
    };
  });
}

/** What the stand-in's `listAvailableNumbers` answers: a status, a body, and how long it takes. */
export interface NumberListAnswer {
  status: number;
  body: unknown;
  delayMs?: number;
}

/**
 * The stand-in of the number list, so the wizard's list states can all be tried locally: fixture
 * numbers for a code of the country list; NG has none (the empty state), PH fails every other
 * call (the error state, then Try Again works), DE answers slowly (1.5 s).
 */
export function numberListStandIn(dialCodes: Record<string, string>) {
  // A Map holds only the listed codes: "__proto__" or "constructor" find nothing in it.
  const dials = new Map(Object.entries(dialCodes));
  let philippineCalls = 0;
  return (countryCode: string): NumberListAnswer => {
    const dial = dials.get(countryCode);
    if (dial === undefined) {
      return {
        status: 400,
        body: {
          error: {
            code: 'invalid_request',
            message: 'countryCode must be a code of the country list.',
            fields: [{ name: 'countryCode', message: 'Not a country of the list.' }],
          },
        },
      };
    }
    if (countryCode === 'PH' && philippineCalls++ % 2 === 0)
      return { status: 503, body: { error: { code: 'unavailable', message: 'The number service is temporarily unavailable.' } } };
    if (countryCode === 'NG') return { status: 200, body: [] };
    return { status: 200, body: fixtureNumbers(countryCode, dial), delayMs: countryCode === 'DE' ? 1500 : 0 };
  };
}
