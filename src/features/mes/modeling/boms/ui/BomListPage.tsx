import { MaterialPickField } from '@/entities/material';
import { mfgBom, mfgBomFreeze, mfgBomRelease } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { BOM_STATES, bomStateBadge } from '../model/bom-state';

const isDraft = { field: 'state', op: 'eq', value: 'DRAFT' } as const;

/** BOM (product.md §2.5 manufacture BOM): versions of each product's BOM; 详情 opens the tree, 发布 and 冻结 fix a version. */
export const BomListPage = defineCrudScreen(mfgBom, {
  noun: 'BOM',
  columns: [
    { dataIndex: 'materialCode', title: '产品编码', width: 140, hideAble: false, sorter: true },
    { dataIndex: 'materialName', title: '产品名称', width: 140, query: 'input' },
    { dataIndex: 'specification', title: '规格型号', width: 200, ellipsis: true, hide: 'narrow' },
    { dataIndex: 'version', title: '版本', width: 80 },
    { dataIndex: 'state', title: '状态', width: 90, render: (_, bom) => bomStateBadge(bom.state) },
    { dataIndex: 'effectiveDate', title: '生效日期', width: 110 },
    {
      dataIndex: 'baseQty',
      title: '基本数量',
      width: 100,
      align: 'right',
      render: (_, bom) => `${bom.baseQty} ${bom.uomName}`,
    },
    { dataIndex: 'lineCount', title: '物料行数', width: 90, align: 'right' },
    { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true, hide: 'narrow' },
  ],
  conditions: [
    'materialCode',
    'materialName',
    {
      key: 'state',
      title: '状态',
      type: 'select',
      options: Object.entries(BOM_STATES).map(([value, s]) => ({ value, title: s.text })),
      multiple: true,
    },
  ],
  // The header of a draft version; its lines are edited in the BOM tree.
  form: {
    materialId: {
      label: '产品',
      kind: 'custom',
      render: (field) => <MaterialPickField {...field} />,
    },
    version: { placeholder: '如 V1.0' },
    effectiveDate: { kind: 'date' },
    baseQty: {},
    remark: { kind: 'textarea', wide: true },
  },
  empty: { version: 'V1.0', baseQty: 1 },
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
      run: (b) => mfgBomRelease({ body: { id: b.id } }),
      done: '已发布',
    },
    {
      kind: 'call',
      action: 'close',
      title: '冻结',
      require: 'mfgBom:freeze',
      confirm: true,
      when: { field: 'state', op: 'eq', value: 'RELEASED' },
      run: (b) => mfgBomFreeze({ body: { id: b.id } }),
      done: '已冻结',
    },
    {
      kind: 'panel',
      action: 'manage',
      title: '复制',
      require: 'mfgBom:copy',
      load: () => import('./CopyBomDialog').then((m) => m.CopyBomDialog),
    },
    { kind: 'delete', when: isDraft },
  ],
  // 删除 only a draft (above), not every row.
  status: false,
  table: { selection: 'checkbox' },
});
