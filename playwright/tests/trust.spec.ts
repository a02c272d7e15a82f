import { expect, test } from '@playwright/test';
import { practiseADialogue, tokenOf } from '../support/practice-api';
import { signUp } from '../support/site';

// Issue #17: offline, a score never claims accuracy it did not assess; the candidate completes it by
// marking themselves against the turn's highlighted key units, and the score changes.
test('an offline attempt shows "delivery only"; marking one turn changes its score', async ({ page }) => {
  // Speech for each turn is synthesised on first request and scoring runs in the background.
  test.setTimeout(360_000);
  await signUp(page, 'Mei Lin');
  const practised = await practiseADialogue(page.request, await tokenOf(page));

  await page.goto('/dashboard?tab=results');
  const row = page
    .getByRole('table', { name: 'Test results' })
    .getByRole('row')
    .filter({ hasText: `#${practised.dialogueId}` });
  await expect(row.getByText(/^\d+(\.\d)?\/45$/)).toBeVisible({ timeout: 120_000 });
  await expect(row.getByText('delivery only', { exact: true })).toBeVisible();
  await expect(page.getByText('full marks')).toHaveCount(0);
  const scoreBefore = await row.getByText(/^\d+(\.\d)?\/45$/).textContent();

  await row.getByRole('button', { name: `Show details of dialogue #${practised.dialogueId}` }).click();
  const segments = page.getByRole('table', { name: `Segments of dialogue #${practised.dialogueId}` });
  const first = segments.getByRole('row', { name: 'Segment 1', exact: true });
  await expect(first.getByRole('cell').last()).toContainText('delivery only');
  const turnBefore = await first.getByRole('cell').last().textContent();
  await expect(segments.getByText(/full marks/)).toHaveCount(0);

  // The review: the expected answer with its key units highlighted, and the marking controls.
  await first.click();
  const dialog = page.getByRole('dialog', { name: `Dialogue #${practised.dialogueId} · Segment 1` });
  await expect(dialog.getByRole('region', { name: 'Expected answer' }).locator('mark').first()).toBeVisible();
  const form = dialog.getByRole('form', { name: 'Mark this turn yourself' });
  const units = form.getByRole('checkbox', { name: /^Conveyed/ });
  expect(await units.count()).toBeGreaterThan(0);
  // Nothing ticked, and something added: each unit becomes an omission by its kind, the addition an insertion.
  await form.getByRole('checkbox', { name: 'I added something the speaker did not say' }).check();
  await form.getByRole('button', { name: 'Save my marking' }).click();
  await expect(dialog.getByText('Marking saved: the scores are recomputed.')).toBeVisible();
  await expect(dialog.getByRole('region', { name: /^Feedback · .* · self-marked$/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(first.getByRole('cell').last()).toContainText('self-marked');
  await expect(first.getByRole('cell').last()).not.toHaveText(turnBefore!);
  await expect(row.getByText(/^\d+(\.\d)?\/45$/)).not.toHaveText(scoreBefore!);
});
