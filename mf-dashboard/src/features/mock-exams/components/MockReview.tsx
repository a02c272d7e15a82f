import { Box, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { errorMessage, LoadingText } from '@ccl/shared';
import { useQuery } from '@tanstack/react-query';
import { ResultScore } from '../../results/components/ResultStatus';
import { SegmentAttemptsList, SegmentAttemptsTable } from '../../results/components/SegmentAttempts';
import { mockReviewQuery, type MockExam } from '../api/mockExams';

/**
 * A mock's dialogues, each with the per-segment review a single test result has (feedback, deductions,
 * the model answer, self-marking, disputes): the mock's dialogues are listed here, not in Test Results.
 */
export function MockReview({ userId, mock }: { userId: number; mock: MockExam }) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const review = useQuery(mockReviewQuery(userId, mock.id));
  const partOf = (sessionId: number) => mock.dialogues.find((d) => d.sessionId === sessionId)?.part;

  if (review.isPending) return <LoadingText text="Loading the segments..." />;
  if (review.isError) {
    return <Typography color="error">{errorMessage(review.error, 'The segments of this mock exam could not be loaded.')}</Typography>;
  }
  return (
    <Stack sx={{ gap: 2 }}>
      {review.data.map((result) => (
        <Box component="section" key={result.id} aria-label={`Dialogue ${partOf(result.id) ?? ''}: ${result.dialogue.title}`}>
          <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="h5" component="h3">{`Dialogue ${partOf(result.id) ?? ''}: ${result.dialogue.title}`}</Typography>
            <ResultScore result={result} />
          </Stack>
          {mobile ? <SegmentAttemptsList result={result} /> : <SegmentAttemptsTable result={result} />}
        </Box>
      ))}
    </Stack>
  );
}
