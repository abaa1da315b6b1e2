import { Flex } from 'antd';
import type { ReactNode } from 'react';

/** product.md §2.6 footer toolbar: a bar fixed at the bottom of a long form, a note on the left and the actions on the right. */
export function FooterToolbar({ extra, children }: { extra?: ReactNode; children: ReactNode }) {
  return (
    <>
      {/* Keeps the form's last fields clear of the bar. */}
      <div style={{ height: 56 }} />
      <Flex
        role="toolbar"
        justify="space-between"
        align="center"
        style={{
          position: 'sticky',
          bottom: 0,
          zIndex: 9,
          height: 56,
          padding: '0 24px',
          background: 'var(--ant-color-bg-container, #fff)',
          borderTop: '1px solid rgba(5,5,5,0.06)',
          boxShadow: '0 -6px 16px -8px rgba(0,0,0,0.08)',
        }}
      >
        <div>{extra}</div>
        <Flex gap={8}>{children}</Flex>
      </Flex>
    </>
  );
}
