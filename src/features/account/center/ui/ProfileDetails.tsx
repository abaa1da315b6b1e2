import { Descriptions } from 'antd';
import type { SysUserOwnInfoData } from '@/shared/api';
import { GENDER_NAMES } from '@/entities/user';
import { maskEmail, maskPhone } from '@/shared/lib/mask';

const EMPTY = '未填写';

/** The profile fields the contract gives, personal contact data masked. */
export function ProfileDetails({ profile }: { profile: SysUserOwnInfoData }) {
  const lastLogin = profile.lastLoginTime
    ? [profile.lastLoginTime, profile.lastLoginIp].filter(Boolean).join('，IP ')
    : '首次登录';
  return (
    <Descriptions
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'account', label: '账号', children: profile.account },
        { key: 'name', label: '姓名', children: profile.name },
        { key: 'nickname', label: '昵称', children: profile.nickname },
        { key: 'gender', label: '性别', children: GENDER_NAMES[profile.gender] },
        { key: 'birthday', label: '生日', children: profile.birthday || EMPTY },
        { key: 'phone', label: '手机号', children: maskPhone(profile.phone) || EMPTY },
        { key: 'email', label: '邮箱', children: maskEmail(profile.email) || EMPTY },
        { key: 'dept', label: '部门', children: profile.deptName || '未分配' },
        { key: 'position', label: '岗位', children: profile.positionName || '未设置' },
        { key: 'lastLogin', label: '上次登录', children: lastLogin },
        { key: 'pwd', label: '密码修改时间', children: profile.pwdUpdateTime || '从未修改' },
        { key: 'corp', label: '企业', children: profile.corpName },
      ]}
    />
  );
}
