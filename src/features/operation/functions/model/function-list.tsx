import type { ReactNode } from 'react';
import {
  idpFunctionList,
  idpFunctionListOperation,
  idpFunctionListQueryKey,
  type IdpFunctionListData,
  type IdpFunctionListVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { IconByName } from '@/shared/ui/icon';
import { FUNCTION_TYPES } from './function-rules';

type ListQuery = NonNullable<IdpFunctionListVariables['query']>;
/** The list's query plus `under`: the tree node chosen beside it (the list call has no parent filter: narrowed here). */
export type FunctionQuery = ListQuery & { under?: string };
/** A function in tree order, with its depth below the list's top (for the indent). */
export type FunctionRow = IdpFunctionListData[number] & { level: number };

/**
 * The flat list (§7.2: "前端按 pid 组装成树表") in tree order: each function followed by its children by sort. With
 * `under`, only that function and what is below it. Rows whose parent is not in the list start at the top.
 */
export function inTreeOrder(rows: IdpFunctionListData, under?: string): FunctionRow[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<string, IdpFunctionListData>();
  for (const row of rows) children.set(row.pid, [...(children.get(row.pid) ?? []), row]);
  const out: FunctionRow[] = [];
  const seen = new Set<string>();
  const visit = (row: IdpFunctionListData[number], level: number) => {
    if (seen.has(row.id)) return;
    seen.add(row.id);
    out.push({ ...row, level });
    for (const child of [...(children.get(row.id) ?? [])].sort((a, b) => a.sort - b.sort)) visit(child, level + 1);
  };
  const top =
    under !== undefined
      ? rows.filter((row) => row.id === under)
      : rows.filter((row) => !ids.has(row.pid)).sort((a, b) => a.sort - b.sort);
  for (const row of top) visit(row, 0);
  return out;
}

/** The list source: the generated call and key (so a save refetches it), the rows put in tree order. */
export const functionSource = {
  operation: idpFunctionListOperation,
  paged: false,
  key: ({ under, ...query }: FunctionQuery) => [...idpFunctionListQueryKey({ query }), under ?? null],
  fetch: ({ under, ...query }: FunctionQuery, options: Parameters<typeof idpFunctionList>[1]) =>
    idpFunctionList({ query }, options).then((rows) => inTreeOrder(rows, under)),
};

const typeTitle = (type: string) => FUNCTION_TYPES.find((t) => t.value === type)?.title ?? type;

function nameCell(row: FunctionRow): ReactNode {
  return (
    <span style={{ paddingLeft: row.level * 16, display: 'inline-flex', gap: 6, alignItems: 'center' }}>
      {row.icon ? <IconByName name={row.icon} /> : null}
      {row.name}
    </span>
  );
}

export const functionColumns: ColumnConfig<FunctionRow>[] = [
  {
    dataIndex: 'name',
    title: '功能名称',
    example: '　　　　产线详情页面',
    hideAble: false,
    render: (_v, row) => nameCell(row),
  },
  {
    dataIndex: 'type',
    title: '类型',
    options: FUNCTION_TYPES.map(({ title, value }) => ({ title, value })),
    render: (_v, row) => typeTitle(row.type),
  },
  { dataIndex: 'code', title: '功能编码', example: 'manufactureModeling' },
  { dataIndex: 'path', title: '路由地址', example: '/manufacture/report/analyzing', ellipsis: true },
  { dataIndex: 'component', title: '组件', example: 'mes.mfgLineDetail', ellipsis: true, hide: 'narrow' },
  { dataIndex: 'permission', title: '权限标识', example: 'mfgLine:export', hide: 'narrow' },
  { dataIndex: 'sort', title: '排序' },
  {
    dataIndex: 'visible',
    title: '菜单显示',
    render: (_v, row) => (row.type === '3' ? '-' : row.visible ? '显示' : '隐藏'),
  },
  { dataIndex: 'status', title: '状态', dict: 'common_status' },
  { dataIndex: 'keepAlive', title: '缓存', hide: true, render: (_v, row) => (row.keepAlive ? '是' : '否') },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];

export const functionConditions: SearchCondition<keyof ListQuery & string>[] = [
  { key: 'name', title: '功能名称', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];
