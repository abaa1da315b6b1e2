import type { ModuleScreens } from '../screen-loader';

/** 系统管理 (sys): organisation, monitoring, configuration. */
export const systemScreens = {
  'sys.sysDept': () => import('@/features/system/departments').then((m) => ({ Component: m.DeptListPage })),
  'sys.sysPos': () => import('@/features/system/positions').then((m) => ({ Component: m.PosListPage })),
  'sys.sysUser': () => import('@/features/system/users').then((m) => ({ Component: m.UserListPage })),
  'sys.sysRole': () => import('@/features/system/roles').then((m) => ({ Component: m.RoleListPage })),
  'sys.sysOpLog': () => import('@/features/system/logs').then((m) => ({ Component: m.OpLogListPage })),
  'sys.sysVisLog': () => import('@/features/system/logs').then((m) => ({ Component: m.VisLogListPage })),
  'sys.sysOnlineUser': () =>
    import('@/features/system/online-users').then((m) => ({ Component: m.OnlineUserListPage })),
  'sys.sysServer': () => import('@/features/system/server-monitor').then((m) => ({ Component: m.ServerMonitorPage })),
  'sys.sysTimers': () => import('@/features/system/timers').then((m) => ({ Component: m.TimerListPage })),
  // sys-people
  'sys.sysEmp': () => import('@/features/system/employees').then((m) => ({ Component: m.EmpListPage })),
  'sys.sysTerminal': () => import('@/features/system/terminals').then((m) => ({ Component: m.TerminalListPage })),
  'sys.sysSecure': () => import('@/features/system/secure').then((m) => ({ Component: m.SecurePage })),
  'sys.sysConfig': () => import('@/features/system/config-params').then((m) => ({ Component: m.ConfigListPage })),
  // sys-config
  'sys.sysMessage': () => import('@/features/system/messages').then((m) => ({ Component: m.MessagePage })),
  'sys.sysEmail': () => import('@/features/system/email').then((m) => ({ Component: m.EmailPage })),
  'sys.sysDingTalk': () => import('@/features/system/dingtalk').then((m) => ({ Component: m.DingTalkPage })),
  'sys.sysPrint': () => import('@/features/system/print').then((m) => ({ Component: m.PrintPage })),
} satisfies ModuleScreens;
