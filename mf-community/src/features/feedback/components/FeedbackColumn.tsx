import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { LoadingText } from '@ccl/shared';
import type { PublicFeedback } from '../api/types';
import { useHideFeedback, usePublicFeedback } from '../hooks/usePublicFeedback';

function dialogueLine(entry: PublicFeedback): string | null {
  const dialogue = entry.session?.dialogue;
  return dialogue ? `#${dialogue.id} ${dialogue.title} · ${dialogue.target_language}` : null;
}

function FeedbackEntry({ entry, hiding, onHide }: { entry: PublicFeedback; hiding: boolean; onHide: () => void }) {
  const name = entry.user?.name ?? 'Anonymous';
  const dialogue = dialogueLine(entry);
  return (
    <Card component="article" aria-label={`Feedback from ${name}`}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {entry.created_at_human}
          </Typography>
        </Stack>
        {dialogue && (
          <Typography variant="body2" color="primary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
            {dialogue}
          </Typography>
        )}
        {/* Text, never markup: whatever the candidate typed shows as typed. */}
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {entry.feedback}
        </Typography>
        {entry.delete && (
          <Box sx={{ mt: 1, textAlign: 'right' }}>
            <Button size="small" color="error" onClick={onHide} disabled={hiding} aria-label={`Hide feedback from ${name}`}>
              Hide
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** The Public Feedback column (spec §2): what candidates chose to share after a practice. */
export function FeedbackColumn() {
  const query = usePublicFeedback();
  const { hide, hiding } = useHideFeedback();
  const entries = query.data;
  return (
    <Box component="section" aria-labelledby="public-feedback-title">
      <Typography id="public-feedback-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
        Public Feedback
      </Typography>
      {!entries && (query.isPending || query.isFetching) && <LoadingText text="Loading feedback..." />}
      {!entries && query.isError && !query.isFetching && (
        <Stack sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Typography color="text.secondary">Feedback could not be loaded.</Typography>
          <Button variant="outlined" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      )}
      {entries && entries.length === 0 && <Typography color="text.secondary">No public feedback yet.</Typography>}
      {entries && entries.length > 0 && (
        <Stack sx={{ gap: 1.5 }}>
          {entries.map((entry) => (
            <FeedbackEntry key={entry.id} entry={entry} hiding={hiding === entry.id} onHide={() => hide(entry.id)} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
