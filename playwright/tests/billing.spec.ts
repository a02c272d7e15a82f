import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { FakeStripe } from '../../api/src/test/fake-stripe';
import { signUp } from '../support/site';
import { startSmtpCapture } from '../support/smtp-capture';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Pricing, the insufficient-credits path to /pricing, and the credit purchase dialog in the built
 * site. The shared server (global setup) runs as shipped: payments off, 99 free credits. The
 * dashboard's no-credits banner needs a user at exactly 0 credits, and a real purchase needs
 * payments on, so those tests start their own server (FREE_CREDIT_AMOUNT=0) next to it.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface Site {
  baseURL: string;
  mailbox: string;
  stop(): Promise<void>;
}

/**
 * A fresh embedded database is made and seeded as the site starts: ~20 s on an idle 2-core machine, over 90 s (the
 * suite's timeout) while the other spec file's browser and the main site's speech and scoring jobs share the CPU.
 */
const SITE_START_TIMEOUT_MS = 240_000;

/** Another copy of the built site on a fresh embedded database, as global-setup starts one. */
async function startSite(env: Record<string, string>, port?: number): Promise<Site> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'ccl-e2e-billing-'));
  const mailbox = path.join(work, 'mailbox.jsonl');
  const smtp = await startSmtpCapture(mailbox);
  const sitePort = port ?? (await freePort());
  const server: ChildProcess = spawn('node', ['--enable-source-maps', path.join(ROOT, 'api', 'dist', 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      STORAGE_DIR: path.join(work, 'storage'),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  server.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const baseURL = `http://127.0.0.1:${sitePort}`;
  const deadline = Date.now() + SITE_START_TIMEOUT_MS - 20_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/stats`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`the billing test site did not come up at ${baseURL}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    mailbox,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await smtp.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** The shared signUp helper, against another site: it reads codes from that site's mailbox. */
async function signUpOn(site: Site, browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.baseURL });
  const page = await context.newPage();
  const mailbox = process.env.E2E_MAILBOX;
  process.env.E2E_MAILBOX = site.mailbox;
  try {
    await signUp(page);
  } finally {
    process.env.E2E_MAILBOX = mailbox;
  }
  return page;
}

async function expectBetaPricing(page: Page) {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.getByText('Free during the beta')).toBeVisible();
  await expect(
    page.getByText('CCL Practice is in beta, and you have full free access to every feature. Credit purchases will open soon.'),
  ).toBeVisible();
  const basic = page.getByRole('article', { name: 'Basic' });
  const premium = page.getByRole('article', { name: 'Premium' });
  await expect(basic.getByText('Twenty credits for regular practice')).toBeVisible();
  await expect(basic).toContainText('$25 AUD');
  await expect(basic).toContainText('20 credits');
  await expect(premium.getByText('Forty credits with priority support')).toBeVisible();
  await expect(premium).toContainText('$45 AUD');
  await expect(premium).toContainText('40 credits');
  await expect(premium.getByText('Priority support', { exact: true }).first()).toBeVisible();
  await expect(basic.getByRole('button', { name: 'Buy Basic' })).toBeDisabled();
  await expect(premium.getByRole('button', { name: 'Buy Premium' })).toBeDisabled();
  for (const fact of ['Credits never expire', 'No subscriptions', 'Unlimited top-ups']) {
    await expect(page.getByRole('heading', { name: fact })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: '99 credits free when you sign up' })).toBeVisible();
}

