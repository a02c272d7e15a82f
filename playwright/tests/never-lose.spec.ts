import { expect, test, type Page } from '@playwright/test';
import { fakeMicrophoneArgs, speechWav } from '../support/fake-microphone';
import { signUp } from '../support/site';

/**
 * Never losing an attempt (issue #15), in Chromium with the fake microphone: a practice attempt is
 * reloaded mid-way and reopened from the dashboard at its first unanswered segment, one answer is
 * recorded while the browser is offline (kept on the device; the page reloaded before the server has
 * it uploads it first, then opens at the next segment), and the finished attempt has every answer stored.
 */
const wav = speechWav();
test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: fakeMicrophoneArgs(wav) } });

const SPEAKER_AUDIO_MS = 60_000;

async function authorization(page: Page) {
  return { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
}

/** Practice mode: play, skip to the end of the waveform, record a short answer. */
async function listenAndRecord(page: Page) {
  await page.getByRole('button', { name: 'Play', exact: true }).click({ timeout: 30_000 });
  const waveform = page.getByTestId('waveform');
  const box = (await waveform.boundingBox())!;
  await waveform.click({ position: { x: box.width - 3, y: box.height / 2 } });
  await expect(page.getByTestId('segment-status')).toHaveText('Press Record when you are ready to interpret.', {
    timeout: SPEAKER_AUDIO_MS,
  });
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByLabel('Recording time')).toHaveText(/^00:(0[1-9]|1[0-9])$/, { timeout: 5_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Finished', { exact: true })).toBeVisible();
}

test('a reload mid-attempt and an upload while offline: the attempt still completes with every answer stored', async ({
  page,
  context,
}) => {
  test.setTimeout(15 * 60_000);
  await signUp(page);
  await page.goto('/language/hindi');
  await page
    .getByRole('article')
    .first()
    .click({ position: { x: 8, y: 8 } });
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page).toHaveURL(/\/practice\/\d+\/1$/);
  const sessionId = Number(page.url().match(/\/practice\/(\d+)\//)![1]);
  const total = Number(((await page.getByTestId('segment-number').textContent()) ?? '').match(/Segment \d+\/(\d+)/)![1]);
  expect(total).toBeGreaterThan(2);

  for (let segment = 1; segment <= total; segment += 1) {
    await expect(page.getByTestId('segment-number')).toHaveText(`Segment ${segment}/${total}`);
    await listenAndRecord(page);
    const last = segment === total;
    if (segment === 1) {
      // Offline during the upload: the answer is kept on this device.
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByTestId('segment-status')).toHaveText(/Your answer is saved on this device/, { timeout: 15_000 });
      // Reloaded before the server has it (its uploads still fail): the reopened page uploads the kept answer
      // first, saying so, then opens at the next segment once it is sent.
      await page.route('**/api/practice/submit', (route) => route.abort());
      await context.setOffline(false);
      await page.reload();
      await expect(page.getByText(/Your answer is saved on this device/)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveCount(0);
      await page.unroute('**/api/practice/submit');
    } else {
      await page.getByRole('button', { name: last ? 'Finish' : 'Next' }).click();
    }
    if (!last) await expect(page).toHaveURL(new RegExp(`/practice/${sessionId}/${segment * 2 + 1}$`), { timeout: 30_000 });
    if (segment === 2) {
      // Reloaded, then reopened from the dashboard where it was left.
      await page.reload();
      await page.goto('/dashboard');
      await page.getByRole('link', { name: 'Continue where you left off' }).click();
      await expect(page).toHaveURL(new RegExp(`/practice/${sessionId}/5$`));
    }
  }

  await expect(page).toHaveURL(new RegExp(`/practice/complete/${sessionId}$`));
  // The complete page finishes the attempt: only then is it a result.
  await expect(page.getByText('Your attempt has been sent for AI scoring.')).toBeVisible({ timeout: 30_000 });
  const results = await page.request.get('/api/generate-result', { headers: await authorization(page) });
  const result = ((await results.json()).data as Array<{ id: number; segment_attempts: Array<{ audio_url: string | null }> }>).find(
    (r) => r.id === sessionId,
  );
  expect(result?.segment_attempts).toHaveLength(total);
  for (const attempt of result!.segment_attempts) {
    const audio = await page.request.get(attempt.audio_url!);
    expect((await audio.body()).subarray(0, 4).toString('latin1')).toBe('OggS');
  }
  const attempts = await page.request.get('/api/attempts', { headers: await authorization(page) });
  expect((await attempts.json()).unfinished).toEqual([]);
});
