import { DEFAULT_RUNTIME_CONFIG, useRuntimeConfig } from '@ccl/shared';
import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { discussion, FakeCommunity, feedbackEntry, reply } from '../../test/fakeCommunity';
import type { Discussion } from '../features/discussions/api/types';
import DiscussionsPage from './DiscussionsPage';

const renderDiscussions = (route = '/discussions') => renderPage(<DiscussionsPage />, { route, path: '/discussions' });
const article = (name: RegExp | string) => screen.getByRole('article', { name });
const location = () => screen.getByTestId('location');

afterEach(() => useRuntimeConfig.setState(DEFAULT_RUNTIME_CONFIG, true));

describe('Discussions page — guests read only (spec §6)', () => {
  beforeEach(() => givenSession(null));

  it('shows discussions with replies and counts, and invites guests to log in instead of the box', async () => {
    new FakeCommunity({
      discussions: [
        discussion(1, {
          content: 'How long did results take?',
          user: { id: 30, name: 'Asha Verma', verified: false },
          upvotes: [{ user_id: 2 }, { user_id: 3 }],
          replies: [reply(11, { content: 'Six weeks for me.' })],
        }),
      ],
    });
    renderDiscussions();
    const card = await screen.findByRole('article', { name: 'Discussion from Asha Verma' });
    expect(within(card).getByText('How long did results take?')).toBeInTheDocument();
    expect(within(card).getByText('· 5 minutes ago')).toBeInTheDocument();
    expect(within(card).getByText('Six weeks for me.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Log in to upvote (2)' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    expect(screen.queryByLabelText('Start a discussion')).not.toBeInTheDocument();
    expect(screen.getByText('Log in to start a discussion, reply or upvote.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Log In' })[0]).toHaveAttribute('href', '/login');
  });

  it('sends a guest who upvotes to /login, and shows the invitation in the reply area', async () => {
    const fake = new FakeCommunity({ discussions: [discussion(1)] });
    renderDiscussions();
    const card = await screen.findByRole('article', { name: 'Discussion from Bilal Ahmed' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    expect(within(card).getByText('Log in to reply to this discussion.')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Your reply')).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Log in to upvote (0)' }));
    expect(location()).toHaveTextContent(/^\/login$/);
    expect(fake.writes()).toEqual([]);
  });
});

describe('Discussions page — signed in', () => {
  beforeEach(() => givenSession(TEST_USER));

  it('keeps Post disabled for blank text, posts the trimmed text, says "Discussion posted!" and shows it', async () => {
    const fake = new FakeCommunity({ discussions: [discussion(1)] });
    renderDiscussions();
    await screen.findByText('Discussion 1');
    const box = screen.getByLabelText('Start a discussion');
    const post = () => within(box.closest('form')!).getByRole('button', { name: 'Post' });
    expect(post()).toBeDisabled();
    await userEvent.type(box, '   ');
    expect(post()).toBeDisabled();
    // Pasted, not typed key by key: each key redraws the form, ~30 of them outlast the test's time on a busy machine.
    await userEvent.paste(' Any tips for the Legal topic? ');
    expect(post()).toBeEnabled();
    await userEvent.click(post());

    expect(await screen.findByText('Discussion posted!')).toBeInTheDocument();
    expect(fake.writes()).toEqual([{ method: 'POST', path: '/discussions', body: { content: 'Any tips for the Legal topic?' } }]);
    expect(await screen.findByText('Any tips for the Legal topic?')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('keeps the text and shows the server message when a post is refused (rate limit)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    new FakeCommunity({ discussions: [] });
    const limit = 'You can post at most 10 discussions and replies in 10 minutes. Please try again in 4 minutes.';
    server.use(http.post('*/api/discussions', () => HttpResponse.json({ message: limit }, { status: 429 })));
    renderDiscussions();
    expect(await screen.findByText('No discussions yet. Start the first one!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Start a discussion'), 'One more question');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(screen.getByLabelText('Start a discussion')).toHaveValue('One more question');
    expect(logged).toHaveBeenCalled();
  });

  it('refuses more than 2,000 characters before sending, saying so', async () => {
    const fake = new FakeCommunity();
    renderDiscussions();
    const box = screen.getByLabelText('Start a discussion');
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(2001));
    expect(screen.getByText('Too long: 2001 / 2000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    await userEvent.type(box, '{Backspace}');
    expect(screen.getByText('2000 / 2000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
    expect(fake.writes()).toEqual([]);
  });

  it('opens and closes the reply area on click; Post is disabled until text is typed; "Reply posted!"', async () => {
    const fake = new FakeCommunity({ discussions: [discussion(1)] });
    renderDiscussions();
    const card = await screen.findByRole('article', { name: 'Discussion from Bilal Ahmed' });
    const toggle = within(card).getByRole('button', { name: 'Reply' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByLabelText('Your reply')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = within(card).getByLabelText('Your reply');
    expect(box).toHaveFocus();
    expect(within(card).getByRole('button', { name: 'Post' })).toBeDisabled();
    await userEvent.click(toggle);
    await waitFor(() => expect(within(card).queryByLabelText('Your reply')).not.toBeInTheDocument());

    await userEvent.click(toggle);
    await userEvent.type(within(card).getByLabelText('Your reply'), 'Practise the medical terms.');
    await userEvent.click(within(card).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Reply posted!')).toBeInTheDocument();
    expect(fake.writes()).toEqual([
      { method: 'POST', path: '/replies', body: { discussion_id: 1, content: 'Practise the medical terms.' } },
    ]);
    const replies = await within(article('Discussion from Bilal Ahmed')).findByRole('list', { name: 'Replies' });
    expect(within(replies).getByText('Practise the medical terms.')).toBeInTheDocument();
  });

  it('toggles upvotes on discussions and replies, updating the counts', async () => {
    const fake = new FakeCommunity({ discussions: [discussion(1, { upvotes: [{ user_id: 30 }], replies: [reply(11)] })] });
    renderDiscussions();
    const card = await screen.findByRole('article', { name: 'Discussion from Bilal Ahmed' });
    const upvote = within(card).getByRole('button', { name: 'Upvote discussion (1)' });
    expect(upvote).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(upvote);
    expect(await within(card).findByRole('button', { name: 'Upvote discussion (2)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(card).getByRole('button', { name: 'Upvote discussion (2)' }));
    expect(await within(card).findByRole('button', { name: 'Upvote discussion (1)' })).toHaveAttribute('aria-pressed', 'false');

    const replyItem = within(card).getByRole('listitem', { name: 'Reply from Bilal Ahmed' });
    await userEvent.click(within(replyItem).getByRole('button', { name: 'Upvote reply (0)' }));
    expect(await within(replyItem).findByRole('button', { name: 'Upvote reply (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(fake.writes().map((r) => [r.path, r.body])).toEqual([
      ['/discussion-upvotes', { discussion_id: 1 }],
      ['/discussion-upvotes', { discussion_id: 1 }],
      ['/reply-upvotes', { reply_id: 11 }],
    ]);
  });

  it('shows the server message when an upvote fails, leaving the count as it was', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    new FakeCommunity({ discussions: [discussion(1)] });
    server.use(http.post('*/api/discussion-upvotes', () => HttpResponse.json({ message: 'Discussion not found.' }, { status: 404 })));
    renderDiscussions();
    await userEvent.click(await screen.findByRole('button', { name: 'Upvote discussion (0)' }));
    expect(await screen.findByText('Discussion not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upvote discussion (0)' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('offers delete only where can_delete, confirms it in a dialog, and says "Discussion deleted"', async () => {
    const fake = new FakeCommunity({
      discussions: [
        discussion(2, { content: 'Mine', user: { id: TEST_USER.id, name: 'Priya Sharma', verified: false }, can_delete: true }),
        discussion(1, { content: 'Not mine' }),
      ],
    });
    renderDiscussions();
    const mine = await screen.findByRole('article', { name: 'Discussion from Priya Sharma' });
    expect(within(article('Discussion from Bilal Ahmed')).queryByRole('button', { name: 'Delete discussion' })).not.toBeInTheDocument();

    await userEvent.click(within(mine).getByRole('button', { name: 'Delete discussion' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete discussion?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.writes()).toEqual([]);

    await userEvent.click(within(mine).getByRole('button', { name: 'Delete discussion' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete discussion?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Discussion deleted')).toBeInTheDocument();
    expect(fake.writes()).toEqual([{ method: 'DELETE', path: '/discussions/2' }]);
    await waitFor(() => expect(screen.queryByText('Mine')).not.toBeInTheDocument());
    expect(screen.getByText('Not mine')).toBeInTheDocument();
  });

  it('deletes a reply after confirmation: "Reply deleted"', async () => {
    const fake = new FakeCommunity({
      discussions: [
        discussion(1, {
          replies: [
            reply(11, { content: 'My reply', user: { id: TEST_USER.id, name: 'Priya Sharma', verified: false }, can_delete: true }),
            reply(12, { content: 'Their reply' }),
          ],
        }),
      ],
    });
    renderDiscussions();
    const mine = await screen.findByRole('listitem', { name: 'Reply from Priya Sharma' });
    expect(
      within(screen.getByRole('listitem', { name: 'Reply from Bilal Ahmed' })).queryByRole('button', { name: 'Delete reply' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete reply' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete reply?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Reply deleted')).toBeInTheDocument();
    expect(fake.writes()).toEqual([{ method: 'DELETE', path: '/replies/11' }]);
    await waitFor(() => expect(screen.queryByText('My reply')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the server message when a delete is refused', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    new FakeCommunity({ discussions: [discussion(1, { can_delete: true })] });
    server.use(
      http.delete('*/api/discussions/:id', () => HttpResponse.json({ message: 'You can only delete your own posts.' }, { status: 403 })),
    );
    renderDiscussions();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete discussion' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You can only delete your own posts.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete discussion?' })).toBeInTheDocument();
    expect(screen.getByText('Discussion 1', { ignore: '[role=dialog] *' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});

describe('Discussions page — text, badge, pages and failures', () => {
  beforeEach(() => givenSession(TEST_USER));

  it("renders posts as text: a '<script>' post shows literally and runs nothing", async () => {
    const html = '<script>window.hacked = true</script><img src=x onerror="window.hacked=true">';
    new FakeCommunity({ discussions: [discussion(1, { content: html, replies: [reply(11, { content: '<b>bold?</b>' })] })] });
    const { container } = renderDiscussions();
    expect(await screen.findByText(html)).toBeInTheDocument();
    expect(screen.getByText('<b>bold?</b>')).toBeInTheDocument();
    expect(container.querySelector('script, img, b')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows the verified badge on the team account only', async () => {
    new FakeCommunity({
      discussions: [
        discussion(2, { user: { id: 1, name: 'CCL Practice Team', verified: true } }),
        discussion(1, { user: { id: 30, name: 'Asha Verma', verified: false } }),
      ],
    });
    renderDiscussions();
    const team = await screen.findByRole('article', { name: 'Discussion from CCL Practice Team' });
    expect(within(team).getByTitle('Verified')).toBeInTheDocument();
    expect(within(article('Discussion from Asha Verma')).queryByTitle('Verified')).not.toBeInTheDocument();
  });

  it('falls back to the configured verifiedUserId when the server does not say', async () => {
    useRuntimeConfig.setState({ verifiedUserId: 1 });
    // Off the contract on purpose (the API always sends `verified`): a server that leaves it out.
    const team = discussion(1, { user: { id: 1, name: 'CCL Practice Team' } as Discussion['user'] });
    new FakeCommunity({ discussions: [team] });
    renderDiscussions();
    expect(
      within(await screen.findByRole('article', { name: 'Discussion from CCL Practice Team' })).getByTitle('Verified'),
    ).toBeInTheDocument();
  });

  it('pages within 1..last_page with Previous / Next and keeps the page in the address', async () => {
    const fake = new FakeCommunity({ discussions: Array.from({ length: 25 }, (_, i) => discussion(25 - i)) });
    renderDiscussions();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Discussion 15')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/discussions?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(fake.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([
      '/discussions?page=1',
      '/discussions?page=2',
      '/discussions?page=3',
      '/discussions?page=2',
    ]);
  });

  it('moves to the last page when the address names a page past it', async () => {
    new FakeCommunity({ discussions: Array.from({ length: 12 }, (_, i) => discussion(12 - i)) });
    renderDiscussions('/discussions?page=9');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/discussions?page=2'));
  });

  it('goes back to page 1 after posting from another page', async () => {
    new FakeCommunity({ discussions: Array.from({ length: 12 }, (_, i) => discussion(12 - i)) });
    renderDiscussions('/discussions?page=2');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Start a discussion'), 'Fresh question');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Fresh question')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/discussions$/);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it("says 'Failed to fetch discussions.' and offers to try again", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = new FakeCommunity({ discussions: [discussion(1)] });
    server.use(http.get('*/api/discussions', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    renderDiscussions();
    expect(await screen.findByText('Failed to fetch discussions.')).toBeInTheDocument();
    expect(screen.getByText('Discussions could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Discussion 1')).toBeInTheDocument();
    expect(fake.requests.filter((r) => r.method === 'GET')).toHaveLength(1);
    expect(logged).toHaveBeenCalled();
  });

  it('shows the Public Feedback column beside the discussions', async () => {
    new FakeCommunity({ discussions: [discussion(1)], feedback: [feedbackEntry(5, { feedback: 'Loved the Nepali dialogues.' })] });
    renderDiscussions();
    expect(screen.getByRole('heading', { level: 1, name: 'Discussions' })).toBeInTheDocument();
    const feedback = screen.getByRole('region', { name: 'Public Feedback' });
    expect(await within(feedback).findByText('Loved the Nepali dialogues.')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Discussions' })).findByText('Discussion 1')).toBeInTheDocument();
  });

  it('shows the loading text while the page is fetched', async () => {
    new FakeCommunity();
    renderDiscussions();
    expect(screen.getByText('Loading discussions...')).toBeInTheDocument();
    expect(await screen.findByText('No discussions yet. Start the first one!')).toBeInTheDocument();
  });
});
