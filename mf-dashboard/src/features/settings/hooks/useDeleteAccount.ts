import { removeToken, useSession, useToasts } from '@ccl/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { deleteAccount } from '../api/settings';

export const ACCOUNT_DELETED = 'Your account has been deleted.';

/** Deletes the account (spec §4): on success the stored token goes, the session ends and the user lands home. */
export function useDeleteAccount() {
  const setUser = useSession((s) => s.setUser);
  const navigate = useNavigate();
  const { showToast } = useToasts();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      removeToken();
      setUser(null);
      showToast(ACCOUNT_DELETED, { variant: 'success' });
      navigate('/');
    },
  });
}
