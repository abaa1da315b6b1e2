import { createElement } from 'react';
import type { ExceptionStatus } from '@/shared/ui/exception';
import { accountScreens } from './modules/account';
import { masterScreens } from './modules/master';
import { mesScreens } from './modules/mes';
import { operationScreens } from './modules/operation';
import { systemScreens } from './modules/system';
import type { ScreenLoader } from './screen-loader';

/**
 * The screen registry: the only place that imports screens (through the module files beside it, one per module,
 * so a module's screens are declared without touching the others). Each entry is its own lazy chunk; the server's
 * route records name a screen by these keys (§2.2 `component`).
 */

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
  ...accountScreens,
  ...masterScreens,
  ...mesScreens,
  ...operationScreens,
  ...systemScreens,
  exception403: exceptionScreen(403),
  exception404: exceptionScreen(404),
  exception500: exceptionScreen(500),
} satisfies Record<string, ScreenLoader>;

export type ScreenKey = keyof typeof screenRegistry;
