import type { LocalText } from '../../templates/context.ts';
import type { PageData } from '../../templates/page-data.ts';
import type { RenderData } from '../load/load-data.ts';
import type { LocalizedText } from '../load/schemas/shared.ts';
import { firstMonthReturn } from '../../templates/components/local-prices.ts';
import { dataSourceKey } from '../i18n/freshness.ts';
import { sourceHash } from '../i18n/source-hash.ts';

/** The text in `lang`, or the English one, saying which it is (so the page can mark it `lang="en"`). */
export function pickText(text: LocalizedText, lang: string): LocalText {
  const own = text[lang];
  return own !== undefined ? { text: own, lang } : { text: text.en!, lang: 'en' };
}

/** Site-wide data in one language: what every page template may read. */
export function buildPageData(data: RenderData, lang: string): PageData {
  const recorded = lang === 'en' ? undefined : (data.translationSources.get(lang)?.data ?? {});
  // A translation made from an older English says so, and its page shows the notice (issue 42).
  const pick = (file: string, field: string, text: LocalizedText): LocalText => {
    const value = pickText(text, lang);
    const stale = recorded && value.lang === lang && recorded[dataSourceKey(file, field)] !== sourceHash(text.en!);
    return stale ? { ...value, stale: true } : value;
  };
  const faq = (field: string, text: LocalizedText) => pick('data/faqs.json', field, text);
  const said = (id: string, field: string, text: LocalizedText) => pick('data/testimonials.json', `items.${id}.${field}`, text);
  const plans = data.plans.plans.map(({ slug, messages, popular, features }) => ({
    slug,
    messages,
    popular,
    features,
    // The load stage checked that every table prices every plan (plan-checks.ts).
    prices: Object.fromEntries(Object.entries(data.currencies).map(([currency, table]) => [currency, table.plans[slug]!])),
  }));
  return {
    plans,
    prices: data.currencies,
    claims: {
      ...data.claims,
      countriesAtLeast: Math.floor(data.countries.countries.length / 5) * 5,
      firstMonthReturnPercent: firstMonthReturn(plans, data.currencies, data.defaultLocale.currency),
    },
    faqTopics: data.faqs.topics.map((topic) => ({ id: topic.id, title: faq(`topics.${topic.id}.title`, topic.title) })),
    faqs: data.faqs.entries.map((entry) => ({
      id: entry.id,
      topic: entry.topic,
      placements: entry.placements,
      question: faq(`entries.${entry.id}.question`, entry.question),
      answer: faq(`entries.${entry.id}.answer`, entry.answer),
    })),
    testimonials: data.testimonials.items.map((item) => ({
      id: item.id,
      rating: item.rating,
      name: said(item.id, 'name', item.name),
      business: said(item.id, 'business', item.business),
      text: said(item.id, 'text', item.text),
      results: said(item.id, 'results', item.results),
    })),
    testimonialSummary: data.testimonials.summary,
  };
}

/** Texts of data files a language lacks (shown in English): `data/faqs.json: entries.3.answer`. */
export function missingDataTranslations(data: RenderData, lang: string): string[] {
  const missing: string[] = [];
  const check = (file: string, path: string, text: LocalizedText) => {
    if (text[lang] === undefined) missing.push(`${file}: ${path}`);
  };
  data.faqs.topics.forEach((topic, i) => check('data/faqs.json', `topics.${i}.title`, topic.title));
  data.faqs.entries.forEach((entry, i) => {
    check('data/faqs.json', `entries.${i}.question`, entry.question);
    check('data/faqs.json', `entries.${i}.answer`, entry.answer);
  });
  data.testimonials.items.forEach((item, i) => {
    for (const field of ['name', 'business', 'text', 'results'] as const)
      check('data/testimonials.json', `items.${i}.${field}`, item[field]);
  });
  return missing;
}
