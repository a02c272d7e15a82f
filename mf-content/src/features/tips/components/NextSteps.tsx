import { Box, Button, Stack, Typography } from '@mui/material';
import { useSession } from '@ccl/shared';
import { Link as RouterLink } from 'react-router-dom';

/** Dashboard links are offered only to signed-in users (spec §2); a guest is invited to sign up instead. */
export function NextSteps() {
  const user = useSession((s) => s.user);
  return (
    <Box component="section" aria-labelledby="next-steps-title" sx={{ textAlign: 'center', mt: 6 }}>
      <Typography id="next-steps-title" variant="h2" sx={{ mb: 1 }}>
        Put the tips into practice
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Follow the getting-started guide, then practise a dialogue and watch your score improve.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/get-started" variant="contained" size="large">
          Get Started
        </Button>
        {user ? (
          <Button component={RouterLink} to="/dashboard" variant="outlined" size="large">
            Go to Dashboard
          </Button>
        ) : (
          <Button component={RouterLink} to="/signup" variant="outlined" size="large">
            Sign Up to Track Your Progress
          </Button>
        )}
      </Stack>
    </Box>
  );
}
