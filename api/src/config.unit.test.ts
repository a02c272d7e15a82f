import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { API_DIR, REPO_ROOT } from './paths.js';

describe('configuration from the environment', () => {
  it('has a working default for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      trustProxy: false,
      database: { url: undefined, poolSize: 10 },
      dataDir: path.join(API_DIR, 'data'),
      mail: { smtpUrl: undefined, from: 'CCL Practice <no-reply@cclpractice.local>' },
      credits: { freeCreditAmount: 99, creditCostPerDialogue: 1 },
      web: { root: REPO_ROOT, corsOrigin: '*' },
      publicRuntime: {
        apiBaseUrl: '/api',
        analyticsEndpoint: null,
        analyticsDomain: null,
        adClient: null,
        adSlot: null,
        verifiedUserId: null,
        stripePublishableKey: null,
        paymentsEnabled: false,
      },
      payments: { enabled: false, stripeSecretKey: undefined, stripeWebhookSecret: undefined, stripeApi: undefined },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgres://app@db:5432/ccl',
      DATABASE_POOL_SIZE: '20',
      DATA_DIR: '/var/lib/ccl',
      SMTP_URL: 'smtp://mail:587',
      MAIL_FROM: 'CCL <hello@example.com>',
      FREE_CREDIT_AMOUNT: '5',
      CREDIT_COST_PER_DIALOGUE: '3',
      WEB_ROOT: '/srv/site',
      CORS_ORIGIN: 'https://a.example, https://b.example',
      PUBLIC_API_BASE_URL: 'https://api.example/api',
      ANALYTICS_ENDPOINT: 'https://plausible.example/api/event',
      ANALYTICS_DOMAIN: 'cclpractice.example',
      AD_CLIENT: 'ca-pub-1',
      AD_SLOT: '42',
      VERIFIED_USER_ID: '7',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      PAYMENTS_ENABLED: 'true',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'warn',
      trustProxy: true,
      database: { url: 'postgres://app@db:5432/ccl', poolSize: 20 },
      dataDir: '/var/lib/ccl',
      mail: { smtpUrl: 'smtp://mail:587', from: 'CCL <hello@example.com>' },
      credits: { freeCreditAmount: 5, creditCostPerDialogue: 3 },
      web: { root: '/srv/site', corsOrigin: 'https://a.example, https://b.example' },
      publicRuntime: {
        apiBaseUrl: 'https://api.example/api',
        analyticsEndpoint: 'https://plausible.example/api/event',
        analyticsDomain: 'cclpractice.example',
        adClient: 'ca-pub-1',
        adSlot: '42',
        verifiedUserId: 7,
        stripePublishableKey: 'pk_test_1',
        paymentsEnabled: true,
      },
      payments: {
        enabled: true,
        stripeSecretKey: 'sk_test_1',
        stripeWebhookSecret: 'whsec_1',
        stripeApi: { protocol: 'http', host: '127.0.0.1', port: 12111 },
      },
    });
  });

  it('turns purchases on for the browser only when PAYMENTS_ENABLED has both Stripe keys', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' };
    expect(loadConfig({ PAYMENTS_ENABLED: 'true', ...keys }).publicRuntime.paymentsEnabled).toBe(true);
    expect(loadConfig({ PAYMENTS_ENABLED: 'false', ...keys }).publicRuntime.paymentsEnabled).toBe(false);
    expect(loadConfig({ PAYMENTS_ENABLED: 'true', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).publicRuntime.paymentsEnabled).toBe(false);
    expect(loadConfig({ PAYMENTS_ENABLED: 'true', STRIPE_SECRET_KEY: 'sk_test_1' }).publicRuntime.paymentsEnabled).toBe(false);
    expect(loadConfig({ STRIPE_API_BASE: 'https://stripe.internal' }).payments.stripeApi).toEqual({
      protocol: 'https',
      host: 'stripe.internal',
      port: 443,
    });
    expect(() => loadConfig({ STRIPE_API_BASE: 'stripe.internal/v1' })).toThrow(/STRIPE_API_BASE/);
    expect(() => loadConfig({ PAYMENTS_ENABLED: 'maybe' })).toThrow(/PAYMENTS_ENABLED/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', FREE_CREDIT_AMOUNT: ' ', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      credits: { freeCreditAmount: 99 },
      database: { url: undefined },
    });
  });

  it('resolves a relative DATA_DIR from the current directory', () => {
    expect(loadConfig({ DATA_DIR: 'somewhere' }).dataDir).toBe(path.resolve('somewhere'));
  });

  it('names every invalid variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', FREE_CREDIT_AMOUNT: '-1', DATABASE_URL: 'mysql://x', SMTP_URL: 'mail.example.com', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const variable of ['PORT', 'FREE_CREDIT_AMOUNT', 'DATABASE_URL', 'SMTP_URL', 'LOG_LEVEL']) expect(problems).toContain(variable);
  });
});
