import { LockOutlined, MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Col, Divider, Row, Typography } from 'antd';
import { useSysUserOwnInfo } from '@/shared/api';
import { maskEmail, maskPhone } from '@/shared/lib/mask';
import type { SettingsSectionKey } from '../config/sections';
import { PasswordForm } from './PasswordForm';
import { SectionQuery } from './SectionQuery';
import { SettingRow } from './SettingRow';
import styles from './AccountSettingsPage.module.css';

/** 安全设置: password (when last changed, and the change form), bound phone and e-mail (changed under 基本设置). */
export function SecuritySettings({ onOpen }: { onOpen: (key: SettingsSectionKey) => void }) {
  const profile = useSysUserOwnInfo();
  const editInBase = (
    <Button type="link" onClick={() => onOpen('base')}>
      修改
    </Button>
  );
  return (
    <SectionQuery query={profile}>
      {(data) => (
        <>
          <SettingRow
            avatar={<LockOutlined className={styles.rowIcon} />}
            title="账户密码"
            description={data.pwdUpdateTime ? `上次修改于 ${data.pwdUpdateTime}` : '从未修改过密码，建议修改初始密码'}
          />
          <SettingRow
            avatar={<MobileOutlined className={styles.rowIcon} />}
            title="绑定手机"
            description={data.phone ? `已绑定手机：${maskPhone(data.phone)}` : '未绑定手机'}
            action={editInBase}
          />
          <SettingRow
            avatar={<MailOutlined className={styles.rowIcon} />}
            title="绑定邮箱"
            description={data.email ? `已绑定邮箱：${maskEmail(data.email)}` : '未绑定邮箱'}
            action={editInBase}
          />
          <Divider />
          <Typography.Title level={5}>修改密码</Typography.Title>
          <Row>
            <Col xs={24} md={16} xl={12}>
              <PasswordForm onChanged={() => void profile.refetch()} />
            </Col>
          </Row>
        </>
      )}
    </SectionQuery>
  );
}
