import { Box, Container, Stack, Typography } from '@mui/material';
import { useSession } from '@ccl/shared';
import { GuestPrompt } from '../features/guest/components/GuestPrompt';
import { DangerZone } from '../features/settings/components/DangerZone';
import { ExamGoalForm } from '../features/settings/components/ExamGoalForm';
import { LogoutButton } from '../features/settings/components/LogoutButton';
import { ProfileForm } from '../features/settings/components/ProfileForm';

/** /settings (spec §2): name and password, the exam date and language, a Danger Zone to delete the account, and Log out. */
export default function SettingsPage() {
  const user = useSession((s) => s.user);
  if (!user)
    return <GuestPrompt title="Log in to manage your account" text="Log in to change your name or password, or to delete your account." />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h2" component="h1" sx={{ wordBreak: 'break-word', fontSize: { xs: '1.5rem', sm: '1.9rem' } }}>
          Account Settings for {user.email}
        </Typography>
        <Box>
          <LogoutButton />
        </Box>
      </Stack>
      <Stack spacing={3}>
        {/* Keyed by user: a different account signing in gets a fresh form. */}
        <ProfileForm key={user.id} user={user} />
        <ExamGoalForm key={`goal-${user.id}`} userId={user.id} />
        <DangerZone />
      </Stack>
    </Container>
  );
}
