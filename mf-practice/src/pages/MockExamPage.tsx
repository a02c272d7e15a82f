import { Button, Container, Stack, Typography } from '@mui/material';
import { ErrorPage, errorMessage, httpStatus, LoadingText } from '@ccl/shared';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { mockExamQuery } from '../features/mock/api/mockExams';
import { MockClock } from '../features/mock/components/MockClock';
import { MockResult } from '../features/mock/components/MockResult';
import { MockRunner } from '../features/mock/components/MockRunner';

/** /mock-exam/{mockExamId}: the mock exam under way (reopened where it was left), then its result. */
export default function MockExamPage() {
  const { mockExamId } = useParams();
  const navigate = useNavigate();
  const id = Number(mockExamId);
  const valid = Number.isInteger(id) && id >= 1;
  const mock = useQuery({ ...mockExamQuery(id), enabled: valid });

  if (!valid || (mock.isError && httpStatus(mock.error) === 404)) {
    return (
      <ErrorPage
        title="Mock exam not found"
        message="This mock exam link is not valid."
        actionLabel="Go to the dashboard"
        onAction={() => navigate('/dashboard')}
      />
    );
  }
  if (mock.isError) {
    return (
      <ErrorPage
        title="Something went wrong"
        message={errorMessage(mock.error, 'The mock exam could not be loaded.')}
        actionLabel="Try Again"
        onAction={() => void mock.refetch()}
      />
    );
  }
  if (mock.isPending) return <LoadingText text="Loading your mock exam..." />;
  const exam = mock.data;
  const running = exam.status === 'in_progress';

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 2.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {exam.language} mock exam
        </Typography>
        {running && <MockClock startedAt={exam.startedAt} />}
      </Stack>
      {running ? (
        <>
          <Typography color="text.secondary">
            Each segment plays once. The chime sounds as soon as it ends and recording starts by itself: begin within 5 seconds. You may
            repeat one segment in each dialogue.
          </Typography>
          <MockRunner mock={exam} />
        </>
      ) : (
        <>
          <MockResult mock={exam} />
          <Button component={RouterLink} to="/dashboard" variant="outlined" sx={{ justifySelf: 'start' }}>
            Go to the dashboard
          </Button>
        </>
      )}
    </Container>
  );
}
