import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { languageSlug, LoadingText, type User } from '@ccl/shared';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { mockExamsQuery, type MockExam } from '../api/mockExams';
import { MockReview } from './MockReview';

// The chart library is most of this remote's code (~100 KB gzip): loaded when a chart is drawn, not with
// the dashboard page (a guest, or another tab, never needs it).
const MockTotalsChart = lazy(() => import('./MockTotalsChart').then(({ MockTotalsChart }) => ({ default: MockTotalsChart })));

function MockStatus({ mock }: { mock: MockExam }) {
  if (mock.result) {
    const { verdict } = mock.result;
    return <Chip size="small" color={verdict.passed ? 'success' : 'error'} label={verdict.label} data-testid={`mock-verdict-${mock.id}`} />;
  }
  const label = {
    in_progress: 'In progress',
    scoring: 'Scoring…',
    scored: 'Scored',
    failed: 'Not scored',
    abandoned: 'Closed after 24 hours: not scored, no credits used',
  }[mock.status];
  return <Chip size="small" label={label} data-testid={`mock-verdict-${mock.id}`} />;
}

/** A finished mock's segments can be reviewed (scored, or scoring failed — as a test result's details). */
const reviewable = (mock: MockExam) => mock.status === 'scored' || mock.status === 'failed';

/** Opens and closes a mock's per-segment review under its card. */
function ReviewToggle({ userId, mock }: { userId: number; mock: MockExam }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        sx={{ justifySelf: 'start', px: 0 }}
        onClick={() => setOpen((current) => !current)}
        aria-expanded={open}
        endIcon={open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
      >
        {open ? 'Hide the segments' : 'Review the segments'}
      </Button>
      {open && <MockReview userId={userId} mock={mock} />}
    </>
  );
}

/**
 * Mock exams, apart from single dialogues: each with its scores and verdict badge, and the totals chart;
 * a finished mock opens to its dialogues' per-segment review (their only place: not in Test Results).
 */
export function MockExamsTab({ user }: { user: User }) {
  const mocks = useQuery(mockExamsQuery(user.id));
  const language = languageSlug(user.last_used_language ?? 'Hindi');

  return (
    <Stack sx={{ gap: 2.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">Two dialogues under the exam rules: a pass needs 63 of 90, and 29 in each dialogue.</Typography>
        <Button component={RouterLink} to={`/mock/${language}`} variant="contained">
          Take a mock exam
        </Button>
      </Stack>
      {mocks.isPending ? (
        <LoadingText text="Loading your mock exams..." />
      ) : mocks.isError ? (
        <Typography color="error">Your mock exams could not be loaded. Please try again in a little while.</Typography>
      ) : mocks.data.length === 0 ? (
        <Typography color="text.secondary">You have not taken a mock exam yet.</Typography>
      ) : (
        <>
          {/* The chart's height while it loads, so that the list below does not jump (no chart without a result). */}
          <Suspense fallback={mocks.data.some((mock) => mock.result) ? <Box sx={{ height: 260 }} /> : null}>
            <MockTotalsChart mocks={mocks.data} />
          </Suspense>
          {mocks.data.map((mock) => (
            <Card key={mock.id} component="article" data-testid={`mock-exam-${mock.id}`}>
              <CardContent sx={{ display: 'grid', gap: 1 }}>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                  <Link component={RouterLink} to={`/mock-exam/${mock.id}`} variant="h4">
                    {`${mock.language} mock exam`}
                  </Link>
                  <MockStatus mock={mock} />
                  <Typography variant="body2" color="text.secondary">
                    {new Date(mock.startedAt).toLocaleString()}
                  </Typography>
                </Stack>
                {mock.result ? (
                  <Typography>{`Dialogue 1: ${mock.result.dialogue1} / 45 · Dialogue 2: ${mock.result.dialogue2} / 45 · Total: ${mock.result.total} / 90`}</Typography>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {mock.dialogues.map((d) => `Dialogue ${d.part}: ${d.answered} of ${d.turns} answered`).join(' · ')}
                  </Typography>
                )}
                {mock.result?.verdict.reasons.map((reason) => (
                  <Typography key={reason} variant="body2">
                    {reason}
                  </Typography>
                ))}
                {reviewable(mock) && <ReviewToggle userId={user.id} mock={mock} />}
              </CardContent>
            </Card>
          ))}
        </>
      )}
    </Stack>
  );
}
