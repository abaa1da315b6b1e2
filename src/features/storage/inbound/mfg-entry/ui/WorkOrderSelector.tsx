import { enterableQty } from '@/entities/storage/stock';
import { stMfgEntrySourcesSource } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { defineSelector } from '@/shared/ui/selection-modal';
import type { MfgSource } from '../model/mfg-lines';

const qty = (value: number, order: MfgSource) => `${formatNumber(value, order.uomPrecision)} ${order.uomName}`;

/** 选择工单: mes's released and running orders with something still to bring in (stMfgEntrySources). */
export const WorkOrderSelector = defineSelector({
  title: '选择工单',
  width: 1100,
  source: stMfgEntrySourcesSource,
  columns: [
    { dataIndex: 'workOrderNo', title: '工单', example: 'MO-20261125-003' },
    {
      dataIndex: 'workOrderState',
      title: '工单状态',
      example: '生产中',
      render: (_v, order) => (order.workOrderState === 'IN_PROGRESS' ? '生产中' : '已下达'),
    },
    { dataIndex: 'lineName', title: '产线', example: '机加一线（数控车）' },
    {
      dataIndex: 'materialCode',
      title: '产品',
      example: 'FG-SM80-750 伺服电机',
      render: (_v, order) => `${order.materialCode} ${order.materialName}`,
    },
    { dataIndex: 'plannedQty', title: '计划', align: 'right', render: (_v, order) => qty(order.plannedQty, order) },
    { dataIndex: 'goodQty', title: '合格', align: 'right', render: (_v, order) => qty(order.goodQty, order) },
    { dataIndex: 'enteredQty', title: '已入库', align: 'right', render: (_v, order) => qty(order.enteredQty, order) },
    { dataIndex: 'id', title: '可入库', align: 'right', render: (_v, order) => qty(enterableQty(order), order) },
    {
      dataIndex: 'locationCode',
      title: '建议库位',
      render: (_v, order) =>
        order.locationCode ? `${order.locationCode}（${order.locationReason ?? ''}）`.replace('（）', '') : '-',
    },
  ],
  conditions: [
    { key: 'workOrderNo', title: '工单', type: 'input' },
    { key: 'materialCode', title: '产品编码', type: 'input' },
  ],
});
