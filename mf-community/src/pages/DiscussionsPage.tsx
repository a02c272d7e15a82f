import { Box, Container, Typography } from '@mui/material';
import { DiscussionList } from '../features/discussions/components/DiscussionList';
import { FeedbackColumn } from '../features/feedback/components/FeedbackColumn';

/**
 * /discussions (spec §2): the discussions with their new-discussion box and pager, and the Public
 * Feedback column — side by side on wide screens, stacked (discussions first) on narrow ones.
 */
export default function DiscussionsPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h2" component="h1">
        Discussions
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Ask questions, share tips and learn from other CCL candidates.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <DiscussionList />
        <FeedbackColumn />
      </Box>
    </Container>
  );
}
