import { Box, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { useSession } from '@ccl/shared';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GuestPrompt } from '../common/GuestPrompt';
import { DeleteAccountDialog } from '../settings/DeleteAccountDialog';
import { ProfileForm } from '../settings/ProfileForm';

/** /settings (spec §2): name and password, a Danger Zone to delete the account, and Log out. */
export default function SettingsPage() {
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [deleting, setDeleting] = useState(false);

  if (!user) return <GuestPrompt title="Log in to manage your account" text="Log in to change your name or password, or to delete your account." />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography variant="h2" component="h1" sx={{ wordBreak: 'break-word', fontSize: { xs: '1.5rem', sm: '1.9rem' } }}>
          Account Settings for {user.email}
        </Typography>
        <Box>
          <Button
            variant="outlined"
            onClick={async () => {
              await logout();
              enqueueSnackbar('You’ve been logged out successfully.', { variant: 'success' });
              navigate('/');
            }}
          >
            Log out
          </Button>
        </Box>
      </Stack>
      <Stack spacing={3}>
        {/* Keyed by user: a different account signing in gets a fresh form. */}
        <ProfileForm key={user.id} user={user} />
        <Card component="section" aria-labelledby="danger-zone-title" sx={{ borderColor: 'error.main' }}>
          <CardContent>
            <Typography id="danger-zone-title" variant="h4" component="h2" color="error" gutterBottom>
              Danger Zone
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Deleting your account removes your profile, recordings, results and credit history for good.
            </Typography>
            <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
              Delete Account
            </Button>
          </CardContent>
        </Card>
      </Stack>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Container>
  );
}
