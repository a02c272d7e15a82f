import { Button } from '@mui/material';
import { useSession } from '@ccl/shared';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router-dom';

/** 'Log out' on the settings page: the same session call and toast as the header's Logout (spec §2). */
export function LogoutButton() {
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return (
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
  );
}
