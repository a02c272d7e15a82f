import { Button } from '@mui/material';
import { useSession, useToasts } from '@ccl/shared';
import { useNavigate } from 'react-router-dom';

/** 'Log out' on the settings page: the same session call and toast as the header's Logout (spec §2). */
export function LogoutButton() {
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const { showToast } = useToasts();
  return (
    <Button
      variant="outlined"
      onClick={async () => {
        await logout();
        showToast('You’ve been logged out successfully.', { variant: 'success' });
        navigate('/');
      }}
    >
      Log out
    </Button>
  );
}
