import { Alert, Box, Container, Paper, Typography } from '@mui/material';
import { AdSlot, ErrorPage, errorMessage, httpStatus, PRACTICE_MODE, useSession } from '@ccl/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
// The player is this page's first screen: its waveform library comes with the page, not after it (issue #14).
import 'wavesurfer.js';
import { WaveformPlayer, type PlayerState } from '../features/audio/components/WaveformPlayer';
import { attemptsQuery } from '../features/dialogue/api/attempts';
import { OwnRecording } from '../features/recording/components/OwnRecording';
import { useFlushPending } from '../features/recording/hooks/useFlushPending';
import { useRecorder } from '../features/recording/hooks/useRecorder';
import { submitAnswer } from '../features/segment/api/segment';
import type { PracticeSegment } from '../features/segment/api/types';
import { AnswerControls } from '../features/segment/components/AnswerControls';
import { SegmentHeader } from '../features/segment/components/SegmentHeader';
import { SegmentInstructions } from '../features/segment/components/SegmentInstructions';
import { SegmentLoading } from '../features/segment/components/SegmentLoading';
import { SegmentProgress } from '../features/segment/components/SegmentProgress';
import { usePracticeSegment } from '../features/segment/hooks/usePracticeSegment';
import { useRestart } from '../features/segment/hooks/useRestart';
import { useSegmentFlow } from '../features/segment/hooks/useSegmentFlow';
import { useSubmitAnswer } from '../features/segment/hooks/useSubmitAnswer';
import { segmentStatus } from '../features/segment/model/segmentStatus';

// Fetched when Restart is first pressed: its dialog components (~11 KB brotli) are not preloaded with every
// segment (issue #14). Mounted from then on, so that closing it keeps its transition.
const RestartDialog = lazy(() => import('../features/segment/components/RestartDialog').then((m) => ({ default: m.RestartDialog })));

function positiveInteger(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** /practice/{sessionId}/{segmentOrder}: hear one speaker turn, record its interpretation, move on. */
export default function PracticeSegmentPage() {
  const params = useParams();
  const sessionId = positiveInteger(params.sessionId);
  const segmentOrder = positiveInteger(params.segmentOrder);
  if (!sessionId || !segmentOrder) return <PracticeNotFound message="This practice link is not valid." />;
  return (
    <KeptAnswersFirst key={sessionId} sessionId={sessionId}>
      <SegmentLoader key={`${sessionId}/${segmentOrder}`} sessionId={sessionId} segmentOrder={segmentOrder} />
    </KeptAnswersFirst>
  );
}

/**
 * Opening a session (after a reload, a closed tab, another visit): the answers this device kept but the
 * server does not have yet are uploaded before any segment is shown, the page saying so; then the
 * session is read again (GET /attempts) and the page moves to its first unanswered segment — or, every
 * turn answered, to the complete page, as the last answer's upload would have. Once per session: later
 * segments' answers are uploaded by Next itself.
 */
function KeptAnswersFirst({ sessionId, children }: { sessionId: number; children: ReactNode }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const userId = useSession((s) => s.user?.id ?? null);
  const reopen = useCallback(async () => {
    if (userId === null) return;
    const attempts = await client.fetchQuery({ ...attemptsQuery(userId), staleTime: 0 });
    const attempt = attempts.unfinished.find((a) => a.sessionId === sessionId);
    // Not unfinished any more (closed, or another device finished it): the segment page says what it can.
    if (!attempt) return;
    const allAnswered = attempt.turns !== null && attempt.answered === attempt.turns;
    navigate(allAnswered ? `/practice/complete/${sessionId}` : `/practice/${sessionId}/${attempt.nextSegmentOrder ?? 1}`, {
      replace: true,
    });
  }, [client, navigate, sessionId, userId]);
  const kept = useFlushPending(submitAnswer, [sessionId], reopen);

  if (kept.flushing) return <SegmentLoading text={kept.status ?? 'Loading segment audio...'} />;
  return children;
}

function PracticeNotFound({ message }: { message: string }) {
  const navigate = useNavigate();
  return <ErrorPage title="Practice not found" message={message} actionLabel="Choose a dialogue" onAction={() => navigate('/')} />;
}

function SegmentLoader({ sessionId, segmentOrder }: { sessionId: number; segmentOrder: number }) {
  const segment = usePracticeSegment(sessionId, segmentOrder);
  const speakerAudioPath = segment.data?.speakerAudioPath;
  // Also while Try Again asks again after a failure.
  if (segment.isPending || (segment.isFetching && !speakerAudioPath)) return <SegmentLoading text="Loading segment audio..." />;
  if (segment.isError) {
    const status = httpStatus(segment.error);
    const message = errorMessage(segment.error, 'This practice segment could not be loaded.');
    // A session that isn't the user's.
    if (status === 403 || status === 404) return <PracticeNotFound message={message} />;
    return <ErrorPage title="Something went wrong" message={message} actionLabel="Try Again" onAction={() => void segment.refetch()} />;
  }
  if (!speakerAudioPath) {
    return (
      <ErrorPage
        title="Something went wrong"
        message="The speaker audio for this segment isn't ready yet. Please try again in a moment."
        actionLabel="Try Again"
        onAction={() => void segment.refetch()}
      />
    );
  }
  return <SegmentScreen sessionId={sessionId} segment={{ ...segment.data, speakerAudioPath }} />;
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
  const { submitting, saved, submit } = useSubmitAnswer(sessionId, segment);
  const restart = useRestart(segment.dialogueId);
  const [restartAsked, setRestartAsked] = useState(false);
  if (restart.open && !restartAsked) setRestartAsked(true);
  const [player, setPlayer] = useState<PlayerState>('loading');

  const answering = flow.phase === 'answer';
  const busy = recorder.status === 'starting' || recorder.status === 'recording';
  // Test mode is the exam: one take per segment. Practice mode: retake freely.
  const canRecord = answering && !busy && !submitting && (practice || recorder.recording === null);
  const status = segmentStatus({
    mode: segment.mode,
    phase: flow.phase,
    player,
    countdown: flow.countdown,
    chimeBlocked: flow.chimeBlocked,
    recording: recorder.status,
    submitting,
    lastSegment,
  });

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
            {saved ?? status}
          </Typography>

          <AnswerControls
            recorder={recorder}
            canRecord={canRecord}
            canSubmit={answering && !busy && !submitting}
            lastSegment={lastSegment}
            onSubmit={() => submit(recorder.recording)}
          />

          {recorder.error && <Alert severity="error">{recorder.error}</Alert>}
          {practice && recorder.status === 'finished' && recorder.recording && <OwnRecording recording={recorder.recording} />}
        </Paper>

        <AdSlot />
      </Container>

      <SegmentProgress segmentOrder={segment.segmentOrder} totalSegments={segment.totalSegments} />
      {restartAsked && (
        <Suspense fallback={null}>
          <RestartDialog open={restart.open} busy={restart.busy} onCancel={restart.cancel} onRestart={restart.restart} />
        </Suspense>
      )}
    </Box>
  );
}
