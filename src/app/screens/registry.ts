import { createElement } from 'react';
import { moduleLoaders, screenModules } from 'virtual:screen-index';
import type { ExceptionStatus } from '@/shared/ui/exception';
import type { ModuleScreens, ScreenLoader } from './screen-loader';

/**
 * The screen registry: the only place that imports screens. The router's and the shell's own screens are here;
 * each module declares its screens in its own file in `modules/` (without touching the others). The entry chunk
 * holds only their keys (`virtual:screen-index`, built from those files): a module's file is a small lazy chunk of
 * its own, loaded with the first of its screens, and each screen is a lazy chunk of its own. The server's route
 * records name a screen by its key (product.md §2.2 `component`).
 */

/** The error pages of product.md §2.4 as screens (403 for routes the user may not open, 500 for a failed server). */
const exceptionScreen =
  (status: ExceptionStatus): ScreenLoader =>
  () =>
    import('@/shared/ui/exception').then((m) => ({
      Component: function ExceptionScreen() {
        return createElement(m.ExceptionPage, { status });
      },
    }));

/** The screens the router and the shell name themselves. */
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

const loadedModules = new Map<number, Promise<ModuleScreens>>();

function loadModule(index: number, load: () => Promise<ModuleScreens>): Promise<ModuleScreens> {
  let screens = loadedModules.get(index);
  if (!screens) {
    screens = load();
    // A failed chunk load is tried again the next time, not remembered.
    screens.catch(() => loadedModules.delete(index));
    loadedModules.set(index, screens);
  }
  return screens;
}

/** Every screen key the app knows: the core screens' and the modules'. */
export const screenKeys: readonly string[] = [...Object.keys(coreScreens), ...Object.keys(screenModules)];

/** The loader of a screen key, or undefined for a key no screen has (not built yet). */
export function screenLoader(key: string): ScreenLoader | undefined {
  if (Object.hasOwn(coreScreens, key)) return coreScreens[key as keyof typeof coreScreens];
  const index = Object.hasOwn(screenModules, key) ? screenModules[key] : undefined;
  const loadScreens = index === undefined ? undefined : moduleLoaders[index];
  if (index === undefined || !loadScreens) return undefined;
  return () =>
    loadModule(index, loadScreens).then((screens) => {
      const load = screens[key];
      if (!load) throw new Error(`screen ${key} is in the index but not in its module file`);
      return load();
    });
}
