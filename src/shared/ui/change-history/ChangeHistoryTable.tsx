import { Tag, Typography } from 'antd';
import { useMemo } from 'react';
import type { scmSchemas } from '@/shared/api';
import { DataTable, type ColumnConfig, type TableSource } from '@/shared/ui/data-table';

export type ChangeHistory = scmSchemas['schemas']['ChangeHistory'];
export type HistoryQuery = scmSchemas['schemas']['HistoryPageQuery'];

const OPERATION_COLOR: Record<ChangeHistory['operation'], string> = {
  CREATE: 'green',
  UPDATE: 'blue',
  ENABLE: 'cyan',
  DISABLE: 'orange',
  DELETE: 'red',
};

/** Each changed field as '名称：旧值 → 新值' (an empty side shows '空'). */
function Changes({ changes }: { changes: ChangeHistory['changes'] }) {
  if (!changes?.length) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {changes.map((change) => (
        <li key={change.field}>
          {change.fieldName}：{change.before || '空'} → {change.after || '空'}
        </li>
      ))}
    </ul>
  );
}

const columns: ColumnConfig<ChangeHistory>[] = [
  {
    dataIndex: 'operationName',
    title: '操作',
    width: 90,
    hideAble: false,
    render: (name, row) => <Tag color={OPERATION_COLOR[row.operation]}>{name as string}</Tag>,
  },
  { dataIndex: 'changes', title: '变更内容', render: (_, row) => <Changes changes={row.changes} /> },
  { dataIndex: 'operator', title: '操作人', width: 110 },
  { dataIndex: 'operateTime', title: '操作时间', width: 170 },
];

const conditions = [
  {
    key: 'operation',
    title: '操作',
    type: 'select' as const,
    options: [
      { title: '新增', value: 'CREATE' },
      { title: '修改', value: 'UPDATE' },
      { title: '启用', value: 'ENABLE' },
      { title: '停用', value: 'DISABLE' },
      { title: '删除', value: 'DELETE' },
    ],
  },
];

export interface ChangeHistoryTableProps {
  /** Names the table's column layout in local storage. */
  tableId: string;
  /** The record whose changes are listed. */
  bizId: string;
  /** The history page call of the record's kind (materials, groups, types share ChangeHistory). */
  source: TableSource<ChangeHistory, HistoryQuery>;
}

/** The change history of one record (groups, types, materials): who changed which field from what to what. */
export function ChangeHistoryTable({ tableId, bizId, source }: ChangeHistoryTableProps) {
  const injectedParams = useMemo(() => ({ bizId }), [bizId]);
  return (
    <DataTable<ChangeHistory, HistoryQuery>
      tableId={tableId}
      columns={columns}
      conditions={conditions}
      source={source}
      injectedParams={injectedParams}
    />
  );
}
