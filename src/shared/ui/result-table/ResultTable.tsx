import { Table, Tag } from 'antd';
import type { ResultRow } from '@/shared/api';

/** The rows of 处理结果 / import-check dialogs (product.md §2.6): index, verification, message, processing status. */
const columns = [
  { title: '序号', dataIndex: 'rowNum', width: 70 },
  {
    title: '校验状态',
    dataIndex: 'verifySuccess',
    width: 100,
    render: (ok: boolean | undefined) =>
      ok === undefined ? '-' : <Tag color={ok ? 'success' : 'error'}>{ok ? '通过' : '未通过'}</Tag>,
  },
  {
    title: '提示信息',
    key: 'message',
    render: (_: unknown, row: ResultRow) =>
      [...new Set([row.message, ...(row.errors ?? []), ...(row.warnings ?? [])].filter(Boolean))].join('；') || '-',
  },
  {
    title: '处理状态',
    dataIndex: 'processSuccess',
    width: 100,
    render: (ok: boolean | undefined) =>
      ok === undefined ? '-' : <Tag color={ok ? 'success' : 'error'}>{ok ? '成功' : '失败'}</Tag>,
  },
];

/** `check`: an import check's rows, before anything was processed (no 处理状态 column). */
export function ResultTable({ rows, check = false }: { rows: ResultRow[]; check?: boolean }) {
  return (
    <Table<ResultRow>
      size="small"
      rowKey="rowNum"
      columns={check ? columns.slice(0, 3) : columns}
      dataSource={rows}
      pagination={false}
      scroll={{ y: 384 }}
    />
  );
}
