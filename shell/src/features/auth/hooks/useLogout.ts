import { useSession } from '@ccl/shared';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../model/messages';

/** Logs out (the session store clears it even if the call fails), then tells the user and goes home (spec §2 Header). */
export function useLogout(): () => Promise<void> {
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return async () => {
    await logout();
    enqueueSnackbar(MESSAGES.loggedOut, { variant: 'success' });
    navigate('/');
  };
}
