import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { dueCountQuery } from '../api/learning';

/** The dashboard's way into the learning loop: cards due today, the review and the weak segments. */
export function LearningPanel({ userId }: { userId: number }) {
  const due = useQuery(dueCountQuery(userId));
  return (
    <Card variant="outlined" component="section" aria-label="Learn from your mistakes">
      <CardContent>
        <Typography variant="h6" component="h2">
          Learn from your mistakes
        </Typography>
        <Typography sx={{ my: 1 }}>Due today: {due.isSuccess ? due.data : '…'}</Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to="/review">
            Review due cards
          </Button>
          <Button variant="outlined" component={RouterLink} to="/weak-segments">
            My weak segments
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
