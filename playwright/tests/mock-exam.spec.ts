import { expect, test, type Page } from '@playwright/test';
import { fakeMicrophoneArgs, speechWav } from '../support/fake-microphone';
import { signUp } from '../support/site';

/**
 * A whole Hindi mock exam in Chromium with the fake microphone (issue #15): both dialogues under the
 * exam rules — each segment played once, the chime and recording by themselves, the repeat used once
 * in dialogue 1 and a second one refused — then the verdict, every answer stored, and the dashboard's
 * review of both dialogues under the mock (not in Test Results).
 */
const wav = speechWav();
test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: fakeMicrophoneArgs(wav) } });

const SPEAKER_AUDIO_MS = 60_000;

interface Mock {
  id: number;
  status: string;
  dialogues: Array<{ part: number; answered: number; turns: number; repeatUsed: boolean }>;
  result: { total: number; verdict: { label: string } } | null;
}

async function api(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return { Authorization: `Bearer ${token}` };
}

test('a whole mock exam: two dialogues, one repeat used and a second refused, then the verdict', async ({ page }) => {
  test.setTimeout(25 * 60_000);
  await signUp(page);
  await page.goto('/language/hindi');
  await page.getByRole('link', { name: 'Take a mock exam' }).click();
  await expect(page).toHaveURL(/\/mock\/hindi$/);
  await page.getByRole('button', { name: 'Start mock exam' }).click();
  await expect(page).toHaveURL(/\/mock-exam\/\d+$/);
  const mockId = Number(page.url().match(/\/mock-exam\/(\d+)$/)![1]);
  await expect(page.getByTestId('mock-clock')).toBeVisible();

  const heading = page.getByRole('heading', { name: /^Dialogue [12] — segment \d+ of \d+$/ });
  let repeated = false;
  for (;;) {
    const finish = page.getByRole('button', { name: 'Finish mock exam' });
    await expect(heading.or(finish)).toBeVisible({ timeout: 30_000 });
    if (await finish.isVisible()) break;
    const current = (await heading.textContent())!;
    const [, part, segment] = current.match(/^Dialogue (\d) — segment (\d+) of \d+$/)!;

    await page.getByRole('button', { name: 'Play', exact: true }).click({ timeout: 30_000 });
    await expect(page.getByTestId('mock-status')).toHaveText('Recording... Interpret now, then press Stop.', { timeout: SPEAKER_AUDIO_MS });
    if (part === '1' && segment === '1') {
      // The dialogue's one repeat: the segment plays again, the chime, a fresh take.
      await page.getByRole('button', { name: 'Repeat segment' }).click();
      await expect(page.getByText('You have used your repeat for this dialogue')).toBeVisible();
      await expect(page.getByTestId('mock-status')).toHaveText('Recording... Interpret now, then press Stop.', {
        timeout: SPEAKER_AUDIO_MS,
      });
      repeated = true;
    }
    if (part === '1' && segment === '2') {
      await expect(page.getByRole('button', { name: 'Repeat segment' })).toBeDisabled();
      // The server refuses a second repeat whatever the page does.
      const second = await page.request.post(`/api/mock-exams/${mockId}/repeat`, {
        headers: await api(page),
        data: { part: 1, segmentOrder: Number(segment) * 2 - 1 },
      });
      expect(second.status()).toBe(409);
      expect(await second.json()).toEqual({ message: 'You have used your repeat for this dialogue' });
    }
    await expect(page.getByLabel('Recording time')).toHaveText(/^00:(0[1-9]|1[0-9])$/, { timeout: 5_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    // The next segment (or Finish) once the server has the answer.
    await expect(page.getByRole('heading', { name: current, exact: true })).toHaveCount(0, { timeout: 30_000 });
  }
  expect(repeated).toBe(true);

  await page.getByRole('button', { name: 'Finish mock exam' }).click();
  await expect(page.getByTestId('mock-verdict')).toHaveText(/^(PASS on delivery only|FAIL on delivery)$/, { timeout: 10 * 60_000 });
  await expect(page.getByText(/^Total [\d.]+ \/ 90$/)).toBeVisible();
  await expect(page.getByText(/accuracy and language were not assessed/)).toBeVisible();

  const mock = (await (await page.request.get(`/api/mock-exams/${mockId}`, { headers: await api(page) })).json()).data as Mock;
  expect(mock.status).toBe('scored');
  for (const dialogue of mock.dialogues) expect(dialogue.answered).toBe(dialogue.turns);
  expect(mock.dialogues.map((d) => d.repeatUsed)).toEqual([true, false]);

  await page.goto('/dashboard?tab=mock');
  await expect(page.getByTestId(`mock-verdict-${mockId}`)).toHaveText(mock.result!.verdict.label);
  // Each dialogue's per-segment review lives with the mock, not in Test Results.
  const card = page.getByTestId(`mock-exam-${mockId}`);
  await card.getByRole('button', { name: 'Review the segments' }).click();
  for (const part of [1, 2]) {
    const dialogue = card.getByRole('region', { name: new RegExp(`^Dialogue ${part}: `) });
    await expect(dialogue.getByRole('row', { name: 'Segment 1', exact: true })).toBeVisible();
  }
  await page.goto('/dashboard?tab=results');
  await expect(page.getByText('You have no test results yet.', { exact: false })).toBeVisible();
});
