import { Box, Chip, Container, Stack, Typography } from '@mui/material';
import { AdSlot } from '@ccl/shared';
import { useState } from 'react';
import type { TranscriptResponse } from '../api/types';
import { isInterpreterTurn } from '../model/turns';
import { InterpreterSwitch } from './InterpreterSwitch';
import { TranscriptSegment } from './TranscriptSegment';

/** A loaded transcript: the header with the switch (off at start), then the speaker turns — all turns and their audio with the switch on. */
export function Transcript({ transcript }: { transcript: TranscriptResponse }) {
  const { dialogue, giveFree } = transcript;
  const [showInterpreter, setShowInterpreter] = useState(false);
  const segments = [...dialogue.segments].sort((a, b) => (a.segment_order ?? 0) - (b.segment_order ?? 0));
  const shown = showInterpreter ? segments : segments.filter((segment) => !isInterpreterTurn(segment.speaker_role));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box component="header" sx={{ mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mb: 1.5 }}>
          <Chip label={`English ↔ ${dialogue.language}`} size="small" />
          {dialogue.category?.name && <Chip label={dialogue.category.name} size="small" variant="outlined" />}
        </Stack>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, mb: 1.5 }}>
          <Box component="span" sx={{ color: 'primary.main' }}>
            #{dialogue.id}
          </Box>{' '}
          {dialogue.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {dialogue.description}
        </Typography>
        <InterpreterSwitch checked={showInterpreter} onChange={setShowInterpreter} giveFree={giveFree} />
      </Box>

      <AdSlot />

      <Typography variant="h2" sx={{ fontSize: '1.3rem', mt: 3, mb: 1.5 }} id="transcript-segments">
        Transcript
      </Typography>
      {shown.length === 0 ? (
        <Typography color="text.secondary">This dialogue has no segments yet.</Typography>
      ) : (
        <Stack component="ol" spacing={1.5} aria-labelledby="transcript-segments" sx={{ p: 0, m: 0 }}>
          {shown.map((segment) => (
            <TranscriptSegment
              key={segment.id}
              segment={segment}
              number={segments.indexOf(segment) + 1}
              dialogueLanguage={dialogue.language}
              showAudio={showInterpreter}
            />
          ))}
        </Stack>
      )}
    </Container>
  );
}
