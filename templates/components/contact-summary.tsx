import type { PageContext } from '../context.ts';
import { Icon } from './icons.tsx';

/** How to reach the team: the home page's contact section and the contact page's aside. */
export function ContactSummary({ ctx, headingId, withButton = true }: { ctx: PageContext; headingId: string; withButton?: boolean }) {
  const { t } = ctx;
  return (
    <div className="contact-summary">
      <div>
        <h2 id={headingId}>{t('home.contact.title')}</h2>
        <p className="muted">{t('home.contact.subtitle')}</p>
        {withButton ? (
          <a className="button button--primary" href={ctx.href('contact')}>
            {t('home.contact.cta')} <Icon name="arrow" size={18} />
          </a>
        ) : null}
      </div>
      <ul className="info-list card">
        <li>
          <Icon name="mail" />
          <span>
            <strong>{t('home.contact.emailLabel')}</strong>
            <a className="ltr" href={`mailto:${ctx.contactEmail}`}>
              {ctx.contactEmail}
            </a>
          </span>
        </li>
        <li>
          <Icon name="clock" />
          <span>
            <strong>{t('home.contact.responseLabel')}</strong>
            {t('home.contact.responseValue')}
          </span>
        </li>
        <li>
          <Icon name="chat" />
          <span>
            <strong>{t('home.contact.languagesLabel')}</strong>
            {t('home.contact.languagesValue')}
          </span>
        </li>
      </ul>
    </div>
  );
}
