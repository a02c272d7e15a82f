import { Button, Stack, Typography } from '@mui/material';
import { LoadingText } from '@ccl/shared';
import { useState } from 'react';
import { ConfirmDeleteDialog, type DeleteTarget } from './ConfirmDeleteDialog';
import { DiscussionCard } from './DiscussionCard';
import { LoginInvitation } from './LoginInvitation';
import { Pager } from './Pager';
import { PostForm } from './PostForm';
import { useDiscussionActions } from './useDiscussionActions';
import { useDiscussions } from './useDiscussions';

/** The new-discussion box, the discussions of the current page and the pager. */
export function DiscussionList() {
  const { state, requestedPage, goToPage, reload, update } = useDiscussions();
  const currentPage = state.status === 'ready' ? state.page.current_page : requestedPage;
  const actions = useDiscussionActions({ currentPage, goToPage, reload, update });
  const [toDelete, setToDelete] = useState<DeleteTarget | null>(null);

  return (
    <Stack component="section" aria-label="Discussions" sx={{ gap: 2 }}>
      {actions.signedIn ? (
        <PostForm label="Start a discussion" placeholder="Ask a question or share a tip with other candidates..." onSubmit={actions.postDiscussion} />
      ) : (
        <LoginInvitation text="Log in to start a discussion, reply or upvote." />
      )}

      {state.status === 'loading' && <LoadingText text="Loading discussions..." />}
      {state.status === 'error' && (
        <Stack sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Typography color="text.secondary">Discussions could not be loaded.</Typography>
          <Button variant="outlined" size="small" onClick={() => void reload()}>
            Try again
          </Button>
        </Stack>
      )}
      {state.status === 'ready' && state.page.data.length === 0 && (
        <Typography color="text.secondary">No discussions yet. Start the first one!</Typography>
      )}
      {state.status === 'ready' &&
        state.page.data.map((discussion) => (
          <DiscussionCard
            key={discussion.id}
            discussion={discussion}
            actions={{
              signedIn: actions.signedIn,
              voting: actions.voting,
              onUpvote: (kind, id) => void actions.toggleUpvote(kind, id),
              onDelete: setToDelete,
              onReply: actions.postReply,
            }}
          />
        ))}
      {state.status === 'ready' && <Pager page={state.page.current_page} lastPage={state.page.last_page} onChange={goToPage} />}

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
