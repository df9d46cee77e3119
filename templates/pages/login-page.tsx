import type { PageContext } from '../context.ts';
import { Field } from '../components/form-field.tsx';
import { Icon } from '../components/icons.tsx';

/** The sign-in screen, complete as HTML; the login island adds the behaviour of spec section 4. */
export function LoginPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const req = t('common.requiredMark');
  return (
    <div className="container auth-layout">
      <section className="auth-card" aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        <p className="muted">{t('login.subtitle')}</p>
        <form className="form" id="login-form" data-form="login">
          <Field id="login-email" label={t('login.email')} required requiredLabel={req}>
            <input id="login-email" name="email" type="email" autoComplete="email" required dir="ltr" />
          </Field>
          <Field id="login-password" label={t('login.password')} required requiredLabel={req}>
            <div className="password-field">
              <input id="login-password" name="password" type="password" autoComplete="current-password" required />
              <button type="button" aria-label={t('login.showPassword')} aria-controls="login-password" aria-pressed="false" data-action="toggle-password">
                <Icon name="eye" />
              </button>
            </div>
          </Field>
          <div className="auth-links">
            <label className="field--check">
              <input type="checkbox" name="remember" />
              {t('login.remember')}
            </label>
            <button type="button" className="button button--text" data-action="forgot-password">{t('login.forgot')}</button>
          </div>
          <button className="button button--primary button--block" type="submit">{t('login.submit')}</button>
        </form>
        <p className="auth-footer">
          {t('login.noAccount')} <a href={ctx.href('onboarding')}>{t('login.startTrial')}</a>
          {' · '}
          {t('login.needHelp')} <a href={ctx.href('contact')}>{t('login.contactUs')}</a>
        </p>
        <p className="auth-footer">
          {t('login.agreement')} <a href={ctx.href('terms')}>{t('login.terms')}</a> {t('login.and')}{' '}
          <a href={ctx.href('privacy')}>{t('login.privacy')}</a>
        </p>
      </section>
      <aside className="auth-aside" aria-labelledby="login-stats-title">
        <h2 id="login-stats-title">{t('login.statsTitle')}</h2>
        <ul className="grid plain-list">
          {[1, 2, 3, 4].map((n) => (
            <li key={n}>
              <strong dir="auto">{t(`login.stat${n}Value`)}</strong>
              <span>{t(`login.stat${n}Label`)}</span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
