/**
 * Prices per currency (`data/currencies.json`, DECISIONS.md "Money"): every price a page shows is
 * in its locale's currency, from that currency's own table, never converted at build time.
 * Content (FAQ answers, posts) names a price as `{{price.growth}}` and gets the page's figure.
 */

export interface PlanPrice {
  /** Whole units per month. */
  monthly: number;
  /** One message beyond the plan's allowance. */
  extraMessage: number;
}

/** The order-value slider of the ROI calculator, in the currency's units. */
export interface SliderRange {
  min: number;
  max: number;
  step: number;
  default: number;
}

/** One currency's prices: what a business in that country would publish. */
export interface PriceTable {
  /** A price per plan of data/plans.json, by slug. */
  plans: Record<string, PlanPrice>;
  enterpriseExtraMessageFrom: number;
  /** A purchased business number, per month; an own SIM is free. */
  businessNumber: number;
  roiOrderValue: SliderRange;
  /** Extra revenue in the pricing page's worked example of the popular plan. */
  roiExampleRevenue: number;
}

/** The table of `currency`; the load stage refuses a locale whose currency has none. */
export function priceTableOf(tables: Record<string, PriceTable>, currency: string): PriceTable {
  const table = tables[currency];
  if (!table) throw new Error(`No price table for ${currency} in data/currencies.json; the load stage should have refused this locale.`);
  return table;
}

/**
 * The `{{name}}` placeholders content may use, each a price, a plan's message allowance or its
 * name: `price.<slug>`, `price.extra.<slug>`, `messages.<slug>`, `plan.<slug>` for each plan,
 * and two fixed ones.
 */
export function contentPlaceholderNames(planSlugs: readonly string[]): string[] {
  return [
    ...planSlugs.map((slug) => `price.${slug}`),
    ...planSlugs.map((slug) => `price.extra.${slug}`),
    'price.enterpriseFrom',
    'price.number',
    ...planSlugs.map((slug) => `messages.${slug}`),
    ...planSlugs.map((slug) => `plan.${slug}`),
  ];
}

const placeholder = /\{\{\s*([a-zA-Z0-9_.]+)\s*\}\}/g;

/** Names used as `{{name}}` in `text` that are not among `known` (contentPlaceholderNames). */
export function unknownPlaceholders(text: string, known: readonly string[]): string[] {
  if (!text.includes('{{')) return [];
  return [...new Set([...text.matchAll(placeholder)].map((m) => m[1]!).filter((name) => !known.includes(name)))];
}

/**
 * The value of each content placeholder in one currency, formatted by `money` and `number`;
 * `planName` gives a plan's name in the page's language, as its plan card shows it (a FAQ
 * answer naming "Growth" beside a card saying "צמיחה" was issue 45, item 6).
 */
export function contentValues(args: {
  table: PriceTable;
  messages: Record<string, number>;
  money: (amount: number) => string;
  number: (value: number) => string;
  planName: (slug: string) => string;
}): Record<string, string> {
  const { table, money, number } = args;
  const values: Record<string, string> = {
    'price.enterpriseFrom': money(table.enterpriseExtraMessageFrom),
    'price.number': money(table.businessNumber),
  };
  for (const [slug, price] of Object.entries(table.plans)) {
    values[`plan.${slug}`] = args.planName(slug);
    values[`price.${slug}`] = money(price.monthly);
    values[`price.extra.${slug}`] = money(price.extraMessage);
    const messages = args.messages[slug];
    if (messages !== undefined) values[`messages.${slug}`] = number(messages);
  }
  return values;
}

/**
 * `text` with each `{{name}}` replaced by its value (`escape` applied to values going into
 * HTML). A name without a value is a bug the load stage should have caught: it throws.
 */
export function fillPlaceholders(text: string, values: Record<string, string>, escape: (value: string) => string = (v) => v): string {
  if (!text.includes('{{')) return text;
  return text.replace(placeholder, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`Unknown placeholder {{${name}}} in content; known ones are ${Object.keys(values).join(', ')}.`);
    return escape(value);
  });
}

/** Text for HTML: the five characters that could end a text node or attribute. */
export function escapeHtmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
