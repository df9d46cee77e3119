const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number, min = 0): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

/** Small checks the answer parsers share: the contract's bounds, without a validator in the bundle. */
export const answer = {
  isObject,
  isText,
  isId: (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(value),
  isInt: (value: unknown, min: number, max: number): value is number =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
  /** An http(s) URL the browser may be sent to; anything else (`javascript:`) is no URL. */
  isRedirectUrl: (value: unknown): value is string => isText(value, 2000, 1) && /^https?:\/\/[^\s]+$/i.test(value),
};
