/**
 * A price table to fill in for a currency that has none (issue 45 item 17): every amount `null`,
 * one row per plan of data/plans.json, so `generate` names each amount still to set rather than
 * refusing the new locale by surprise. Prices are never converted from another currency
 * (DECISIONS.md "Money"): a made-up number would ship, an empty one cannot.
 */
export function priceTableToFill(planSlugs: string[]): string {
  const plans = planSlugs.map((slug) => `      ${JSON.stringify(slug)}: { "monthly": null, "extraMessage": null }`).join(',\n');
  return [
    '{',
    '    "plans": {',
    plans,
    '    },',
    '    "enterpriseExtraMessageFrom": null,',
    '    "businessNumber": null,',
    '    "roiOrderValue": { "min": null, "max": null, "step": null, "default": null },',
    '    "roiExampleRevenue": null',
    '  }',
  ].join('\n');
}

/**
 * data/currencies.json's text with `currency`'s table added last, written like the others (two
 * spaces, one plan a line), every other byte kept: the diff is the new table alone.
 */
export function appendPriceTable(text: string, currency: string, table: string): string {
  const end = text.lastIndexOf('}');
  if (end === -1) throw new Error('data/currencies.json is not a JSON object.');
  const body = text.slice(0, end).replace(/\s*$/, '');
  const separator = body.endsWith('{') ? '' : ',';
  return `${body}${separator}\n  ${JSON.stringify(currency)}: ${table}\n${text.slice(end)}`;
}
