import { useQueryClient } from '@tanstack/react-query';
import { userDetailsQueryOptions } from '@/entities/session';
import { sysUserOwnInfoQueryKey } from '@/shared/api';

/** After the user changes their name or picture: the settings, the account centre and the header show the new one. */
export function useRefreshProfile(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: sysUserOwnInfoQueryKey() }),
      queryClient.invalidateQueries({ queryKey: userDetailsQueryOptions().queryKey }),
    ]);
  };
}
