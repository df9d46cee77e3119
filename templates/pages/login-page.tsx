import type { PageContext } from '../context.ts';
import { Island } from '../components/island.tsx';
import type { LoginFormProps } from '../islands/login-form.tsx';

const labelKeys = ['email', 'password', 'showPassword', 'hidePassword', 'remember', 'forgot', 'submit', 'submitting', 'missingTitle', 'missingText', 'failedTitle', 'failedText', 'welcome', 'dashboardTitle', 'dashboardText', 'goHome', 'forgotTitle', 'forgotText', 'forgotSubmit', 'forgotEmpty', 'forgotInvalid', 'resetSentTitle', 'resetSentText', 'close'] as const;

/** The form's texts in the page's language; `{{name}}` and `{{email}}` are filled in by the widget. */
function loginProps(ctx: PageContext): LoginFormProps {
  const placeholders = { name: '{{name}}', email: '{{email}}' };
  const labels = Object.fromEntries(labelKeys.map((key) => [key, ctx.t(`login.${key}`, placeholders)]));
  return {
    onboardingHref: ctx.href('onboarding'),
    homeHref: ctx.href('home'),
    labels: { ...labels, requiredMark: ctx.t('common.requiredMark') } as LoginFormProps['labels'],
  };
}

/** The sign-in screen, complete as HTML; the login island adds the behaviour of spec section 4. */
export function LoginPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  return (
    <div className="container auth-layout">
      <section className="auth-card" aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        <p className="muted">{t('login.subtitle')}</p>
        <Island ctx={ctx} name="login-form" props={loginProps(ctx)} />
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
