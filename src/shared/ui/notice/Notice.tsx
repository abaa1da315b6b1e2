import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import styles from './Notice.module.css';

interface NoticeProps {
  type: 'error' | 'warning';
  children: ReactNode;
  className?: string;
}

/**
 * A one-line message box on a form (a server failure, a warning). Not antd's Alert: forms on the login route's first
 * load use it, and Alert's code and styles cost that route several KB (architecture.md §9).
 */
export function Notice({ type, children, className }: NoticeProps) {
  const Icon = type === 'error' ? CloseCircleFilled : ExclamationCircleFilled;
  return (
    <div className={`${styles.notice} ${styles[type]} ${className ?? ''}`} role={type === 'error' ? 'alert' : 'status'}>
      <Icon className={styles.icon} />
      <span>{children}</span>
    </div>
  );
}
