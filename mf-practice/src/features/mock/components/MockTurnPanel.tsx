import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import StopIcon from '@mui/icons-material/Stop';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { RecordingIndicator } from '../../recording/components/RecordingIndicator';
import { useRecorder } from '../../recording/hooks/useRecorder';
import { useMockTurn, type MockPhase } from '../hooks/useMockTurn';
import type { NextTurn } from '../model/nextTurn';

export const REPEAT_USED = 'You have used your repeat for this dialogue';

const STATUS: Record<MockPhase, string> = {
  ready: 'Press Play to hear the speaker. You will hear it once.',
  heard: 'You have heard this segment. Record your answer, or use your repeat.',
  loading: 'Loading segment audio...',
  playing: 'Listen to the speaker...',
  chime: 'Chime! Start interpreting now.',
  recording: 'Recording... Interpret now, then press Stop.',
  uploading: 'Uploading your answer...',
  failed: 'Something went wrong.',
};

/**
 * One speaker turn under the exam rules: Play (once), the chime, recording by itself, Stop to answer.
 * No transcript, no pause, no going back; the repeat button works once per dialogue.
 */
export function MockTurnPanel({ mockExamId, turn, onAnswered }: { mockExamId: number; turn: NextTurn; onAnswered: () => void }) {
  const recorder = useRecorder();
  const { phase, repeatUsed, message, hear, repeat, recordNow, retryUpload } = useMockTurn(mockExamId, turn, recorder, onAnswered);
  const busy = phase === 'loading' || phase === 'playing' || phase === 'chime' || phase === 'uploading';
  const canRepeat = !repeatUsed && !busy && phase !== 'ready';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
        Dialogue {turn.part} — segment {turn.segment} of {turn.segments}
      </Typography>
      <Typography role="status" aria-live="polite" data-testid="mock-status" sx={{ fontWeight: 600, minHeight: 24 }}>
        {STATUS[phase]}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
        {phase === 'ready' && (
          <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={() => void hear()}>
            Play
          </Button>
        )}
        {(phase === 'heard' || (phase === 'failed' && !retryUpload)) && (
          <Button variant="contained" color="error" startIcon={<FiberManualRecordIcon />} onClick={recordNow}>
            Record
          </Button>
        )}
        {phase === 'recording' && (
          <Button variant="contained" startIcon={<StopIcon />} onClick={recorder.stop} disabled={recorder.status !== 'recording'}>
            Stop
          </Button>
        )}
        {retryUpload && (
          <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={retryUpload}>
            Upload again
          </Button>
        )}
        <Button variant="outlined" startIcon={<ReplayIcon />} onClick={repeat} disabled={!canRepeat}>
          Repeat segment
        </Button>
        <RecordingIndicator status={recorder.status} seconds={recorder.seconds} />
      </Stack>
      {repeatUsed && <Typography color="text.secondary">{REPEAT_USED}</Typography>}
      {message && <Alert severity="warning">{message}</Alert>}
      {recorder.error && <Alert severity="error">{recorder.error}</Alert>}
    </Paper>
  );
}
