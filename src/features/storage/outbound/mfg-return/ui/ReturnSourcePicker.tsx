import { useQuery } from '@tanstack/react-query';
import { Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { stMfgReturnSourcesQueryOptions } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { ReturnSource } from '../model/return-lines';
import { returnableQty } from '../model/return-qty';

const qty = (source: ReturnSource, value: number) => `${formatNumber(value, source.uomPrecision)} ${source.uomName}`;

const COLUMNS: TableColumnsType<ReturnSource> = [
  { key: 'material', title: '物料', render: (_v, s) => `${s.materialCode} ${s.materialName}` },
  { key: 'batchNo', title: '批次', dataIndex: 'batchNo', width: 150 },
  { key: 'location', title: '发出库位', dataIndex: 'locationCode', width: 100 },
  { key: 'issuedQty', title: '已发', width: 80, align: 'right', render: (_v, s) => qty(s, s.issuedQty) },
  { key: 'consumedQty', title: '已耗用', width: 80, align: 'right', render: (_v, s) => qty(s, s.consumedQty) },
  { key: 'returnedQty', title: '已退', width: 70, align: 'right', render: (_v, s) => qty(s, s.returnedQty) },
  { key: 'returnable', title: '可退', width: 80, align: 'right', render: (_v, s) => qty(s, returnableQty(s)) },
  { key: 'issueNos', title: '发料单', dataIndex: 'issueNos', width: 150 },
];

/** 选择退料批次: the batches issued to the work order with 已发, 已耗用, 已退 and 可退 (nothing left to return: not chosen). */
export function ReturnSourcePicker({
  workOrderId,
  onPick,
  onCancel,
}: {
  workOrderId: string;
  onPick: (source: ReturnSource) => void;
  onCancel: () => void;
}) {
  const sources = useQuery(stMfgReturnSourcesQueryOptions({ query: { workOrderId } }));
  const [chosen, setChosen] = useState<ReturnSource>();
  return (
    <Modal
      open
      width={960}
      title="选择退料批次"
      onCancel={onCancel}
      onOk={() => chosen && onPick(chosen)}
      okButtonProps={{ disabled: !chosen }}
      destroyOnHidden
    >
      <Table<ReturnSource>
        size="small"
        rowKey="id"
        loading={sources.isLoading}
        pagination={false}
        columns={COLUMNS}
        dataSource={sources.data ?? []}
        locale={{ emptyText: '该工单没有发出的批次' }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: chosen ? [chosen.id] : [],
          onChange: (_keys, rows) => setChosen(rows[0]),
          getCheckboxProps: (source) => ({
            disabled: returnableQty(source) <= 0,
            'aria-label': `选择批次 ${source.batchNo}`,
          }),
        }}
      />
    </Modal>
  );
}
