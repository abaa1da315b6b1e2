import { Descriptions, Drawer, Typography } from 'antd';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { conclusionBadge, type ProjTrw } from '../model/conclusions';

/** A review with its full minutes (the list cuts them). */
export function TrwDetailDrawer({ row, onClose }: RowPanelProps<ProjTrw>) {
  return (
    <Drawer open title={`技术评审：${row.gateCode} ${row.gateName}`} size={600} onClose={onClose}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'date', label: '评审日期', children: row.reviewDate },
          { key: 'chair', label: '评审主席', children: row.chairName },
          { key: 'reviewers', label: '评审专家', children: row.reviewerNames },
          { key: 'conclusion', label: '结论', children: conclusionBadge(row.conclusion) },
          { key: 'conditions', label: '通过条件', children: row.conditions ?? '—' },
          {
            key: 'minutes',
            label: '评审纪要',
            children: (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {row.minutes ?? '—'}
              </Typography.Paragraph>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
