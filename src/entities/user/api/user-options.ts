import { useQuery } from '@tanstack/react-query';
import { sysUserSelectorQueryOptions, type SysUserSelectorData } from '@/shared/api';

export type UserOption = SysUserSelectorData[number];

// One list for every "who" field: the enterprise's users (at most 200, the selector's limit), searched in the browser.
const allUsers = sysUserSelectorQueryOptions({ body: {} });

export function useUserOptions() {
  return useQuery({ ...allUsers, staleTime: 5 * 60_000 });
}

/** '高翔（研发中心）': the name people know, the department to tell two of a name apart. */
export function userLabel(user: UserOption): string {
  return user.deptName ? `${user.name}（${user.deptName}）` : user.name;
}
