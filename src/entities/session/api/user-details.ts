import { useQuery } from '@tanstack/react-query';
import { getLoginUserDetailsQueryOptions } from '@/shared/api';

/** The user details are loaded once per session and kept: menus, permissions and names read them. */
export const userDetailsQueryOptions = () => ({ ...getLoginUserDetailsQueryOptions(), staleTime: Infinity });

export function useUserDetails() {
  return useQuery(userDetailsQueryOptions());
}
