import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import MicIcon from '@mui/icons-material/MicNone';
import StopIcon from '@mui/icons-material/Stop';
import { MIC_CHECK_SECONDS, useMicrophoneCheck, type MicrophoneCheck as Check } from '../hooks/useMicrophoneCheck';

function Outcome({ check }: { check: Check }) {
  switch (check.status) {
    case 'done':
      return check.heard ? (
        <Alert severity="success" role="status">
          We heard you — your microphone works. You're ready to record.
        </Alert>
      ) : (
        <Alert severity="warning" role="status">
          We didn't hear anything. Check that the right microphone is selected and not muted, move closer to it, and test again.
        </Alert>
      );
    case 'blocked':
      return (
        <Alert severity="error">
          Microphone access is blocked. Allow the microphone for this site in your browser's address bar or site settings, then test again.
        </Alert>
      );
    case 'no-device':
      return <Alert severity="error">No microphone was found. Plug in a headset or microphone and test again.</Alert>;
    case 'unsupported':
      return (
        <Alert severity="error">
          This browser can't record audio here. Use a recent version of Chrome, Edge or Firefox on a secure (https) connection.
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity="error">
          Your microphone could not be started. Close other apps that may be using it (video calls, recorders) and test again.
        </Alert>
      );
    default:
      return null;
  }
}

/** Asks for the microphone, shows a live level meter while the candidate speaks, and releases it afterwards. */
export function MicrophoneCheck() {
  const { check, start, stop } = useMicrophoneCheck();
  const listening = check.status === 'listening';
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 }, bgcolor: 'background.default' }}>
      {listening ? (
        <Stack spacing={1.5}>
          <Typography>Say a sentence out loud — the bar should jump as you speak.</Typography>
          <LinearProgress
            variant="determinate"
            value={check.level}
            aria-label="Microphone level"
            color={check.heard ? 'success' : 'primary'}
            sx={{ height: 14, borderRadius: 7, '& .MuiLinearProgress-bar': { transition: 'transform 60ms linear' } }}
          />
          <Typography variant="body2" color="text.secondary">
            {check.heard ? 'Voice detected.' : 'Listening…'} The check stops by itself after {MIC_CHECK_SECONDS} seconds.
          </Typography>
          <Box>
            <Button variant="outlined" startIcon={<StopIcon />} onClick={stop}>
              Stop Test
            </Button>
          </Box>
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Button variant="contained" startIcon={<MicIcon />} onClick={start} disabled={check.status === 'requesting'}>
            {check.status === 'idle' || check.status === 'requesting' ? 'Test My Microphone' : 'Test Again'}
          </Button>
          {check.status === 'requesting' && (
            <Typography role="status" color="text.secondary">
              Waiting for permission to use your microphone…
            </Typography>
          )}
          <Outcome check={check} />
        </Stack>
      )}
    </Box>
  );
}
