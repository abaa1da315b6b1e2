import { sysDeptExport, sysDeptPageSource, type SysDeptPageData, type SysDeptPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';

export type SysDept = SysDeptPageData['rows'][number];
export type SysDeptQuery = SysDeptPageVariables['query'];

/** §3 department columns; org type and status through their dictionaries (org_type, common_status: 2 = 已归档). */
export const deptColumns: ColumnConfig<SysDept>[] = [
  { dataIndex: 'code', title: '部门编码', width: 140, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '部门名称', width: 180, query: 'input' },
  { dataIndex: 'pname', title: '上级部门', width: 180 },
  { dataIndex: 'orgType', title: '组织类型', width: 130, dict: 'org_type', filter: true },
  { dataIndex: 'leaderName', title: '负责人', width: 110 },
  { dataIndex: 'phone', title: '联系电话', width: 150 },
  { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
  { dataIndex: 'sort', title: '排序', width: 80, sorter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

export const deptConditions: SearchCondition<keyof SysDeptQuery & string>[] = [
  { key: 'name', title: '部门名称', type: 'input' },
  { key: 'code', title: '部门编码', type: 'input' },
  { key: 'orgType', title: '组织类型', type: 'select', dict: 'org_type', multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

// The department page is a GET: the table's request goes out as query parameters.
export const deptSource = sysDeptPageSource;

/** The table sends the selected departments' ids, otherwise the current conditions (§5). */
export const exportDepts: ExportFile<SysDeptQuery> = (request) => sysDeptExport({ body: request });
