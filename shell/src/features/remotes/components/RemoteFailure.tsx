import { Box, Button, Paper, Typography } from '@mui/material';

/** What the page area shows when a remote is down or broken; the header, footer and other routes keep working. */
export function RemoteFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Box sx={{ py: 8, px: 2, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" role="alert" data-testid="remote-error" sx={{ p: 4, maxWidth: 520, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          This section is unavailable right now
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          We couldn't load this part of the site. The rest of CCL Practice still works — try again in a moment.
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          Retry
        </Button>
      </Paper>
    </Box>
  );
}
