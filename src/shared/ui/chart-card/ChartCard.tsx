import { InfoCircleOutlined } from '@ant-design/icons';
import { Card, Flex, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';

interface ChartCardProps {
  title: ReactNode;
  /** Explains the figure. */
  tip?: ReactNode;
  /** The headline figure. */
  total?: ReactNode;
  footer?: ReactNode;
  loading?: boolean;
  children?: ReactNode;
}

/** product.md §2.6 chart card: a title with a tip, a big figure, the chart or content, a footer line. */
export function ChartCard({ title, tip, total, footer, loading, children }: ChartCardProps) {
  return (
    <Card loading={loading} styles={{ body: { padding: '20px 24px 8px' } }}>
      <Flex justify="space-between">
        <Typography.Text type="secondary">{title}</Typography.Text>
        {tip && (
          <Tooltip title={tip}>
            <InfoCircleOutlined aria-label="说明" />
          </Tooltip>
        )}
      </Flex>
      {total !== undefined && (
        <div style={{ fontSize: 30, lineHeight: '38px', margin: '4px 0', whiteSpace: 'nowrap' }}>{total}</div>
      )}
      {children && <div style={{ minHeight: 46 }}>{children}</div>}
      {footer && <div style={{ borderTop: '1px solid rgba(5,5,5,0.06)', marginTop: 8, paddingTop: 9 }}>{footer}</div>}
    </Card>
  );
}
