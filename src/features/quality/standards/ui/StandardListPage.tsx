import { CategorySelect } from '@/entities/quality/category';
import { SamplingPlanSelect } from '@/entities/quality/sampling';
import { STANDARD_STATE_OPTIONS, type QmStandardRow, type StandardState } from '@/entities/quality/standard';
import { qmStandard, qmStandardDelete, qmStandardNewVersion } from '@/shared/api';
import type { RowCondition } from '@/shared/lib/table-query';
import { defineCrudScreen, deleteWhen } from '@/shared/ui/crud-screen';
import { withShownFields, type LinesConfig } from '@/shared/ui/record-form';
import {
  ITEM_LINE_COLUMNS,
  MATERIAL_LINE_COLUMNS,
  emptyItemLine,
  emptyMaterialLine,
  itemLineProblem,
  linesOfStandard,
  materialLineProblem,
  materialsOfStandard,
  newMaterialLine,
  type ItemLine,
  type MaterialLine,
} from '../model/standard-lines';
import { STANDARD_COLUMNS, standardDetailItems } from './standard-columns';
import { useItemLineColumns, useMaterialLineColumns } from './use-standard-columns';

const inStates = (...states: StandardState[]): RowCondition<QmStandardRow> => ({
  field: 'state',
  op: 'in',
  value: states,
});
const DRAFT = inStates('DRAFT');

const ITEM_LINES: LinesConfig<ItemLine> = {
  columns: ITEM_LINE_COLUMNS,
  useColumns: useItemLineColumns,
  lineRule: itemLineProblem,
  visibleRows: 6,
};

const MATERIAL_LINES: LinesConfig<MaterialLine> = {
  columns: MATERIAL_LINE_COLUMNS,
  useColumns: useMaterialLineColumns,
  lineRule: materialLineProblem,
  newLine: newMaterialLine,
  visibleRows: 4,
};

/**
 * 检验标准 (docs/design/scm-quality.md → 检验标准): one row per version. A draft is edited (header, 检验项目行 and 适用物料
 * on the grid) or deleted, then 生效 on a date not before today; any other version gives a 新版本 (a draft copied from
 * it); an active or pending one is 作废 with its reason. The detail shows the lines, the materials and every version.
 */
export const StandardListPage = defineCrudScreen(qmStandard, {
  noun: '检验标准',
  columns: [...STANDARD_COLUMNS, 'remark', 'updateTime'],
  conditions: [
    'code',
    'name',
    { key: 'materialCode', title: '物料编码', type: 'input' },
    { key: 'state', title: '状态', type: 'select', options: STANDARD_STATE_OPTIONS, multiple: true },
  ],
  editFrom: 'detail',
  editTitle: (standard) => `编辑检验标准：${standard.code} V${standard.version}`,
  formWidth: 1280,
  form: {
    code: {
      placeholder: '字母、数字、“-”和“_”，如 QS-IQC-PA',
      // A later version keeps its code.
      disabled: (record) => (record?.version ?? 1) > 1,
    },
    name: {},
    categoryId: { label: '检验类别', kind: 'custom', render: (field) => <CategorySelect {...field} /> },
    samplingPlanId: { label: '抽样方案', kind: 'custom', render: (field) => <SamplingPlanSelect {...field} /> },
    changeNote: { label: '版本说明', placeholder: '改了什么、为什么，如：按 PCN-2026-117 的新标识编制' },
    remark: {},
    lines: {
      label: '检验项目',
      wide: true,
      lines: withShownFields(ITEM_LINES),
      value: linesOfStandard,
    },
    materials: {
      label: '适用物料',
      wide: true,
      lines: withShownFields(MATERIAL_LINES),
      value: materialsOfStandard,
    },
  },
  // A new standard starts with one item line and one material to pick into (生效 needs both: 1017005).
  empty: () => ({ lines: [emptyItemLine()], materials: [emptyMaterialLine()] }),
  detail: { width: 'large', columns: 3, items: standardDetailItems },
  rowActions: [
    'detail',
    { kind: 'edit', when: DRAFT },
    {
      kind: 'panel',
      action: 'activate',
      title: '生效',
      when: DRAFT,
      load: () => import('./standard-panels').then((m) => m.ActivatePanel),
    },
    {
      kind: 'call',
      action: 'newVersion',
      title: '新版本',
      confirm: true,
      when: inStates('ACTIVE', 'PENDING', 'ARCHIVED'),
      run: (row, options) => qmStandardNewVersion({ body: { id: row.id } }, options),
      done: '已新建草稿版本，编辑后生效',
    },
    {
      kind: 'panel',
      action: 'archive',
      title: '作废',
      when: inStates('ACTIVE', 'PENDING'),
      load: () => import('./standard-panels').then((m) => m.ArchivePanel),
    },
    deleteWhen(DRAFT, qmStandardDelete),
  ],
  // 删除 is a draft's only (above).
  status: false,
  table: { selection: 'checkbox', actionWidth: 200 },
});
