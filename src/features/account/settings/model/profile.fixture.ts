import type { SysUserOwnInfoData } from '@/shared/api';

/** Test data: 张伟's profile as the contract's example gives it. */
export const profileFixture: SysUserOwnInfoData = {
  id: '1716352000000000201',
  account: 'zhangwei',
  name: '张伟',
  nickname: '张伟',
  avatar: null,
  email: 'zhangwei@jg-mfg.cn',
  phone: '13962188016',
  gender: 1,
  birthday: '1986-04-12',
  signature: '精益生产，持续改善。',
  corpName: '苏州精工制造有限公司',
  deptName: '生产管理部',
  positionName: '生产经理',
  roles: [{ id: '1716352000000000401', code: 'corpAdmin', name: '企业管理员' }],
  lastLoginTime: '2026-11-21 17:42:08',
  lastLoginIp: '10.12.3.45',
  pwdUpdateTime: '2026-09-01 09:15:32',
  dingTalkBound: true,
  weComBound: false,
};
