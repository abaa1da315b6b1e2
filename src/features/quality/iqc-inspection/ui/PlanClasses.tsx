import { Table, Tag } from 'antd';
import { CLASS_NAMES, type DefectClass, type TallyRow } from '@/entities/quality/inspection';
import { aqlLabel } from '@/entities/quality/sampling';

interface PlanClassRow {
  defectClass: DefectClass;
  aql?: number | null;
  ac: number;
  re: number;
}

/**
 * The plan per defect class (AQL, Ac, Re) and, once defects are recorded, the running tally against them: ACCEPT
 * while the count is not above Ac, REJECT from Re.
 */
export function PlanClasses({ classes, tally }: { classes: readonly PlanClassRow[]; tally?: readonly TallyRow[] }) {
  const rows = classes.map((c) => ({ ...c, tally: tally?.find((t) => t.defectClass === c.defectClass) }));
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="defectClass"
      dataSource={rows}
      aria-label={tally ? '缺陷累计' : '抽样方案'}
      columns={[
        {
          dataIndex: 'defectClass',
          title: '缺陷等级',
          render: (value: DefectClass) => `${value} ${CLASS_NAMES[value]}`,
        },
        {
          dataIndex: 'aql',
          title: 'AQL',
          align: 'right',
          render: (value: number | null | undefined) =>
            value === null || value === undefined ? '按允许缺陷率' : aqlLabel(value),
        },
        { dataIndex: 'ac', title: 'Ac', align: 'right' },
        { dataIndex: 're', title: 'Re', align: 'right' },
        ...(tally
          ? [
              {
                key: 'qty',
                title: '缺陷数',
                align: 'right' as const,
                render: (_: unknown, row: (typeof rows)[number]) => row.tally?.defectQty ?? 0,
              },
              {
                key: 'verdict',
                title: '累计结论',
                render: (_: unknown, row: (typeof rows)[number]) =>
                  row.tally?.verdict === 'REJECT' ? (
                    <Tag color="error">已达 Re，拒收</Tag>
                  ) : (
                    <Tag color="success">未超 Ac，接收</Tag>
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}
