import { useSession, useToasts } from '@ccl/shared';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../model/messages';

/** Logs out (the session store clears it even if the call fails), then tells the user and goes home (spec §2 Header). */
export function useLogout(): () => Promise<void> {
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const { showToast } = useToasts();
  return async () => {
    await logout();
    showToast(MESSAGES.loggedOut, { variant: 'success' });
    navigate('/');
  };
}
