import type { ModuleScreens } from '../screen-loader';

/** 制造执行 (mes): production modelling, execution, equipment. */
export const mesScreens = {
  'mes.mfgLine': () => import('@/features/mes/production-lines').then((m) => ({ Component: m.LineListPage })),
  // mes-flow
  'mes.mfgTaskRequest': () => import('@/features/mes/task-requests').then((m) => ({ Component: m.TaskRequestListPage })),
  'mes.mfgTaskRequestApprove': () => import('@/features/mes/task-request-approval').then((m) => ({ Component: m.TaskRequestApprovePage })),
  'mes.mfgTaskStop': () => import('@/features/mes/line-stops').then((m) => ({ Component: m.LineStopListPage })),
  'mes.mfgBench': () => import('@/features/mes/line-bench').then((m) => ({ Component: m.LineBenchPage })),
  // mes-equip
  'mes.mfgEquip': () => import('@/features/mes/equipment').then((m) => ({ Component: m.EquipListPage })),
  'mes.mfgPlannedDowntime': () => import('@/features/mes/planned-downtime').then((m) => ({ Component: m.DowntimePage })),
  'mes.kanbanDevice': () => import('@/features/mes/kanban-devices').then((m) => ({ Component: m.KanbanListPage })),
  'mes.mfgReport': () => import('@/features/mes/daily-report').then((m) => ({ Component: m.DailyReportPage })),
  // mes-base
  'mes.mfgDept': () => import('@/features/mes/mfg-depts').then((m) => ({ Component: m.MfgDeptListPage })),
  'mes.mfgShift': () => import('@/features/mes/shifts').then((m) => ({ Component: m.ShiftListPage })),
  'mes.mfgTeam': () => import('@/features/mes/teams').then((m) => ({ Component: m.TeamListPage })),
  'mes.mfgState': () => import('@/features/mes/states').then((m) => ({ Component: m.StateListPage })),
  'mes.mfgToolCategory': () => import('@/features/mes/tool-categories').then((m) => ({ Component: m.ToolCategoryListPage })),
  'mes.mfgTools': () => import('@/features/mes/tools').then((m) => ({ Component: m.ToolListPage })),
  // mes-order
  'mes.mfgOrder': () => import('@/features/mes/work-orders').then((m) => ({ Component: m.OrderListPage })),
  'mes.mfgTask': () => import('@/features/mes/production-tasks').then((m) => ({ Component: m.TaskListPage })),
  'mes.mfgWipTask': () => import('@/features/mes/wip-tasks').then((m) => ({ Component: m.WipTaskPage })),
  'mes.mfgOutput': () => import('@/features/mes/input-output').then((m) => ({ Component: m.OutputListPage })),
  // mes-model
  'mes.mfgProcess': () => import('@/features/mes/processes').then((m) => ({ Component: m.ProcessListPage })),
  'mes.mfgRouting': () => import('@/features/mes/routings').then((m) => ({ Component: m.RoutingListPage })),
  'mes.mfgBom': () => import('@/features/mes/boms').then((m) => ({ Component: m.BomListPage })),
  // mes-quality
  'mes.mfgDefect': () => import('@/features/mes/defects').then((m) => ({ Component: m.DefectListPage })),
  'mes.mfgPqcRule': () => import('@/features/mes/pqc-rules').then((m) => ({ Component: m.PqcRuleListPage })),
  'mes.mfgEswRule': () => import('@/features/mes/esw-rules').then((m) => ({ Component: m.EswRuleListPage })),
  'mes.mfgEswWarn': () => import('@/features/mes/esw-warnings').then((m) => ({ Component: m.WarnListPage })),
} satisfies ModuleScreens;
