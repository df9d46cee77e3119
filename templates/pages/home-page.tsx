import type { PageContext } from '../context.ts';
import type { PageData, PostSummary } from '../page-data.ts';
import { PostGrid } from '../components/post-card.tsx';
import { ChatMockup } from '../components/chat-mockup.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { Icon } from '../components/icons.tsx';
import { localPrices } from '../components/local-prices.ts';
import { PlanCards } from '../components/plan-cards.tsx';
import { RoiCalculator } from '../components/roi-island.tsx';
import { Section, SectionHeader } from '../components/section.tsx';
import { StepList } from '../components/steps.tsx';
import { RatingSummary, TestimonialGrid } from '../components/testimonial-card.tsx';
import { ContactSummary } from '../components/contact-summary.tsx';
import { TrustBadges } from '../layout/site-footer.tsx';

/**
 * "5-star" and the like stay on one line: a line must not break at the hyphen after a number
 * (it left "5-" at a line's end), so that hyphen becomes a non-breaking one (U+2011).
 */
export function keepNumberWords(text: string): string {
  return text.replace(/(\p{Nd})-(?=\p{L})/gu, '$1\u2011');
}

export function HomePage({ ctx, data, featuredPosts }: { ctx: PageContext; data: PageData; featuredPosts: PostSummary[] }) {
  const { t, format } = ctx;
  const homeFaqs = data.faqs.filter((entry) => entry.placements.includes('home'));
  const { claims } = data;
  const heroStats = [
    { value: format.percent(claims.moreReviewsPercent), label: t('home.hero.stat1Label') },
    { value: format.percent(claims.whatsappOpenRatePercent), label: t('home.hero.stat2Label') },
    { value: t('home.hero.stat3Value', { minutes: format.number(claims.setupMinutes) }), label: t('home.hero.stat3Label') },
  ];
  return (
    <>
      <section id="hero" className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div>
            <p className="eyebrow">
              <Icon name="badge" size={16} />
              {t('home.hero.eyebrow', { countries: format.number(claims.countriesAtLeast) })}
            </p>
            <h1 id="hero-title">{keepNumberWords(t('home.hero.title'))}</h1>
            <p className="hero__lead">{t('home.hero.subtitle')}</p>
            <div className="hero__actions">
              <a className="button button--primary" href={ctx.href('onboarding')}>
                {t('home.hero.primary')} <Icon name="arrow" size={18} />
              </a>
              <a className="button button--secondary" href="#how-it-works">
                {t('home.hero.secondary')}
              </a>
            </div>
            <p className="hero__reassurance">
              <Icon name="check" size={18} />
              {t('home.hero.reassurance')}
            </p>
            <ul className="hero__stats">
              {heroStats.map((stat) => (
                <li key={stat.label}>
                  <strong dir="auto">{stat.value}</strong>
                  <span>{stat.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <ChatMockup ctx={ctx} />
        </div>
      </section>

      <Section id="how-it-works" labelledBy="how-title">
        <SectionHeader id="how-title" title={t('steps.title')} subtitle={t('steps.subtitle')} />
        <StepList ctx={ctx} />
      </Section>

      <Section id="roi" tinted labelledBy="roi-title">
        <SectionHeader id="roi-title" title={t('roi.title')} subtitle={t('roi.subtitle')} />
        <RoiCalculator ctx={ctx} data={data} idPrefix="home-roi" />
      </Section>

      <Section id="testimonials" labelledBy="testimonials-title">
        <SectionHeader id="testimonials-title" title={t('testimonials.title')} subtitle={t('testimonials.subtitle')} />
        <TestimonialGrid ctx={ctx} items={data.testimonials} />
        <RatingSummary ctx={ctx} {...data.testimonialSummary} />
        <div className="cta-row">
          <TrustBadgesLight ctx={ctx} />
        </div>
      </Section>

      <Section id="pricing" tinted labelledBy="pricing-title">
        <SectionHeader id="pricing-title" title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
        <PlanCards ctx={ctx} data={data} />
        <p className="plan-note">
          {t('pricing.numberAddon', { price: format.localMoney(localPrices(ctx, data).businessNumber) })}{' '}
          <a href={ctx.href('pricing')} aria-label={`${t('common.learnMore')}: ${t('nav.pricing')}`}>
            {t('common.learnMore')}
            <span className="visually-hidden">: {t('nav.pricing')}</span>
          </a>
        </p>
      </Section>

      <Section id="faq" labelledBy="faq-title">
        <SectionHeader id="faq-title" title={t('home.faq.title')} subtitle={t('home.faq.subtitle')} />
        <FaqList ctx={ctx} data={data} entries={homeFaqs} />
        {ctx.hasPage('help') ? (
          <p className="section__more">
            <a className="button button--text" href={ctx.href('help')}>
              {t('home.faq.more')} <Icon name="arrow" size={18} />
            </a>
          </p>
        ) : null}
      </Section>

      {featuredPosts.length > 0 && ctx.hasPage('blog') ? (
        <Section id="blog" tinted labelledBy="blog-title">
          <SectionHeader id="blog-title" title={t('home.blog.title')} subtitle={t('home.blog.subtitle')} />
          <PostGrid ctx={ctx} posts={featuredPosts} headingLevel={3} />
          <p className="section__more">
            <a className="button button--text" href={ctx.href('blog')}>
              {t('home.blog.all')} <Icon name="arrow" size={18} />
            </a>
          </p>
        </Section>
      ) : null}

      <Section id="contact" labelledBy="contact-title">
        <ContactSummary ctx={ctx} headingId="contact-title" />
      </Section>
    </>
  );
}

/** Trust badges on a light background (the footer's are on dark). */
function TrustBadgesLight({ ctx }: { ctx: PageContext }) {
  return (
    <div className="trust-badges--light">
      <TrustBadges ctx={ctx} />
    </div>
  );
}
