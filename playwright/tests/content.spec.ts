import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/site';

/**
 * mf-content end to end: everything a visitor reads (home, tips, getting started, legal pages,
 * vocabulary, transcripts) on the built site, as a guest and as a Free-plan user.
 */

const PAGES: { path: string; h1: RegExp | string; ad: boolean }[] = [
  { path: '/', h1: /CCL/, ad: true },
  { path: '/how-to-excel', h1: 'How to Excel in the CCL Test', ad: false },
  { path: '/get-started', h1: 'Get Started with CCL Practice', ad: false },
  { path: '/privacy-policy', h1: 'Privacy Policy', ad: false },
  { path: '/disclaimer', h1: 'Disclaimer', ad: false },
  { path: '/terms-and-conditions', h1: 'Terms and Conditions', ad: false },
  { path: '/vocabulary/hindi', h1: 'Hindi Vocabularies', ad: true },
  { path: '/transcript/hindi/1', h1: /^#1/, ad: true },
];

const LANGUAGES = [
  'Arabic',
  'Bangla',
  'Filipino',
  'Gujarati',
  'Hindi',
  'Mandarin',
  'Nepali',
  'Punjabi',
  'Tamil',
  'Telugu',
  'Urdu',
  'Vietnamese',
];

async function expectEachPage(page: Page) {
  for (const { path, h1, ad } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    // The ad slot belongs to home, vocabulary and transcript (spec §2), for guests and the Free plan.
    await expect(page.getByTestId('ad-slot'), `ad slot on ${path}`).toHaveCount(ad ? 1 : 0);
  }
}

/** The first dialogue whose transcript has speech for at least one turn (made in the background at start). */
async function transcriptWithSpeech(page: Page): Promise<{ id: number; withAudio: number; turns: number; interpreterTurns: number }> {
  let found: { id: number; withAudio: number; turns: number; interpreterTurns: number } | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.post('/api/transcript', { data: { dialogueId: 1 } });
        const { dialogue } = (await response.json()) as {
          dialogue: { id: number; segments: { speaker_role: string; audio_url: string | null }[] };
        };
        const withAudio = dialogue.segments.filter((s) => s.audio_url).length;
        found = {
          id: dialogue.id,
          withAudio,
          turns: dialogue.segments.length,
          interpreterTurns: dialogue.segments.filter((s) => s.speaker_role.toLowerCase() === 'interpreter').length,
        };
        return withAudio;
      },
      { timeout: 60_000, message: 'speech for dialogue 1' },
    )
    .toBeGreaterThan(0);
  return found!;
}

