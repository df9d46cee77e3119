import type { LocalText } from '../../templates/context.ts';
import type { PageData } from '../../templates/page-data.ts';
import type { RenderData } from '../load/load-data.ts';
import type { LocalizedText } from '../load/schemas/shared.ts';
import { firstMonthReturn } from '../../templates/components/local-prices.ts';

/** The text in `lang`, or the English one, saying which it is (so the page can mark it `lang="en"`). */
export function pickText(text: LocalizedText, lang: string): LocalText {
  const own = text[lang];
  return own !== undefined ? { text: own, lang } : { text: text.en!, lang: 'en' };
}

/** Site-wide data in one language: what every page template may read. */
export function buildPageData(data: RenderData, lang: string): PageData {
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
    faqTopics: data.faqs.topics.map((topic) => ({ id: topic.id, title: pickText(topic.title, lang) })),
    faqs: data.faqs.entries.map((entry) => ({
      id: entry.id,
      topic: entry.topic,
      placements: entry.placements,
      question: pickText(entry.question, lang),
      answer: pickText(entry.answer, lang),
    })),
    testimonials: data.testimonials.items.map((item) => ({
      id: item.id,
      rating: item.rating,
      name: pickText(item.name, lang),
      business: pickText(item.business, lang),
      text: pickText(item.text, lang),
      results: pickText(item.results, lang),
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
