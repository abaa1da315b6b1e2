import { getLoginUserDetailsQueryKey, type GetLoginUserDetailsData } from '@/shared/api';
import { NO_LOOKUPS, type Lookups } from '@/shared/lib/lookups';
import { hasPermission, testUser, toPermissionSubject } from '@/shared/lib/permission';

/** A user holding these permission codes (the sub-record tests grant the partner's edit permission or not). */
export function userWith(codes: string[]): GetLoginUserDetailsData {
  return testUser({ permissions: codes.map((code) => ({ code })) });
}

/** The session as the app gives it: Access reads the cached user details, the table the lookups. */
export function sessionOf(codes: string[]): {
  lookups: Lookups;
  seed: (client: { setQueryData: (key: readonly unknown[], data: unknown) => unknown }) => void;
} {
  const user = userWith(codes);
  const subject = toPermissionSubject(user);
  return {
    lookups: {
      ...NO_LOOKUPS,
      can: (required) => hasPermission(subject, required),
      canRowAction: ({ className, action, require }) =>
        hasPermission(subject, [require ?? action, `${className}:${action}`]),
    },
    seed: (client) => client.setQueryData(getLoginUserDetailsQueryKey(), user),
  };
}
