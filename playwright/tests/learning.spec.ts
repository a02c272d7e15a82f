import { expect, test, type Page } from '@playwright/test';
import { fakeMicrophoneArgs, speechWav } from '../support/fake-microphone';
import { practiseADialogue } from '../support/practice-api';
import { signUp } from '../support/site';

/**
 * The learning loop after one scored attempt: the turns that lost marks are in "My weak segments",
 * one is drilled in the browser (the fake microphone speaks the answer) and its new score shows beside
 * the old, and the due cards from the candidate's own dialogue are reviewed from the header menu.
 */
const wav = speechWav();
test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: fakeMicrophoneArgs(wav) } });

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!;
}

test('practise a dialogue, open My weak segments, drill one, review due cards', async ({ page }) => {
  // Speech is synthesised on first request and scoring runs in the background: minutes on a busy machine.
  test.setTimeout(480_000);
  await signUp(page, 'Mei Lin');
  const token = await tokenOf(page);
  await practiseADialogue(page.request, token);

  // Scored in the background: the weak list fills once it is.
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/api/learning/weak-segments', { headers: { authorization: `Bearer ${token}` } });
        return ((await answer.json()) as { data: unknown[] }).data.length;
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);

  await page.goto('/dashboard');
  const plan = page.getByRole('region', { name: 'This week’s plan' });
  await expect(plan.getByRole('link', { name: /^Drill your weak segments \(\d+\)$/ })).toBeVisible();
  await plan.getByRole('link', { name: 'My weak segments' }).click();

  await expect(page).toHaveURL(/\/weak-segments$/);
  await expect(page.getByRole('heading', { name: 'My weak segments' })).toBeVisible();
  const first = page.getByRole('list', { name: 'Weak segments' }).getByRole('listitem').first();
  await expect(first.getByText(/^Score [\d.]+ \/ [\d.]+ — lost [\d.]+$/)).toBeVisible();
  await expect(first.getByRole('list', { name: 'What was lost' })).toBeVisible();
  await first.getByRole('link', { name: 'Drill this segment' }).click();

  await expect(page).toHaveURL(/\/drill\/\d+$/);
  await page.getByRole('button', { name: 'Start drill' }).click();
  await expect(page.getByRole('group', { name: 'Speaker audio' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByText('REC', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Recording time')).toHaveText(/^00:(0[2-9]|1[0-9])$/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('button', { name: 'Send answer' }).click();
  const result = page.getByRole('region', { name: 'Drill result' });
  await expect(result.getByText(/^New score: [\d.]+ \/ [\d.]+$/)).toBeVisible({ timeout: 60_000 });
  await expect(result.getByText(/^Before: [\d.]+ \/ [\d.]+$/)).toBeVisible();

  // The header menu counts the cards due today and opens the review.
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  const review = page.getByRole('menuitem', { name: /^Review · Due today: [1-9]\d*$/ });
  await expect(review).toBeVisible();
  await review.click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByText(/^Card 1 of \d+$/)).toBeVisible();
  const total = Number((await page.getByText(/^Card 1 of \d+$/).textContent())!.match(/of (\d+)/)![1]);
  const card = page.getByLabel('Flashcard');
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: 'Show answer' }).click();
  await expect(card.getByText(/^Answer ·/)).toBeVisible();
  await page.getByRole('button', { name: 'Easy' }).click();
  if (total > 1) await expect(page.getByText(`Card 2 of ${total}`)).toBeVisible();
  else await expect(page.getByText(/^Review done: 1 card graded\./)).toBeVisible();
});
