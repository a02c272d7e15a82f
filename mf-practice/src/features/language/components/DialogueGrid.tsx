import { Grid, Typography } from '@mui/material';
import type { Dialogue } from '../../dialogue/api/types';
import { DialogueCard } from './DialogueCard';

/** The cards of one page, or the spec's empty text. */
export function DialogueGrid({ dialogues, language }: { dialogues: Dialogue[]; language: string }) {
  if (dialogues.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        No completed dialogues available for this language.
      </Typography>
    );
  }
  return (
    <Grid container spacing={2.5}>
      {dialogues.map((dialogue) => (
        <Grid key={dialogue.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <DialogueCard dialogue={dialogue} language={language} />
        </Grid>
      ))}
    </Grid>
  );
}
