import type { PageContext } from '../context.ts';
import type { PageData } from '../page-data.ts';
import { FaqList } from '../components/faq-list.tsx';
import { Text } from '../components/local-text.tsx';
import { PageHero, Section } from '../components/section.tsx';

/** The help centre: every FAQ entry, grouped by topic (DECISIONS.md: `/help` exists). */
export function HelpPage({ ctx, data }: { ctx: PageContext; data: PageData }) {
  const { t } = ctx;
  const topics = data.faqTopics.filter((topic) => data.faqs.some((entry) => entry.topic === topic.id));
  return (
    <>
      <PageHero title={t('helpPage.title')} subtitle={t('helpPage.subtitle')} />
      <Section>
        <nav aria-label={t('helpPage.topicsLabel')}>
          <ul className="help-topics">
            {topics.map((topic) => (
              <li key={topic.id}>
                <a href={`#${topic.id}`}>
                  <Text value={topic.title} pageLang={ctx.locale.lang} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {topics.map((topic) => (
          <section key={topic.id} id={topic.id} className="help-topic" aria-labelledby={`${topic.id}-title`}>
            <h2 id={`${topic.id}-title`}>
              <Text value={topic.title} pageLang={ctx.locale.lang} />
            </h2>
            <FaqList ctx={ctx} data={data} entries={data.faqs.filter((entry) => entry.topic === topic.id)} />
          </section>
        ))}
        <aside className="card center">
          <h2>{t('helpPage.stillNeedHelp')}</h2>
          <p className="muted">{t('helpPage.stillNeedHelpText')}</p>
          <a className="button button--primary" href={ctx.href('contact')}>
            {t('helpPage.contactCta')}
          </a>
        </aside>
      </Section>
    </>
  );
}
