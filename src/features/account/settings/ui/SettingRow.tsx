import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './AccountSettingsPage.module.css';

interface SettingRowProps {
  title: ReactNode;
  description?: ReactNode;
  avatar?: ReactNode;
  action?: ReactNode;
}

/** One line of a settings list: what it is, its state, and what can be done about it. */
export function SettingRow({ title, description, avatar, action }: SettingRowProps) {
  return (
    <Flex align="center" gap={16} className={styles.row}>
      {avatar}
      <div className={styles.rowBody}>
        <Typography.Text strong>{title}</Typography.Text>
        {description && <div className={styles.rowDescription}>{description}</div>}
      </div>
      {action}
    </Flex>
  );
}
