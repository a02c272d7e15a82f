import { Box, Button, Stack } from '@mui/material';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import StopIcon from '@mui/icons-material/Stop';
import { RecordingIndicator } from '../../recording/components/RecordingIndicator';
import type { Recorder } from '../../recording/hooks/useRecorder';

/** Record / Record Again, Stop, Next (Finish on the last segment), and the REC indicator. */
export function AnswerControls({
  recorder,
  canRecord,
  canSubmit,
  lastSegment,
  onSubmit,
}: {
  recorder: Recorder;
  canRecord: boolean;
  canSubmit: boolean;
  lastSegment: boolean;
  onSubmit: () => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { xs: 'stretch', sm: 'center' }, gap: 1.5 }}>
      <Button variant="contained" color="error" startIcon={<FiberManualRecordIcon />} onClick={recorder.start} disabled={!canRecord}>
        {recorder.stoppedManually ? 'Record Again' : 'Record'}
      </Button>
      <Button variant="outlined" startIcon={<StopIcon />} onClick={recorder.stop} disabled={recorder.status !== 'recording'}>
        Stop
      </Button>
      <Button variant="contained" endIcon={<NavigateNextIcon />} onClick={onSubmit} disabled={!canSubmit}>
        {lastSegment ? 'Finish' : 'Next'}
      </Button>
      <Box sx={{ ml: { sm: 'auto' } }}>
        <RecordingIndicator status={recorder.status} seconds={recorder.seconds} />
      </Box>
    </Stack>
  );
}
