import { useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useCallback } from 'react';
import type { UserInfo } from '../model/types';
import { userDetailsQueryOptions } from './user-details';

/** What a grant changed: a role's menus or data scope, or one user's roles. */
export type GrantChange = { roleId: string } | { userId: string };

function touches(user: UserInfo, change: GrantChange): boolean {
  if ('userId' in change) return change.userId === user.id;
  return user.roles.some((role) => role.id === change.roleId);
}

/**
 * After a grant (product.md §6): when it touches the signed-in user (one of their roles, or themselves), the user details are
 * loaded again, so menus, routes and row actions follow at once instead of at the next login, and the person is told.
 * A reload that fails keeps what is on screen (the new grants then apply at the next login) and says so.
 */
export function useRefreshOwnGrants() {
  const queryClient = useQueryClient();
  return useCallback(
    async (change: GrantChange): Promise<'reloaded' | 'untouched' | 'failed'> => {
      const options = userDetailsQueryOptions();
      const user = queryClient.getQueryData<UserInfo>(options.queryKey);
      if (!user || !touches(user, change)) return 'untouched';
      try {
        await queryClient.fetchQuery({ ...options, staleTime: 0, retry: false });
      } catch {
        void message.warning('你的权限未能刷新，重新登录后生效');
        return 'failed';
      }
      void message.info('你的菜单和操作权限已按新的授权更新');
      return 'reloaded';
    },
    [queryClient],
  );
}
