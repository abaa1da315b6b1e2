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
  'scm.mdHouse': () => import('@/features/master/legacy-houses').then((m) => ({ Component: m.HouseListPage })),
  'scm.cdMaterial': () => import('@/features/master/materials').then((m) => ({ Component: m.MaterialListPage })),
  'scm.cdMaterialDetail': () => import('@/features/master/materials').then((m) => ({ Component: m.MaterialDetailPage })),
  exception403: exceptionScreen(403),
  exception404: exceptionScreen(404),
  exception500: exceptionScreen(500),
} satisfies Record<string, ScreenLoader>;

export type ScreenKey = keyof typeof screenRegistry;
