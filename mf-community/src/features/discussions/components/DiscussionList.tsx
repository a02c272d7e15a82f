import { Button, Stack, Typography } from '@mui/material';
import { LoadingText } from '@ccl/shared';
import { useState } from 'react';
import { useDiscussionActions } from '../hooks/useDiscussionActions';
import { useDiscussions } from '../hooks/useDiscussions';
import type { PostRef } from '../model/posts';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { DiscussionCard } from './DiscussionCard';
import { LoginInvitation } from './LoginInvitation';
import { Pager } from './Pager';
import { PostForm } from './PostForm';

/** The new-discussion box, the discussions of the current page and the pager. */
export function DiscussionList() {
  const { query, requestedPage, goToPage } = useDiscussions();
  const page = query.data;
  const actions = useDiscussionActions({ currentPage: page?.current_page ?? requestedPage, goToPage });
  const [toDelete, setToDelete] = useState<PostRef | null>(null);

  return (
    <Stack component="section" aria-label="Discussions" sx={{ gap: 2 }}>
      {actions.signedIn ? (
        <PostForm
          label="Start a discussion"
          placeholder="Ask a question or share a tip with other candidates..."
          onSubmit={actions.postDiscussion}
        />
      ) : (
        <LoginInvitation text="Log in to start a discussion, reply or upvote." />
      )}

      {!page && (query.isPending || query.isFetching) && <LoadingText text="Loading discussions..." />}
      {!page && query.isError && !query.isFetching && (
        <Stack sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Typography color="text.secondary">Discussions could not be loaded.</Typography>
          <Button variant="outlined" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      )}
      {page && page.data.length === 0 && <Typography color="text.secondary">No discussions yet. Start the first one!</Typography>}
      {page?.data.map((discussion) => (
        <DiscussionCard
          key={discussion.id}
          discussion={discussion}
          actions={{
            signedIn: actions.signedIn,
            voting: actions.voting,
            onUpvote: actions.toggleUpvote,
            onDelete: setToDelete,
            onReply: actions.postReply,
          }}
        />
      ))}
      {page && <Pager page={page.current_page} lastPage={page.last_page} onChange={goToPage} />}

      <ConfirmDeleteDialog
        target={toDelete}
        deleting={actions.deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={async () => {
          if (toDelete && (await actions.remove(toDelete))) setToDelete(null);
        }}
      />
    </Stack>
  );
}
