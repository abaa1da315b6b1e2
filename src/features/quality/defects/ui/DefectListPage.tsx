import { DEFECT_CLASS_OPTIONS, DefectClassTag } from '@/entities/quality/defect';
import { ITEM_TYPES, ITEM_TYPE_OPTIONS } from '@/entities/quality/item';
import { qmDefect } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/**
 * 缺陷代码 (docs/design/scm-quality.md → 缺陷代码): the incoming-inspection defects; the class decides which Ac / Re
 * a recorded defect counts against (a change counts for later records only). A code once recorded is disabled, not
 * deleted (1017002, shown on the refusal).
 */
export const DefectListPage = defineCrudScreen(qmDefect, {
  noun: '缺陷代码',
  columns: [
    { dataIndex: 'code', title: '缺陷编码', example: 'DF-APP-001', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '缺陷描述', example: '损耗角正切超标' },
    {
      dataIndex: 'defectClass',
      title: '等级',
      options: DEFECT_CLASS_OPTIONS,
      filter: true,
      example: 'MAJ 严重',
      render: (_, defect) => <DefectClassTag value={defect.defectClass} />,
    },
    {
      dataIndex: 'itemType',
      title: '检验项目类型',
      options: ITEM_TYPE_OPTIONS,
      filter: true,
      render: (_, defect) => ITEM_TYPES[defect.itemType],
    },
    { dataIndex: 'criterion', title: '判定说明', width: 320, ellipsis: true },
    'status',
    'remark',
    'updateTime',
  ],
  conditions: ['code', 'name', 'defectClass', 'itemType', 'status'],
  form: {
    code: { placeholder: '字母、数字、“-”和“_”，如 DF-APP-001' },
    name: {},
    itemType: { options: ITEM_TYPE_OPTIONS },
    defectClass: { options: DEFECT_CLASS_OPTIONS },
    criterion: { kind: 'textarea', wide: true, placeholder: '什么算这个缺陷，如 表面划痕长于 5 mm 或手指可感' },
    remark: { kind: 'textarea', wide: true },
  },
  detail: true,
  table: { selection: 'checkbox' },
});
