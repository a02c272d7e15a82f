import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import StopIcon from '@mui/icons-material/Stop';
import SendIcon from '@mui/icons-material/Send';
import { ErrorPage, serverMessage, useSession } from '@ccl/shared';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { WaveformPlayer } from '../features/audio/components/WaveformPlayer';
import type { DrillStart } from '../features/drill/api/types';
import { DrillResult } from '../features/drill/components/DrillResult';
import { useDrill } from '../features/drill/hooks/useDrill';
import { RecordingIndicator } from '../features/recording/components/RecordingIndicator';
import { useRecorder } from '../features/recording/hooks/useRecorder';
// The player is this page's first screen: its waveform library comes with the page, not after it (issue #14).
import 'wavesurfer.js';

/** /drill/{segmentId}: one weak segment again — hear the speaker, record one answer, see the new score beside the old. */
export default function DrillPage() {
  const { segmentId } = useParams();
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const id = Number(segmentId);
  const [round, setRound] = useState(0);
  if (!user)
    return (
      <ErrorPage
        title="Log in to drill"
        message="Log in to drill your weak segments."
        actionLabel="Log in"
        onAction={() => navigate('/login')}
      />
    );
  if (!Number.isInteger(id) || id < 1)
    return (
      <ErrorPage
        title="Drill not found"
        message="This drill link is not valid."
        actionLabel="My weak segments"
        onAction={() => navigate('/weak-segments')}
      />
    );
  // A new round is a new drill: everything (recorder, result) starts afresh.
  return <Drill key={round} segmentId={id} onAgain={() => setRound((r) => r + 1)} />;
}

function Drill({ segmentId, onAgain }: { segmentId: number; onAgain: () => void }) {
  const { start, answer } = useDrill(segmentId);
  const errorText = (error: unknown, fallback: string) => serverMessage(error) ?? fallback;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        Drill this segment
      </Typography>
      {answer.data ? (
        <DrillResult outcome={answer.data} onAgain={onAgain} />
      ) : start.data ? (
        <DrillAnswer
          drill={start.data}
          sending={answer.isPending}
          onSend={(recording) => answer.mutate({ drillId: start.data.drillId, recording })}
        />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            You will hear the one speaker segment where you lost marks, then record one answer. It is scored like a turn of the dialogue,
            free of charge.
          </Typography>
          <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending}>
            Start drill
          </Button>
          {start.isError && <Alert severity="error">{errorText(start.error, 'The drill could not be started. Please try again.')}</Alert>}
        </Stack>
      )}
      {answer.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(answer.error, 'Your answer could not be scored. Please send it again.')}
        </Alert>
      )}
    </Container>
  );
}

function DrillAnswer({ drill, sending, onSend }: { drill: DrillStart; sending: boolean; onSend: (recording: Blob) => void }) {
  const recorder = useRecorder();
  const busy = recorder.status === 'starting' || recorder.status === 'recording';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography sx={{ mb: 1 }}>
        {drill.speakerRole} ({drill.speakerLanguage}) — interpret into {drill.targetLanguage}:
      </Typography>
      <Box sx={{ mb: 2 }}>
        <WaveformPlayer url={drill.speakerAudioPath} mode="practice" label="Speaker audio" disabled={busy} />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { xs: 'stretch', sm: 'center' }, gap: 1.5 }}>
        <Button variant="contained" color="error" startIcon={<FiberManualRecordIcon />} onClick={recorder.start} disabled={busy || sending}>
          {recorder.recording ? 'Record Again' : 'Record'}
        </Button>
        <Button variant="outlined" startIcon={<StopIcon />} onClick={recorder.stop} disabled={recorder.status !== 'recording'}>
          Stop
        </Button>
        <Button
          variant="contained"
          endIcon={<SendIcon />}
          onClick={() => recorder.recording && onSend(recorder.recording)}
          disabled={!recorder.recording || busy || sending}
        >
          {sending ? 'Scoring…' : 'Send answer'}
        </Button>
        <Box sx={{ ml: { sm: 'auto' } }}>
          <RecordingIndicator status={recorder.status} seconds={recorder.seconds} />
        </Box>
      </Stack>
      {recorder.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {recorder.error}
        </Alert>
      )}
    </Paper>
  );
}
