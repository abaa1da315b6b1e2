import { requiredPattern } from '@/shared/lib/form-rules';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { dictTypes } from '../model/after-change';

/** The contract's OpDictTypeCode: what the other screens name the type by (material_type). */
const TYPE_CODE = /^[a-z][a-z0-9_]*$/;

/**
 * 字典管理 (product.md §7.5): the dictionary types; 字典项 opens a type's entries with their badges. Every change reloads the
 * cached dictionary tree (DICT_TYPE_TREE), so the other screens show the new labels and badges at once.
 */
export const DictTypeListPage = defineCrudScreen(dictTypes, {
  noun: '字典类型',
  columns: [
    { dataIndex: 'code', title: '类型编码', width: 200, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '类型名称', width: 160 },
    { dataIndex: 'entryCount', title: '字典项数', width: 100 },
    { dataIndex: 'sort', title: '排序', width: 80, sorter: true },
    { dataIndex: 'builtIn', title: '系统内置', width: 100, render: (builtIn) => (builtIn ? '是' : '否') },
    'status',
    { dataIndex: 'remark', title: '备注', width: 240, ellipsis: true },
    'updateTime',
  ],
  conditions: ['name', 'code', 'status'],
  form: {
    // A built-in type keeps its code (the server refuses a change).
    code: {
      placeholder: '如 defect_level',
      rule: requiredPattern('类型编码', 64, TYPE_CODE, '类型编码须以小写字母开头，只能包含小写字母、数字和“_”'),
      disabled: (type) => type?.builtIn === true,
    },
    name: {},
    sort: {},
    remark: { kind: 'textarea', wide: true },
  },
  empty: { sort: 100 },
  formColumns: 2,
  rowActions: [
    {
      kind: 'panel',
      action: 'manage',
      title: '字典项',
      load: () => import('./DictEntriesDrawer').then((m) => m.DictEntriesDrawer),
    },
    'edit',
  ],
});
