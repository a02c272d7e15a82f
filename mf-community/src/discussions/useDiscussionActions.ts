import { communityApi, errorMessage, useSession, type DiscussionPage } from '@ccl/shared';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DeleteTarget } from './ConfirmDeleteDialog';
import { updateDiscussion, updateReply, withUpvote } from './posts';

export const TOASTS = {
  discussionPosted: 'Discussion posted!',
  replyPosted: 'Reply posted!',
  discussionDeleted: 'Discussion deleted',
  replyDeleted: 'Reply deleted',
} as const;

/**
 * Everything a candidate does to discussions: post, reply, upvote, delete. Success shows the spec's
 * toast (§8) and refreshes the page; a failure shows the server's reason (rate limit, a post deleted
 * meanwhile) and keeps what the user typed.
 */
export function useDiscussionActions({
  currentPage,
  goToPage,
  reload,
  update,
}: {
  currentPage: number;
  goToPage: (page: number) => void;
  reload: () => Promise<void>;
  update: (change: (page: DiscussionPage) => DiscussionPage) => void;
}) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [voting, setVoting] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const fail = useCallback(
    (what: string, error: unknown, fallback: string) => {
      console.error(what, error);
      enqueueSnackbar(errorMessage(error, fallback), { variant: 'error' });
    },
    [enqueueSnackbar],
  );

  const postDiscussion = useCallback(
    async (content: string): Promise<boolean> => {
      try {
        await communityApi.createDiscussion(content);
      } catch (error) {
        fail('Posting a discussion failed', error, 'Your discussion could not be posted. Please try again.');
        return false;
      }
      enqueueSnackbar(TOASTS.discussionPosted, { variant: 'success' });
      // The new discussion is the newest: show page 1.
      if (currentPage === 1) void reload();
      else goToPage(1);
      return true;
    },
    [currentPage, enqueueSnackbar, fail, goToPage, reload],
  );

  const postReply = useCallback(
    async (discussionId: number, content: string): Promise<boolean> => {
      try {
        await communityApi.createReply(discussionId, content);
      } catch (error) {
        fail('Posting a reply failed', error, 'Your reply could not be posted. Please try again.');
        return false;
      }
      enqueueSnackbar(TOASTS.replyPosted, { variant: 'success' });
      void reload();
      return true;
    },
    [enqueueSnackbar, fail, reload],
  );

  const toggleUpvote = useCallback(
    async (kind: DeleteTarget['kind'], id: number) => {
      if (!user) {
        navigate('/login');
        return;
      }
      const key = `${kind}:${id}`;
      setVoting(key);
      try {
        if (kind === 'discussion') {
          const { upvoted } = await communityApi.toggleDiscussionUpvote(id);
          update((page) => updateDiscussion(page, id, (post) => withUpvote(post, user.id, upvoted)));
        } else {
          const { upvoted } = await communityApi.toggleReplyUpvote(id);
          update((page) => updateReply(page, id, (post) => withUpvote(post, user.id, upvoted)));
        }
      } catch (error) {
        fail('Upvoting failed', error, 'Your upvote could not be saved. Please try again.');
      } finally {
        setVoting((current) => (current === key ? null : current));
      }
    },
    [user, navigate, update, fail],
  );

  const remove = useCallback(
    async (target: DeleteTarget): Promise<boolean> => {
      setDeleting(true);
      try {
        if (target.kind === 'discussion') await communityApi.deleteDiscussion(target.id);
        else await communityApi.deleteReply(target.id);
      } catch (error) {
        fail('Deleting failed', error, 'It could not be deleted. Please try again.');
        return false;
      } finally {
        setDeleting(false);
      }
      enqueueSnackbar(target.kind === 'discussion' ? TOASTS.discussionDeleted : TOASTS.replyDeleted, { variant: 'success' });
      void reload();
      return true;
    },
    [enqueueSnackbar, fail, reload],
  );

  return { signedIn: user !== null, postDiscussion, postReply, toggleUpvote, remove, voting, deleting };
}
