import { Tag } from 'antd';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { money } from '../model/qtn-amounts';
import { qtnStateOf, type PmProjQtn } from '../model/qtn-list';

export function QtnStateTag({ state }: { state: string }) {
  const known = qtnStateOf(state);
  return <Tag color={known?.color}>{known?.title ?? state}</Tag>;
}

/** 项目报价 columns: number, project, customer, dates, the amounts in the §5 money format with the currency's symbol, state. */
export const qtnColumns: ColumnConfig<PmProjQtn>[] = [
  { dataIndex: 'qtnNo', title: '报价单号', example: 'QT-2026-0031', hideAble: false, sorter: true },
  {
    dataIndex: 'projTitle',
    title: '项目',
    width: 280,
    ellipsis: true,
    render: (_v, row) => `${row.projNo} ${row.projTitle}`,
  },
  { dataIndex: 'customerName', title: '客户', width: 220, ellipsis: true },
  { dataIndex: 'currencyCode', title: '币种', example: 'CNY' },
  { dataIndex: 'qtnDate', title: '报价日期', example: '2026-11-20', sorter: true },
  { dataIndex: 'validUntil', title: '有效期至', example: '2026-11-20' },
  {
    dataIndex: 'amount',
    title: '不含税金额',
    align: 'right',
    example: '¥1,111,680.00',
    hide: 'narrow',
    render: (_v, row) => money(row.amount, row.currencySymbol),
  },
  {
    dataIndex: 'taxAmount',
    title: '税额',
    align: 'right',
    example: '¥144,518.40',
    hide: 'narrow',
    render: (_v, row) => money(row.taxAmount, row.currencySymbol),
  },
  {
    dataIndex: 'totalAmount',
    title: '价税合计',
    align: 'right',
    example: '¥1,256,198.40',
    render: (_v, row) => money(row.totalAmount, row.currencySymbol),
  },
  { dataIndex: 'state', title: '状态', example: '已发送', render: (_v, row) => <QtnStateTag state={row.state} /> },
  { dataIndex: 'remark', title: '备注', width: 220, ellipsis: true, hide: true },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];
