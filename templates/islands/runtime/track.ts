/** The spec's analytics events. */
export type TrackEvent = 'sign_up' | 'language_switch' | 'calculator_use' | 'generate_lead' | 'page_view';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Records an event for the site's analytics, and does nothing at all unless an analytics id is
 * configured in data/site.json (the build then adds `<meta name="analytics-id">`). Events go to
 * `window.dataLayer`, which the configured tag reads; no request is made from here.
 */
export function track(event: TrackEvent, data: Record<string, unknown> = {}): void {
  if (typeof document === 'undefined') return;
  const id = document.querySelector<HTMLMetaElement>('meta[name="analytics-id"]')?.content;
  if (!id) return;
  (window.dataLayer ??= []).push({ event, ...data });
}
