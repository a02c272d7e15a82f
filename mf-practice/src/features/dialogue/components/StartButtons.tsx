import { Button, Container, Paper, Stack } from '@mui/material';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import QuizIcon from '@mui/icons-material/Quiz';
import { DeferredTooltip, PRACTICE_MODE, type PracticeMode } from '@ccl/shared';

/** Spec §3 practice modes, as the buttons' tooltips. */
export const MODE_TOOLTIPS = {
  practice: 'Practice mode: pause, replay and retake freely',
  test: 'Test mode: simulates the real exam, no replays or pauses',
} as const;

/** The two fixed bottom buttons of the dialogue intro. */
export function StartButtons({
  starting,
  disabled,
  onStart,
}: {
  starting: PracticeMode | null;
  disabled: boolean;
  onStart: (mode: PracticeMode) => void;
}) {
  const busy = starting !== null;
  return (
    <Paper
      square
      elevation={8}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar - 1, py: 1.5 }}
    >
      <Container maxWidth="md">
        <Stack direction="row" sx={{ gap: 1.5, justifyContent: 'center' }}>
          <DeferredTooltip title={MODE_TOOLTIPS.practice}>
            <span style={{ flex: 1, maxWidth: 260, display: 'flex' }}>
              <Button
                fullWidth
                size="large"
                variant="outlined"
                startIcon={<HeadphonesIcon />}
                sx={{ whiteSpace: 'nowrap', px: { xs: 1, sm: 3 } }}
                disabled={disabled || busy}
                onClick={() => onStart(PRACTICE_MODE.practice)}
              >
                {starting === PRACTICE_MODE.practice ? 'Starting...' : 'Start Practice'}
              </Button>
            </span>
          </DeferredTooltip>
          <DeferredTooltip title={MODE_TOOLTIPS.test}>
            <span style={{ flex: 1, maxWidth: 260, display: 'flex' }}>
              <Button
                fullWidth
                size="large"
                variant="contained"
                startIcon={<QuizIcon />}
                sx={{ whiteSpace: 'nowrap', px: { xs: 1, sm: 3 } }}
                disabled={disabled || busy}
                onClick={() => onStart(PRACTICE_MODE.test)}
              >
                {starting === PRACTICE_MODE.test ? 'Starting...' : 'Start Test'}
              </Button>
            </span>
          </DeferredTooltip>
        </Stack>
      </Container>
    </Paper>
  );
}
