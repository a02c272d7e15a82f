import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { attemptsQuery, continuePath } from '../api/attempts';

const KIND = { practice: 'Practice', test: 'Test', mock: 'Mock exam' } as const;

/**
 * Above the tabs: every unfinished attempt with "Continue where you left off", and the attempts closed
 * after 24 hours untouched, which were not scored and cost nothing. Nothing when there are none.
 */
export function UnfinishedAttempts({ userId }: { userId: number }) {
  const attempts = useQuery(attemptsQuery(userId));
  if (!attempts.data) return null;
  const { unfinished, abandoned } = attempts.data;
  if (unfinished.length === 0 && abandoned.length === 0) return null;
  return (
    <Stack sx={{ gap: 1.5, mb: 3 }} component="section" aria-label="Unfinished attempts">
      {unfinished.map((attempt) => (
        <Alert
          key={`${attempt.kind}-${attempt.sessionId ?? attempt.mockExamId}`}
          severity="info"
          action={
            <Button component={RouterLink} to={continuePath(attempt)} color="inherit" size="small">
              Continue where you left off
            </Button>
          }
        >
          <Typography variant="body2">
            {`${KIND[attempt.kind]}: ${attempt.title}`}
            {attempt.answered !== null && attempt.turns !== null ? ` — ${attempt.answered} of ${attempt.turns} segments answered` : ''}
          </Typography>
        </Alert>
      ))}
      {abandoned.map((attempt) => (
        <Alert key={`closed-${attempt.kind}-${attempt.sessionId ?? attempt.mockExamId}`} severity="warning">
          {`${KIND[attempt.kind]}: ${attempt.title} was closed after 24 hours without an answer. It was not scored and cost nothing.`}
        </Alert>
      ))}
    </Stack>
  );
}
