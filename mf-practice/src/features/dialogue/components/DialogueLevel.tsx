import { Chip, Stack } from '@mui/material';
import type { Dialogue } from '../api/types';

const DIFFICULTY_LABELS = { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as const;
const DIFFICULTY_COLOURS = { easy: 'success', medium: 'warning', hard: 'error' } as const;

/**
 * How hard a bank dialogue is (computed by the API from its turns) and the spoken variety of its other
 * language (Arabic names one: 'Levantine'); a generated dialogue has neither and shows nothing.
 */
export function DialogueLevel({ dialogue }: { dialogue: Pick<Dialogue, 'difficulty' | 'variety'> }) {
  if (!dialogue.difficulty && !dialogue.variety) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
      {dialogue.difficulty && (
        <Chip
          size="small"
          variant="outlined"
          color={DIFFICULTY_COLOURS[dialogue.difficulty]}
          label={DIFFICULTY_LABELS[dialogue.difficulty]}
          data-testid="dialogue-difficulty"
        />
      )}
      {dialogue.variety && <Chip size="small" variant="outlined" label={dialogue.variety} data-testid="dialogue-variety" />}
    </Stack>
  );
}
