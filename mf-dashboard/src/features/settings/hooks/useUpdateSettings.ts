import { useSession } from '@ccl/shared';
import { useMutation } from '@tanstack/react-query';
import { updateSettings } from '../api/settings';

/** Saves the profile form; the saved name replaces the session's (the header greets with it). */
export function useUpdateSettings() {
  const updateUser = useSession((s) => s.updateUser);
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (user) => updateUser({ name: user.name }),
  });
}
