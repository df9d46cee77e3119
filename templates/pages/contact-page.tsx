import type { PageContext } from '../context.ts';
import type { PageData } from '../page-data.ts';
import { ContactSummary } from '../components/contact-summary.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { Field } from '../components/form-field.tsx';
import { PageHero, Section, SectionHeader } from '../components/section.tsx';

export const contactTopics = ['general', 'sales', 'support', 'partnership'] as const;

export function ContactForm({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const req = t('common.requiredMark');
  const topicLabel = (topic: string) => t(`contactPage.topic${topic.charAt(0).toUpperCase()}${topic.slice(1)}`);
  return (
    <form className="form card" id="contact-form" aria-labelledby="contact-form-title" data-form="contact">
      <h2 id="contact-form-title">{t('contactPage.formTitle')}</h2>
      <div className="form__row">
        <Field id="contact-name" label={t('contactPage.name')} required requiredLabel={req}>
          <input id="contact-name" name="name" type="text" autoComplete="name" required />
        </Field>
        <Field id="contact-email" label={t('contactPage.email')} required requiredLabel={req}>
          <input id="contact-email" name="email" type="email" autoComplete="email" required dir="ltr" />
        </Field>
      </div>
      <div className="form__row">
        <Field id="contact-company" label={t('contactPage.company')} requiredLabel={req}>
          <input id="contact-company" name="company" type="text" autoComplete="organization" />
        </Field>
        <Field id="contact-phone" label={t('contactPage.phone')} requiredLabel={req}>
          <input id="contact-phone" name="phone" type="tel" autoComplete="tel" dir="ltr" />
        </Field>
      </div>
      <Field id="contact-topic" label={t('contactPage.topic')} requiredLabel={req}>
        <select id="contact-topic" name="topic" defaultValue="general">
          {contactTopics.map((topic) => <option key={topic} value={topic}>{topicLabel(topic)}</option>)}
        </select>
      </Field>
      <Field id="contact-message" label={t('contactPage.message')} required requiredLabel={req}>
        <textarea id="contact-message" name="message" rows={5} required />
      </Field>
      <button className="button button--primary" type="submit">{t('contactPage.submit')}</button>
    </form>
  );
}

export function ContactPage({ ctx, data }: { ctx: PageContext; data: PageData }) {
  const { t } = ctx;
  const faqs = data.faqs.filter((entry) => entry.placements.includes('contact'));
  return (
    <>
      <PageHero title={t('contactPage.title')} subtitle={t('contactPage.subtitle')} />
      <Section id="contact" labelledBy="contact-form-title">
        <div className="contact-layout">
          <ContactForm ctx={ctx} />
          <aside aria-labelledby="contact-aside-title">
            <ContactSummary ctx={ctx} headingId="contact-aside-title" withButton={false} />
          </aside>
        </div>
      </Section>
      <Section id="faq" tinted labelledBy="faq-title">
        <SectionHeader id="faq-title" title={t('contactPage.faqTitle')} />
        <FaqList ctx={ctx} entries={faqs} />
      </Section>
    </>
  );
}
