import {
  PO_QUALITY_STATES,
  PO_RETURN_SOURCE_TYPES,
  StateTag,
  stateOptions,
  type PoReturnSource,
} from '@/entities/purchase-order';
import { poReceiveBackSourcesSource } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { defineSelector } from '@/shared/ui/selection-modal';
import { returnableQty } from '../model/return-qty';

const qty = (value: number, source: PoReturnSource) => `${formatNumber(value, source.uomPrecision)} ${source.uomName}`;

/** 选择退货来源: the supplier's rejected inspections and batches on hand (`poReceiveBackSources`), with what can go back. */
export const ReturnSourceSelector = defineSelector({
  title: '选择退货来源',
  width: 1240,
  source: poReceiveBackSourcesSource,
  columns: [
    {
      dataIndex: 'sourceType',
      title: '来源',
      example: '库存批次',
      render: (_v, row) => <StateTag states={PO_RETURN_SOURCE_TYPES} state={row.sourceType} />,
    },
    { dataIndex: 'sourceNo', title: '单号', example: 'IQC-20261126-0007' },
    {
      dataIndex: 'materialCode',
      title: '物料',
      example: 'EL-CN-DB15F 连接器',
      render: (_v, row) => `${row.materialCode} ${row.materialName}`,
    },
    { dataIndex: 'batchNo', title: '内部批次', example: 'B20261126-CN01' },
    {
      dataIndex: 'houseName',
      title: '仓库 / 库位',
      width: 170,
      ellipsis: true,
      render: (_v, row) => [row.houseName, row.locationName].filter(Boolean).join(' / '),
    },
    {
      dataIndex: 'onHandQty',
      title: '库位现存',
      align: 'right',
      example: '2,200 个',
      render: (_v, row) => qty(row.onHandQty, row),
    },
    {
      dataIndex: 'returningQty',
      title: '退货中',
      align: 'right',
      example: '200 个',
      render: (_v, row) => qty(row.returningQty, row),
    },
    {
      dataIndex: 'id',
      title: '可退数',
      align: 'right',
      example: '2,200 个',
      render: (_v, row) => qty(returnableQty(row), row),
    },
    {
      dataIndex: 'qualityState',
      title: '质量状态',
      example: '不合格',
      render: (_v, row) => <StateTag states={PO_QUALITY_STATES} state={row.qualityState} />,
    },
    { dataIndex: 'defectDesc', title: '不良描述', width: 140, ellipsis: true },
  ],
  conditions: [
    { key: 'materialCode', title: '物料编码', type: 'input' },
    { key: 'sourceType', title: '来源', type: 'select', options: stateOptions(PO_RETURN_SOURCE_TYPES) },
    { key: 'sourceNo', title: '单号', type: 'input' },
  ],
});