test.describe('content pages as a guest', () => {
  test('every route shows its page under one h1, with the ad slot on home, vocabulary and transcript', async ({ page }) => {
    await expectEachPage(page);
  });

  test('the home page shows the live counters and every exam fact', async ({ page }) => {
    const stats = (await (await page.request.get('/api/stats')).json()) as { data: { total_dialogues: number; total_ai_scoring: number } };
    await page.goto('/');
    await expect(page.getByTestId('counter-Languages')).toContainText('12');
    await expect(page.getByTestId('counter-Dialogues')).toContainText(stats.data.total_dialogues.toLocaleString('en-AU'));
    expect(stats.data.total_dialogues).toBeGreaterThanOrEqual(144);
    // Other tests score dialogues meanwhile: the page's count lies between a read before it and one after.
    await expect(page.getByTestId('counter-AI Scorings')).toContainText(/\d/);
    const shown = Number((await page.getByTestId('counter-AI Scorings').innerText()).replace(/\D/g, ''));
    const after = (await (await page.request.get('/api/stats')).json()) as { data: { total_ai_scoring: number } };
    expect(shown).toBeGreaterThanOrEqual(stats.data.total_ai_scoring);
    expect(shown).toBeLessThanOrEqual(after.data.total_ai_scoring);

    await expect(page.getByRole('tab', { name: 'Topics' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Immigration/Settlement');
    await expect(page.getByRole('tabpanel')).toContainText('Social Services');

    await page.getByRole('tab', { name: 'About CCL' }).click();
    const about = page.getByRole('tabpanel');
    await expect(about).toContainText('2 dialogues of about 300 words each');
    await expect(about).toContainText('about 20 minutes');
    await expect(about).toContainText('online and proctored');
    await expect(about).toContainText('A chime sounds after each segment');
    await expect(about).toContainText('within 5 seconds');
    await expect(about).toContainText('one segment repetition per dialogue');

    await page.getByRole('tab', { name: 'Scoring' }).click();
    const scoring = page.getByRole('tabpanel');
    await expect(scoring).toContainText('Each dialogue is worth 45 marks (90 in total)');
    await expect(scoring).toContainText('at least 63 marks overall and at least 29 in each dialogue');
    await expect(scoring).toContainText(/accuracy.*language quality.*delivery/);

    await page.getByRole('tab', { name: 'Results' }).click();
    const results = page.getByRole('tabpanel');
    await expect(results).toContainText('by e-mail in 4–6 weeks');
    await expect(results).toContainText('Credentials issued from 9 August 2022 last 5 years');
    await expect(results).toContainText('earlier last 3 years');

    const pricing = page.getByRole('region', { name: 'Simple credits, no subscriptions' });
    await expect(pricing).toContainText('$25 AUD');
    await expect(pricing).toContainText('20 credits');
    await expect(pricing).toContainText('$45 AUD');
    await expect(pricing).toContainText('40 credits');
    await expect(pricing).toContainText('Priority support');
    await pricing.getByRole('link', { name: 'Sign Up Free' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('the language grid links each language to its dialogue list', async ({ page }) => {
    await page.goto('/');
    const grid = page.getByRole('region', { name: 'Available languages' });
    for (const name of LANGUAGES) {
      await expect(grid.getByRole('link', { name })).toHaveAttribute('href', `/language/${name.toLowerCase()}`);
    }
    await grid.getByRole('link', { name: 'Tamil' }).click();
    await expect(page).toHaveURL(/\/language\/tamil$/);
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  });

  test('the vocabulary of a language lists terms by topic, and a term plays as speech', async ({ page }) => {
    await page.goto('/vocabulary/hindi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hindi Vocabularies');
    await expect(page.getByRole('link', { name: 'Dialogue' })).toHaveAttribute('href', '/language/hindi');
    // Every topic's count is in the topic bar; a card mounts its terms when it comes near the screen.
    const topics = page.getByRole('navigation', { name: 'Topics' });
    await expect(topics.getByRole('link').first()).toBeVisible();
    const counts = await topics.getByRole('link').allTextContents();
    expect(counts.reduce((sum, text) => sum + Number(/\((\d+)\)$/.exec(text)?.[1] ?? 0), 0)).toBeGreaterThanOrEqual(240);
    await topics.getByRole('link', { name: /^Health \(/ }).click();
    const health = page.getByRole('region', { name: 'Health', exact: true });
    await expect(health.getByTestId('vocabulary-term').first()).toContainText('→');

    // Play the first Health term in Hindi; the audio element fetches it (following the redirect to /api/media).
    const button = health.getByRole('button', { name: /^Play Hindi: / }).first();
    const speech = page.waitForResponse((r) => /\/api\/(vocabulary-terms\/\d+\/speech|media\/)/.test(r.url()) && r.status() < 300, {
      timeout: 30_000,
    });
    await button.click();
    const response = await speech;
    expect(response.status()).toBeLessThan(300);
    expect(response.headers()['content-type']).toMatch(/^audio\//);
    await expect(health.getByRole('button', { name: /^Stop Hindi: / })).toBeVisible();
    await expect(page.getByText("Couldn't play this term. Please try again.")).toHaveCount(0);
  });

  test('a vocabulary term plays from the keyboard', async ({ page }) => {
    await page.goto('/vocabulary/tamil');
    const first = page.getByRole('button', { name: /^Play English: / }).first();
    await first.focus();
    const speech = page.waitForRequest((r) => /\/api\/vocabulary-terms\/\d+\/speech\?side=english$/.test(r.url()));
    await page.keyboard.press('Enter');
    await speech;
  });

  test("an unknown language shows 'Language Not Found!' without asking the API", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => request.url().includes('/api/vocabulary') && asked.push(request.url()));
    await page.goto('/vocabulary/klingon');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Language Not Found!');
    await expect(page.getByRole('link', { name: 'Hindi' })).toHaveAttribute('href', '/vocabulary/hindi');
    expect(asked).toEqual([]);
  });

  test('the transcript shows speaker turns; a guest who flips the switch is sent to /signup', async ({ page }) => {
    await page.goto('/transcript/arabic/1');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('#1');
    await expect(page.getByText('Expected Translation').first()).toBeVisible();
    await expect(page.locator('[data-interpreter]')).toHaveCount(0);
    await expect(page.locator('audio')).toHaveCount(0);
    const toggle = page.getByRole('switch', { name: 'Show Interpreter & Audio' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a transcript that cannot be fetched shows the error screen', async ({ page }) => {
    await page.goto('/transcript/hindi/999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  test('every content page fits a 360 px screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const { path, h1 } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('content pages as a Free-plan user', () => {
  test('every route shows its page, with the ad slot for the Free plan', async ({ page }) => {
    // A sign-up through the three-step form, then every content route: past 90 s on a loaded machine.
    test.slow();
    await signUp(page, 'Farah Khan');
    await expectEachPage(page);

    const pricing = page.getByRole('region', { name: 'Simple credits, no subscriptions' });
    await page.goto('/');
    await expect(pricing.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(pricing.getByRole('link', { name: 'Sign Up Free' })).toHaveCount(0);
  });

  test('the switch shows interpreter turns and audio', async ({ page }) => {
    // It waits for the speech worker to make dialogue 1's first audio, which a loaded machine does slowly.
    test.slow();
    await signUp(page, 'Farah Khan');
    // Sign-up credits make giveFree true: the switch works and shows interpreter turns and players.
    const expected = await transcriptWithSpeech(page);
    await page.goto(`/transcript/arabic/${expected.id}`);
    const toggle = page.getByRole('switch', { name: 'Show Interpreter & Audio' });
    await expect(toggle).toBeEnabled();
    await expect(page.getByTestId('transcript-segment')).toHaveCount(expected.turns - expected.interpreterTurns);
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(page.getByTestId('transcript-segment')).toHaveCount(expected.turns);
    await expect(page.locator('[data-interpreter]')).toHaveCount(expected.interpreterTurns);
    // Speech is still being made meanwhile: the page shows at least the players read before it, at most those made since.
    const shownPlayers = await page.locator('audio[controls]').count();
    const since = await transcriptWithSpeech(page);
    expect(shownPlayers).toBeGreaterThanOrEqual(expected.withAudio);
    expect(shownPlayers).toBeLessThanOrEqual(since.withAudio);
    const src = await page.locator('audio[controls]').first().getAttribute('src');
    const audio = await page.request.get(src!);
    expect(audio.status()).toBe(200);
    expect(audio.headers()['content-type']).toMatch(/^audio\//);

    await toggle.click();
    await expect(page.locator('audio[controls]')).toHaveCount(0);
  });
});
