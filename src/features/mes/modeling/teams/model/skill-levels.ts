import {
  mfgTeamPageSource,
  type MfgTeamMemberListData,
  type MfgTeamPageData,
  type MfgTeamPageVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type MfgTeam = MfgTeamPageData['rows'][number];
export type TeamQuery = MfgTeamPageVariables['body'];
export type TeamMember = MfgTeamMemberListData[number];

export const SKILL_LEVELS = [
  { value: 'JUNIOR', title: '初级工' },
  { value: 'MIDDLE', title: '中级工' },
  { value: 'SENIOR', title: '高级工' },
  { value: 'TECHNICIAN', title: '技师' },
] as const;

export const skillTitle = (value: string | null | undefined) =>
  SKILL_LEVELS.find((level) => level.value === value)?.title ?? '—';

export const teamColumns: ColumnConfig<MfgTeam>[] = [
  { dataIndex: 'code', title: '班组编码', example: 'JJ-A', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '班组名称', example: '机加甲班', query: 'input' },
  { dataIndex: 'deptName', title: '所属车间', example: '机加工车间' },
  { dataIndex: 'leaderName', title: '班组长', example: '欧阳明' },
  { dataIndex: 'shiftName', title: '默认班次', example: '夜班' },
  { dataIndex: 'lineName', title: '产线', example: '机加二线（加工中心）' },
  { dataIndex: 'memberCount', title: '成员数', align: 'right' },
  { dataIndex: 'sort', title: '排序', sorter: true, hide: 'narrow' },
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true, hide: true },
];

export const teamConditions: SearchCondition<keyof TeamQuery & string>[] = [
  { key: 'name', title: '班组名称', type: 'input' },
  { key: 'code', title: '班组编码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const teamSource = mfgTeamPageSource;
