import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import StopIcon from '@mui/icons-material/Stop';
import { AdSlot, ErrorPage, LoadingText, PRACTICE_MODE, type PracticeSegment } from '@ccl/shared';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { WaveformPlayer, type PlayerState } from '../audio/WaveformPlayer';
import { OwnRecording } from './OwnRecording';
import { RecordingIndicator } from './RecordingIndicator';
import { RestartDialog } from './RestartDialog';
import { SegmentHeader } from './SegmentHeader';
import { SegmentInstructions } from './SegmentInstructions';
import { SegmentProgress } from './SegmentProgress';
import { segmentStatus } from './segmentStatus';
import { usePracticeSegment } from './usePracticeSegment';
import { useRecorder } from './useRecorder';
import { useRestart } from './useRestart';
import { useSegmentFlow } from './useSegmentFlow';
import { useSubmitAnswer } from './useSubmitAnswer';

function positiveInteger(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** /practice/{sessionId}/{segmentOrder}: hear one speaker turn, record its interpretation, move on. */
export function PracticeSegmentPage() {
  const params = useParams();
  const sessionId = positiveInteger(params.sessionId);
  const segmentOrder = positiveInteger(params.segmentOrder);
  if (!sessionId || !segmentOrder) return <PracticeNotFound message="This practice link is not valid." />;
  return <SegmentLoader key={`${sessionId}/${segmentOrder}`} sessionId={sessionId} segmentOrder={segmentOrder} />;
}

function PracticeNotFound({ message }: { message: string }) {
  const navigate = useNavigate();
  return <ErrorPage title="Practice not found" message={message} actionLabel="Choose a dialogue" onAction={() => navigate('/')} />;
}

function SegmentLoader({ sessionId, segmentOrder }: { sessionId: number; segmentOrder: number }) {
  const [attempt, setAttempt] = useState(0);
  const load = usePracticeSegment(sessionId, segmentOrder, attempt);
  if (load.status === 'loading') return <LoadingText text="Loading segment audio..." />;
  if (load.status === 'failed') {
    return load.notFound ? (
      <PracticeNotFound message={load.message} />
    ) : (
      <ErrorPage title="Something went wrong" message={load.message} actionLabel="Try Again" onAction={() => setAttempt((n) => n + 1)} />
    );
  }
  return <SegmentScreen sessionId={sessionId} segment={load.segment} />;
}

/**
 * One segment. Mounted afresh for every segment (keyed by session and order), so the recording
 * status starts Idle each time and a take never leaks into the next segment.
 */
function SegmentScreen({ sessionId, segment }: { sessionId: number; segment: PracticeSegment & { speakerAudioPath: string } }) {
  const practice = segment.mode === PRACTICE_MODE.practice;
  const lastSegment = !segment.nextSegmentExists;
  const recorder = useRecorder();
  const flow = useSegmentFlow(segment.mode, recorder.start);
  const { submitting, submit } = useSubmitAnswer(sessionId, segment);
  const restart = useRestart(segment.dialogueId);
  const [player, setPlayer] = useState<PlayerState>('loading');

  const answering = flow.phase === 'answer';
  const busy = recorder.status === 'starting' || recorder.status === 'recording';
  // Test mode is the exam: one take per segment. Practice mode: retake freely.
  const canRecord = answering && !busy && !submitting && (practice || recorder.recording === null);
  const status = segmentStatus({ mode: segment.mode, phase: flow.phase, player, countdown: flow.countdown, chimeBlocked: flow.chimeBlocked, recording: recorder.status, submitting, lastSegment });

  return (
    <Box sx={{ pb: 12 }}>
      <SegmentHeader
        targetLanguage={segment.targetLanguage}
        segmentOrder={segment.segmentOrder}
        totalSegments={segment.totalSegments}
        mode={segment.mode}
        onRestart={practice && segment.segmentOrder > 1 ? restart.ask : undefined}
      />
      <Container maxWidth="md" sx={{ py: 3, display: 'grid', gap: 2.5 }}>
        <SegmentInstructions />

        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
          <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
            Speaker
          </Typography>
          <WaveformPlayer
            url={segment.speakerAudioPath}
            mode={practice ? 'practice' : 'test'}
            label="Speaker audio"
            loadingText="Loading segment audio..."
            disabled={busy || submitting}
            onStateChange={setPlayer}
            onFinish={flow.speakerFinished}
          />

          <Typography role="status" aria-live="polite" data-testid="segment-status" sx={{ fontWeight: 600, minHeight: 24 }}>
            {status}
          </Typography>

          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { xs: 'stretch', sm: 'center' }, gap: 1.5 }}>
            <Button variant="contained" color="error" startIcon={<FiberManualRecordIcon />} onClick={recorder.start} disabled={!canRecord}>
              {recorder.stoppedManually ? 'Record Again' : 'Record'}
            </Button>
            <Button variant="outlined" startIcon={<StopIcon />} onClick={recorder.stop} disabled={recorder.status !== 'recording'}>
              Stop
            </Button>
            <Button variant="contained" endIcon={<NavigateNextIcon />} onClick={() => void submit(recorder.recording)} disabled={!answering || busy || submitting}>
              {lastSegment ? 'Finish' : 'Next'}
            </Button>
            <Box sx={{ ml: { sm: 'auto' } }}>
              <RecordingIndicator status={recorder.status} seconds={recorder.seconds} />
            </Box>
          </Stack>

          {recorder.error && <Alert severity="error">{recorder.error}</Alert>}
          {practice && recorder.status === 'finished' && recorder.recording && <OwnRecording recording={recorder.recording} />}
        </Paper>

        <AdSlot />
      </Container>

      <SegmentProgress segmentOrder={segment.segmentOrder} totalSegments={segment.totalSegments} />
      <RestartDialog open={restart.open} busy={restart.busy} onCancel={restart.cancel} onRestart={() => void restart.restart()} />
    </Box>
  );
}
