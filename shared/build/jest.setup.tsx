import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { server } from '../test/server';

// The suite runs beside the API and browser layers on a small machine: a findBy* waits for what the user
// would see for up to 5 s rather than the default 1 s (a wait, not a speed check).
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  if (typeof window !== 'undefined') window.localStorage.clear();
});
afterAll(() => server.close());

// jsdom has no media playback or layout; components only need these to exist. (A test of server code runs in
// Node instead: `@jest-environment node`.)
if (typeof window !== 'undefined') {
  Object.defineProperty(window.HTMLMediaElement.prototype, 'load', { configurable: true, value: () => undefined });
  Object.defineProperty(window.HTMLMediaElement.prototype, 'pause', { configurable: true, value: () => undefined });
  Object.defineProperty(window.HTMLMediaElement.prototype, 'play', { configurable: true, value: () => Promise.resolve() });
  window.scrollTo = () => undefined;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}
