import type { EventProps, TrackedEvent } from '../runtime/track.ts';
import type { ClientAnalytics } from './consent-rules.ts';

/** Sends the events of one page to the configured provider, once the visitor allowed it. */
export interface AnalyticsClient {
  send(event: TrackedEvent): void;
  /** The visitor objected: nothing more is sent, and what the provider stored is removed. */
  stop(): void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** What every event says of where it happened: the locale and the page's id (never a query string). */
export interface PageFacts {
  locale: string;
  page: string;
}

/** Starts the provider (GA4: its tag is requested now, not before) and sends the page view. */
export function startAnalytics(config: ClientAnalytics, facts: PageFacts): AnalyticsClient {
  const client = config.provider === 'plausible' ? plausibleClient(config, facts) : googleClient(config, facts);
  client.send({ name: 'page_view', props: {} });
  return client;
}

/** The address without its query or fragment: a query may hold what a visitor typed. */
const withoutQuery = (url: string) => url.split(/[?#]/)[0]!;

/**
 * Plausible's events API (`POST /api/event`): a text/plain body, which needs no preflight, with
 * `keepalive` so an event sent as the visitor follows a link (a language switch) still arrives.
 */
function plausibleClient(config: Extract<ClientAnalytics, { provider: 'plausible' }>, facts: PageFacts): AnalyticsClient {
  let stopped = false;
  return {
    send({ name, props }) {
      if (stopped) return;
      const body = {
        name: name === 'page_view' ? 'pageview' : name,
        url: withoutQuery(location.href),
        domain: config.domain,
        referrer: document.referrer ? withoutQuery(document.referrer) : null,
        props: { ...facts, ...props } satisfies EventProps,
      };
      fetch(config.endpoint, {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify(body),
      }).catch(() => {
        // An event that cannot be sent is not worth a visitor's attention.
      });
    },
    stop() {
      stopped = true;
    },
  };
}

/**
 * Google Analytics 4 with Consent Mode v2: the consent defaults (everything denied) are the
 * first entry of the data layer, then analytics storage is granted, and only then is the tag
 * requested. Advertising storage stays denied: the site shows no ads.
 */
function googleClient(config: Extract<ClientAnalytics, { provider: 'ga4' }>, facts: PageFacts): AnalyticsClient {
  const layer = (window.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  }
  gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
  gtag('consent', 'update', { analytics_storage: 'granted' });
  gtag('js', new Date());
  gtag('config', config.measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${config.scriptUrl}?id=${encodeURIComponent(config.measurementId)}`;
  document.head.append(script);
  let stopped = false;
  return {
    send({ name, props }) {
      if (!stopped) gtag('event', name, { ...facts, ...props });
    },
    stop() {
      stopped = true;
      gtag('consent', 'update', { analytics_storage: 'denied' });
      // GA's cookies (_ga, _ga_<id>) are removed for this host and its parent domains.
      const hosts = location.hostname.split('.').map((_, index, parts) => parts.slice(index).join('.'));
      for (const cookie of document.cookie
        .split(';')
        .map((pair) => pair.split('=')[0]!.trim())
        .filter((name) => name.startsWith('_ga'))) {
        for (const host of ['', ...hosts.map((h) => `; domain=${h}`)]) document.cookie = `${cookie}=; max-age=0; path=/${host}`;
      }
    },
  };
}
