import { expect, test, type Page } from '@playwright/test';
import { fakeMicrophoneArgs, playedMedia, speechWav, trackPlayback } from '../support/fake-microphone';
import { signUp } from '../support/site';

/**
 * The practice loop in Chromium with a fake microphone that speaks a Hindi WAV made by the offline
 * TTS: a whole dialogue in test mode (chime, automatic recording, the 20-second cap) and one in
 * practice mode (Restart, then to the end, then feedback). The recordings are checked through the
 * results API the dashboard reads.
 */
const wav = speechWav();
test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: fakeMicrophoneArgs(wav) } });

const CHIME = /\/remotes\/mf-practice\/assets\/chime\.[0-9a-f]+\.wav$/;
/** Speaker turns are read aloud by eSpeak NG: the longest take well under a minute. */
const SPEAKER_AUDIO_MS = 60_000;

function segmentHeader(page: Page) {
  return page.getByTestId('segment-number');
}

async function segmentNumbers(page: Page): Promise<{ current: number; total: number }> {
  const text = (await segmentHeader(page).textContent()) ?? '';
  const match = text.match(/Segment (\d+)\/(\d+)/);
  if (!match) throw new Error(`No segment number in '${text}'`);
  return { current: Number(match[1]), total: Number(match[2]) };
}

