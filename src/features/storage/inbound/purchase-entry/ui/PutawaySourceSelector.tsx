import { putawayableQty, suggestionText, suggestLocation } from '@/entities/storage/stock';
import { stPutawaySourcesSource } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { defineSelector } from '@/shared/ui/selection-modal';
import { JUDGEMENTS } from '../model/judgements';
import type { PutawaySource } from '../model/putaway-lines';

const qty = (value: number, row: PutawaySource) => `${formatNumber(value, row.uomPrecision)} ${row.uomName}`;

/**
 * 选择收货行: the warehouse's receipt lines whose lot is judged and not all put away (`stPutawaySources`), with 可上架
 * and the location it would go to.
 */
export const PutawaySourceSelector = defineSelector({
  title: '选择收货行',
  width: 1240,
  source: stPutawaySourcesSource,
  columns: [
    {
      dataIndex: 'receiptNo',
      title: '收货行',
      example: 'GR-20261108-0001 第 1 行',
      render: (_v, row) => `${row.receiptNo} 第 ${row.receiptLineNo} 行`,
    },
    { dataIndex: 'supplierName', title: '供应商', example: '宝钢贸易' },
    {
      dataIndex: 'materialCode',
      title: '物料',
      example: 'RM-ST-0002 冷轧钢板',
      render: (_v, row) => `${row.materialCode} ${row.materialName}`,
    },
    { dataIndex: 'batchNo', title: '批次', example: 'B20261108-ST01' },
    { dataIndex: 'fromLocationCode', title: '所在库位', example: 'QC-01' },
    {
      dataIndex: 'judgement',
      title: '判定',
      example: '挑选后合格部分',
      render: (_v, row) => `${JUDGEMENTS[row.judgement]}${row.inspectionNo ? `（${row.inspectionNo}）` : ''}`,
    },
    {
      dataIndex: 'acceptedQty',
      title: '合格',
      align: 'right',
      example: '4,052.812 千克',
      render: (_v, row) => qty(row.acceptedQty, row),
    },
    {
      dataIndex: 'putawayQty',
      title: '已上架',
      align: 'right',
      example: '0.000 千克',
      render: (_v, row) => qty(row.putawayQty, row),
    },
    {
      dataIndex: 'id',
      title: '可上架',
      align: 'right',
      example: '4,052.812 千克',
      render: (_v, row) => qty(putawayableQty(row), row),
    },
    {
      dataIndex: 'lastLocationCode',
      title: '建议库位',
      example: '上次库位 B-01-01',
      render: (_v, row) => {
        const suggestion = suggestLocation(row, putawayableQty(row));
        return suggestion ? suggestionText(suggestion) : '无';
      },
    },
  ],
  conditions: [
    { key: 'receiptNo', title: '收货单号', type: 'input' },
    { key: 'materialCode', title: '物料编码', type: 'input' },
    { key: 'batchNo', title: '批次', type: 'input' },
  ],
});
