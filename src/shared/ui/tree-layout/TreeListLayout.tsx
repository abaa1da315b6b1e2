import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';

/** A tree on the left (groups, departments, processes) and the list it narrows on the right. */
export function TreeListLayout({ aside, children, asideWidth = 260 }: { aside: ReactNode; children: ReactNode; asideWidth?: number }) {
  return (
    <Flex gap={12} align="stretch">
      <Card size="small" style={{ width: asideWidth, flex: 'none' }}>
        {aside}
      </Card>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </Flex>
  );
}
