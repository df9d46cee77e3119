import type { LocaleContext } from '../context.ts';
import { Icon } from './icons.tsx';

/** Real share links (no script): each network's public share URL, opened in a new tab. */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { network: 'WhatsApp', href: `https://wa.me/?text=${text}%20${u}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

/** The e-mail share link: the title as subject, the URL as body. */
export function shareByEmail(url: string, title: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
}

/** Share links from display-ready targets (`shareTargets`, `shareByEmail`): a post page is a locale template. */
export function ShareLinks({ ctx, targets, email }: { ctx: LocaleContext; targets: { network: string; href: string }[]; email: string }) {
  return (
    <nav className="share" aria-label={ctx.t('blog.share')}>
      <p className="share__title">{ctx.t('blog.share')}</p>
      <ul>
        {targets.map((target) => (
          <li key={target.network}>
            <a href={target.href} target="_blank" rel="noopener noreferrer" aria-label={ctx.t('blog.shareOn', { network: target.network })}>
              {target.network}
            </a>
          </li>
        ))}
        <li>
          <a href={email} aria-label={ctx.t('blog.shareByEmail')}>
            <Icon name="mail" size={16} />
          </a>
        </li>
      </ul>
    </nav>
  );
}
