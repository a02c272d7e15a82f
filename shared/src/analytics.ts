import { getRuntimeConfig } from './config';

/** Receives one page view per navigation: path plus query string (spec §2 Shared layout). */
export type AnalyticsReporter = (pathWithQuery: string) => void;

/** A Plausible-style events endpoint when configured; otherwise nothing leaves the browser. */
export function createAnalyticsReporter(): AnalyticsReporter {
  const { analyticsEndpoint, analyticsDomain } = getRuntimeConfig();
  if (!analyticsEndpoint) return () => undefined;
  return (pathWithQuery) => {
    const body = JSON.stringify({
      name: 'pageview',
      url: `${window.location.origin}${pathWithQuery}`,
      domain: analyticsDomain ?? window.location.hostname,
      referrer: document.referrer || null,
    });
    try {
      if (!navigator.sendBeacon?.(analyticsEndpoint, new Blob([body], { type: 'application/json' }))) {
        void fetch(analyticsEndpoint, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true });
      }
    } catch (error) {
      console.warn('Analytics report failed', error);
    }
  };
}
