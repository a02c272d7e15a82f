import { Button, Container, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { AdSlot, ErrorPage } from '@ccl/shared';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { CompletionStatus } from '../features/complete/components/CompletionStatus';
import { FeedbackCard } from '../features/complete/components/FeedbackCard';
import { useCompletion } from '../features/complete/hooks/useCompletion';

/** /practice/complete/{sessionId}: the attempt is handed to scoring; feedback is welcome. */
export default function PracticeCompletePage() {
  const navigate = useNavigate();
  const sessionId = Number(useParams().sessionId);
  if (!Number.isInteger(sessionId) || sessionId < 1) {
    return (
      <ErrorPage
        title="Practice not found"
        message="This practice link is not valid."
        actionLabel="Choose a dialogue"
        onAction={() => navigate('/')}
      />
    );
  }
  return <Complete key={sessionId} sessionId={sessionId} />;
}

function Complete({ sessionId }: { sessionId: number }) {
  const completion = useCompletion(sessionId);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 3 }}>
      <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5 }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.4rem' } }}>
          Practice Complete!
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          Your results will be available in your Dashboard within 10 minutes.
        </Typography>
      </Stack>
      <CompletionStatus completion={completion} />
      {!completion.isError && (
        <Stack direction="row" sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to="/dashboard" variant="outlined">
            Go to Dashboard
          </Button>
        </Stack>
      )}
      <FeedbackCard sessionId={sessionId} />
      <AdSlot />
    </Container>
  );
}
