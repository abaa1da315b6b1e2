import {
  DISPOSITION_STATES,
  INSPECTION_STATES,
  inspectionValuesRoute,
  type InspectionRow,
} from '@/entities/quality/inspection';
import { IQC_RESULTS, inspectionRoute, lookOptions } from '@/entities/quality/iqc-apply';
import { qmIqcInspection } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { INSPECTION_COLUMNS } from './inspection-columns';

/**
 * IQC 检验's list (docs/design/scm-quality.md → IQC 检验): the inspections, those at work first to act on. 打开 shows
 * the inspection (plan, lines, defects, tally, judgement, disposition, events); 录入检验值 its values grid.
 */
export const InspectionListPage = defineCrudScreen(qmIqcInspection, {
  noun: '检验单',
  columns: INSPECTION_COLUMNS,
  conditions: [
    'inspectionNo',
    { key: 'supplierName', title: '供应商', type: 'input' },
    { key: 'materialCode', title: '物料编码', type: 'input' },
    { key: 'batchNo', title: '批次', type: 'input', placeholder: '我方批次或供应商批次' },
    { key: 'state', title: '状态', type: 'select', options: lookOptions(INSPECTION_STATES), multiple: true },
    { key: 'result', title: '判定', type: 'select', options: lookOptions(IQC_RESULTS) },
    {
      key: 'dispositionState',
      title: '处置进度',
      type: 'select',
      options: lookOptions(DISPOSITION_STATES),
      multiple: true,
    },
    { key: 'inspectorName', title: '检验员', type: 'input' },
    { key: 'startDate', title: '开始日期', type: 'dateRange' },
  ],
  rowActions: [
    { kind: 'link', action: 'detail', title: '打开', to: (row: InspectionRow) => inspectionRoute(row.id) },
    {
      kind: 'link',
      action: 'inspect',
      title: '录入检验值',
      when: { field: 'state', op: 'eq', value: 'INSPECTING' },
      to: (row: InspectionRow) => inspectionValuesRoute(row.id),
    },
  ],
  status: false,
});
