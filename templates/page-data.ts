import type { LocalText } from './context.ts';

/** Site-wide data, already picked for the page's language (each text says which language it is in). */
export interface PlanView {
  slug: 'starter' | 'growth' | 'pro';
  price: number;
  messages: number;
  extraCost: number;
  popular: boolean;
  features: string[];
}

export interface FaqView {
  id: string;
  topic: string;
  placements: string[];
  question: LocalText;
  answer: LocalText;
}

export interface TestimonialView {
  id: string;
  name: LocalText;
  business: LocalText;
  rating: number;
  text: LocalText;
  results: LocalText;
}

export interface PageData {
  plans: PlanView[];
  planCurrency: string;
  businessNumberPriceUsd: number;
  enterpriseExtraFrom: number;
  faqTopics: { id: string; title: LocalText }[];
  faqs: FaqView[];
  testimonials: TestimonialView[];
  testimonialSummary: { rating: number; reviewCount: number };
}

/** A legal text for the page, with links already pointing into the page's locale. */
export interface LegalContent {
  lang: string;
  title: string;
  effectiveDate: string;
  html: string;
  headings: { id: string; depth: number; text: string }[];
}
