import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { RowActionSpec } from '@/shared/ui/crud-screen';
import type { ScopeKind, ScopeQuery, ScopeRow } from './scope-kinds';

/** The scope's materials, with the partner's own code for each under the kind's label. */
export const scopeColumns = (codeLabel: string): ColumnConfig<ScopeRow>[] => [
  { dataIndex: 'materialCode', title: '物料编码', width: 150, hideAble: false },
  { dataIndex: 'materialName', title: '物料名称', width: 180 },
  { dataIndex: 'specification', title: '规格型号', width: 180, ellipsis: true },
  { dataIndex: 'typeName', title: '物料类型', width: 100 },
  { dataIndex: 'uomName', title: '单位', width: 70 },
  { dataIndex: 'partnerMaterialCode', title: codeLabel, width: 160 },
  { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

export const scopeConditions: SearchCondition<keyof ScopeQuery & string>[] = [
  { key: 'materialCode', title: '物料编码', type: 'input' },
  { key: 'materialName', title: '物料名称', type: 'input' },
];

/** 编辑 and 移除 (asked first): both need the partner's edit permission. */
export function scopeActions<Query>(of: ScopeKind<Query>): RowActionSpec<ScopeRow>[] {
  return [
    { kind: 'edit', require: of.permission },
    {
      kind: 'call',
      action: 'delete',
      title: '移除',
      confirm: true,
      danger: true,
      require: of.permission,
      done: '已删除',
      run: (row) => of.remove({ body: { ids: [row.id] } }),
    },
  ];
}
