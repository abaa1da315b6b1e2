import { DeptTreeSelect } from '@/entities/department';
import { LineSelect } from '@/entities/production-line';
import { UserSelect } from '@/entities/user';
import { mfgShiftPageQueryOptions, mfgTeam, type MfgShiftPageData } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { QuerySelect } from '@/shared/ui/query-select';

/** 默认班次: the enabled shifts, with their times. */
const enabledShifts = {
  ...mfgShiftPageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } }),
  select: (page: MfgShiftPageData) => page.rows,
};

/** 班组管理: teams with workshop, leader, default shift and line; 成员 opens the members drawer. */
export const TeamListPage = defineCrudScreen(mfgTeam, {
  noun: '班组',
  columns: [
    { dataIndex: 'code', title: '班组编码', example: 'JJ-A', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '班组名称', example: '机加甲班', query: 'input' },
    { dataIndex: 'deptName', title: '所属车间', example: '机加工车间' },
    { dataIndex: 'leaderName', title: '班组长', example: '欧阳明' },
    { dataIndex: 'shiftName', title: '默认班次', example: '夜班' },
    { dataIndex: 'lineName', title: '产线', example: '机加二线（加工中心）' },
    { dataIndex: 'memberCount', title: '成员数', align: 'right' },
    { dataIndex: 'sort', title: '排序', sorter: true, hide: 'narrow' },
    'status',
    { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true, hide: true },
  ],
  conditions: ['name', 'code', 'status'],
  // Workshop, leader, default shift and line picked, not typed.
  form: {
    code: { placeholder: '字母、数字、“-”和“_”，如 ZZ-A' },
    name: {},
    deptId: {
      label: '所属车间',
      kind: 'custom',
      render: (field) => <DeptTreeSelect {...field} orgType={2} />,
    },
    leaderId: {
      label: '班组长',
      kind: 'custom',
      render: (field) => <UserSelect {...field} />,
    },
    shiftId: {
      label: '默认班次',
      kind: 'custom',
      render: (field) => (
        <QuerySelect
          {...field}
          query={enabledShifts}
          option={(shift) => ({ value: shift.id, label: `${shift.name}（${shift.startTime}–${shift.endTime}）` })}
        />
      ),
    },
    lineId: {
      label: '产线',
      kind: 'custom',
      render: (field) => <LineSelect {...field} />,
    },
    sort: {},
    remark: { kind: 'textarea', wide: true },
  },
  empty: { sort: 10 },
  rowActions: [
    'edit',
    {
      kind: 'panel',
      action: 'manage',
      require: 'mfgTeam:edit',
      title: '成员',
      load: () => import('./TeamMembersDrawer').then((m) => m.TeamMembersDrawer),
    },
  ],
});
