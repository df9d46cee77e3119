import { useEffect, useRef, useState } from 'react';
import { startAnalytics, type AnalyticsClient } from './analytics/analytics-client.ts';
import { readConsent, saveConsent } from './analytics/consent-record.ts';
import type { ClientAnalytics, ConsentMode } from './analytics/consent-rules.ts';
import { trackedEventName } from './runtime/track.ts';

export interface ConsentBannerProps {
  analytics: ClientAnalytics;
  mode: ConsentMode;
  locale: string;
  page: string;
  policyHref: string;
  text: { label: string; body: string; accept: string; reject: string; policy: string };
}

/** Whether the visitor's choice (or its absence) lets analytics run on this page. */
function allowed(mode: ConsentMode, analytics: boolean | undefined): boolean {
  return mode === 'ask-first' ? analytics === true : analytics !== false;
}

/**
 * The consent banner, and the analytics client it starts (the island is on a page only when
 * data/site.json configures a provider). Where the country asks first, it shows until the
 * visitor chooses and nothing is sent before "Accept"; elsewhere analytics runs until they
 * reject it. The footer's "Cookie settings" ([data-consent-settings]) opens it again. Without
 * JavaScript it stays hidden and nothing is tracked.
 */
export default function ConsentBanner(props: ConsentBannerProps) {
  const { mode, text } = props;
  // Closed on the server: only the browser knows the visitor's choice.
  const [open, setOpen] = useState(false);
  const region = useRef<HTMLElement>(null);
  const client = useRef<AnalyticsClient | undefined>(undefined);
  /** The "Cookie settings" link that opened the banner: focus goes back to it. */
  const opener = useRef<HTMLElement | null>(null);

  /** Starts or stops analytics for a choice; waiting events are sent, or dropped when not allowed. */
  const apply = (analytics: boolean | undefined) => {
    if (allowed(mode, analytics)) client.current ??= startAnalytics(props.analytics, { locale: props.locale, page: props.page });
    else {
      client.current?.stop();
      client.current = undefined;
    }
    sendWaiting();
  };
  const sendWaiting = () => {
    const waiting = window.sitegenEvents ?? [];
    window.sitegenEvents = [];
    if (client.current) waiting.forEach((event) => client.current!.send(event));
  };

  useEffect(() => {
    const record = readConsent();
    apply(record?.analytics);
    if (mode === 'ask-first' && !record) setOpen(true);
    const onSettings = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-consent-settings]') : null;
      if (!link) return;
      event.preventDefault();
      opener.current = link;
      setOpen(true);
    };
    window.addEventListener(trackedEventName, sendWaiting);
    document.addEventListener('click', onSettings);
    return () => {
      window.removeEventListener(trackedEventName, sendWaiting);
      document.removeEventListener('click', onSettings);
    };
  }, []);

  // While open, the page scrolls a focused element clear of the banner (WCAG 2.4.11), and
  // opened from "Cookie settings", focus moves into it.
  useEffect(() => {
    const banner = region.current;
    if (!open || !banner) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('scroll-padding-bottom', `${banner.offsetHeight + 8}px`));
    observer.observe(banner);
    if (opener.current) banner.querySelector('button')?.focus();
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
    opener.current = null;
  };
  const choose = (analytics: boolean) => {
    saveConsent(analytics);
    apply(analytics);
    close();
  };

  return (
    <section
      ref={region}
      className="consent-banner"
      aria-label={text.label}
      hidden={!open}
      onKeyDown={(event) => {
        // Dismissed for now without a choice: nothing more is sent where the country asks first.
        if (event.key === 'Escape') close();
      }}
    >
      <p>
        {text.body} <a href={props.policyHref}>{text.policy}</a>
      </p>
      <div className="consent-banner__actions">
        {/* The same element and class: "Reject" exactly as prominent as "Accept". */}
        <button type="button" className="button button--secondary" onClick={() => choose(false)}>
          {text.reject}
        </button>
        <button type="button" className="button button--secondary" onClick={() => choose(true)}>
          {text.accept}
        </button>
      </div>
    </section>
  );
}
