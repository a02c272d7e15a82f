import { Box, IconButton, Typography } from '@mui/material';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

/** Previous / 'Page X of Y' / Next. Only pages 1 .. last_page are offered (spec §5); both wait while a page loads. */
export function DialoguePager({
  page,
  lastPage,
  busy,
  onPage,
}: {
  page: number;
  lastPage: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const go = (target: number) => {
    if (target < 1 || target > lastPage || target === page) return;
    onPage(target);
  };
  return (
    <Box
      component="nav"
      aria-label="Dialogue pages"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 4 }}
    >
      <IconButton aria-label="Previous page" onClick={() => go(page - 1)} disabled={busy || page <= 1}>
        <NavigateBeforeIcon />
      </IconButton>
      <Typography aria-live="polite">
        Page {Math.min(page, lastPage)} of {lastPage}
      </Typography>
      <IconButton aria-label="Next page" onClick={() => go(page + 1)} disabled={busy || page >= lastPage}>
        <NavigateNextIcon />
      </IconButton>
    </Box>
  );
}
