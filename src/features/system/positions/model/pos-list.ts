import { sysPosExport, sysPosPageSource, type SysPosPageData, type SysPosPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';

export type SysPos = SysPosPageData['rows'][number];
export type SysPosQuery = SysPosPageVariables['body'];

export const posColumns: ColumnConfig<SysPos>[] = [
  { dataIndex: 'code', title: '岗位编码', example: 'PLANNER', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '岗位名称', example: '质量工程师', query: 'input' },
  { dataIndex: 'userCount', title: '在岗人数', align: 'right' },
  { dataIndex: 'sort', title: '排序', sorter: true },
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 220, ellipsis: true, hide: 'narrow' },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];

export const posConditions: SearchCondition<keyof SysPosQuery & string>[] = [
  { key: 'name', title: '岗位名称', type: 'input' },
  { key: 'code', title: '岗位编码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const posSource = sysPosPageSource;

/** The selected positions' ids, otherwise the current conditions (§5). */
export const exportPositions: ExportFile<SysPosQuery> = (request) => sysPosExport({ body: request });
