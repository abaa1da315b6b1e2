import { sysDeptExport, sysDeptPageSource, type SysDeptPageData, type SysDeptPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';

export type SysDept = SysDeptPageData['rows'][number];
export type SysDeptQuery = SysDeptPageVariables['query'];

/**
 * §3 department columns; org type and status through their dictionaries (org_type, common_status: 2 = 已归档). Widths
 * come from titles, dictionaries and examples (§5); the parent (the tree shows it) and the org type give way on a
 * narrow table, so code, name, leader, phone, status and order always fit.
 */
export const deptColumns: ColumnConfig<SysDept>[] = [
  { dataIndex: 'code', title: '部门编码', example: 'QA-IPQC', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '部门名称', example: '生产计划物控部', ellipsis: true, query: 'input' },
  { dataIndex: 'pname', title: '上级部门', example: '计划物控部', ellipsis: true, hide: 'narrow' },
  { dataIndex: 'orgType', title: '组织类型', dict: 'org_type', filter: true, hide: 'narrow' },
  { dataIndex: 'leaderName', title: '负责人', example: '欧阳明' },
  { dataIndex: 'phone', title: '联系电话', example: '0512-6288 1000' },
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'sort', title: '排序', sorter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
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
