import { Table, Typography, type TableColumnsType } from 'antd';
import type { PoOrderChangeDetailData } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { formatPrice } from '../model/amounts';

type ChangeLine = PoOrderChangeDetailData['lines'][number];

/** 'old → new', the new value strong when it differs (what the approver decides on). */
function OldToNew({ old, next, show }: { old: string | number; next: string | number; show: (v: never) => string }) {
  const from = show(old as never);
  const to = show(next as never);
  if (from === to) return <>{to}</>;
  return (
    <>
      <Typography.Text type="secondary" delete>
        {from}
      </Typography.Text>
      {' → '}
      <Typography.Text strong>{to}</Typography.Text>
    </>
  );
}

/** 变更明细: per changed order line its 数量, 单价 and 交期 old → new, beside what had arrived when it was asked. */
export function ChangeLinesTable({ lines }: { lines: readonly ChangeLine[] }) {
  const columns: TableColumnsType<ChangeLine> = [
    { key: 'lineNo', title: '行号', dataIndex: 'lineNo', width: 64, align: 'center' },
    {
      key: 'material',
      title: '物料',
      render: (_v, line) => `${line.materialCode} ${line.materialName}`,
    },
    { key: 'uomName', title: '单位', dataIndex: 'uomName', width: 64 },
    {
      key: 'receivedQty',
      title: '已到货',
      align: 'right',
      render: (_v, line) => formatNumber(line.receivedQty, line.uomPrecision),
    },
    {
      key: 'qty',
      title: '数量',
      align: 'right',
      render: (_v, line) => (
        <OldToNew old={line.oldQty} next={line.newQty} show={(v: number) => formatNumber(v, line.uomPrecision)} />
      ),
    },
    {
      key: 'price',
      title: '单价',
      align: 'right',
      render: (_v, line) => <OldToNew old={line.oldPrice} next={line.newPrice} show={(v: number) => formatPrice(v)} />,
    },
    {
      key: 'date',
      title: '要求交期',
      render: (_v, line) => <OldToNew old={line.oldDate} next={line.newDate} show={(v: string) => v} />,
    },
  ];
  return (
    <Table<ChangeLine>
      size="small"
      bordered
      rowKey="orderLineId"
      pagination={false}
      columns={columns}
      dataSource={[...lines]}
      scroll={{ x: 'max-content' }}
    />
  );
}
