import { Button, Stack, Typography } from '@mui/material';

/** Previous / Next within 1..last_page (spec §5), with 'Page X of Y'. */
export function Pager({ page, lastPage, onChange }: { page: number; lastPage: number; onChange: (page: number) => void }) {
  if (lastPage <= 1) return null;
  return (
    <Stack
      component="nav"
      aria-label="Discussion pages"
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'center', gap: 2, mt: 3 }}
    >
      <Button variant="outlined" disabled={page <= 1} onClick={() => onChange(Math.max(1, page - 1))}>
        Previous
      </Button>
      <Typography aria-live="polite">
        Page {page} of {lastPage}
      </Typography>
      <Button variant="outlined" disabled={page >= lastPage} onClick={() => onChange(Math.min(lastPage, page + 1))}>
        Next
      </Button>
    </Stack>
  );
}