/** From the home page's language grid to Hindi, then the newest dialogue. */
async function openFirstHindiDialogue(page: Page): Promise<string> {
  await page.goto('/');
  await page.locator('main a[href="/language/hindi"]').first().click();
  await expect(page).toHaveURL(/\/language\/hindi$/);
  await expect(page.getByRole('heading', { name: 'Hindi Dialogues' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Available Dialogues - [1-9]\d*$/ })).toBeVisible();
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  // A click on the card itself (not on its links) opens the dialogue.
  await card.click({ position: { x: 8, y: 8 } });
  await expect(page).toHaveURL(/\/dialogue\/hindi\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Candidate information')).toBeVisible();
  return title;
}

/** GET /generate-result as the signed-in user. */
async function results(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get('/api/generate-result', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as Array<{
    id: number;
    mode: number;
    dialogue: { segments: unknown[] };
    segment_attempts: Array<{ audio_url: string | null }>;
  }>;
}

/** Every answer of the session is stored as Ogg Opus the user can open. */
async function expectRecordingsStored(page: Page, sessionId: number, answers: number) {
  const result = (await results(page)).find((r) => r.id === sessionId);
  expect(result, `session ${sessionId} among the results`).toBeDefined();
  expect(result!.segment_attempts).toHaveLength(answers);
  for (const attempt of result!.segment_attempts) {
    expect(attempt.audio_url).toBeTruthy();
    const audio = await page.request.get(attempt.audio_url!);
    expect(audio.ok()).toBe(true);
    const bytes = await audio.body();
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(bytes.includes(Buffer.from('OpusHead'))).toBe(true);
  }
  return result!;
}

interface Upload {
  filename: string | undefined;
  type: string;
  head: number[] | null;
}

/**
 * What the page uploads as each answer (spec §3 "Recording", §7 POST /practice/submit), noted as the
 * page adds it to the form: Chromium does not hand multipart bodies holding a Blob to request events.
 */
async function captureUploads(page: Page): Promise<() => Promise<Upload[]>> {
  await page.addInitScript(() => {
    const uploads: Upload[] = [];
    (window as unknown as { __uploads: Upload[] }).__uploads = uploads;
    const append = FormData.prototype.append;
    FormData.prototype.append = function (this: FormData, ...args: [string, string | Blob, string?]) {
      const [name, value, filename] = args;
      if (name === 'user_audio' && value instanceof Blob) {
        const upload: Upload = { filename, type: value.type, head: null };
        uploads.push(upload);
        void value.arrayBuffer().then((bytes) => (upload.head = Array.from(new Uint8Array(bytes.slice(0, 512)))));
      }
      (append as (...a: unknown[]) => void).apply(this, args);
    } as typeof FormData.prototype.append;
  });
  return () => page.evaluate(() => (window as unknown as { __uploads: Upload[] }).__uploads);
}

/** The upload is Ogg Opus, 16 kHz, mono, sent as recording.ogg with type audio/ogg — made in the browser, not by the server. */
function expectOggOpusUpload(upload: Upload) {
  expect(upload.filename).toBe('recording.ogg');
  expect(upload.type).toBe('audio/ogg');
  const head = Buffer.from(upload.head ?? []);
  expect(head.subarray(0, 4).toString('latin1')).toBe('OggS');
  const opusHead = head.indexOf('OpusHead');
  expect(opusHead).toBeGreaterThan(0);
  expect(head.readUInt8(opusHead + 9)).toBe(1); // channels
  expect(head.readUInt32LE(opusHead + 12)).toBe(16000); // input sample rate
}

test('test mode: a whole Hindi dialogue — chime, recording by itself, the 20 s cap — reaches the complete page', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  const uploadsSoFar = await captureUploads(page);
  await trackPlayback(page);
  await signUp(page);
  await openFirstHindiDialogue(page);

  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page).toHaveURL(/\/practice\/\d+\/1$/);
  const sessionId = Number(page.url().match(/\/practice\/(\d+)\//)![1]);
  await expect(page.getByRole('heading', { name: 'CCL Practice dialogue - Hindi' })).toBeVisible();
  const { total } = await segmentNumbers(page);
  expect(total).toBeGreaterThan(1);
  // The cap is waited out on the second segment; the others stop after a short answer.
  const capped = 2;

  for (let segment = 1; segment <= total; segment += 1) {
    await expect(segmentHeader(page)).toHaveText(`Segment ${segment}/${total}`);
    // Test mode: play only.
    await expect(page.getByRole('button', { name: 'Replay' })).toHaveCount(0);
    const chimesBefore = (await playedMedia(page)).filter((src) => CHIME.test(src)).length;
    await page.getByRole('button', { name: 'Play', exact: true }).click({ timeout: 30_000 });
    await expect(page.getByTestId('segment-status')).toHaveText('Listen to the speaker...');

    await expect(page.getByTestId('segment-status')).toHaveText(/^Get ready: the chime sounds in \d s\.$/, { timeout: SPEAKER_AUDIO_MS });
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Record', exact: true })).toBeDisabled();
    // The 5-second wait, the chime, then the recording starts with nobody pressing Record.
    await expect(page.getByText('REC', { exact: true })).toBeVisible({ timeout: 12_000 });
    expect((await playedMedia(page)).filter((src) => CHIME.test(src))).toHaveLength(chimesBefore + 1);

    if (segment === capped) {
      // Nobody presses Stop: the timer runs on towards 20 s and the recording ends by itself.
      await expect(page.getByLabel('Recording time')).toHaveText(/^00:1[7-9]$/, { timeout: 25_000 });
      await expect(page.getByText('Finished', { exact: true })).toBeVisible({ timeout: 6_000 });
      await expect(page.getByTestId('recording-indicator')).toContainText('00:20');
    } else {
      await expect(page.getByLabel('Recording time')).toHaveText(/^00:(0[1-9]|1[0-9])$/, { timeout: 5_000 });
      await page.getByRole('button', { name: 'Stop' }).click();
      await expect(page.getByText('Finished', { exact: true })).toBeVisible();
    }
    // One take per segment in the exam.
    await expect(page.getByRole('button', { name: /^Record/ })).toBeDisabled();

    const last = segment === total;
    await page.getByRole('button', { name: last ? 'Finish' : 'Next' }).click();
    if (!last) await expect(page).toHaveURL(new RegExp(`/practice/${sessionId}/${segment * 2 + 1}$`));
  }

  await expect(page).toHaveURL(new RegExp(`/practice/complete/${sessionId}$`));
  await expect(page.getByRole('heading', { name: 'Practice Complete!' })).toBeVisible();
  await expect(page.getByText('Your results will be available in your Dashboard within 10 minutes.')).toBeVisible();
  await expect(page.getByText('Your attempt has been sent for AI scoring.')).toBeVisible();

  const uploads = await uploadsSoFar();
  expect(uploads).toHaveLength(total);
  for (const upload of uploads) expectOggOpusUpload(upload);
  const result = await expectRecordingsStored(page, sessionId, total);
  expect(result.mode).toBe(0);
});

test('practice mode: Restart from segment 2 starts a new session; finishing it and sending private feedback', async ({ page }) => {
  test.setTimeout(10 * 60_000);
  await signUp(page, 'Ravi Kumar');
  await openFirstHindiDialogue(page);

  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page).toHaveURL(/\/practice\/\d+\/1$/);
  const firstSession = Number(page.url().match(/\/practice\/(\d+)\//)![1]);
  const { total } = await segmentNumbers(page);
  await expect(page.getByRole('button', { name: 'Restart' })).toHaveCount(0);

  /** Practice mode lets the candidate skip ahead: play, then click near the end of the waveform. */
  const listenAndAnswer = async (options: { recordAgain?: boolean } = {}) => {
    await page.getByRole('button', { name: 'Play', exact: true }).click({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    const waveform = page.getByTestId('waveform');
    const box = (await waveform.boundingBox())!;
    await waveform.click({ position: { x: box.width - 3, y: box.height / 2 } });
    await expect(page.getByTestId('segment-status')).toHaveText('Press Record when you are ready to interpret.', {
      timeout: SPEAKER_AUDIO_MS,
    });
    await page.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(page.getByText('REC', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Recording time')).toHaveText(/^00:(0[1-9]|1[0-9])$/, { timeout: 5_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByText('Finished', { exact: true })).toBeVisible();
    if (options.recordAgain) {
      await expect(page.getByLabel('Your recording')).toBeVisible();
      await page.getByRole('button', { name: 'Record Again' }).click();
      await expect(page.getByText('REC', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Recording time')).toHaveText(/^00:(0[1-9]|1[0-9])$/, { timeout: 5_000 });
      await page.getByRole('button', { name: 'Stop' }).click();
      await expect(page.getByText('Finished', { exact: true })).toBeVisible();
    }
  };

  await listenAndAnswer({ recordAgain: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/${firstSession}/3$`));
  await expect(segmentHeader(page)).toHaveText(`Segment 2/${total}`);

  await page.getByRole('button', { name: 'Restart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restart Dialogue?' });
  await expect(
    dialog.getByText('Are you sure you want to restart this dialogue from the beginning? Your current progress will be lost.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Restart' }).click();
  await expect(page).toHaveURL(/\/practice\/\d+\/1$/);
  const sessionId = Number(page.url().match(/\/practice\/(\d+)\//)![1]);
  expect(sessionId).not.toBe(firstSession);
  await expect(segmentHeader(page)).toHaveText(`Segment 1/${total}`);
  await expect(page.getByTestId('recording-indicator')).toHaveCount(0);

  for (let segment = 1; segment <= total; segment += 1) {
    await expect(segmentHeader(page)).toHaveText(`Segment ${segment}/${total}`);
    await listenAndAnswer();
    const last = segment === total;
    await page.getByRole('button', { name: last ? 'Finish' : 'Next' }).click();
    if (!last) await expect(page).toHaveURL(new RegExp(`/practice/${sessionId}/${segment * 2 + 1}$`));
  }

  await expect(page).toHaveURL(new RegExp(`/practice/complete/${sessionId}$`));
  await expect(page.getByRole('heading', { name: 'Practice Complete!' })).toBeVisible();
  await expect(page.getByText('Your attempt has been sent for AI scoring.')).toBeVisible();
  // The footer shows again on the complete page.
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByPlaceholder('Type your thoughts or suggestions...').fill('The chime and the timer felt like the real test.');
  await page.getByRole('checkbox', { name: "Tick this if you don't want your feedback shown publicly" }).check();
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Thanks for your feedback! It really helps us improve.')).toBeVisible();

  const result = await expectRecordingsStored(page, sessionId, total);
  expect(result.mode).toBe(1);
  // The abandoned first session is not a result.
  expect((await results(page)).map((r) => r.id)).not.toContain(firstSession);
});
