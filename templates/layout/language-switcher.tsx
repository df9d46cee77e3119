import type { PageContext } from '../context.ts';
import { Icon } from '../components/icons.tsx';

/**
 * Plain links to the same page in the other locales, so switching language works without
 * JavaScript. Each link names its language in that language and carries its `lang`.
 */
export function LanguageSwitcher({ ctx }: { ctx: PageContext }) {
  const current = ctx.languages.find((l) => l.current);
  return (
    <details className="dropdown lang-switcher">
      <summary className="icon-button" aria-label={`${ctx.t('nav.language')}: ${current?.label ?? ''}`}>
        <Icon name="globe" size={18} />
        <span lang={current?.htmlLang}>{current?.label}</span>
        <Icon name="chevronDown" size={16} />
      </summary>
      <div className="dropdown__panel">
        <LanguageList ctx={ctx} />
      </div>
    </details>
  );
}

export function LanguageList({ ctx, className }: { ctx: PageContext; className?: string }) {
  return (
    <ul className={className} aria-label={ctx.t('nav.language')}>
      {ctx.languages.map((language) => (
        <li key={language.id}>
          <a href={language.href} hrefLang={language.htmlLang} lang={language.htmlLang} aria-current={language.current ? 'true' : undefined}>
            {language.label}
            {language.current ? <Icon name="check" size={16} /> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
