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

/** A post as a card shows it. `lang` differs from the page's on a fallback (English) post. */
export interface PostSummary {
  slug: string;
  lang: string;
  title: string;
  excerpt: string;
  image: string;
  author: string;
  categories: string[];
  tags: string[];
  publishedDate: string;
  modifiedDate: string;
  readingTime: number;
  featured: boolean;
  /** Localized URL path of the post page. */
  path: string;
}

/** A full post for its page: the summary, the HTML body, and up to three related posts. */
export interface PostContent extends PostSummary {
  html: string;
  related: PostSummary[];
  /** Absolute URL of the page, for share links. */
  url: string;
}
