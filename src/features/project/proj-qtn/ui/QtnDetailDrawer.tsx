import { Table, Typography, type TableColumnsType } from 'antd';
import { pmProjQtnDetailQueryOptions, type PmProjQtnDetailData } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { money } from '../model/qtn-amounts';
import type { PmProjQtn } from '../model/qtn-list';
import { QtnStateTag } from './qtn-columns';

type Item = PmProjQtnDetailData['items'][number];

function QtnItemsTable({ qtn }: { qtn: PmProjQtnDetailData }) {
  const columns: TableColumnsType<Item> = [
    { key: 'index', title: '序号', width: 56, align: 'center', render: (_v, _row, index) => index + 1 },
    { key: 'productName', title: '产品名称', dataIndex: 'productName' },
    { key: 'model', title: '型号规格', dataIndex: 'model' },
    { key: 'quantity', title: '数量', dataIndex: 'quantity', align: 'right' },
    {
      key: 'unitPrice',
      title: '单价',
      align: 'right',
      render: (_v, item) => money(item.unitPrice, qtn.currencySymbol),
    },
    { key: 'discount', title: '折扣（%）', dataIndex: 'discount', align: 'right' },
    { key: 'amount', title: '金额', align: 'right', render: (_v, item) => money(item.amount, qtn.currencySymbol) },
  ];
  return (
    <Table<Item>
      size="small"
      bordered
      rowKey="id"
      pagination={false}
      columns={columns}
      dataSource={qtn.items}
      scroll={{ x: 'max-content' }}
    />
  );
}

/** 报价单详情: the quotation, its lines, and the amounts as the server computed them. */
export const QtnDetailDrawer = defineDetailPanel({
  title: '报价单详情',
  width: 'large',
  columns: 3,
  query: (row: PmProjQtn) => pmProjQtnDetailQueryOptions({ query: { id: row.id } }),
  items: (qtn) => [
    { label: '报价单号', value: qtn.qtnNo },
    { label: '状态', value: <QtnStateTag state={qtn.state} /> },
    { label: '币种', value: `${qtn.currencyCode}（${qtn.currencySymbol}）` },
    { label: '项目', value: `${qtn.projNo} ${qtn.projTitle}`, span: 2 },
    { label: '客户', value: qtn.customerName },
    { label: '报价日期', value: qtn.qtnDate },
    { label: '有效期至', value: qtn.validUntil },
    { label: '税率', value: `${qtn.taxRate}%` },
    { label: '报价明细', value: <QtnItemsTable qtn={qtn} />, span: 3 },
    { label: '不含税金额', value: money(qtn.amount, qtn.currencySymbol) },
    { label: '税额', value: money(qtn.taxAmount, qtn.currencySymbol) },
    {
      label: '价税合计',
      value: <Typography.Text strong>{money(qtn.totalAmount, qtn.currencySymbol)}</Typography.Text>,
    },
    { label: '备注', value: qtn.remark, span: 3 },
  ],
});
