import type { GetLoginUserDetailsData } from '@/shared/api';

/** Tests only: the signed-in user's details as the server sends them, holding what `granted` gives (nothing else). */
export function testUser(granted: Partial<GetLoginUserDetailsData> = {}): GetLoginUserDetailsData {
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
    permissions: [],
    permissionList: [],
    projPermissions: [],
    roles: [],
    products: [],
    functionTree: [],
    ...granted,
  };
}
