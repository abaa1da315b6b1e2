import { createElement } from 'react';
import type { ExceptionStatus } from '@/shared/ui/exception';
import type { ScreenLoader } from './screen-loader';

/** The error pages of product.md §2.4 as screens (403 for routes the user may not open, 500 for a failed server). */
const exceptionScreen =
  (status: ExceptionStatus): ScreenLoader =>
  () =>
    import('@/shared/ui/exception').then((m) => ({
      Component: function ExceptionScreen() {
        return createElement(m.ExceptionPage, { status });
      },
    }));

/**
 * The screens the router and the shell name themselves. The router (the entry chunk) imports only this file, not
 * the registry: the module screens' index loads with the shell, so /login does not carry it (architecture.md §9).
 */
export const coreScreens = {
  login: () => import('@/features/auth/login').then((m) => ({ Component: m.LoginPage })),
  forget: () =>
    import('@/features/auth/login')
      .then((m) => m.loadForgetPasswordPage())
      .then((m) => ({ Component: m.ForgetPasswordPage })),
  welcome: () => import('@/features/home/welcome').then((m) => ({ Component: m.WelcomePage })),
  exception403: exceptionScreen(403),
  exception404: exceptionScreen(404),
  exception500: exceptionScreen(500),
} satisfies Record<string, ScreenLoader>;
