import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { errorMessage } from '@ccl/shared';
import type { ReactNode } from 'react';
import { HighlightedExpected } from '../../results/components/KeyUnits';
import { deductionLabel } from '../../results/model/results';
import type { QueuedDispute } from '../api/disputes';
import { useDecideDispute, useDisputeQueue } from '../hooks/useDisputeQueue';

export const DECISION_FAILED = 'The decision could not be saved. Please try again.';

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={label} sx={{ mb: 1.5 }}>
      <Typography variant="overline" component="h3" color="text.secondary">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

function DisputeCard({ dispute, userId }: { dispute: QueuedDispute; userId: number }) {
  const decide = useDecideDispute(userId);
  const { deduction } = dispute;
  const title = `${deductionLabel(deduction.category)} · ${deduction.severity} · −${deduction.points}`;
  return (
    <Card component="li" variant="outlined" aria-label={`Dispute #${dispute.id}: ${dispute.dialogue_title}`}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {`${dispute.dialogue_title} (${dispute.language})`}
        </Typography>
        <Labelled label="The candidate's note">
          <Typography>{dispute.note}</Typography>
        </Labelled>
        <Labelled label="The deduction">
          <Typography>
            {title}
            {deduction.words && ` “${deduction.words}”`}
            {deduction.explanation && ` — ${deduction.explanation}`}
          </Typography>
        </Labelled>
        <Labelled label="Speaker">
          <Typography>{dispute.source_text ?? '—'}</Typography>
        </Labelled>
        <Labelled label="Expected answer">
          <HighlightedExpected text={dispute.expected_text} units={dispute.key_units} />
        </Labelled>
        <Labelled label="What we heard">
          {dispute.audio_url && (
            <audio
              controls
              preload="none"
              src={dispute.audio_url}
              aria-label={`Recording of dispute #${dispute.id}`}
              style={{ width: '100%' }}
            />
          )}
          <Typography>{dispute.transcript || '—'}</Typography>
        </Labelled>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ disputeId: dispute.id, decision: 'uphold' })}
          >
            Uphold
          </Button>
          <Button
            variant="contained"
            color="warning"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ disputeId: dispute.id, decision: 'remove' })}
          >
            Remove deduction
          </Button>
        </Stack>
        {decide.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessage(decide.error, DECISION_FAILED)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/** The moderators' review queue (issue #17): each open dispute with what is needed to judge it. */
export function DisputesTab({ userId }: { userId: number }) {
  const { data } = useDisputeQueue(userId);
  if (!data) return null;
  if (data.length === 0) return <Typography>No open disputes.</Typography>;
  return (
    <Stack component="ul" spacing={2} aria-label="Open disputes" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((dispute) => (
        <DisputeCard key={dispute.id} dispute={dispute} userId={userId} />
      ))}
    </Stack>
  );
}
