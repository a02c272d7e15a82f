import { Chip, Paper, Stack, Typography } from '@mui/material';
import { WaveformPlayer } from '../../audio/components/WaveformPlayer';
import type { Dialogue } from '../api/types';
import { CategoryIcon } from './CategoryIcon';
import { DialogueLevel } from './DialogueLevel';

/** The dialogue on its intro page: id, category, title, description and the optional description audio. */
export function DialogueSummary({ dialogue }: { dialogue: Dialogue }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" label={`#${dialogue.id}`} />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <CategoryIcon category={dialogue.category?.name} />
          <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
            {dialogue.category?.name ?? 'Unknown'}
          </Typography>
        </Stack>
        <DialogueLevel dialogue={dialogue} />
      </Stack>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {dialogue.title}
      </Typography>
      <Typography color="text.secondary">{dialogue.description}</Typography>
      {dialogue.description_audio_file_path && (
        <WaveformPlayer url={dialogue.description_audio_file_path} mode="practice" label="Description audio" />
      )}
    </Paper>
  );
}
