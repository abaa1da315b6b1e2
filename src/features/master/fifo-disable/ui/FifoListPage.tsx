import * as z from 'zod/mini';
import { MaterialPickField } from '@/entities/material';
import { WarehouseSelect, withWarehouseCondition } from '@/entities/storage/warehouse';
import { cdFifoDisable } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import type { SearchCondition } from '@/shared/lib/table-query';
import { defineCrudScreen, type QueryOf } from '@/shared/ui/crud-screen';

/** 先进先出禁用: materials whose issues skip the FIFO check in a warehouse for a period (added and deleted, never edited). */
export const FifoList = defineCrudScreen(cdFifoDisable, {
  noun: '先进先出豁免',
  columns: [
    { dataIndex: 'materialCode', title: '物料编码', width: 150, hideAble: false, query: 'input' },
    { dataIndex: 'materialName', title: '物料名称', width: 180, query: 'input' },
    { dataIndex: 'specification', title: '规格型号', width: 180, ellipsis: true },
    { dataIndex: 'warehouseCode', title: '仓库编码', width: 130 },
    { dataIndex: 'warehouseName', title: '仓库名称', width: 150 },
    { dataIndex: 'reason', title: '豁免原因', width: 220, ellipsis: true },
    { dataIndex: 'startDate', title: '开始日期', width: 120 },
    // No end date: exempt for good.
    { dataIndex: 'endDate', title: '结束日期', width: 120, render: (end) => end ?? '长期' },
    { dataIndex: 'createAccount', title: '创建人', width: 110, hide: true },
    'createTime',
  ],
  // The server's refusal (期间重叠) lands on the form.
  form: {
    materialId: {
      label: '物料',
      kind: 'custom',
      render: (field) => <MaterialPickField {...field} />,
    },
    warehouseId: {
      label: '仓库',
      kind: 'custom',
      render: (field) => <WarehouseSelect {...field} />,
    },
    // Picked, not typed ('请选择开始日期'); the date input gives 'YYYY-MM-DD', or '' when cleared.
    startDate: { kind: 'date', rule: requiredChoice('开始日期') },
    endDate: { kind: 'date', placeholder: '不填为长期' },
    reason: { kind: 'textarea', wide: true },
  },
  // The form, not the server, orders the dates.
  checks: [
    z.refine((fifo) => !fifo.endDate || fifo.endDate >= fifo.startDate, {
      message: '结束日期不能早于开始日期',
      path: ['endDate'],
    }),
  ],
});

/** 'startDate' is a range: it sends startDateFrom/startDateTo. The search adds 仓库 (the enabled warehouses). */
const conditions: SearchCondition<(keyof QueryOf<typeof cdFifoDisable> & string) | 'startDate'>[] = [
  { key: 'materialCode', title: '物料编码', type: 'input' },
  { key: 'materialName', title: '物料名称', type: 'input' },
  { key: 'startDate', title: '开始日期', type: 'dateRange' },
];

export const FifoListPage = withWarehouseCondition(FifoList, conditions);
