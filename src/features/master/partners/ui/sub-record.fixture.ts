import { getLoginUserDetailsQueryKey, type GetLoginUserDetailsData } from '@/shared/api';
import { NO_LOOKUPS, type Lookups } from '@/shared/lib/lookups';
import { hasPermission, toPermissionSubject } from '@/shared/lib/permission';

/** A user holding these permission codes (the sub-record tests grant the partner's edit permission or not). */
export function userWith(codes: string[]): GetLoginUserDetailsData {
  return {
    id: '1',
    account: 'zhangwei',
    enterpriseId: '2',
    enterpriseAlias: '苏州精工',
    corpName: '苏州精工制造有限公司',
    optionalEnterpriseList: [],
    modules: [],
    adminType: 0,
    name: '张伟',
    nickname: '张伟',
    welcome: null,
    avatar: null,
    token: 't',
    tenantCode: 'JG2026',
    permissions: codes.map((code) => ({ code })),
    permissionList: [],
    projPermissions: [],
    roles: [],
    products: [],
    functionTree: [],
  };
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
