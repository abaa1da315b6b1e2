import { mfgBomDelete, mfgBomFreeze, mfgBomRelease } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { bomColumns, bomConditions, bomSource, exportBoms, type MfgBom } from '../model/bom-list';

const isDraft = { field: 'state', op: 'eq', value: 'DRAFT' } as const;

/** BOM (§2.5 manufacture BOM): versions of each product's BOM; 详情 opens the tree, 发布 and 冻结 fix a version. */
export const BomListPage = defineListScreen({
  tableId: 'mes.mfgBom',
  permissionPrefix: 'mfgBom',
  source: bomSource,
  columns: bomColumns,
  conditions: bomConditions,
  table: { exportFile: exportBoms, selection: 'checkbox' },
  form: () => import('./bom-form').then((m) => m.BomForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./BomTreeDrawer').then((m) => m.BomTreeDrawer),
    },
    { kind: 'edit', when: isDraft },
    {
      kind: 'call',
      action: 'submit',
      title: '发布',
      require: 'mfgBom:release',
      confirm: true,
      when: isDraft,
      run: (b: MfgBom) => mfgBomRelease({ body: { id: b.id } }),
      done: '已发布',
    },
    {
      kind: 'call',
      action: 'close',
      title: '冻结',
      require: 'mfgBom:freeze',
      confirm: true,
      when: { field: 'state', op: 'eq', value: 'RELEASED' },
      run: (b: MfgBom) => mfgBomFreeze({ body: { id: b.id } }),
      done: '已冻结',
    },
    {
      kind: 'panel',
      action: 'manage',
      title: '复制',
      require: 'mfgBom:copy',
      load: () => import('./CopyBomDialog').then((m) => m.CopyBomDialog),
    },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: isDraft,
      run: (b: MfgBom) => mfgBomDelete({ body: { ids: [b.id] } }),
      done: '已删除',
    },
  ],
});
