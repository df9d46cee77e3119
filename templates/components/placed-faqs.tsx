import type { PageContext } from '../context.ts';
import type { FaqView, PageData } from '../page-data.ts';
import { FaqList } from './faq-list.tsx';
import { Section, SectionHeader } from './section.tsx';

/** Pages that place FAQ entries themselves: home and contact where their design wants them, help all of them. */
const pagesWithOwnFaqs = new Set(['home', 'contact', 'help']);

/**
 * The FAQ entries a page shows (data/faqs.json): every one on the help centre, else those whose
 * `placements` name the page. The FAQPage structured data uses the same list, so markup and
 * visible questions always agree.
 */
export function faqEntriesShownOn(pageId: string, faqs: FaqView[]): FaqView[] {
  return pageId === 'help' ? faqs : faqs.filter((entry) => entry.placements.includes(pageId));
}

/**
 * A "Frequently asked questions" section at the end of any other page (pricing, a content page…)
 * that entries are placed on; nothing when none are.
 */
export function PlacedFaqs({ ctx, data }: { ctx: PageContext; data: PageData }) {
  if (pagesWithOwnFaqs.has(ctx.pageId)) return null;
  const entries = faqEntriesShownOn(ctx.pageId, data.faqs);
  if (entries.length === 0) return null;
  return (
    <Section id="faq" tinted labelledBy="faq-title">
      {/* The home page's heading, the same words wherever the section is. */}
      <SectionHeader id="faq-title" title={ctx.t('home.faq.title')} />
      <FaqList ctx={ctx} data={data} entries={entries} />
    </Section>
  );
}
