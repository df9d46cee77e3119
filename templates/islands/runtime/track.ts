/** The spec's analytics events. */
export type TrackEvent = 'sign_up' | 'language_switch' | 'calculator_use' | 'generate_lead' | 'page_view';

/** An event's own facts: choices the visitor made (a plan, a language), never what they typed. */
export type EventProps = Record<string, string | number | boolean>;

export interface TrackedEvent {
  name: TrackEvent;
  props: EventProps;
}

declare global {
  interface Window {
    /** Events waiting for the analytics client (analytics/analytics-client.ts), which sends or drops them. */
    sitegenEvents?: TrackedEvent[];
  }
}

/** Told to the analytics client when an event is waiting. */
export const trackedEventName = 'sitegen:event';

/**
 * Records an event for the site's analytics. A page has analytics only when data/site.json
 * configures a provider (the build then adds the consent island, whose client sends what the
 * visitor allowed and drops the rest); elsewhere this does nothing.
 */
export function track(name: TrackEvent, props: EventProps = {}): void {
  if (typeof document === 'undefined' || !document.querySelector('[data-island="consent-banner"]')) return;
  (window.sitegenEvents ??= []).push({ name, props });
  window.dispatchEvent(new Event(trackedEventName));
}
