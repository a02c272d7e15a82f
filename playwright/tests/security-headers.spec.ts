import { expect, test, type Page } from '@playwright/test';
import { fakeMicrophoneArgs, speechWav } from '../support/fake-microphone';
import { signUp } from '../support/site';

/**
 * The browser security headers (api/src/http/security-headers.ts) on the real site in Chromium: the
 * Content-Security-Policy must block nothing the site itself loads — every route, signed out and
 * signed in, and a recording (the Opus encoder is WebAssembly in an AudioWorklet) — and no page may
 * be framed.
 */
const wav = speechWav();
test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: fakeMicrophoneArgs(wav) } });

const SIGNED_OUT = [
  '/',
  '/privacy-policy',
  '/disclaimer',
  '/terms-and-conditions',
  '/how-to-excel',
  '/get-started',
  '/vocabulary/hindi',
  '/transcript/hindi/1',
  '/language/hindi',
  '/dialogue/hindi/1',
  '/discussions',
  '/pricing',
  '/signup',
  '/login',
  '/api/docs/',
];
const SIGNED_IN = ['/dashboard', '/settings', '/practice/complete/1', '/discussions', '/pricing'];

/** Every CSP violation the page reports, from the DOM event and from the console. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|compile)/i.test(message.text()))
      violations.push(message.text());
  });
  void page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`,
      ),
    );
  });
  return violations;
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('every page carries the security headers', async ({ request }) => {
  for (const path of ['/', '/settings', '/api/stats', '/remotes.json']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
});

test('no route, signed out or in, breaks the Content-Security-Policy — recording included', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  const violations = watchViolations(page);
  for (const path of SIGNED_OUT) await visit(page, path);
  await signUp(page);
  for (const path of SIGNED_IN) await visit(page, path);

  // A practice recording: the encoder's worker and WebAssembly, the recording's blob: playback.
  await visit(page, '/language/hindi');
  await page
    .getByRole('article')
    .first()
    .click({ position: { x: 8, y: 8 } });
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page).toHaveURL(/\/practice\/\d+\/1$/);
  await page.getByRole('button', { name: 'Play', exact: true }).click({ timeout: 30_000 });
  const waveform = page.getByTestId('waveform');
  const box = (await waveform.boundingBox())!;
  await waveform.click({ position: { x: box.width - 3, y: box.height / 2 } });
  await expect(page.getByTestId('segment-status')).toHaveText('Press Record when you are ready to interpret.', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByLabel('Recording time')).toHaveText(/^00:(0[1-9]|1[0-9])$/, { timeout: 5_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Finished', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Your recording')).toBeVisible();

  expect(violations).toEqual([]);
});

test('no page can be framed by another site', async ({ page, baseURL }) => {
  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await page.setContent(`<iframe src="${new URL('/settings', baseURL).href}"></iframe>`);
  expect((await refused).text()).toContain("frame-ancestors 'none'");
});
