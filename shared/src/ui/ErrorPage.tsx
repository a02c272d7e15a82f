import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A failed screen: what went wrong, and (optionally) one way forward. */
export function ErrorPage({
  title = 'Something went wrong',
  message,
  actionLabel,
  onAction,
  children,
}: {
  title?: string;
  message?: ReactNode;
  actionLabel?: string;
  onAction?: () => void;
  children?: ReactNode;
}) {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2, maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      {message && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {message}
        </Typography>
      )}
      {actionLabel && onAction && (
        <Button variant="contained" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
      {children}
    </Box>
  );
}
