import { Box, Button, Card, CardContent, Collapse, Divider, Stack } from '@mui/material';
import ModeCommentOutlinedIcon from '@mui/icons-material/ModeCommentOutlined';
import { useId, useState } from 'react';
import type { Discussion, Reply } from '../api/types';
import type { PostRef } from '../model/posts';
import { LoginInvitation } from './LoginInvitation';
import { PostForm } from './PostForm';
import { AuthorLine, DeleteButton, PostText, UpvoteButton } from './PostParts';

interface Actions {
  signedIn: boolean;
  voting: string | null;
  onUpvote: (target: PostRef) => void;
  onDelete: (target: PostRef) => void;
  onReply: (discussionId: number, content: string) => Promise<boolean>;
}

function ReplyItem({ reply, actions }: { reply: Reply; actions: Actions }) {
  return (
    <Box
      component="li"
      aria-label={`Reply from ${reply.user.name}`}
      sx={{ listStyle: 'none', pl: { xs: 1.5, sm: 2 }, borderLeft: 3, borderColor: 'divider' }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <AuthorLine post={reply} />
        {reply.can_delete && <DeleteButton label="Delete reply" onClick={() => actions.onDelete({ kind: 'reply', id: reply.id })} />}
      </Stack>
      <PostText content={reply.content} />
      <UpvoteButton
        post={reply}
        kind="reply"
        signedIn={actions.signedIn}
        busy={actions.voting === `reply:${reply.id}`}
        onToggle={() => actions.onUpvote({ kind: 'reply', id: reply.id })}
      />
    </Box>
  );
}

/** One discussion: author, text, upvotes, its replies (oldest first) and a reply area opened on click. */
export function DiscussionCard({ discussion, actions }: { discussion: Discussion; actions: Actions }) {
  const [replying, setReplying] = useState(false);
  const replyAreaId = useId();
  const replyCount = discussion.replies.length;

  return (
    <Card component="article" aria-label={`Discussion from ${discussion.user.name}`}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <AuthorLine post={discussion} />
          {discussion.can_delete && (
            <DeleteButton label="Delete discussion" onClick={() => actions.onDelete({ kind: 'discussion', id: discussion.id })} />
          )}
        </Stack>
        <PostText content={discussion.content} />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <UpvoteButton
            post={discussion}
            kind="discussion"
            signedIn={actions.signedIn}
            busy={actions.voting === `discussion:${discussion.id}`}
            onToggle={() => actions.onUpvote({ kind: 'discussion', id: discussion.id })}
          />
          <Button
            size="small"
            color="inherit"
            startIcon={<ModeCommentOutlinedIcon />}
            aria-expanded={replying}
            aria-controls={replyAreaId}
            onClick={() => setReplying((open) => !open)}
          >
            Reply
          </Button>
        </Stack>

        {replyCount > 0 && (
          <Stack component="ul" sx={{ m: 0, mt: 1.5, p: 0, gap: 1.5 }} aria-label="Replies">
            {discussion.replies.map((reply) => (
              <ReplyItem key={reply.id} reply={reply} actions={actions} />
            ))}
          </Stack>
        )}

        <Collapse in={replying} unmountOnExit>
          <Box id={replyAreaId} sx={{ mt: 2 }}>
            <Divider sx={{ mb: 2 }} />
            {actions.signedIn ? (
              <PostForm
                label="Your reply"
                placeholder="Write a reply..."
                minRows={2}
                autoFocus
                onSubmit={async (content) => {
                  const posted = await actions.onReply(discussion.id, content);
                  if (posted) setReplying(false);
                  return posted;
                }}
              />
            ) : (
              <LoginInvitation text="Log in to reply to this discussion." />
            )}
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
