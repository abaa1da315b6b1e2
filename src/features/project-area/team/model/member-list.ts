import { pmProjMbrPageSource, type PmProjMbrPageData, type PmProjMbrPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type ProjMember = PmProjMbrPageData['rows'][number];
export type ProjMemberQuery = PmProjMbrPageVariables['body'];

export const memberColumns: ColumnConfig<ProjMember>[] = [
  { dataIndex: 'userName', title: '成员', example: '高翔', hideAble: false },
  { dataIndex: 'account', title: '账号', example: 'zhangwei' },
  { dataIndex: 'deptName', title: '部门', example: '项目管理部' },
  { dataIndex: 'roleName', title: '项目角色', example: '项目管理专员' },
  { dataIndex: 'responsibility', title: '职责', width: 280, ellipsis: true },
  { dataIndex: 'joinDate', title: '加入日期', example: '2026-02-16', sorter: true },
];

export const memberConditions: SearchCondition<keyof ProjMemberQuery & string>[] = [
  { key: 'userName', title: '成员', type: 'input' },
];

export const memberSource = pmProjMbrPageSource;
