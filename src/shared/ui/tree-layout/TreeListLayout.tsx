import { Card } from 'antd';
import type { ReactNode } from 'react';
import styles from './TreeListLayout.module.css';

/**
 * A tree on the left (groups, departments, processes) and the list it narrows on the right. The tree takes 220 px
 * (room for the list's key columns on a 1366 px screen); on a phone (product.md §9: 576 px and below) it goes above the list.
 */
export function TreeListLayout({
  aside,
  children,
  asideWidth = 220,
}: {
  aside: ReactNode;
  children: ReactNode;
  asideWidth?: number;
}) {
  return (
    <div className={styles.layout}>
      <Card size="small" className={styles.aside} style={{ width: asideWidth }}>
        {aside}
      </Card>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
