import type { ResponsiveImage } from './components/picture.tsx';
import type { LocalText } from './context.ts';
import type { PlanPrice, PriceTable } from './prices.ts';

export type { PlanPrice, PriceTable };

/** Site-wide data, already picked for the page's language (each text says which language it is in). */
export interface PlanView {
  /** The plan's id (data/plans.json): `?plan=`, `plans.<slug>.name` in the strings. */
  slug: string;
  messages: number;
  popular: boolean;
  features: string[];
  /** The plan's price in each currency; a page shows its locale's (`ctx.locale.currency`). */
  prices: Record<string, PlanPrice>;
}

/** Marketing figures as numbers (data/claims.json); pages format them for their locale. */
export interface ClaimsView {
  moreReviewsPercent: number;
  reviewsMultiplier: number;
  whatsappOpenRatePercent: number;
  setupMinutes: number;
  businesses: number;
  messagesSent: number;
  revenueGrowthPercent: number;
  enterpriseFromLocations: number;
  roiCounters: { moreReviewsPercent: number; trustMultiplier: number; revenueGrowthPercent: number };
  roiExampleCustomers: number;
  roiStories: { key: string; reviewsBefore: number; reviewsAfter: number; revenueGrowthPercent: number }[];
  /** Countries the number list offers, written as a round "45+": a multiple of five below the count. */
  countriesAtLeast: number;
  /**
   * The worked example's "return in month 1", one figure on every site: the default locale's
   * example revenue over the popular plan's price there (`firstMonthReturn` in components/local-prices.ts).
   */
  firstMonthReturnPercent: number;
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
  /** A price table per currency (data/currencies.json); `localPrices()` picks the page's. */
  prices: Record<string, PriceTable>;
  claims: ClaimsView;
  faqTopics: { id: string; title: LocalText }[];
  faqs: FaqView[];
  testimonials: TestimonialView[];
  testimonialSummary: { rating: number; reviewCount: number };
}

/** A legal text for the page, with links already pointing into the page's locale. */
export interface LegalContent {
  lang: string;
  /** In the page's language (the page's name when the text is a fallback). */
  title: string;
  effectiveDate: string;
  html: string;
  headings: { id: string; depth: number; text: string }[];
}

/** A content page's text (`content/pages/`), with links already pointing into the page's locale. */
export interface ContentPageView {
  lang: string;
  title: string;
  /** The front matter's description: the hero's lead under the title. */
  description: string;
  /** Beside the text on wide screens: the product's key figures. */
  aside?: 'stats';
  html: string;
}

/** A post as a card shows it. `lang` differs from the page's on a fallback (English) post. */
export interface PostSummary {
  slug: string;
  lang: string;
  title: string;
  excerpt: string;
  image: string;
  /** The cover cropped to the cover box, at every size and format. */
  cover: ResponsiveImage;
  author: string;
  categories: string[];
  tags: string[];
  publishedDate: string;
  modifiedDate: string;
  readingTime: number;
  featured: boolean;
  /** Localized URL path of the post page. */
  path: string;
  /** Archive page of each tag and category shown (`/mx/blog/tag/automation/`), where the locale has one. */
  termPaths?: { tags: Record<string, string>; categories: Record<string, string> };
}

/** A full post for its page: the summary, the HTML body, and up to three related posts. */
export interface PostContent extends PostSummary {
  html: string;
  related: PostSummary[];
  /** Absolute URL of the page, for share links. */
  url: string;
}
