import { Container, Typography } from '@mui/material';
import { useSession } from '@ccl/shared';
import { GuestPrompt } from '../features/guest/components/GuestPrompt';
import { ReviewSession } from '../features/learning/components/ReviewSession';

/** /review: today's spaced review — weak segments and vocabulary from the candidate's own practice. */
export default function ReviewPage() {
  const user = useSession((s) => s.user);
  if (!user) return <GuestPrompt title="Log in to review" text="Log in to review the segments and vocabulary of your practice." />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        Review
      </Typography>
      <ReviewSession userId={user.id} />
    </Container>
  );
}
