import { Box, Paper, Typography } from '@mui/material';
import { LIMITS } from '@ccl/shared';

/** What the test is like, before the candidate starts (spec §1 exam facts, §3 practice modes). */
export function candidateInformation(language: string): string[] {
  return [
    `The real CCL test has 2 dialogues of about 300 words each, between an English speaker and a ${language} speaker. It takes about 20 minutes and is delivered online, with a proctor.`,
    'Each dialogue is split into short segments. You hear one segment at a time and interpret it into the other language.',
    `A chime sounds after each segment. Start interpreting within ${LIMITS.chimeDelaySeconds} seconds of the chime.`,
    'In the real test you may ask for one segment repetition per dialogue.',
    `Each dialogue is worth ${LIMITS.maxScore} marks. Marks are deducted for accuracy, language quality and delivery.`,
    'Practice mode lets you pause, replay and retake freely. Test mode simulates the real exam: no replays or pauses.',
    'Complete every segment once you begin: an attempt left midway cannot be scored by AI. Results appear in your Dashboard within about 10 minutes.',
  ];
}

export function CandidateInformation({ language }: { language: string }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="candidate-information" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="candidate-information" variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        Candidate information
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {candidateInformation(language).map((text) => (
          <Typography key={text} component="li" color="text.secondary">
            {text}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
