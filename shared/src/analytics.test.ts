import { createAnalyticsReporter } from './analytics';
import { DEFAULT_RUNTIME_CONFIG, useRuntimeConfig } from './config';

afterEach(() => useRuntimeConfig.setState(DEFAULT_RUNTIME_CONFIG, true));

describe('analytics reporter', () => {
  it('sends nothing when no endpoint is configured', () => {
    const beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    createAnalyticsReporter()('/language/hindi?page=2');
    expect(beacon).not.toHaveBeenCalled();
  });

  it('reports path plus query string as a Plausible-style page view to the configured endpoint', async () => {
    useRuntimeConfig.setState(
      { ...DEFAULT_RUNTIME_CONFIG, analyticsEndpoint: 'https://stats.example.com/api/event', analyticsDomain: 'cclpractice.com.au' },
      true,
    );
    const beacon = jest.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    createAnalyticsReporter()('/language/hindi?page=2');
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('https://stats.example.com/api/event');
    const event = JSON.parse(await body.text());
    expect(event).toMatchObject({ name: 'pageview', url: 'http://localhost/language/hindi?page=2', domain: 'cclpractice.com.au' });
  });
});
