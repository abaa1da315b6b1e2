import { pmMdRolePageSource, type PmMdRolePageData, type PmMdRolePageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type PmMdRole = PmMdRolePageData['rows'][number];
type Query = PmMdRolePageVariables['body'];

/** 项目角色: code, name, 职责, sort and state. */
export const roleColumns: ColumnConfig<PmMdRole>[] = [
  { dataIndex: 'code', title: '项目角色编码', example: 'PM', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '项目角色名称', example: '硬件工程师' },
  { dataIndex: 'description', title: '职责', width: 320, ellipsis: true },
  { dataIndex: 'sort', title: '排序', align: 'right', example: '9999', sorter: true },
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];

export const roleConditions: SearchCondition<keyof Query & string>[] = [
  { key: 'name', title: '项目角色名称', type: 'input' },
  { key: 'code', title: '项目角色编码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const roleSource = pmMdRolePageSource;
