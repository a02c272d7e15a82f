import { errorMessage, useSession, useToasts } from '@ccl/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  createDiscussion,
  createReply,
  deleteDiscussion,
  deleteReply,
  discussionsKey,
  discussionsOfViewer,
  toggleDiscussionUpvote,
  toggleReplyUpvote,
} from '../api/discussionsApi';
import type { DiscussionPage } from '../api/types';
import { updateDiscussion, updateReply, withUpvote, type PostRef } from '../model/posts';

export const TOASTS = {
  discussionPosted: 'Discussion posted!',
  replyPosted: 'Reply posted!',
  discussionDeleted: 'Discussion deleted',
  replyDeleted: 'Reply deleted',
} as const;

/**
 * Everything a candidate does to discussions: post, reply, upvote, delete. Success shows the spec's
 * toast (§8) and has the pages fetched again; a failure shows the server's reason (rate limit, a post
 * deleted meanwhile) and keeps what the user typed.
 */
export function useDiscussionActions({ currentPage, goToPage }: { currentPage: number; goToPage: (page: number) => void }) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const { showToast } = useToasts();
  const queryClient = useQueryClient();

  const fail = useCallback(
    (what: string, error: unknown, fallback: string) => {
      console.error(what, error);
      showToast(errorMessage(error, fallback), { variant: 'error' });
    },
    [showToast],
  );

  const postMutation = useMutation({
    mutationFn: createDiscussion,
    onSuccess: () => {
      showToast(TOASTS.discussionPosted, { variant: 'success' });
      // The new discussion is the newest: page 1 shows it. From another page, go there (fetched on arrival).
      if (currentPage === 1) {
        void queryClient.invalidateQueries({ queryKey: discussionsKey });
      } else {
        void queryClient.invalidateQueries({ queryKey: discussionsKey, refetchType: 'none' });
        goToPage(1);
      }
    },
    onError: (error) => fail('Posting a discussion failed', error, 'Your discussion could not be posted. Please try again.'),
  });

  const replyMutation = useMutation({
    mutationFn: createReply,
    onSuccess: () => {
      showToast(TOASTS.replyPosted, { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: discussionsKey });
    },
    onError: (error) => fail('Posting a reply failed', error, 'Your reply could not be posted. Please try again.'),
  });

  const upvoteMutation = useMutation({
    mutationFn: ({ kind, id }: PostRef) => (kind === 'discussion' ? toggleDiscussionUpvote(id) : toggleReplyUpvote(id)),
    // The toggle answers the viewer's upvote as the server now has it: the cached pages take it without a refetch.
    onSuccess: ({ upvoted }, { kind, id }) => {
      if (!user) return;
      const viewerId = user.id;
      queryClient.setQueriesData<DiscussionPage>(discussionsOfViewer(viewerId), (page) => {
        if (!page) return page;
        return kind === 'discussion'
          ? updateDiscussion(page, id, (post) => withUpvote(post, viewerId, upvoted))
          : updateReply(page, id, (post) => withUpvote(post, viewerId, upvoted));
      });
    },
    onError: (error) => fail('Upvoting failed', error, 'Your upvote could not be saved. Please try again.'),
  });

  const deleteMutation = useMutation({
    mutationFn: ({ kind, id }: PostRef) => (kind === 'discussion' ? deleteDiscussion(id) : deleteReply(id)),
    onSuccess: (_, { kind }) => {
      showToast(kind === 'discussion' ? TOASTS.discussionDeleted : TOASTS.replyDeleted, { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: discussionsKey });
    },
    onError: (error) => fail('Deleting failed', error, 'It could not be deleted. Please try again.'),
  });

  /** Resolves true when the server accepted it: only then does the form clear (or the dialog close). */
  const accepted = (attempt: Promise<unknown>) =>
    attempt.then(
      () => true,
      () => false,
    );

  const toggleUpvote = (target: PostRef) => {
    // A guest's upvote is an invitation to log in.
    if (!user) navigate('/login');
    else upvoteMutation.mutate(target);
  };

  return {
    signedIn: user !== null,
    postDiscussion: (content: string) => accepted(postMutation.mutateAsync(content)),
    postReply: (discussionId: number, content: string) => accepted(replyMutation.mutateAsync({ discussionId, content })),
    toggleUpvote,
    remove: (target: PostRef) => accepted(deleteMutation.mutateAsync(target)),
    /** The post whose upvote is being saved, as `kind:id`. */
    voting: upvoteMutation.isPending ? `${upvoteMutation.variables.kind}:${upvoteMutation.variables.id}` : null,
    deleting: deleteMutation.isPending,
  };
}
