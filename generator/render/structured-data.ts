import type { PageData } from '../../templates/page-data.ts';
import { localeUrl } from '../i18n/locale-graph.ts';
import type { RenderData } from '../load/load-data.ts';
import type { Translate } from '../i18n/i18n.ts';
import type { Route } from '../routes/routes.ts';
import { localeContentValues } from '../i18n/content-values.ts';
import { fillPlaceholders, priceTableOf } from '../../templates/prices.ts';
import { faqEntriesShownOn } from '../../templates/components/placed-faqs.tsx';
import { blogPostingJsonLd, breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd, productJsonLd, webSiteJsonLd } from './json-ld.ts';

/**
 * The JSON-LD blocks of a page. FAQPage only where the questions are on the page (the spec's
 * "paths containing review" rule would otherwise describe content the page does not show).
 */
export function structuredDataFor(args: {
  route: Route;
  data: RenderData;
  pageData: PageData;
  t: Translate;
  logoUrl: string;
  socialImageUrl: string;
}): Record<string, unknown>[] {
  const { route, data, pageData, t } = args;
  if (route.pageId === '404') return [];
  const blocks: Record<string, unknown>[] = [];
  const pageUrl = localeUrl(route.locale, data.site, route.path);
  if (route.pageId === 'home') {
    blocks.push(organizationJsonLd(data.site, args.logoUrl));
    blocks.push(webSiteJsonLd(data.site, pageUrl, route.locale.htmlLang, route.description));
  }
  if (route.breadcrumbs.length > 0) blocks.push(breadcrumbJsonLd(route.breadcrumbs, route.locale.siteUrl ?? data.site.siteUrl));
  const faqs = faqEntriesShownOn(route.pageId, pageData.faqs);
  // Prices in the locale's currency, as the page shows them (markup must match visible content).
  const { locale } = route;
  const table = priceTableOf(data.currencies, locale.currency);
  if (faqs.length > 0) {
    const values = localeContentValues(data, locale, args.t);
    const fill = (text: string) => fillPlaceholders(text, values);
    blocks.push(
      faqPageJsonLd(
        faqs.map((entry) => ({ question: fill(entry.question.text), answer: fill(entry.answer.text) })),
        locale.htmlLang,
      ),
    );
  }
  if (route.content.kind === 'post' && route.article) {
    const { post } = route.content;
    blocks.push(
      blogPostingJsonLd({
        site: data.site,
        url: route.canonical ?? pageUrl,
        headline: post.title,
        description: post.excerpt,
        image: route.article.image,
        datePublished: post.publishedDate,
        dateModified: post.modifiedDate,
        author: post.author,
        inLanguage: route.contentLang,
        keywords: post.seoKeywords ?? post.tags,
        wordCount: post.wordCount,
      }),
    );
  }
  if (route.pageId === 'pricing') {
    blocks.push(
      productJsonLd({
        site: data.site,
        plans: data.plans,
        prices: table,
        currency: locale.currency,
        name: data.site.brandName,
        description: route.description,
        image: args.socialImageUrl,
        pageUrl,
        planNames: Object.fromEntries(data.plans.plans.map((plan) => [plan.slug, t(`plans.${plan.slug}.name`)])),
      }),
    );
  }
  return blocks;
}
