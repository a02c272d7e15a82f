import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { DialogueSegment } from '../api/types';
import { isInterpreterTurn, langOf } from '../model/turns';

/**
 * One turn of the dialogue: who speaks, in which language, what they say and — on a speaker's turn —
 * the expected translation. `showAudio` adds the turn's player (only when the switch is on).
 */
export function TranscriptSegment({
  segment,
  dialogueLanguage,
  showAudio,
  number,
}: {
  segment: DialogueSegment;
  dialogueLanguage: string;
  showAudio: boolean;
  number: number;
}) {
  const interpreter = isInterpreterTurn(segment.speaker_role);
  const sourceLang = langOf(segment.speaker_language);
  // The expected translation goes into the other language of the pair.
  const targetLang = sourceLang === 'en' ? langOf(dialogueLanguage) : 'en';
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="transcript-segment"
      data-interpreter={interpreter || undefined}
      sx={{
        p: { xs: 1.5, sm: 2 },
        ml: interpreter ? { xs: 2, sm: 5 } : 0,
        bgcolor: interpreter ? 'action.hover' : 'background.paper',
        listStyle: 'none',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 1 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {segment.speaker_role}
        </Typography>
        <Chip label={segment.speaker_language} size="small" variant="outlined" />
        <Typography component="span" variant="caption" color="text.secondary">
          Turn {number}
        </Typography>
      </Stack>
      <Typography lang={sourceLang} dir="auto" sx={{ whiteSpace: 'pre-line' }}>
        {segment.source_text}
      </Typography>
      {segment.expected_target_text && (
        <Box sx={{ mt: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'primary.light' }}>
          <Typography variant="body2" color="primary.dark" sx={{ fontWeight: 600 }}>
            Expected Translation
          </Typography>
          <Typography lang={targetLang} dir="auto" sx={{ whiteSpace: 'pre-line' }}>
            {segment.expected_target_text}
          </Typography>
        </Box>
      )}
      {showAudio &&
        (segment.audio_url ? (
          <Box
            component="audio"
            controls
            preload="none"
            src={segment.audio_url}
            aria-label={`Audio of turn ${number}: ${segment.speaker_role}`}
            sx={{ mt: 1.5, width: '100%', maxWidth: 480, display: 'block' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            Audio for this turn isn't ready yet.
          </Typography>
        ))}
    </Paper>
  );
}
