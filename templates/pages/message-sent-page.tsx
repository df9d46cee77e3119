import type { PageContext } from '../context.ts';
import { Icon } from '../components/icons.tsx';

/**
 * Where the API sends a browser that posted the contact form without JavaScript, once the
 * message is taken (contract: `createLead`'s 303 to `sentUrl`). Not indexed: it means something
 * only after a post.
 */
export function MessageSentPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  return (
    <div className="container message-sent">
      <section className="card center" aria-labelledby="message-sent-title">
        <span className="card__icon">
          <Icon name="check" size={28} />
        </span>
        <h1 id="message-sent-title">{t('messageSent.title')}</h1>
        <p>{t('contactPage.success')}</p>
        <p className="cta-row">
          <a className="button button--primary" href={ctx.href('home')}>
            {t('messageSent.home')}
          </a>
          <a className="button button--secondary" href={ctx.href('help')}>
            {t('footer.help')}
          </a>
        </p>
      </section>
    </div>
  );
}
