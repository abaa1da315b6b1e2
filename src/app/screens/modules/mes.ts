import type { ModuleScreens } from '../screen-loader';

/** 制造执行 (mes): production modelling, execution, equipment. */
export const mesScreens = {
  'mes.mfgLine': () => import('@/features/mes/modeling/production-lines').then((m) => ({ Component: m.LineListPage })),
  // mes-flow
  'mes.mfgTaskRequest': () =>
    import('@/features/mes/execution/task-requests').then((m) => ({ Component: m.TaskRequestListPage })),
  'mes.mfgTaskRequestApprove': () =>
    import('@/features/mes/execution/task-request-approval').then((m) => ({ Component: m.TaskRequestApprovePage })),
  'mes.mfgTaskStop': () =>
    import('@/features/mes/execution/line-stops').then((m) => ({ Component: m.LineStopListPage })),
  'mes.mfgBench': () => import('@/features/mes/execution/line-bench').then((m) => ({ Component: m.LineBenchPage })),
  // mes-equip
  'mes.mfgEquip': () =>
    import('@/features/mes/equipment-tooling/equipment').then((m) => ({ Component: m.EquipListPage })),
  'mes.mfgPlannedDowntime': () =>
    import('@/features/mes/equipment-tooling/planned-downtime').then((m) => ({ Component: m.DowntimePage })),
  'mes.kanbanDevice': () =>
    import('@/features/mes/equipment-tooling/kanban-devices').then((m) => ({ Component: m.KanbanListPage })),
  'mes.mfgReport': () => import('@/features/mes/reports/daily-report').then((m) => ({ Component: m.DailyReportPage })),
  // mes-base
  'mes.mfgDept': () => import('@/features/mes/modeling/mfg-depts').then((m) => ({ Component: m.MfgDeptListPage })),
  'mes.mfgShift': () => import('@/features/mes/modeling/shifts').then((m) => ({ Component: m.ShiftListPage })),
  'mes.mfgTeam': () => import('@/features/mes/modeling/teams').then((m) => ({ Component: m.TeamListPage })),
  'mes.mfgState': () => import('@/features/mes/modeling/states').then((m) => ({ Component: m.StateListPage })),
  'mes.mfgToolCategory': () =>
    import('@/features/mes/equipment-tooling/tool-categories').then((m) => ({ Component: m.ToolCategoryListPage })),
  'mes.mfgTools': () => import('@/features/mes/equipment-tooling/tools').then((m) => ({ Component: m.ToolListPage })),
  // mes-order
  'mes.mfgOrder': () => import('@/features/mes/execution/work-orders').then((m) => ({ Component: m.OrderListPage })),
  'mes.mfgTask': () => import('@/features/mes/execution/production-tasks').then((m) => ({ Component: m.TaskListPage })),
  'mes.mfgWipTask': () => import('@/features/mes/execution/wip-tasks').then((m) => ({ Component: m.WipTaskPage })),
  'mes.mfgOutput': () => import('@/features/mes/execution/input-output').then((m) => ({ Component: m.OutputListPage })),
  // mes-model
  'mes.mfgProcess': () => import('@/features/mes/modeling/processes').then((m) => ({ Component: m.ProcessListPage })),
  'mes.mfgRouting': () => import('@/features/mes/modeling/routings').then((m) => ({ Component: m.RoutingListPage })),
  'mes.mfgBom': () => import('@/features/mes/modeling/boms').then((m) => ({ Component: m.BomListPage })),
  // mes-quality
  'mes.mfgDefect': () => import('@/features/mes/exceptions/defects').then((m) => ({ Component: m.DefectListPage })),
  'mes.mfgPqcRule': () => import('@/features/mes/exceptions/pqc-rules').then((m) => ({ Component: m.PqcRuleListPage })),
  'mes.mfgEswRule': () => import('@/features/mes/exceptions/esw-rules').then((m) => ({ Component: m.EswRuleListPage })),
  'mes.mfgEswWarn': () => import('@/features/mes/exceptions/esw-warnings').then((m) => ({ Component: m.WarnListPage })),
} satisfies ModuleScreens;
