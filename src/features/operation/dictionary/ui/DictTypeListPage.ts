import { opDictTypeDelete, opDictTypeDisable, opDictTypeEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { thenRefreshDictionary } from '../model/after-change';
import {
  dictTypeColumns,
  dictTypeConditions,
  dictTypeSource,
  type DictType,
  type DictTypeQuery,
} from '../model/dict-type-list';

type IdsVariables = { body: { ids: string[] } };

/**
 * 字典管理 (§7.5): the dictionary types; 字典项 opens a type's entries with their badges. Every change reloads the
 * cached dictionary tree (DICT_TYPE_TREE), so the other screens show the new labels and badges at once.
 */
export const DictTypeListPage = defineListScreen<DictType, DictTypeQuery>({
  tableId: 'bos.opDictType',
  permissionPrefix: 'opDictType',
  source: dictTypeSource,
  columns: dictTypeColumns,
  conditions: dictTypeConditions,
  form: () => import('../model/dict-type-form').then((m) => m.DictTypeForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'manage',
      title: '字典项',
      load: () => import('./DictEntriesDrawer').then((m) => m.DictEntriesDrawer),
    },
    'edit',
  ],
  status: {
    enable: (variables: IdsVariables) => thenRefreshDictionary(opDictTypeEnable(variables)),
    disable: (variables: IdsVariables) => thenRefreshDictionary(opDictTypeDisable(variables)),
    delete: (variables: IdsVariables) => thenRefreshDictionary(opDictTypeDelete(variables)),
  },
});
