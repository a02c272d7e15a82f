import { Box, Card, CardContent, Container, Grid, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOverOutlined';
import type { ReactNode } from 'react';
import { EXAM } from '../../exam/model/examFacts';

const POINTS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <EmojiEventsIcon />,
    title: `${EXAM.extraPrPoints} extra PR points`,
    text: `A CCL credential adds ${EXAM.extraPrPoints} points to your score on points-tested skilled migration visas — often the difference between waiting and getting an invitation.`,
  },
  {
    icon: <TimerIcon />,
    title: 'One short test',
    text: `${EXAM.dialogues} dialogues of about ${EXAM.wordsPerDialogue} words each, about ${EXAM.minutes} minutes in total, delivered online and proctored.`,
  },
  {
    icon: <TranslateIcon />,
    title: 'Your language counts',
    text: 'The credential recognises that you can communicate in English and your community language — a skill Australian communities rely on every day.',
  },
  {
    icon: <VerifiedIcon />,
    title: `Valid for ${EXAM.validityYears} years`,
    text: `Credentials issued from ${EXAM.validityChangeDate} last ${EXAM.validityYears} years, so one pass covers the whole visa journey for most applicants.`,
  },
  {
    icon: <RecordVoiceOverIcon />,
    title: 'Practice decides it',
    text: 'Knowing both languages is only half of it: nerves, speed and omissions cost marks too. Timed, realistic practice with scored feedback trains the other half.',
  },
];

/** Why the CCL is worth sitting: what the credential is and the five reasons candidates take it. */
export function WhyCcl() {
  return (
    <Box component="section" aria-labelledby="why-ccl-title" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography id="why-ccl-title" variant="h2" sx={{ textAlign: 'center', mb: 2 }}>
          Why take the CCL test?
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', maxWidth: 760, mx: 'auto', mb: 5 }}>
          The Credentialed Community Language (CCL) test checks that you can interpret a conversation between an English speaker and a
          speaker of your community language. Passing it gives you a credential, not a licence to work as an interpreter — and for migration
          it is worth {EXAM.extraPrPoints} extra points.
        </Typography>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {POINTS.map((point) => (
            <Grid key={point.title} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Box aria-hidden sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 32 } }}>
                    {point.icon}
                  </Box>
                  <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
                    {point.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {point.text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
