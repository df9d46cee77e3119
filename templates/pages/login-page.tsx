import type { PageContext } from '../context.ts';
import type { PageData } from '../page-data.ts';
import { Island } from '../components/island.tsx';
import { ProofPanel } from '../components/proof-panel.tsx';
import type { LoginFormProps } from '../islands/login-form.tsx';

const labelKeys = [
  'title',
  'subtitle',
  'newTitle',
  'newSubtitle',
  'newText',
  'newSend',
  'newSent',
  'email',
  'password',
  'showPassword',
  'hidePassword',
  'remember',
  'forgot',
  'submit',
  'submitting',
  'missingTitle',
  'missingText',
  'failedTitle',
  'failedText',
  'welcome',
  'dashboardTitle',
  'dashboardText',
  'goHome',
  'forgotTitle',
  'forgotText',
  'forgotSubmit',
  'forgotSending',
  'forgotFailed',
  'forgotEmpty',
  'forgotInvalid',
  'resetSentTitle',
  'resetSentText',
  'close',
] as const;

/** The form's texts in the page's language; `{{name}}` and `{{email}}` are filled in by the widget. */
function loginProps(ctx: PageContext): LoginFormProps {
  const placeholders = { name: '{{name}}', email: '{{email}}' };
  const labels = Object.fromEntries(labelKeys.map((key) => [key, ctx.t(`login.${key}`, placeholders)]));
  return {
    onboardingHref: ctx.href('onboarding'),
    homeHref: ctx.href('home'),
    api: ctx.api,
    locale: ctx.locale.htmlLang,
    labels: { ...labels, requiredMark: ctx.t('common.requiredMark') } as LoginFormProps['labels'],
  };
}

/** The sign-in screen, complete as HTML; the login island adds the behaviour of spec section 4. */
export function LoginPage({ ctx, data }: { ctx: PageContext; data: PageData }) {
  const { t } = ctx;
  return (
    <div className="container auth-layout">
      <section className="auth-card" aria-labelledby="login-title">
        <Island ctx={ctx} name="login-form" props={loginProps(ctx)} />
        <p className="auth-footer auth-footer--first">
          {t('login.noAccount')} <a href={ctx.href('onboarding')}>{t('login.startTrial')}</a>
          {' · '}
          {t('login.needHelp')} <a href={ctx.href('contact')}>{t('login.contactUs')}</a>
        </p>
        <p className="auth-footer">
          {t('login.agreement')} <a href={ctx.href('terms')}>{t('login.terms')}</a> {t('login.and')}{' '}
          <a href={ctx.href('privacy')}>{t('login.privacy')}</a>
        </p>
      </section>
      <ProofPanel ctx={ctx} data={data} headingId="login-stats-title" className="auth-aside" />
    </div>
  );
}
