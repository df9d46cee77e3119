import type { ContentProblem } from '../errors.ts';
import type { Currencies } from './schemas/currencies.ts';
import type { Faqs } from './schemas/faqs.ts';
import type { Plans } from './schemas/plans.ts';
import { flattenStrings, type Strings } from './schemas/strings.ts';
import type { Post } from './load-posts.ts';
import { contentPlaceholderNames, unknownPlaceholders } from '../../templates/prices.ts';

/**
 * Checks across files that name plans: data/plans.json is the list of plans, and the price
 * tables, the English strings and content placeholders must agree with it. Neither file's schema
 * sees the other, so these run once everything is parsed.
 */
export function checkPlans(args: {
  plans: Plans;
  currencies?: Currencies;
  english?: Strings;
  faqs?: Faqs;
  posts: Post[];
}): ContentProblem[] {
  const { plans, currencies, english, faqs, posts } = args;
  const known = contentPlaceholderNames(plans.plans.map((plan) => plan.slug));
  return [
    ...(currencies ? checkPriceTablesCoverPlans(plans, currencies) : []),
    ...(english ? checkPlanStrings(plans, english) : []),
    ...(faqs ? checkFaqPlaceholders(faqs, known) : []),
    ...checkPostPlaceholders(plans, posts),
  ];
}

/**
 * Every currency prices every plan, and only those; monthly prices rise in the order the plans
 * are listed (the cards read left to right from the smallest plan).
 */
function checkPriceTablesCoverPlans(plans: Plans, currencies: Currencies): ContentProblem[] {
  const slugs = plans.plans.map((plan) => plan.slug);
  const problems: ContentProblem[] = [];
  for (const [currency, table] of Object.entries(currencies)) {
    for (const slug of slugs) {
      if (!Object.hasOwn(table.plans, slug)) {
        problems.push({
          file: 'data/currencies.json',
          field: `${currency}.plans.${slug}`,
          message: `is required: data/plans.json lists the plan "${slug}", which has no ${currency} price`,
          hint: `add "${slug}": { "monthly": …, "extraMessage": … } with the prices a business in that country would publish`,
        });
      }
    }
    for (const slug of Object.keys(table.plans)) {
      if (!slugs.includes(slug)) {
        problems.push({
          file: 'data/currencies.json',
          field: `${currency}.plans.${slug}`,
          message: `prices a plan data/plans.json does not list`,
          hint: `add "${slug}" to data/plans.json, or remove this price; the plans are ${slugs.join(', ')}`,
        });
      }
    }
    const monthly = slugs.filter((slug) => Object.hasOwn(table.plans, slug)).map((slug) => table.plans[slug]!.monthly);
    if (monthly.some((price, i) => i > 0 && price <= monthly[i - 1]!)) {
      problems.push({
        file: 'data/currencies.json',
        field: `${currency}.plans`,
        message: `monthly prices must rise in the order data/plans.json lists the plans (${slugs.join(', ')}: ${monthly.join(', ')})`,
      });
    }
  }
  return problems;
}

/**
 * Each plan's name, description and button, and each feature, are keys in the strings; English
 * must define them (every language falls back to English), or the cards would show bare keys.
 */
function checkPlanStrings(plans: Plans, english: Strings): ContentProblem[] {
  const defined = new Set(flattenStrings(english).keys());
  const features = [...defined].filter((key) => key.startsWith('plans.features.')).map((key) => key.slice('plans.features.'.length));
  const problems: ContentProblem[] = [];
  for (const plan of plans.plans) {
    for (const part of ['name', 'description', 'cta']) {
      if (!defined.has(`plans.${plan.slug}.${part}`)) {
        problems.push({
          file: 'data/plans.json',
          field: `plans[${plan.slug}].slug`,
          message: `the plan "${plan.slug}" has no ${part}: locales/en.json has no plans.${plan.slug}.${part}`,
          hint: `add "plans": { "${plan.slug}": { "name", "description", "cta" } } to locales/en.json, then to each language`,
        });
      }
    }
    plan.features.forEach((feature, index) => {
      if (defined.has(`plans.features.${feature}`)) return;
      problems.push({
        file: 'data/plans.json',
        field: `plans[${plan.slug}].features.${index}`,
        message: `"${feature}" has no text: locales/en.json has no plans.features.${feature}`,
        hint: features.length > 0 ? `add it there, or use a feature it defines: ${features.join(', ')}` : 'add it there',
      });
    });
  }
  return problems;
}

const listed = (names: readonly string[]) => names.map((name) => `{{${name}}}`).join(', ');

/** FAQ texts name prices as `{{price.growth}}`: a name no plan gives is a typo or a removed plan. */
function checkFaqPlaceholders(faqs: Faqs, known: readonly string[]): ContentProblem[] {
  return faqs.entries.flatMap((entry, index) =>
    (['question', 'answer'] as const).flatMap((field) =>
      Object.entries(entry[field]).flatMap(([lang, text]) => {
        const unknown = unknownPlaceholders(text, known);
        return unknown.length === 0
          ? []
          : [
              {
                file: 'data/faqs.json',
                field: `entries.${index}.${field}.${lang}`,
                message: `unknown placeholder ${listed(unknown)}; known ones are ${listed(known)}`,
              },
            ];
      }),
    ),
  );
}

/** A post may name prices as `{{price.growth}}` (templates/prices.ts); another name is a typo. */
export function checkPostPlaceholders(plans: Plans, posts: Post[]): ContentProblem[] {
  const known = contentPlaceholderNames(plans.plans.map((plan) => plan.slug));
  return posts.flatMap((post) => {
    const unknown = unknownPlaceholders(post.markdown, known);
    return unknown.length === 0
      ? []
      : [{ file: post.file, field: 'body', message: `unknown placeholder ${listed(unknown)}`, hint: `posts can use ${listed(known)}` }];
  });
}
