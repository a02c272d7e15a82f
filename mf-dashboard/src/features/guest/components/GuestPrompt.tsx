import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/**
 * What a guest sees on a page that needs an account (the spec does not guard these routes; a blank
 * page would help nobody).
 */
export function GuestPrompt({ title, text }: { title: string; text: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to="/login">
          Log In
        </Button>
        <Button variant="outlined" component={RouterLink} to="/signup">
          Sign Up
        </Button>
      </Stack>
    </Container>
  );
}
