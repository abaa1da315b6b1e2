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
    { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
    { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true, hide: true },
  ],
  conditions: [
    { key: 'name', title: '班组名称', type: 'input' },
    { key: 'code', title: '班组编码', type: 'input' },
    { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
  ],
  // Workshop, leader, default shift and line picked, not typed.
  form: {
    code: { label: '班组编码', placeholder: '字母、数字、“-”和“_”，如 ZZ-A' },
    name: { label: '班组名称' },
    deptId: {
      label: '所属车间',
      kind: 'custom',
      render: ({ value, onChange, onBlur }) => (
        <DeptTreeSelect
          id="deptId"
          orgType={2}
          value={value || null}
          onChange={(id) => onChange(id ?? '')}
          onBlur={onBlur}
          placeholder="请选择所属车间"
        />
      ),
    },
    leaderId: {
      label: '班组长',
      kind: 'custom',
      render: ({ value, onChange, onBlur }) => (
        <UserSelect
          id="leaderId"
          value={value || null}
          onChange={(id) => onChange(id ?? '')}
          onBlur={onBlur}
          placeholder="请选择班组长"
        />
      ),
    },
    shiftId: {
      label: '默认班次',
      kind: 'custom',
      render: ({ value, onChange, onBlur }) => (
        <QuerySelect
          id="shiftId"
          query={enabledShifts}
          option={(shift) => ({ value: shift.id, label: `${shift.name}（${shift.startTime}–${shift.endTime}）` })}
          value={value}
          onChange={(id) => onChange(id ?? '')}
          onBlur={onBlur}
          placeholder="请选择默认班次"
        />
      ),
    },
    lineId: {
      label: '产线',
      kind: 'custom',
      render: ({ value, onChange, onBlur }) => (
        <LineSelect id="lineId" value={value} onChange={(id) => onChange(id ?? '')} onBlur={onBlur} />
      ),
    },
    sort: { label: '排序' },
    remark: { label: '备注', kind: 'textarea', wide: true },
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
