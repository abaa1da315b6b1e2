import { createElement, type ComponentType } from 'react';
import type { ExceptionStatus } from '@/shared/ui/exception';

/**
 * The screen registry: the only place that imports screens. Each entry is its own lazy chunk; the server's route
 * records name a screen by these keys (§2.2 `component`).
 */
type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/** The error pages of §2.4 as screens (403 for routes the user may not open, 500 for a failed server). */
const exceptionScreen = (status: ExceptionStatus): ScreenLoader => () =>
  import('@/shared/ui/exception').then((m) => ({
    Component: function ExceptionScreen() {
      return createElement(m.ExceptionPage, { status });
    },
  }));

export const screenRegistry = {
  login: () => import('@/features/auth/login').then((m) => ({ Component: m.LoginPage })),
  welcome: () => import('@/features/home/welcome').then((m) => ({ Component: m.WelcomePage })),
  accountCenter: () => import('@/features/account/center').then((m) => ({ Component: m.AccountCenterPage })),
  accountSettings: () => import('@/features/account/settings').then((m) => ({ Component: m.AccountSettingsPage })),
  'mes.mfgLine': () => import('@/features/mes/production-lines').then((m) => ({ Component: m.LineListPage })),
  'scm.mdGroup': () => import('@/features/master/legacy-groups').then((m) => ({ Component: m.GroupListPage })),
  'scm.mdHouse': () => import('@/features/master/legacy-houses').then((m) => ({ Component: m.HouseListPage })),
  'scm.mdSupplierConfig': () => import('@/features/master/partners').then((m) => ({ Component: m.SupplierConfigPage })),
  'scm.mdMaterialMgmt': () => import('@/features/master/legacy-materials').then((m) => ({ Component: m.LegacyMaterialListPage })),
  'scm.mdMaterialSupplier': () => import('@/features/master/material-suppliers').then((m) => ({ Component: m.MaterialSupplierListPage })),
  'scm.mdArea': () => import('@/features/master/legacy-areas').then((m) => ({ Component: m.AreaListPage })),
  'scm.mdLocation': () => import('@/features/master/legacy-locations').then((m) => ({ Component: m.LocationListPage })),
  'scm.cdMaterial': () => import('@/features/master/materials').then((m) => ({ Component: m.MaterialListPage })),
  'scm.cdMaterialDetail': () => import('@/features/master/materials').then((m) => ({ Component: m.MaterialDetailPage })),
  'sys.sysDept': () => import('@/features/system/departments').then((m) => ({ Component: m.DeptListPage })),
  'scm.cdMaterialType': () => import('@/features/master/material-types').then((m) => ({ Component: m.TypeListPage })),
  'scm.cdMaterialGroup': () => import('@/features/master/material-groups').then((m) => ({ Component: m.GroupListPage })),
  'scm.cdUom': () => import('@/features/master/units').then((m) => ({ Component: m.UomListPage })),
  'scm.wipMaterial': () => import('@/features/master/wip-materials').then((m) => ({ Component: m.WipListPage })),
  'scm.cdArea': () => import('@/features/master/storage-areas').then((m) => ({ Component: m.AreaListPage })),
  'scm.cdLocation': () => import('@/features/master/storage-locations').then((m) => ({ Component: m.LocationListPage })),
  'scm.cdWarehouse': () => import('@/features/master/warehouses').then((m) => ({ Component: m.WarehouseListPage })),
  'scm.cdFixedPosition': () => import('@/features/master/fixed-positions').then((m) => ({ Component: m.PositionListPage })),
  'scm.cdFifoDisable': () => import('@/features/master/fifo-disable').then((m) => ({ Component: m.FifoListPage })),
  'scm.mdCustomer': () => import('@/features/master/partners').then((m) => ({ Component: m.CustomerListPage })),
  'scm.mdSupplier': () => import('@/features/master/partners').then((m) => ({ Component: m.SupplierListPage })),
  exception403: exceptionScreen(403),
  exception404: exceptionScreen(404),
  exception500: exceptionScreen(500),
} satisfies Record<string, ScreenLoader>;

export type ScreenKey = keyof typeof screenRegistry;
