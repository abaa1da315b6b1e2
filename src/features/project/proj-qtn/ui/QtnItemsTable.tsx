import { Table, type TableColumnsType } from 'antd';
import type { PmProjQtnDetailData } from '@/shared/api';
import { money } from '../model/qtn-amounts';

type Item = PmProjQtnDetailData['items'][number];

/** 报价明细 in the detail: the lines with the amounts as the server computed them. */
export function QtnItemsTable({ qtn }: { qtn: PmProjQtnDetailData }) {
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
