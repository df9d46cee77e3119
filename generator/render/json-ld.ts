import type { Breadcrumb } from '../routes/routes.ts';
import { absoluteUrl } from '../i18n/locale-graph.ts';
import type { Site } from '../load/schemas/site.ts';
import type { Plans } from '../load/schemas/plans.ts';
import type { PriceTable } from '../../templates/prices.ts';

/**
 * schema.org structured data as plain objects. Deliberately no AggregateRating or Review about
 * ourselves: search engines treat self-serving ratings as spam (DECISIONS.md).
 */
type JsonLd = Record<string, unknown>;

export function organizationJsonLd(site: Site, logoUrl: string): JsonLd {
  const sameAs = Object.values(site.social)
    .filter((url) => url !== '')
    .sort();
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.siteUrl}/#organization`,
    name: site.brandName,
    legalName: site.legalName,
    url: `${site.siteUrl}/`,
    logo: logoUrl,
    email: site.contactEmail,
    foundingDate: String(site.foundingYear),
    address: { '@type': 'PostalAddress', streetAddress: site.address },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: site.contactEmail,
        availableLanguage: ['en', 'he', 'es', 'pt', 'hi'],
      },
    ],
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export function webSiteJsonLd(site: Site, url: string, inLanguage: string, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${url}#website`,
    name: site.brandName,
    url,
    inLanguage,
    description,
    publisher: { '@id': `${site.siteUrl}/#organization` },
  };
}

export function faqPageJsonLd(entries: { question: string; answer: string }[], inLanguage: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

export function breadcrumbJsonLd(crumbs: Breadcrumb[], siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** One Product with an Offer per plan, at the page's prices in its locale's currency. */
export function productJsonLd(args: {
  site: Site;
  plans: Plans;
  prices: PriceTable;
  currency: string;
  name: string;
  description: string;
  image: string;
  pageUrl: string;
  planNames: Record<string, string>;
}): JsonLd {
  const { site, plans } = args;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: args.name,
    description: args.description,
    image: args.image,
    brand: { '@type': 'Brand', name: site.brandName },
    offers: plans.plans.map((plan) => ({
      '@type': 'Offer',
      name: args.planNames[plan.slug] ?? plan.slug,
      price: args.prices.plans[plan.slug]!.monthly.toFixed(2),
      priceCurrency: args.currency,
      priceValidUntil: plans.priceValidUntil,
      availability: 'https://schema.org/InStock',
      url: args.pageUrl,
    })),
  };
}

export function blogPostingJsonLd(args: {
  site: Site;
  url: string;
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified: string;
  author: string;
  inLanguage: string;
  keywords: string[];
  wordCount: number;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: args.headline,
    description: args.description,
    image: [args.image],
    datePublished: args.datePublished,
    dateModified: args.dateModified,
    author: { '@type': 'Person', name: args.author },
    publisher: {
      '@type': 'Organization',
      '@id': `${args.site.siteUrl}/#organization`,
      name: args.site.brandName,
      logo: { '@type': 'ImageObject', url: `${args.site.siteUrl}/logo.svg` },
    },
    inLanguage: args.inLanguage,
    keywords: args.keywords.join(', '),
    wordCount: args.wordCount,
    mainEntityOfPage: { '@type': 'WebPage', '@id': args.url },
  };
}
