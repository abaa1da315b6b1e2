import { inspectionValuesRoute, type InspectionRow } from '@/entities/quality/inspection';
import { qmIqcInspection } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** The inspections at work, to pick one whose values to type (检验值录入 without `?id=`). */
export const InProgressList = defineCrudScreen(qmIqcInspection, {
  noun: '检验单',
  columns: [
    { dataIndex: 'inspectionNo', title: '检验单号', example: 'IQC-20261124-0006', hideAble: false, sorter: true },
    {
      dataIndex: 'materialCode',
      title: '物料',
      example: 'EL-C0805-10U 贴片电容',
      render: (_, row) => `${row.materialCode} ${row.materialName}`,
    },
    {
      dataIndex: 'supplierName',
      title: '供应商',
      example: 'SUP-0031 风华高科',
      render: (_, row) => `${row.supplierCode} ${row.supplierName}`,
    },
    { dataIndex: 'batchNo', title: '我方批次', example: 'B20261124-001' },
    {
      dataIndex: 'lotQty',
      title: '批量 / 样本量',
      align: 'right',
      example: '30,000 个 / 315',
      render: (_, row) => `${formatNumber(row.lotQty, row.uomPrecision)} ${row.uomName} / ${row.sampleQty}`,
    },
    { dataIndex: 'defectSummary', title: '缺陷', width: 200, ellipsis: true },
    { dataIndex: 'inspectorName', title: '检验员', example: '刘洋' },
    {
      dataIndex: 'startTime',
      title: '开始时间',
      example: '2026-11-24 17:00',
      render: (_, row) => row.startTime.slice(0, 16),
    },
  ],
  conditions: [
    'inspectionNo',
    { key: 'materialCode', title: '物料编码', type: 'input' },
    { key: 'inspectorName', title: '检验员', type: 'input' },
  ],
  rowActions: [
    { kind: 'link', action: 'detail', title: '录入检验值', to: (row: InspectionRow) => inspectionValuesRoute(row.id) },
  ],
  status: false,
  table: { injectedParams: { state: 'INSPECTING' } },
});
