import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { practiseADialogue } from '../support/practice-api';
import { signUp } from '../support/site';

/** The bearer token the page holds (localStorage.token), for calling the API as that user. */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!;
}

async function discussionIdOf(request: APIRequestContext, content: string): Promise<number> {
  const response = await request.get('/api/discussions');
  const body = (await response.json()) as { data: { id: number; content: string }[] };
  const found = body.data.find((d) => d.content === content);
  expect(found, `discussion "${content}" on page 1`).toBeTruthy();
  return found!.id;
}

test.describe('discussions end to end', () => {
  test('two candidates discuss, reply and upvote; each deletes only their own posts', async ({ browser }) => {
    // Two sign-ups through the three-step form and a dozen round trips: longer than one page's budget.
    test.setTimeout(240_000);
    const stamp = Date.now();
    const ashaContext = await browser.newContext();
    const bilalContext = await browser.newContext();
    const asha = await ashaContext.newPage();
    const bilal = await bilalContext.newPage();
    await signUp(asha, 'Asha Verma');
    await signUp(bilal, 'Bilal Ahmed');

    // Asha opens a discussion; markup is shown as the characters she typed.
    const question = `How long did your CCL results take? <b>${stamp}</b>`;
    await asha.goto('/discussions');
    await asha.getByLabel('Start a discussion').fill(question);
    await asha.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(asha.getByText('Discussion posted!')).toBeVisible();
    const ashaCard = asha.getByRole('article', { name: 'Discussion from Asha Verma' }).filter({ hasText: question });
    await expect(ashaCard).toBeVisible();
    await expect(ashaCard.getByRole('button', { name: 'Delete discussion' })).toBeVisible();

    // Bilal sees it, cannot delete it, upvotes it and replies.
    await bilal.goto('/discussions');
    const seenByBilal = bilal.getByRole('article', { name: 'Discussion from Asha Verma' }).filter({ hasText: question });
    await expect(seenByBilal).toBeVisible();
    await expect(seenByBilal.getByRole('button', { name: 'Delete discussion' })).toHaveCount(0);
    await seenByBilal.getByRole('button', { name: 'Upvote discussion (0)' }).click();
    await expect(seenByBilal.getByRole('button', { name: 'Upvote discussion (1)' })).toHaveAttribute('aria-pressed', 'true');
    await seenByBilal.getByRole('button', { name: 'Reply', exact: true }).click();
    await seenByBilal.getByLabel('Your reply').fill(`About six weeks for me (${stamp}).`);
    await seenByBilal.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(bilal.getByText('Reply posted!')).toBeVisible();
    const bilalsReply = seenByBilal.getByRole('listitem', { name: 'Reply from Bilal Ahmed' });
    await expect(bilalsReply).toContainText(`About six weeks for me (${stamp}).`);
    await expect(bilalsReply.getByRole('button', { name: 'Delete reply' })).toBeVisible();

    // Asha sees the upvote and the reply; she upvotes the reply but may not delete it.
    await asha.reload();
    await expect(ashaCard.getByRole('button', { name: 'Upvote discussion (1)' })).toHaveAttribute('aria-pressed', 'false');
    const replySeenByAsha = ashaCard.getByRole('listitem', { name: 'Reply from Bilal Ahmed' });
    await expect(replySeenByAsha).toBeVisible();
    await expect(replySeenByAsha.getByRole('button', { name: 'Delete reply' })).toHaveCount(0);
    await replySeenByAsha.getByRole('button', { name: 'Upvote reply (0)' }).click();
    await expect(replySeenByAsha.getByRole('button', { name: 'Upvote reply (1)' })).toHaveAttribute('aria-pressed', 'true');

    // Bilal withdraws his upvote: the count goes back down.
    await bilal.reload();
    await seenByBilal.getByRole('button', { name: 'Upvote discussion (1)' }).click();
    await expect(seenByBilal.getByRole('button', { name: 'Upvote discussion (0)' })).toHaveAttribute('aria-pressed', 'false');

    // Bilal's own discussion offers Asha no delete, and the API refuses her if she calls it directly.
    const tip = `Learn the Health vocabulary first (${stamp})`;
    await bilal.getByLabel('Start a discussion').fill(tip);
    await bilal.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(bilal.getByText('Discussion posted!')).toBeVisible();
    await asha.reload();
    const tipSeenByAsha = asha.getByRole('article', { name: 'Discussion from Bilal Ahmed' }).filter({ hasText: tip });
    await expect(tipSeenByAsha).toBeVisible();
    await expect(tipSeenByAsha.getByRole('button', { name: 'Delete discussion' })).toHaveCount(0);
    const tipId = await discussionIdOf(asha.request, tip);
    const refused = await asha.request.delete(`/api/discussions/${tipId}`, { headers: { authorization: `Bearer ${await tokenOf(asha)}` } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: 'You can only delete your own posts.' });
    await asha.reload();
    await expect(tipSeenByAsha).toBeVisible();

    // Asha deletes her own discussion after confirming; Bilal's reply goes with it.
    await ashaCard.getByRole('button', { name: 'Delete discussion' }).click();
    const dialog = asha.getByRole('dialog', { name: 'Delete discussion?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(asha.getByText('Discussion deleted')).toBeVisible();
    await expect(asha.getByText(question)).toHaveCount(0);
    await bilal.reload();
    await expect(bilal.getByText(tip)).toBeVisible();
    await expect(bilal.getByText(question)).toHaveCount(0);

    await ashaContext.close();
    await bilalContext.close();
  });

  test('a guest reads the discussions but is invited to log in to take part', async ({ browser }) => {
    const author = await (await browser.newContext()).newPage();
    await signUp(author, 'Chen Wei');
    const content = `Which topics come up most? ${Date.now()}`;
    await author.goto('/discussions');
    await author.getByLabel('Start a discussion').fill(content);
    await author.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(author.getByText('Discussion posted!')).toBeVisible();

    const guest = await (await browser.newContext()).newPage();
    await guest.goto('/discussions');
    const card = guest.getByRole('article', { name: 'Discussion from Chen Wei' }).filter({ hasText: content });
    await expect(card).toBeVisible();
    await expect(guest.getByText('Log in to start a discussion, reply or upvote.')).toBeVisible();
    await expect(guest.getByLabel('Start a discussion')).toHaveCount(0);
    await expect(guest.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(guest.getByRole('region', { name: 'Public Feedback' })).toBeVisible();

    await card.getByRole('button', { name: 'Log in to upvote (0)' }).click();
    await expect(guest).toHaveURL(/\/login$/);
    const refused = await guest.request.post('/api/discussions', { data: { content: 'guest post' } });
    expect(refused.status()).toBe(401);
  });

  test('public practice feedback shows in its column; private feedback does not', async ({ page }) => {
    // Two dialogues practised and scored through the API (the scoring jobs' time): it outran 90 s on a loaded machine.
    test.setTimeout(240_000);
    await signUp(page, 'Dina Haddad');
    const token = await tokenOf(page);
    const headers = { authorization: `Bearer ${token}` };
    // Feedback is taken on a finished attempt of one's own, once per attempt (issue #19): two practised
    // dialogues, as the practice-complete page would send after each.
    const publicAttempt = await practiseADialogue(page.request, token);
    const privateAttempt = await practiseADialogue(page.request, token);
    const dialogue = { id: publicAttempt.dialogueId, title: publicAttempt.title };

    const stamp = Date.now();
    const publicText = `The audio was clear and the scoring helpful (${stamp})`;
    const privateText = `Private note for the team (${stamp})`;
    const sent = await page.request.post('/api/feedback', {
      headers,
      data: { session_id: publicAttempt.sessionId, feedback: publicText, is_private: 0 },
    });
    expect(sent.ok()).toBe(true);
    expect(
      (
        await page.request.post('/api/feedback', {
          headers,
          data: { session_id: privateAttempt.sessionId, feedback: privateText, is_private: 1 },
        })
      ).ok(),
    ).toBe(true);

    await page.goto('/discussions');
    const column = page.getByRole('region', { name: 'Public Feedback' });
    const entry = column.getByRole('article', { name: 'Feedback from Dina Haddad' }).filter({ hasText: publicText });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(`#${dialogue.id} ${dialogue.title} · Hindi`);
    await expect(column.getByText(privateText)).toHaveCount(0);

    // Its author may hide it.
    await entry.getByRole('button', { name: 'Hide feedback from Dina Haddad' }).click();
    await expect(page.getByText('Feedback hidden successfully')).toBeVisible();
    await expect(column.getByText(publicText)).toHaveCount(0);
  });
});
