import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SITE_NAME, usePageMeta } from '../../page-meta/hooks/usePageMeta';
import { languagePath } from '../model/languagePath';

/** /transcript/{languageName} without an id: the spec leaves it open, so we point to the dialogue list. */
export function NoDialogueChosen({ languageName }: { languageName: string | undefined }) {
  usePageMeta(`Transcripts — ${SITE_NAME}`);
  const back = languagePath(languageName);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.3rem' }, mb: 2 }}>
        Transcript: choose a dialogue
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Each transcript belongs to one dialogue. Open the dialogue list and choose View Transcript on the dialogue you want to read.
      </Typography>
      <Button component={RouterLink} to={back.to} variant="contained">
        See {back.label}
      </Button>
    </Container>
  );
}
