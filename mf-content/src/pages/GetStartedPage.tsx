import { Box, Button, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { LANGUAGE_NAMES, LIMITS, PACKAGES, useCreditConfig, useSession } from '@ccl/shared';
import { Link as RouterLink } from 'react-router-dom';
import { credits } from '../features/credits/model/credits';
import { EXAM } from '../features/exam/model/examFacts';
import { LanguageLinks } from '../features/get-started/components/LanguageLinks';
import { MicrophoneCheck } from '../features/get-started/components/MicrophoneCheck';
import { ModeCard } from '../features/get-started/components/ModeCard';
import { Step } from '../features/get-started/components/Step';

/** /get-started: the guide from a new account to a scored dialogue (the spec leaves its content to us). */
export default function GetStartedPage() {
  const user = useSession((s) => s.user);
  const { free_credit_amount: freeCredits, credit_cost_per_dialogue: cost } = useCreditConfig();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Box component="header" sx={{ mb: 5 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 2 }}>
          Get Started with CCL Practice
        </Typography>
        <Typography color="text.secondary">
          Seven steps from a new account to your first score out of {LIMITS.maxScore}. The microphone check below works even before you sign
          up.
        </Typography>
      </Box>

      <Stack component="ol" spacing={5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <Step number={1} id="step-account" title="Create your free account">
          <Typography>
            Sign up with your name and e-mail address; we e-mail you a code to confirm it, then you choose a password. Every new account
            gets {credits(freeCredits)} free.
          </Typography>
          {user ? (
            <Typography color="success.main">
              You're signed in as {user.name}, with {credits(user.available_credits)} available.
            </Typography>
          ) : (
            <Box>
              <Button component={RouterLink} to="/signup" variant="contained">
                Sign Up Free
              </Button>
            </Box>
          )}
        </Step>

        <Step number={2} id="step-language" title="Choose your language">
          <Typography>
            Every dialogue pairs English with one of {LANGUAGE_NAMES.length} languages. Your language's page lists its dialogues, newest
            first, each with its topic; open one to read its introduction, or choose View Transcript to read it first.
          </Typography>
          <LanguageLinks label="Dialogues by language" to={(slug) => `/language/${slug}`} />
        </Step>

        <Step number={3} id="step-vocabulary" title="Learn the vocabulary">
          <Typography>
            Each language has a vocabulary list for the twelve test topics — health, legal, housing, immigration and more. Play each term to
            hear it in English and in your language, and say it back until it comes without thinking.
          </Typography>
          <LanguageLinks label="Vocabulary by language" to={(slug) => `/vocabulary/${slug}`} />
        </Step>

        <Step number={4} id="step-microphone" title="Check your microphone">
          <Typography>
            Your answers are recorded in the browser, so the microphone must work before you start. A headset gives the clearest recording;
            allow this site to use the microphone when the browser asks. Press the button, speak, and watch the meter.
          </Typography>
          <MicrophoneCheck />
          <Typography variant="body2" color="text.secondary">
            The check only measures loudness on this device: nothing is recorded or sent, and the microphone is released as soon as it ends.
          </Typography>
        </Step>

        <Step number={5} id="step-modes" title="Practice mode or test mode">
          <Typography>
            Every dialogue can be done in two ways. Start with practice mode to learn a dialogue; switch to test mode when you want to know
            where you stand.
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ModeCard
                title="Practice mode"
                button="Start Practice"
                points={[
                  'Play, pause and replay the speaker as often as you like.',
                  'Press Record when you are ready; record again until you are happy, and listen back to yourself.',
                  'Restart the dialogue from the beginning at any time.',
                ]}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ModeCard
                title="Test mode"
                button="Start Test"
                points={[
                  'Like the real exam: the speaker plays once, with no pausing or replays.',
                  `${LIMITS.chimeDelaySeconds} seconds after the speaker finishes a chime sounds and recording starts by itself.`,
                  `Begin within ${EXAM.secondsToStartAfterChime} seconds of the chime, as on test day.`,
                ]}
              />
            </Grid>
          </Grid>
          <Typography>
            In both modes a recording stops by itself after {LIMITS.recordingMaxSeconds} seconds, and Next uploads your answer and moves on.
            Finish every segment once you begin: an attempt left midway cannot be scored.
          </Typography>
        </Step>

        <Step number={6} id="step-results" title="Read your results">
          <Typography>
            Within about 10 minutes of finishing, your score out of {LIMITS.maxScore} appears in the Dashboard. The Test Results tab lists
            every attempt; expand one to hear each of your recordings and read the feedback on each segment — what was omitted or distorted,
            where you hesitated, and how many marks each error cost. The Overview tab charts your progress over time and your average by
            topic.
          </Typography>
          {user && (
            <Box>
              <Button component={RouterLink} to="/dashboard" variant="outlined">
                Open Your Dashboard
              </Button>
            </Box>
          )}
        </Step>

        <Step number={7} id="step-credits" title="Understand credits">
          <Typography>
            AI scoring of a dialogue costs {credits(cost)}. If you have no credits left when you finish a dialogue, that attempt is not
            scored. Credits never expire, there are no subscriptions, and you can top up whenever you like:{' '}
            {PACKAGES.map((pack) => `${pack.name} — $${pack.priceAud} AUD for ${pack.credits} credits`).join('; ')}
            {PACKAGES.some((pack) => pack.prioritySupport) ? ' (with priority support)' : ''}.
          </Typography>
          <Typography>
            <Link component={RouterLink} to="/pricing">
              See pricing
            </Link>{' '}
            ·{' '}
            <Link component={RouterLink} to="/how-to-excel">
              Read the 8 tips to excel
            </Link>
          </Typography>
        </Step>
      </Stack>
    </Container>
  );
}
