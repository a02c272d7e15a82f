import { Box, Chip, Stack, Typography } from '@mui/material';
import type { KeyUnit } from '../api/types';
import { highlightUnits } from '../model/results';

/** The expected interpretation with its key units highlighted: what an examiner checks. */
export function HighlightedExpected({ text, units }: { text: string; units: KeyUnit[] }) {
  return (
    <Typography>
      {highlightUnits(text, units).map((piece, index) =>
        piece.unit === undefined ? (
          <span key={index}>{piece.text}</span>
        ) : (
          <Box
            component="mark"
            key={index}
            title={`Key unit: ${units[piece.unit]!.kind}`}
            sx={{ bgcolor: 'warning.light', borderRadius: 0.5, px: 0.25 }}
          >
            {piece.text}
          </Box>
        ),
      )}
    </Typography>
  );
}

/** With a transcript: each key unit, found or missing in what we heard. */
export function UnitsHeard({ units, heard }: { units: KeyUnit[]; heard: boolean[] }) {
  return (
    <Stack component="ul" aria-label="Key units in what we heard" direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, mt: 1 }}>
      {units.map((unit, index) => (
        <Chip
          component="li"
          key={index}
          size="small"
          color={heard[index] ? 'success' : 'error'}
          variant="outlined"
          label={`${unit.text}: ${heard[index] ? 'found' : 'missing'}`}
        />
      ))}
    </Stack>
  );
}
