import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import styles from './LayoutSettingsDrawer.module.css';

interface SettingRowProps {
  label: string;
  /** Why the control is disabled, shown on hover; absent when it is enabled. */
  disabledReason?: string | undefined;
  children: ReactNode;
}

/** One labelled setting with its control on the right. */
export function SettingRow({ label, disabledReason, children }: SettingRowProps) {
  return (
    <Tooltip title={disabledReason} placement="left">
      <div className={disabledReason ? `${styles.row} ${styles.rowDisabled}` : styles.row}>
        <span>{label}</span>
        {children}
      </div>
    </Tooltip>
  );
}
