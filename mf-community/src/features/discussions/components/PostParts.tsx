import { Button, IconButton, Stack, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import ThumbUpOffAltIcon from '@mui/icons-material/ThumbUpOffAlt';
import VerifiedIcon from '@mui/icons-material/Verified';
import { DeferredTooltip, useRuntimeConfig } from '@ccl/shared';
import type { Reply } from '../api/types';

/** The verified badge belongs to the one configured team account (spec §2); the server marks it too. */
function useIsVerified(user: Reply['user']): boolean {
  const verifiedUserId = useRuntimeConfig((c) => c.verifiedUserId);
  return user.verified ?? (verifiedUserId !== null && user.id === verifiedUserId);
}

/** Author, verified badge and time ago. */
export function AuthorLine({ post }: { post: Reply }) {
  const verified = useIsVerified(post.user);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, flexWrap: 'wrap', minWidth: 0 }}>
      <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {post.user.name}
      </Typography>
      {verified && (
        <DeferredTooltip title="Verified">
          <VerifiedIcon color="primary" fontSize="small" titleAccess="Verified" />
        </DeferredTooltip>
      )}
      <Typography component="span" variant="caption" color="text.secondary">
        · {post.created_at_human}
      </Typography>
    </Stack>
  );
}

/** Post text, never markup: '<script>' shows as the characters typed. */
export function PostText({ content }: { content: string }) {
  return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 1 }}>{content}</Typography>;
}

/** The upvote count and toggle; a guest's click is an invitation to log in. */
export function UpvoteButton({
  post,
  kind,
  signedIn,
  busy,
  onToggle,
}: {
  post: Reply;
  kind: 'discussion' | 'reply';
  signedIn: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const count = post.upvotes.length;
  return (
    <Button
      size="small"
      color={post.has_upvoted ? 'primary' : 'inherit'}
      startIcon={post.has_upvoted ? <ThumbUpAltIcon /> : <ThumbUpOffAltIcon />}
      onClick={onToggle}
      disabled={busy}
      aria-pressed={signedIn ? post.has_upvoted : undefined}
      aria-label={signedIn ? `Upvote ${kind} (${count})` : `Log in to upvote (${count})`}
    >
      {count}
    </Button>
  );
}

export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <DeferredTooltip title="Delete">
      <IconButton size="small" onClick={onClick} aria-label={label}>
        <DeleteOutlinedIcon fontSize="small" />
      </IconButton>
    </DeferredTooltip>
  );
}