test.describe('pricing during the beta', () => {
  test('a guest sees the beta note, both packages with disabled buttons, and is invited to sign up or log in', async ({ page }) => {
    await expectBetaPricing(page);
    await expect(page.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/signup');
    await page.getByRole('link', { name: 'Log in to purchase credits' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in user sees the same, without the sign-up invitation, usable at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signUp(page);
    await expectBetaPricing(page);
    await expect(page.getByRole('link', { name: 'Sign Up Free' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in to purchase credits' })).toHaveCount(0);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('the purchase dialog from the dashboard banner, during the beta', () => {
  let site: Site;
  test.beforeAll(async () => {
    test.setTimeout(SITE_START_TIMEOUT_MS);
    site = await startSite({ FREE_CREDIT_AMOUNT: '0' });
  });
  test.afterAll(async () => site?.stop());

  test('at 0 credits, Top Up Credits opens Purchase Credits with the beta message and no way to pay', async ({ browser }) => {
    const page = await signUpOn(site, browser);
    await page.goto('/dashboard');
    await expect(page.getByText('No credits available - Purchase credits to continue practicing')).toBeVisible();
    await page.getByRole('button', { name: 'Top Up Credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Purchase Credits' });
    await expect(dialog.getByText('Free during the beta')).toBeVisible();
    await expect(dialog.getByText(/full free access to every feature/)).toBeVisible();
    await dialog.getByRole('radio', { name: /Basic — \$25 AUD for 20 credits/ }).check();
    await expect(dialog.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
    // Escape closes it, and the dashboard is as it was.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('No credits available - Purchase credits to continue practicing')).toBeVisible();
    await page.context().close();
  });

  test("at 0 credits, Start Practice opens billing's Insufficient Credits dialog; Buy Credits leads to /pricing", async ({ browser }) => {
    const page = await signUpOn(site, browser);
    const billingLoads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('mf-billing')) billingLoads.push(request.url());
    });
    await page.goto('/language/hindi');
    await page.getByRole('heading', { name: /^Available Dialogues - \d+$/ }).waitFor();
    // A click on the card itself (not on its links) opens the dialogue.
    await page
      .getByRole('article')
      .first()
      .click({ position: { x: 8, y: 8 } });
    await expect(page).toHaveURL(/\/dialogue\/hindi\/\d+$/);
    await page.getByRole('button', { name: 'Start Practice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insufficient Credits' });
    await expect(dialog).toContainText('You need at least 1 credit to start a practice or test.');
    // The dialog is mf-billing's own module, fetched at runtime when it is first needed.
    expect(billingLoads.length).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/dialogue\/hindi\/\d+$/);

    await page.getByRole('button', { name: 'Start Test' }).click();
    await page.getByRole('dialog', { name: 'Insufficient Credits' }).getByRole('button', { name: 'Buy Credits' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await page.context().close();
  });
});

test.describe('buying credits with payments on (fake Stripe)', () => {
  let site: Site;
  let stripe: FakeStripe;
  const webhookSecret = 'whsec_e2e_billing';

  test.beforeAll(async () => {
    test.setTimeout(SITE_START_TIMEOUT_MS);
    const port = await freePort();
    // Stripe also reports each payment to the webhook, racing the browser's confirm — as in production.
    stripe = await FakeStripe.start({
      secretKey: 'sk_test_e2e',
      webhook: { url: `http://127.0.0.1:${port}/api/stripe/webhook`, secret: webhookSecret },
    });
    site = await startSite(
      {
        FREE_CREDIT_AMOUNT: '0',
        PAYMENTS_ENABLED: 'true',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_BASE: stripe.apiBase,
      },
      port,
    );
  });
  test.afterAll(async () => {
    await site?.stop();
    await stripe?.stop();
  });

  /** Stripe.js cannot be downloaded here: this stand-in speaks to the fake Stripe like Stripe.js does. */
  async function fakeStripeJs(page: Page) {
    await page.route('https://js.stripe.com/**', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: `
          window.Stripe = function (key) {
            var api = ${JSON.stringify(stripe.apiBase)};
            return {
              _registerWrapper: function () {},
              elements: function () {
                return {
                  create: function () {
                    var input = null, handlers = {};
                    return {
                      on: function (event, handler) { handlers[event] = handler; },
                      mount: function (container) {
                        input = document.createElement('input');
                        input.setAttribute('aria-label', 'Card number');
                        input.addEventListener('input', function () {
                          if (handlers.change) handlers.change({ complete: input.value.replace(/\\s/g, '').length >= 16 });
                        });
                        container.appendChild(input);
                      },
                      destroy: function () { if (input) input.remove(); },
                      value: function () { return input ? input.value : ''; },
                    };
                  },
                };
              },
              confirmCardPayment: async function (clientSecret, data) {
                var id = clientSecret.split('_secret_')[0];
                var body = new URLSearchParams({ key: key, client_secret: clientSecret, 'payment_method_data[type]': 'card', 'payment_method_data[card][number]': data.payment_method.card.value() });
                var response = await fetch(api + '/v1/payment_intents/' + id + '/confirm', { method: 'POST', body: body });
                var json = await response.json();
                return json.error ? { error: json.error } : { paymentIntent: json };
              },
            };
          };
          window.Stripe.version = 'endive';
        `,
      }),
    );
  }

  test('a user at 0 credits buys Basic from the dashboard banner: a declined card, then credits added once and shown in History', async ({
    browser,
  }) => {
    const page = await signUpOn(site, browser);
    await fakeStripeJs(page);
    const stripeJsRequests: string[] = [];
    page.on('request', (request) => request.url().startsWith('https://js.stripe.com/') && stripeJsRequests.push(request.url()));

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Top Up Credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Purchase Credits' });
    await expect(dialog.getByText('Free during the beta')).toHaveCount(0);
    await dialog.getByRole('radio', { name: /Basic — \$25 AUD for 20 credits/ }).check();
    // Stripe.js is fetched only now, at the payment step.
    expect(stripeJsRequests).toEqual([]);
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(dialog.getByText('Basic: 20 credits for $25 AUD')).toBeVisible();
    const card = dialog.getByRole('textbox', { name: 'Card number' });
    await expect(card).toBeVisible();
    expect(stripeJsRequests).toHaveLength(1);

    await card.fill('4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Pay $25 AUD' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');

    await card.fill('4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Pay $25 AUD' }).click();
    await expect(dialog.getByText('Credits Added Successfully')).toBeVisible();
    await expect(page.getByText('Successfully added 20 credits!')).toBeVisible();
    await expect(dialog.getByText('20 credits added. Your balance is now 20 credits.')).toBeVisible();
    // The countdown closes the dialog; the session's credits changed without a reload.
    await expect(dialog).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByText('No credits available - Purchase credits to continue practicing')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Available Credits' })).toContainText('20');

    // Stripe's webhook delivery raced the confirm; both were answered, and one purchase exists.
    await expect.poll(() => stripe.deliveries).toEqual([200]);
    const [intent] = [...stripe.intents.values()];
    await page.reload();
    await expect(page.getByRole('region', { name: 'Available Credits' })).toContainText('20');
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'Credit history' });
    await expect(history.getByRole('row').filter({ hasText: intent!.id.slice(-8) })).toHaveCount(1);
    await expect(history).toContainText('$25.00 AUD');
    await page.context().close();
  });
});
