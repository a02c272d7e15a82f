import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Deductions } from '../../results/components/Deductions';
import { useQuery } from '@tanstack/react-query';
import { weakSegmentsQuery } from '../api/learning';
import type { WeakSegment } from '../api/types';
import { CLEAN_DRILLS_TO_LEAVE, marks } from '../model/learning';

function WeakSegmentCard({ segment }: { segment: WeakSegment }) {
  return (
    <Card component="li" variant="outlined" aria-label={`${segment.dialogueTitle}, segment ${segment.segmentNumber}`}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {segment.dialogueTitle} — Segment {segment.segmentNumber}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={segment.language} />
            <Chip size="small" label={segment.category} />
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {segment.speakerRole}:
        </Typography>
        <Typography sx={{ mb: 1 }}>{segment.speakerText}</Typography>
        <Typography variant="body2" color="text.secondary">
          Expected interpretation ({segment.targetLanguage}):
        </Typography>
        <Typography sx={{ mb: 1 }}>{segment.expectedText}</Typography>
        <Typography sx={{ fontWeight: 600 }}>
          Score {marks(segment.score, segment.maxScore)} — lost {segment.pointsLost}
        </Typography>
        <Deductions deductions={segment.deductions} label="What was lost" />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {segment.lastDrill ? `Last drill: ${marks(segment.lastDrill.score, segment.lastDrill.maxScore)}. ` : 'Not drilled yet. '}
          Clean drills in a row: {segment.cleanDrills} of {CLEAN_DRILLS_TO_LEAVE}.
        </Typography>
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" component={RouterLink} to={`/drill/${segment.segmentId}`}>
            Drill this segment
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** My weak segments: every turn that lost marks, until two clean drills in a row. */
export function WeakSegmentList({ userId }: { userId: number }) {
  const { data, isPending, isError } = useQuery(weakSegmentsQuery(userId));
  if (isPending) return <CircularProgress aria-label="Loading your weak segments" />;
  if (isError) return <Alert severity="error">Your weak segments could not be loaded. Please reload the page.</Alert>;
  if (data.length === 0)
    return (
      <Alert severity="info">
        No weak segments. Every turn where a scored dialogue loses marks appears here, until you drill it clean twice in a row.
      </Alert>
    );
  return (
    <Stack component="ul" aria-label="Weak segments" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {data.map((segment) => (
        <WeakSegmentCard key={segment.segmentId} segment={segment} />
      ))}
    </Stack>
  );
}
