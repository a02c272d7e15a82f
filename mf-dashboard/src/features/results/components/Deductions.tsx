import { Box, Typography } from '@mui/material';
import type { Deduction } from '../api/types';
import { deductionLabel } from '../model/results';

/** What a line shows: an answer's ledger line, or a drill's (which has no id). */
type LedgerLine = Pick<Deduction, 'category' | 'severity' | 'points' | 'words' | 'explanation'>;

/** One line a deduction (DESIGN.md "Scoring model"): category, severity, points lost, the words and why. */
export function DeductionLine({ deduction }: { deduction: LedgerLine }) {
  return (
    <Box component="li" sx={{ mb: 0.5 }}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {`${deductionLabel(deduction.category)} · ${deduction.severity} · −${deduction.points}`}
      </Typography>
      {deduction.words && <Typography variant="body2" component="span">{` “${deduction.words}”`}</Typography>}
      {deduction.explanation && (
        <Typography variant="body2" component="span" color="text.secondary">
          {` — ${deduction.explanation}`}
        </Typography>
      )}
    </Box>
  );
}

/** The turn's ledger; nothing when no deduction was made. */
export function Deductions({ deductions, label }: { deductions: LedgerLine[] | undefined; label: string }) {
  if (!deductions?.length) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ pl: 2.5, mt: 1, mb: 0 }}>
      {deductions.map((deduction, index) => (
        <DeductionLine key={index} deduction={deduction} />
      ))}
    </Box>
  );
}
