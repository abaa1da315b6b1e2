import {
  ApartmentOutlined,
  BankOutlined,
  DingtalkOutlined,
  IdcardOutlined,
  WechatWorkOutlined,
} from '@ant-design/icons';
import { Card, Divider, Flex, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { SysUserOwnInfoData } from '@/shared/api';
import { BINDING_NAMES } from '@/entities/user';
import { UserAvatar } from '@/shared/ui/user-avatar';
import styles from './AccountCenterPage.module.css';

function InfoLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex gap={8} align="baseline" className={styles.infoLine}>
      <Tooltip title={label}>
        <span aria-label={label}>{icon}</span>
      </Tooltip>
      <span>{children}</span>
    </Flex>
  );
}

/** Who the user is: picture, name, signature, where they work, their roles and linked workbenches. */
export function ProfileCard({ profile }: { profile: SysUserOwnInfoData }) {
  return (
    <Card className={styles.profileCard}>
      <Flex vertical align="center" gap={4}>
        <UserAvatar src={profile.avatar} name={profile.name} size={96} />
        <Typography.Title level={4} className={styles.name}>
          {profile.nickname && profile.nickname !== profile.name
            ? `${profile.name}（${profile.nickname}）`
            : profile.name}
        </Typography.Title>
        <Typography.Text type="secondary">{profile.signature || '这个人很懒，还没有填写个人签名'}</Typography.Text>
      </Flex>
      <Divider />
      <InfoLine icon={<IdcardOutlined />} label="岗位">
        {profile.positionName || '未设置岗位'}
      </InfoLine>
      <InfoLine icon={<ApartmentOutlined />} label="部门">
        {profile.deptName || '未分配部门'}
      </InfoLine>
      <InfoLine icon={<BankOutlined />} label="企业">
        {profile.corpName}
      </InfoLine>
      <Divider dashed />
      <Typography.Text strong>角色</Typography.Text>
      <Flex wrap gap={8} className={styles.tags}>
        {profile.roles.length > 0 ? (
          profile.roles.map((role) => (
            <Tag key={role.id} color="blue">
              {role.name}
            </Tag>
          ))
        ) : (
          <Typography.Text type="secondary">暂无角色</Typography.Text>
        )}
      </Flex>
      <Divider dashed />
      <Typography.Text strong>账号绑定</Typography.Text>
      <Flex wrap gap={8} className={styles.tags}>
        <Tag icon={<DingtalkOutlined />} color={profile.dingTalkBound ? 'processing' : 'default'}>
          {BINDING_NAMES.DINGTALK}
          {profile.dingTalkBound ? '已绑定' : '未绑定'}
        </Tag>
        <Tag icon={<WechatWorkOutlined />} color={profile.weComBound ? 'success' : 'default'}>
          {BINDING_NAMES.WECOM}
          {profile.weComBound ? '已绑定' : '未绑定'}
        </Tag>
      </Flex>
    </Card>
  );
}
