import { Box, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';

function canPlayOgg(): boolean {
  return typeof Audio !== 'undefined' && new Audio().canPlayType('audio/ogg; codecs=opus') !== '';
}

/** Practice mode: the candidate can listen to their own take (where the browser plays Ogg). */
export function OwnRecording({ recording }: { recording: Blob }) {
  const supported = useMemo(canPlayOgg, []);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!supported) return;
    const objectUrl = URL.createObjectURL(recording);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [recording, supported]);

  if (!supported || !url) return null;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }} id="own-recording-label">
        Your recording
      </Typography>
      <audio controls src={url} aria-labelledby="own-recording-label" style={{ width: '100%', maxWidth: 420 }} />
    </Box>
  );
}
