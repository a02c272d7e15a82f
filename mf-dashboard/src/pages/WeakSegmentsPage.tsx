import { Container, Typography } from '@mui/material';
import { useSession } from '@ccl/shared';
import { GuestPrompt } from '../features/guest/components/GuestPrompt';
import { WeakSegmentList } from '../features/learning/components/WeakSegmentList';

/** /weak-segments: every turn where the candidate lost marks, with what was lost and why, and its drill. */
export default function WeakSegmentsPage() {
  const user = useSession((s) => s.user);
  if (!user) return <GuestPrompt title="Log in to see your weak segments" text="Log in to drill the segments where you lost marks." />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 1, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        My weak segments
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Each segment where you lost marks, with what you lost and why. A drill plays the one segment and scores one answer, free of charge;
        two clean drills in a row take it off the list.
      </Typography>
      <WeakSegmentList userId={user.id} />
    </Container>
  );
}
