import type { PageContext } from '../context.ts';
import type { PageData } from '../page-data.ts';
import { consentSentence } from '../components/consent-sentence.ts';
import { ContactSummary } from '../components/contact-summary.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { Icon } from '../components/icons.tsx';
import { Island } from '../components/island.tsx';
import { operationUrl } from '../islands/services/api-operations.ts';
import type { ContactFormProps } from '../islands/contact-form.tsx';
import { PageHero, Section, SectionHeader } from '../components/section.tsx';

export const contactTopics = ['general', 'sales', 'support', 'partnership'] as const;

/** Where the API sends a browser without JavaScript whose message was not taken (the notice below shows then). */
export const notSentAnchor = 'contact-not-sent';

/** The contact form island, with its strings in the page's language. */
export function ContactForm({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const topicLabel = (topic: string) => t(`contactPage.topic${topic.charAt(0).toUpperCase()}${topic.slice(1)}`);
  const props: ContactFormProps = {
    api: ctx.api,
    leadUrl: ctx.api.base ? operationUrl(ctx.api, 'createLead') : '',
    contactEmail: ctx.contactEmail,
    locale: ctx.locale.htmlLang,
    sentUrl: ctx.absoluteHref('message-sent'),
    failedUrl: ctx.absoluteHref('contact', notSentAnchor),
    consent: { whatsapp: consentSentence(ctx, 'consent.leadWhatsapp'), marketingEmail: consentSentence(ctx, 'consent.marketingEmail') },
    topics: contactTopics.map((value) => ({ value, label: topicLabel(value) })),
    labels: {
      title: t('contactPage.formTitle'),
      name: t('contactPage.name'),
      email: t('contactPage.email'),
      company: t('contactPage.company'),
      phone: t('contactPage.phone'),
      topic: t('contactPage.topic'),
      message: t('contactPage.message'),
      submit: t('contactPage.submit'),
      sending: t('contactPage.sending'),
      success: t('contactPage.success'),
      required: t('common.required'),
      requiredMark: t('common.requiredMark'),
      invalidEmail: t('contactPage.invalidEmail'),
      mailNotice: t('contactPage.mailNotice', { email: ctx.contactEmail }),
      mailSubmit: t('contactPage.mailSubmit'),
      mailSubject: t('contactPage.mailSubject', { topic: '{{topic}}' }),
      mailOpened: t('contactPage.mailOpened', { email: ctx.contactEmail }),
      mailAgain: t('contactPage.mailAgain'),
      sendFailed: t('contactPage.sendFailed'),
      tryAgain: t('common.tryAgain'),
      consentLegend: t('consent.legend'),
      honeypot: t('consent.honeypot'),
    },
  };
  return <Island ctx={ctx} name="contact-form" props={props} />;
}

export function ContactPage({ ctx, data }: { ctx: PageContext; data: PageData }) {
  const { t } = ctx;
  const faqs = data.faqs.filter((entry) => entry.placements.includes('contact'));
  return (
    <>
      <PageHero title={t('contactPage.title')} subtitle={t('contactPage.subtitle')} />
      <Section id="contact" labelledBy="contact-form-title">
        {/* Shown only when the API sent a browser without JavaScript back here (the address ends in #contact-not-sent). */}
        <div className="notice notice--error contact-not-sent" id={notSentAnchor} role="note">
          <Icon name="alert" />
          <span>
            <strong>{t('contactPage.notSentTitle')}</strong> {t('contactPage.notSentText', { email: ctx.contactEmail })}
          </span>
        </div>
        <div className="contact-layout">
          <ContactForm ctx={ctx} />
          <aside aria-labelledby="contact-aside-title">
            <ContactSummary ctx={ctx} headingId="contact-aside-title" withButton={false} />
          </aside>
        </div>
      </Section>
      <Section id="faq" tinted labelledBy="faq-title">
        <SectionHeader id="faq-title" title={t('contactPage.faqTitle')} />
        <FaqList ctx={ctx} data={data} entries={faqs} />
      </Section>
    </>
  );
}
